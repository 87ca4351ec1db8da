import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureArtifactsDir } from './paths';

/**
 * Keeps a measured number (a timing, a size) in e2e/artifacts/metrics.json and logs it. Tests
 * measure and report; they never assert on a timing.
 */
export function recordMetric(name: string, value: number, unit: string): void {
  const file = join(ensureArtifactsDir(), 'metrics.json');
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[name] = { value, unit };
  writeFileSync(file, JSON.stringify(all, null, 2));
  console.log(`[e2e metric] ${name}: ${value} ${unit}`);
}
