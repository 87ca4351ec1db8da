import { defineConfig } from 'vitest/config';
import AuditLastSequencer from './harness/sequencer';

// The browser tests: their own run (`npm run test:e2e`), never part of the root `npm test`.
// One suite process is started for the whole run (harness/global-setup.ts) and the files run one
// after another: a 2-core machine gains nothing from two Chromiums at once.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./harness/global-setup.ts'],
    // Every test fails on a console error or warning of any page it opened (harness/console.ts).
    setupFiles: ['./harness/quiet-console.ts'],
    fileParallelism: false,
    // No retries: a browser test that fails once is a bug to fix, not noise to hide.
    sequence: { sequencer: AuditLastSequencer },
    pool: 'forks',
    testTimeout: 180_000, // a ceiling for a slow shared machine, not a timing assertion
    hookTimeout: 240_000,
    environment: 'node',
  },
});
