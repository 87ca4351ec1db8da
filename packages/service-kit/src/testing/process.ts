import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root, where entry points are run from. */
const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * Runs a TypeScript entry point of the repository (`svc-rooms/src/index.ts`, `scripts/embedded.ts`)
 * in a process of its own with exactly `env` (nothing of the test's environment unless passed), to
 * its end; answers its exit code and everything it printed. For refusals at start-up.
 */
export async function runEntryPoint(script: string, args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  return { code, out };
}
