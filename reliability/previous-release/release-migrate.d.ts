// The previous release's own migrate.ts, which vitest.config.ts resolves this name to. Typed as this
// version's: the release's tests exercise the real one, and its shape has not changed since.
declare module 'previous-release:migrate' {
  export { migrate, MigrationChangedError, type MigrationResult, type MigrationSource } from '@pms/service-kit';
}
