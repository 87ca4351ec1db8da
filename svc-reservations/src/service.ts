import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { ReservationsConfig } from './config';
export { ReservationsConfig, decodeKey } from './config';
import { cardVaultFor } from './domain/card-vault';
import { startBusinessDate } from './events/business-date';
import { startInvoiceConsumer } from './events/invoices';
import { startNightAuditScheduler } from './events/night-audit-scheduler';
import { startWorkOrders } from './events/out-of-order';
import { startProjections } from './events/projections';
import { startRoomSync } from './events/room-sync';
import { seedDemoBookings } from './seed/demo';
import { seedDemoCheckIns } from './seed/demo-checkins';

export const reservationsService: ServiceDefinition<ReservationsConfig> = {
  name: 'reservations',
  schema: 'reservations',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  configSchema: ReservationsConfig,
  createApp,
  async start(deps) {
    // Fail at start, not at the first booking, when the card key is unusable.
    cardVaultFor(deps.config);
    // The business date first: every "today" below (and the demo seed's) reads it.
    await startBusinessDate(deps);
    const background = await Promise.all([
      startProjections(deps),
      startWorkOrders(deps),
      startInvoiceConsumer(deps),
    ]);
    background.push(startRoomSync(deps), startNightAuditScheduler(deps));
    return { stop: async () => void (await Promise.all(background.map((b) => b.stop()))) };
  },
  async seedDemo(deps) {
    await seedDemoBookings(deps);
    // The guests who arrived before today are checked in through svc-rooms (booted before us).
    await seedDemoCheckIns(deps);
  },
};
