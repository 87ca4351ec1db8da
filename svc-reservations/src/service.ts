import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { ReservationsConfig } from './config';
import { cardVaultFor } from './domain/card-vault';
import { startProjections } from './events/projections';
import { seedDemoBookings } from './seed/demo';

export const reservationsService: ServiceDefinition<ReservationsConfig> = {
  name: 'reservations',
  schema: 'reservations',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  configSchema: ReservationsConfig,
  createApp,
  async start(deps) {
    // Fail at start, not at the first booking, when the card key is unusable.
    cardVaultFor(deps.config);
    return startProjections(deps);
  },
  seedDemo: (deps) => seedDemoBookings(deps),
};
