/**
 * A NATS server of the test's own (JetStream, file storage in a temporary folder, a free port), so
 * a test can stop and restart it — a real outage — without touching the machine's shared server.
 * Usable where nats-server is installed and the run uses NATS (NATS_URL set), as on CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './bus';

export const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
/** Whether `privateNats()` can run here: `describe.skipIf(!privateNatsAvailable)`. */
export const privateNatsAvailable = !!process.env.NATS_URL && existsSync(NATS_SERVER);

/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Whether something listens on the port (it cannot be bound). */
export function portTaken(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

export interface PrivateNats {
  url: string;
  /** Starts it (again, on the same port and storage); a no-op while it runs. */
  start(): Promise<void>;
  /** Stops it and waits for the process to exit. */
  stop(): Promise<void>;
  /** Stops it and removes its storage. */
  dispose(): Promise<void>;
}

/** Starts a private NATS server; `dispose()` it in `afterAll`. */
export async function privateNats(): Promise<PrivateNats> {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'pms-nats-'));
  let server: ChildProcess | undefined;
  const nats: PrivateNats = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      // Already running: starting another on the same port would lose track of this one.
      if (server && server.exitCode === null) return;
      server = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      await waitFor(() => portTaken(port), 'the private NATS server to listen');
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s || s.exitCode !== null) return;
      const exited = new Promise((r) => s.once('exit', r));
      s.kill('SIGTERM');
      await exited;
    },
    async dispose() {
      await nats.stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
  await nats.start();
  return nats;
}
