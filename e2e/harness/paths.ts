import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');
/** Screenshots, axe reports, the suite's log and the measured timings of a run. */
export const artifactsDir = resolve(import.meta.dirname, '../artifacts');

export function ensureArtifactsDir(): string {
  mkdirSync(artifactsDir, { recursive: true });
  return artifactsDir;
}
