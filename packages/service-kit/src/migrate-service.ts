import { fileURLToPath } from 'node:url';
import type { Sql } from './db';
import { migrate, type MigrationResult } from './migrate';

/** The service kit's own tables (outbox, projection_versions, idempotency_keys). */
export const KIT_MIGRATIONS_DIR = fileURLToPath(new URL('./kit-migrations', import.meta.url));
/** Kit files are recorded as `kit_NNN_name.sql`, apart from the service's own `NNN_name.sql`. */
export const KIT_MIGRATION_PREFIX = 'kit_';

/**
 * Migrates a service's schema: the kit's tables first, then the service's files, in one
 * transaction under the schema's advisory lock (see `migrate`), so replicas starting together
 * apply each file once.
 */
export function migrateService(sql: Sql, schema: string, migrationsDir: string): Promise<MigrationResult> {
  return migrate(sql, schema, [{ dir: KIT_MIGRATIONS_DIR, prefix: KIT_MIGRATION_PREFIX }, { dir: migrationsDir }]);
}
