import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ensureArtifactsDir, repoRoot } from './paths';

export interface RunningSuite {
  baseURL: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
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

/**
 * Starts the whole suite in embedded mode (`npm start`: gateway, services and the built front ends
 * in one process) on a free port. DATABASE_URL / NATS_URL pass through: with them it uses the real
 * PostgreSQL and NATS, without them embedded PostgreSQL and the in-process bus. Output goes to
 * artifacts/suite.log.
 */
export async function startSuite(): Promise<RunningSuite> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(ensureArtifactsDir(), 'suite.log'));
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(process.env.DATABASE_URL ? {} : { EMBEDDED_PG_PORT: String(await freePort()) }),
    },
    // Its own process group, so stopping it stops npm, tsx and node together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    process.kill(-child.pid, 'SIGTERM');
    const killed = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(killed);
    log.end();
  };

  try {
    await waitUntilUp(baseURL, child, 180_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message} (see e2e/artifacts/suite.log)`);
  }
  return { baseURL, stop };
}
