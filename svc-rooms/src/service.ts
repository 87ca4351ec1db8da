import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { seedDemoProperty } from './db/seed-demo';
import { startCommandResponders } from './events/commands';
import { startStayProjection } from './events/stays';

export const roomsService: ServiceDefinition = {
  name: 'rooms',
  schema: 'rooms',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  createApp,
  /** Answers the room assignment commands and keeps the room_stays projection (docs/rooms.md). */
  async start(deps) {
    const parts = [await startStayProjection(deps), await startCommandResponders(deps)];
    return {
      async stop() {
        await Promise.all(parts.map((p) => p.stop()));
      },
    };
  },
  seedDemo: seedDemoProperty,
};
