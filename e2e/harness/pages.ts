import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, openPage, type TrackedPage } from './browser';

/**
 * One browser for the test file that calls this at its top: launched before its first test, closed
 * after its last with every page opened in it. The answer opens a page at the suite's address in a
 * context of its own (own cookies, so its own session).
 */
export function browserForFile(): (options?: { reducedMotion?: boolean }) => Promise<TrackedPage> {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  const opened: TrackedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const t of opened) await t.context.close();
    await browser?.close();
  });
  return async (options) => {
    if (!browser) throw new Error('browserForFile: pages open inside tests and hooks, once the browser is launched');
    const t = await openPage(browser, baseURL, options);
    opened.push(t);
    return t;
  };
}
