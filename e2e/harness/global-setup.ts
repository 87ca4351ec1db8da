import type { TestProject } from 'vitest/node';
import { startSuite, type RunningSuite } from './suite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the suite under test answers, e.g. http://127.0.0.1:41234. */
    baseURL: string;
  }
}

let suite: RunningSuite | undefined;

/** Starts one suite for the whole run, or uses the one E2E_BASE_URL names. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/+$/, ''));
    return;
  }
  suite = await startSuite();
  console.log(`[e2e] suite up at ${suite.baseURL}`);
  project.provide('baseURL', suite.baseURL);
  return async () => {
    await suite?.stop();
  };
}
