import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { backfillFolios } from './db/folio-backfill';
import { seedDemoBilling } from './db/seed-demo';
import { startBillingCommands } from './events/commands';
import { startStayProjection } from './events/stays';

export const billingService: ServiceDefinition = {
  name: 'billing',
  schema: 'billing',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  createApp,
  /**
   * Keeps the `stays` projection from svc-reservations' stay events, answers the night audit's and the
   * check-out's requests, and gives the stays an older release wrote their folios (docs/billing.md).
   */
  async start(deps) {
    const stays = await startStayProjection(deps);
    const commands = await startBillingCommands(deps);
    // In the background: a large history takes a while, and every folio route opens a missing folio itself.
    const backfill = backfillFolios(deps.sql, () => deps.clock.today(), deps.log).catch((err: unknown) => {
      deps.log.error({ err }, 'folio backfill stopped; it resumes at the next start');
    });
    return {
      stop: async () => {
        await backfill;
        await Promise.all([stays.stop(), ...commands.map((c) => c.stop())]);
      },
    };
  },
  seedDemo: seedDemoBilling,
};
