import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@pms/service-kit';
import { createApp } from './app';
import { seedDemoProperty } from './db/seed-demo';

export const roomsService: ServiceDefinition = {
  name: 'rooms',
  schema: 'rooms',
  migrationsDir: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  createApp,
  seedDemo: seedDemoProperty,
};
