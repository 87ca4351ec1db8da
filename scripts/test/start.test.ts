import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bundle-service';
import { imageRuntime } from '../image-runtime';
import { embeddedBundleStale, embeddedCommand, ensureEmbeddedBundle, type BundleInputs } from '../start';

/**
 * `npm start` (scripts/start.ts) runs embedded mode from its bundle with the image's Node flags. A
 * folder of this test's own (inside the checkout, where the bundle finds node_modules), so a start
 * or another test at the same time keeps `.cache/embedded/`.
 */
const out = join(REPO_ROOT, `.cache/embedded-test-${process.pid}`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs the bundle as npm start does, with only `env`; answers its exit code and output. */
async function runBundle(bundlePath: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const command = embeddedCommand(bundlePath);
  const child = spawn(process.execPath, command.args, { cwd: REPO_ROOT, env: { ...env, PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  return { code, out: text };
}

describe('npm start runs embedded mode from a bundle', () => {
  it('bundles once, then starts from the bundle it made while no input changed', async () => {
    const bundlePath = await ensureEmbeddedBundle(out);
    expect(embeddedBundleStale(out)).toBe(false);
    const { root, inputs } = JSON.parse(readFileSync(join(out, 'inputs.json'), 'utf8')) as BundleInputs;
    expect(root).toBe(REPO_ROOT);
    // Every service and the gateway went in, from their sources; no dependency is listed as an input.
    for (const source of ['scripts/embedded.ts', 'svc-auth/src/service.ts', 'svc-billing/src/service.ts', 'svc-reservations/src/service.ts', 'svc-rooms/src/service.ts', 'gateway/src/gateway.ts']) {
      expect(inputs).toContain(source);
    }
    expect(inputs.some((f) => f.startsWith('node_modules/'))).toBe(false);
    const made = readFileSync(bundlePath);
    expect(await ensureEmbeddedBundle(out)).toBe(bundlePath);
    expect(readFileSync(bundlePath).equals(made)).toBe(true);
    // A source it was made from that is gone (renamed, deleted) makes it stale.
    writeFileSync(join(out, 'inputs.json'), JSON.stringify({ root, inputs: [...inputs, 'scripts/no-such-file.ts'] }));
    expect(embeddedBundleStale(out)).toBe(true);
    // So does a checkout moved elsewhere: the bundle names our sources by their absolute places.
    writeFileSync(join(out, 'inputs.json'), JSON.stringify({ root: '/somewhere/else', inputs }));
    expect(embeddedBundleStale(out)).toBe(true);
  }, 120_000);

  it('finds every service’s migrations where their sources are, not beside the bundle', async () => {
    const text = readFileSync(await ensureEmbeddedBundle(out), 'utf8');
    for (const service of ['svc-auth', 'svc-billing', 'svc-reservations', 'svc-rooms']) {
      expect(text).toContain(JSON.stringify(`file://${join(REPO_ROOT, service, 'src/service.ts')}`));
    }
    expect(text).not.toMatch(/import\.meta\.url, ["']\.\/db\/migrations/);
  }, 120_000);

  it('runs with the image’s Node flags and memory settings, and passes on its refusal', async () => {
    const command = embeddedCommand(join(out, 'embedded.js'));
    const image = imageRuntime();
    expect(command.args.slice(0, image.flags.length)).toEqual(image.flags);
    expect(image.flags).toContain('--max-semi-space-size=2');
    expect(image.flags).toContain('--max-old-space-size=256');
    expect(command.env.MALLOC_ARENA_MAX).toBe(image.env.MALLOC_ARENA_MAX);
    // NODE_ENV stays the caller's: npm start is the demo unless told otherwise.
    expect(command.env.NODE_ENV).toBe(process.env.NODE_ENV);
    const { code, out: printed } = await runBundle(await ensureEmbeddedBundle(out), { HOTEL_TZ: 'Europe/Atlantis', SKIP_FRONT_END_BUILD: '1', LOG_LEVEL: 'warn' });
    expect(code, printed).toBe(1);
    expect(printed).toMatch(/HOTEL_TZ: is not a time zone this runtime knows/);
  }, 120_000);
});
