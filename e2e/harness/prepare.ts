/**
 * Before the browser tests: build every deployable (`npm run build` at the root) so the suite serves
 * what the tests drive. Skipped with E2E_SKIP_BUILD=1 (front ends already built) or when
 * E2E_BASE_URL points at a suite that is already running.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { artifactsDir, repoRoot } from './paths';

rmSync(artifactsDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD === '1' || process.env.E2E_BASE_URL) {
  console.log('[e2e] build skipped');
} else {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[e2e] npm run build failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`[e2e] npm run build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
