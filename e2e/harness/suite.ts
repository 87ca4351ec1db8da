import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createBus, createLogger } from '@pms/service-kit';
import { createTestDatabase, freePort, testId } from '@pms/service-kit/testing';
import { join } from 'node:path';
import { ensureArtifactsDir, repoRoot } from './paths';

export interface RunningSuite {
  baseURL: string;
  stop(): Promise<void>;
}

/** Polls until the suite answers the login status (services booted, demo seeded), or gives up. */
async function waitUntilUp(baseURL: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the suite exited with ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${baseURL}/api/login/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the suite did not answer at ${baseURL} within ${deadlineMs / 1000} s`);
}

/** Sends `signal` to every process of the group (0: none, asks only); false when the group is gone. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the whole suite in embedded mode (`npm start`: gateway, services and the built front ends
 * in one process) on a free port, always on data of its own: the demo hotel is seeded relative to
 * today, so a database or bus left from an earlier run (another day, an older migration) would make
 * the flows fail for the wrong reason.
 * - DATABASE_URL set: a fresh database on that server, dropped afterwards; otherwise embedded
 *   PostgreSQL in a fresh data folder, removed afterwards.
 * - NATS_URL set: a bus namespace of its own whose streams are deleted afterwards; otherwise the
 *   in-process bus.
 * Output goes to artifacts/suite.log.
 */
export async function startSuite(options: { existingDatabaseUrl?: string } = {}): Promise<RunningSuite> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(ensureArtifactsDir(), 'suite.log'));
  const runId = `e2e${testId()}`;
  // `existingDatabaseUrl` (bench:web's big hotel only): a database made elsewhere, used as it is and kept; no demo seed.
  const existing = options.existingDatabaseUrl;
  const database = existing ? { url: existing, drop: async () => {} } : process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const pgDir = database ? undefined : `.data/${runId}-pg`;
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(database ? { DATABASE_URL: database.url } : { EMBEDDED_PG_PORT: String(await freePort()), EMBEDDED_PG_DIR: pgDir }),
      ...(existing ? { DEMO_MODE: 'false' } : {}),
      ...(process.env.NATS_URL ? { BUS_NAMESPACE: runId } : {}),
    },
    // Its own process group, so stopping it stops npm and the suite's node process together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const group = child.pid;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    signalGroup(group, 'SIGTERM');
    // npm ends at once; the suite's node process runs its graceful shutdown (15 s at most, it ends
    // itself then) and stops an embedded PostgreSQL last. Its data is removed once the whole group
    // is gone; what is left after 20 s is killed, and after 25 s we stop waiting.
    const killed = setTimeout(() => signalGroup(group, 'SIGKILL'), 20_000);
    await exited;
    for (const giveUp = Date.now() + 25_000; signalGroup(group, 0) && Date.now() < giveUp; ) await new Promise((r) => setTimeout(r, 100));
    clearTimeout(killed);
    log.end();
    await removeRunData();
  };
  const removeRunData = async () => {
    await database?.drop();
    if (pgDir) await rm(join(repoRoot, pgDir), { recursive: true, force: true });
    if (process.env.NATS_URL) {
      // An ephemeral bus in the run's namespace deletes that namespace's streams when it closes.
      const bus = await createBus({ natsUrl: process.env.NATS_URL, namespace: runId, name: 'e2e-cleanup', log: createLogger('e2e', 'warn'), ephemeral: true });
      await bus.close();
    }
  };

  try {
    await waitUntilUp(baseURL, child, 180_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message} (see e2e/artifacts/suite.log)`);
  }
  return { baseURL, stop };
}
