/**
 * Gives every test run a real PostgreSQL: the one in DATABASE_URL when set (CI: the machine's
 * server), otherwise an embedded one started here for the duration of the run. Each test file then
 * creates its own database from it (see `@pms/service-kit/testing`), so files never share state.
 * NATS_URL is used when set; without it tests use the in-process bus.
 */
import { startEmbeddedPostgres } from './embedded-postgres';

export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const pg = await startEmbeddedPostgres({ dataDir: '.data/test-pg', port: 54329 + Math.floor(Math.random() * 500) });
  process.env.DATABASE_URL = pg.url;
  console.log(`[tests] DATABASE_URL not set: using embedded PostgreSQL at ${pg.url}`);
  return async () => {
    await pg.stop();
  };
}
