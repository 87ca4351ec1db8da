import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { seedDemoBilling } from './db/seed-demo';
import { startStayProjection } from './events/stays';

export const billingService: ServiceDefinition = {
  name: 'billing',
  schema: 'billing',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  createApp,
  /** Keeps the `stays` projection from svc-reservations' stay events (docs/billing.md). */
  async start(deps) {
    const stays = await startStayProjection(deps);
    return { stop: () => stays.stop() };
  },
  seedDemo: seedDemoBilling,
};
