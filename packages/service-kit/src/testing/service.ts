import type { Hono } from 'hono';
import type { AppEnv, ServiceDeps } from '../app';
import { businessDateDurable, followBusinessDate } from '../business-date';
import type { TokenVerifier } from '../auth';
import type { Bus } from '../bus/types';
import type { Clock } from '../clock';
import { fixedClock } from '../clock';
import { BaseConfig, parseConfig } from '../config';
import { unauthorized } from '../errors';
import { migrateService } from '../migrate-service';
import { startOutboxRelay, type OutboxRelay } from '../outbox';
import { startAuditSealer, type AuditSealer } from '../audit';
import type { ServiceDefinition } from '../service';
import { createTestBus, testLogger } from './bus';
import { createTestDatabase, type TestDatabase } from './index';

export interface TestServiceOptions<C extends BaseConfig> {
  clock?: Clock;
  /** Share one bus between services of one test; default a fresh test bus (closed by `stop`). */
  bus?: Bus;
  /** Share one database; default a fresh one (dropped by `stop`). */
  db?: TestDatabase;
  /**
   * Configuration over the test defaults. String values are parsed by the service's config schema
   * like environment variables (so required variables can be given); other values (e.g.
   * `DEMO_MODE: true`) are laid over the parsed result.
   */
  config?: Partial<C> & Record<string, unknown>;
  /** Default: one that refuses every token (401). `createTestKeys().verifier` gives real sessions. */
  verifier?: TokenVerifier;
}

export interface TestService<C extends BaseConfig = BaseConfig> {
  app: Hono<AppEnv>;
  deps: ServiceDeps<C>;
  relay: OutboxRelay;
  /** The audit trail's sealer (`sealNow()` chains what has committed). */
  sealer: AuditSealer;
  /** Stops the service's background work and relay, then closes/drops what this helper created. */
  stop(): Promise<void>;
}

const refuseEveryToken: TokenVerifier = {
  async verify() {
    throw unauthorized('No test verifier was given to createTestService.');
  },
};

/**
 * Boots a service for a test the way the runners do: a fresh database, migrations (kit and
 * service), the business date follower, its background work (`start`), the demo seed when `DEMO_MODE` is on, an outbox relay,
 * and its app for `app.request(...)`.
 */
export async function createTestService<C extends BaseConfig = BaseConfig>(
  definition: ServiceDefinition<C>,
  opts: TestServiceOptions<C> = {},
): Promise<TestService<C>> {
  const clock = opts.clock ?? fixedClock('2026-03-01');
  const db = opts.db ?? (await createTestDatabase());
  const ownDb = !opts.db;
  const bus = opts.bus ?? (await createTestBus());
  const ownBus = !opts.bus;
  const log = testLogger(`svc-${definition.name}`);

  const overrides = opts.config ?? {};
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    HOTEL_TZ: clock.timeZone,
    ...Object.fromEntries(Object.entries(overrides).filter((e): e is [string, string] => typeof e[1] === 'string')),
  };
  const schema = (definition.configSchema ?? BaseConfig) as unknown as typeof BaseConfig;
  const typed = Object.fromEntries(Object.entries(overrides).filter((e) => typeof e[1] !== 'string'));
  const config = { ...parseConfig(schema, env), ...typed } as unknown as C;

  const sql = db.sql(definition.schema);
  await migrateService(sql, definition.schema, definition.migrationsDir);
  const deps: ServiceDeps<C> = { sql, bus, clock, config, log, verifier: opts.verifier ?? refuseEveryToken };
  const relay = startOutboxRelay({ sql, bus, log, pollMs: 200 });
  const sealer = startAuditSealer({ sql, log });
  const businessDate = await followBusinessDate({ bus, clock, log, durable: businessDateDurable(definition.name) });
  const background = definition.start ? await definition.start(deps) : undefined;
  if (config.DEMO_MODE && definition.seedDemo) await definition.seedDemo(deps);
  const app = definition.createApp(deps);

  let stopped: Promise<void> | undefined;
  return {
    app,
    deps,
    relay,
    sealer,
    stop() {
      stopped ??= (async () => {
        await background?.stop();
        await businessDate.stop();
        await relay.stop();
        await sealer.stop();
        if (ownBus) await bus.close();
        if (ownDb) await db.drop();
        else await sql.end({ timeout: 1 });
      })();
      return stopped;
    },
  };
}
