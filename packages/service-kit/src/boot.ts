import type { Hono } from 'hono';
import type { AppEnv, ServiceDeps } from './app';
import { businessDateDurable, followBusinessDate } from './business-date';
import type { BaseConfig } from './config';
import { migrateService } from './migrate-service';
import { startOutboxRelay } from './outbox';
import { readOutbox } from './telemetry/outbox-reading';
import { watchOutbox } from './telemetry/metrics';
import { startAuditSealer } from './audit';
import type { ServiceDefinition } from './service';

export interface BootedService {
  name: string;
  app: Hono<AppEnv>;
  deps: ServiceDeps;
  /** Stops background work and the relay (the caller owns sql and bus). */
  stop(): Promise<void>;
}

/**
 * Turns a service definition into a running service on the given dependencies: migrations, the
 * outbox relay, the audit trail's sealer (`audit.ts`), the business date follower (`business-date.ts`), background consumers, demo seed
 * (demo mode), then the HTTP app. The one place
 * both runners (a process per service, or all in one) start a service, so they cannot drift.
 */
export async function bootService<C extends BaseConfig>(
  def: ServiceDefinition<C>,
  deps: ServiceDeps<C>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<BootedService> {
  const log = deps.log;
  if (migrate) {
    const { applied, checksummed } = await migrateService(deps.sql, def.schema, def.migrationsDir);
    if (applied.length) log.info({ applied }, 'migrations applied');
    if (checksummed.length) log.info({ checksummed }, 'checksums recorded for migrations applied by an earlier release');
  }
  const relay = startOutboxRelay({ sql: deps.sql, bus: deps.bus, log });
  const unwatchOutbox = watchOutbox(def.name, () => readOutbox(deps.sql));
  const sealer = startAuditSealer({ sql: deps.sql, log });
  const businessDate = await followBusinessDate({ bus: deps.bus, clock: deps.clock, log, durable: businessDateDurable(def.name) });
  const background = def.start ? await def.start(deps) : undefined;
  if (deps.config.DEMO_MODE && def.seedDemo) await def.seedDemo(deps);
  const app = def.createApp(deps);
  return {
    name: def.name,
    app,
    deps: deps as unknown as ServiceDeps,
    async stop() {
      await background?.stop();
      await businessDate.stop();
      await relay.stop();
      unwatchOutbox();
      await sealer.stop();
    },
  };
}
