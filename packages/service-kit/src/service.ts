import type { Hono } from 'hono';
import type { ZodType } from 'zod';
import type { AppEnv, ServiceDeps } from './app';
import type { BaseConfig } from './config';

/**
 * What a service is, independent of how it runs. `src/service.ts` of each service exports one;
 * `src/index.ts` hands it to `runService` (its own process), and the embedded runner composes all
 * of them in one process. The service never knows which.
 */
export interface ServiceDefinition<C extends BaseConfig = BaseConfig> {
  name: 'auth' | 'reservations' | 'rooms' | 'billing';
  /** Its PostgreSQL schema; it reads and writes nothing else. */
  schema: string;
  /** Folder of `NNN_name.sql` migrations. */
  migrationsDir: string;
  /** Extra environment the service needs beyond `BaseConfig` (parsed at start-up, fail fast). */
  configSchema?: ZodType<C>;
  createApp(deps: ServiceDeps<C>): Hono<AppEnv>;
  /**
   * Background work once migrations ran: event consumers, command responders. Called once per
   * process (replica); returns how to stop it.
   */
  start?(deps: ServiceDeps<C>): Promise<{ stop(): Promise<void> }>;
  /** Demo data, only in demo mode, idempotent (runs on every start, seeds once). */
  seedDemo?(deps: ServiceDeps<C>): Promise<void>;
}
