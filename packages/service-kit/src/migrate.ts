import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from './db';

export interface MigrationResult {
  applied: string[];
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Applies `NNN_name.sql` files from `dir` in name order to `schema`, each at most once.
 *
 * All pending files run in one transaction that first takes a transaction-level advisory lock on
 * the schema's name: two replicas starting at once queue up, and the second finds nothing left to
 * do. A failing file rolls everything back, so a schema is never half-migrated.
 */
export async function migrate(sql: Sql, schema: string, dir: string): Promise<MigrationResult> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name: ${schema}`);
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`pms.migrate.${schema}`}))`;
    await tx.unsafe(`create schema if not exists ${schema}`);
    await tx.unsafe(`set local search_path to ${schema}, public`);
    await tx.unsafe(
      `create table if not exists ${schema}.schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(join(dir, file), 'utf8');
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
  });
  return { applied };
}
