import { defineConfig } from 'vitest/config';

// One run for every workspace's unit and integration tests. Integration tests talk to the real
// PostgreSQL and NATS named by DATABASE_URL / NATS_URL; without them the global setup starts an
// embedded PostgreSQL and the tests use the in-process bus (docs/architecture.md §9).
export default defineConfig({
  test: {
    include: ['**/test/**/*.test.ts', '**/src/**/*.test.ts', '**/test/**/*.test.tsx', '**/src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', 'bench/**', '.data/**'],
    globalSetup: ['./scripts/test-global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
