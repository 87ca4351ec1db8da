import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { AuthConfig } from './config';
import { seedDemoUsers } from './db/seed-demo';
import { startWebhooks } from './webhooks/start';

export const authService: ServiceDefinition<AuthConfig> = {
  name: 'auth',
  schema: 'auth',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  configSchema: AuthConfig,
  createApp,
  /** The webhooks' event consumers and dispatcher (docs/integrations.md "Webhooks"). */
  start: startWebhooks,
  seedDemo: ({ sql }) => seedDemoUsers(sql),
};

export { AuthConfig } from './config';
export { localKeyGetter, loadKeyRing, type KeyRing } from './tokens/keys';
export { hashPassword } from './domain/password';
