/**
 * Stands in for the previous release's `migrate` while its tests run (vitest.config.ts routes every
 * import of it here). It first does what the rollout's migration Job does: apply THIS version's
 * migrations of the same folders, so the schema is the one the new version made. Then the previous
 * release's own migrator runs as its pods would at start: it must accept a database that is ahead
 * of it and find nothing to apply. Each call is logged for the test to check.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
// The previous release's own migrate.ts (resolved by the plugin in vitest.config.ts).
import { migrate as releaseMigrate, type MigrationResult, type MigrationSource } from 'previous-release:migrate';
// This version's: the plugin maps `@pms/*` to the release's packages only for the release's own code.
import { migrate as currentMigrate } from '@pms/service-kit';

export * from 'previous-release:migrate';

const TREE = process.env.PREVIOUS_RELEASE_TREE!;
const ROOT = process.env.PREVIOUS_RELEASE_CURRENT_ROOT!;
const LOG = process.env.PREVIOUS_RELEASE_MIGRATION_LOG!;

/** The same folder in this version's tree: the release's `svc-x/src/db/migrations` is ours too. */
function currentFolder(dir: string): string {
  const inTree = relative(TREE, dir);
  if (inTree.startsWith('..')) throw new Error(`migrations folder outside the previous release's tree: ${dir}`);
  const current = resolve(ROOT, inTree);
  if (!existsSync(current)) throw new Error(`the previous release migrates ${inTree}, which this version no longer has`);
  return current;
}

export async function migrate(sql: Parameters<typeof releaseMigrate>[0], schema: string, dir: string | MigrationSource | MigrationSource[]): Promise<MigrationResult> {
  const sources = typeof dir === 'string' ? [{ dir }] : Array.isArray(dir) ? dir : [dir];
  const upgraded = await currentMigrate(sql, schema, sources.map((s) => ({ ...s, dir: currentFolder(s.dir) })));
  const result = await releaseMigrate(sql, schema, dir);
  appendFileSync(LOG, JSON.stringify({ schema, upgraded: upgraded.applied, release: result.applied }) + '\n');
  if (result.applied.length > 0) {
    throw new Error(
      `the previous release applied ${result.applied.join(', ')} to schema "${schema}" after this version's migrations: ` +
        'this version no longer has a migration that release shipped (renamed or deleted?)',
    );
  }
  return result;
}
