/**
 * Before the browser tests: `npm run build:front-ends` builds the front ends the suite serves — each
 * only when its build is missing or its inputs changed (a content hash beside each build), as
 * `npm start` does — so the suite's own start finds them current and builds nothing again (a plain
 * `npm run build` left no hash, and the start built all five a second time). Skipped with
 * E2E_SKIP_BUILD=1 or when E2E_BASE_URL points at a suite already running.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { artifactsDir, repoRoot } from './paths';

rmSync(artifactsDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD === '1' || process.env.E2E_BASE_URL) {
  console.log('[e2e] build skipped');
} else {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build:front-ends'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[e2e] npm run build:front-ends failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`[e2e] npm run build:front-ends took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
