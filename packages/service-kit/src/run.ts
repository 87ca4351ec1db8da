import { z } from 'zod';
import { createTokenVerifier } from './auth';
import { bootService } from './boot';
import { createBus } from './bus/index';
import { systemClock } from './clock';
import { BaseConfig, loadConfigOrExit } from './config';
import { createSql } from './db';
import { MigrationChangedError } from './migrate';
import { migrateService } from './migrate-service';
import { serveHttp } from './http-server';
import { createLogger } from './log';
import { createRevocationList, revocationDurable } from './revocations';
import type { ServiceDefinition } from './service';
import { startTelemetry } from './telemetry/start';

/** A service in its own process (distributed mode, Kubernetes) needs NATS and svc-auth's keys. */
export const ProcessConfig = z.object({
  NATS_URL: z.string().min(1, 'is required in distributed mode'),
  AUTH_JWKS_URL: z.string().url().optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** `false` where a migration Job runs them instead (Kubernetes); `true` for a plain process. */
  MIGRATE_ON_START: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

/** A refusal that says what to do (an edited applied migration): print it alone, no stack, and exit non-zero. */
function exitOnRefusal(err: unknown): never {
  if (err instanceof MigrationChangedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/**
 * `node <service> migrate`: apply the service's migrations and exit (the Kubernetes migration Job).
 * Needs only DATABASE_URL.
 */
async function migrateOnly(def: ServiceDefinition): Promise<void> {
  const config = loadConfigOrExit(BaseConfig.pick({ DATABASE_URL: true, LOG_LEVEL: true }));
  const log = createLogger(`svc-${def.name}`, config.LOG_LEVEL);
  const sql = createSql(config.DATABASE_URL, { schema: def.schema, max: 1 });
  try {
    const { applied } = await migrateService(sql, def.schema, def.migrationsDir).catch(exitOnRefusal);
    log.info({ applied }, applied.length ? 'migrations applied' : 'schema is up to date');
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * `src/index.ts` of every service: parse config (fail fast), connect, boot, listen; drain on SIGTERM.
 */
export async function runService<C extends BaseConfig>(def: ServiceDefinition<C>): Promise<void> {
  if (process.argv.includes('migrate')) {
    await migrateOnly(def);
    process.exit(0);
  }
  const config = loadConfigOrExit((def.configSchema ?? BaseConfig) as z.ZodType<C>);
  const proc = loadConfigOrExit(ProcessConfig);
  const log = createLogger(`svc-${def.name}`, config.LOG_LEVEL);
  // Before any connection, so the first statement is already observed.
  const telemetry = await startTelemetry({ serviceName: `svc-${def.name}`, host: config.HOST, log });
  const sql = createSql(config.DATABASE_URL, { schema: def.schema, max: config.DATABASE_POOL_MAX });
  const bus = await createBus({ natsUrl: proc.NATS_URL, namespace: config.BUS_NAMESPACE, name: def.name, log });
  await bus.ensureStreams();
  // svc-auth verifies against its own published keys like everybody else.
  const jwksUrl = proc.AUTH_JWKS_URL ?? `http://127.0.0.1:${config.PORT}/.well-known/jwks.json`;
  const revoked = await createRevocationList({ bus, durable: revocationDurable(def.name), log });
  const verifier = createTokenVerifier({ keys: new URL(jwksUrl), revoked });
  const clock = systemClock(config.HOTEL_TZ);

  const service = await bootService(def, { sql, bus, clock, config, log, verifier }, { migrate: proc.MIGRATE_ON_START }).catch(exitOnRefusal);
  const server = serveHttp({ fetch: service.app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
    log.info({ port: info.port }, `svc-${def.name} listening on http://${config.HOST}:${info.port}`),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(1), proc.SHUTDOWN_GRACE_MS).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await service.stop();
    await revoked.stop();
    await bus.close();
    await sql.end({ timeout: 5 });
    await telemetry.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
