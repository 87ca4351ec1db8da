import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from './db';

export interface MigrationResult {
  applied: string[];
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** A folder of migrations; `prefix` keeps its names apart from another folder's in `schema_migrations`. */
export interface MigrationSource {
  dir: string;
  prefix?: string;
}

/**
 * Applies `NNN_name.sql` files from `dir` in name order to `schema`, each at most once. Several
 * folders (e.g. the service kit's own tables, then the service's) are applied folder by folder,
 * each file recorded under its folder's prefix.
 *
 * All pending files run in one transaction that first takes a transaction-level advisory lock on
 * the schema's name: two replicas starting at once queue up, and the second finds nothing left to
 * do. A failing file rolls everything back, so a schema is never half-migrated.
 */
export async function migrate(sql: Sql, schema: string, dir: string | MigrationSource | MigrationSource[]): Promise<MigrationResult> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name: ${schema}`);
  const sources = typeof dir === 'string' ? [{ dir }] : Array.isArray(dir) ? dir : [dir];
  const files: { name: string; path: string }[] = [];
  for (const source of sources) {
    const names = (await readdir(source.dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
    for (const f of names) files.push({ name: `${source.prefix ?? ''}${f}`, path: join(source.dir, f) });
  }
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
      if (done.has(file.name)) continue;
      const text = await readFile(file.path, 'utf8');
      await tx.unsafe(text);
      await tx`insert into schema_migrations (name) values (${file.name})`;
      applied.push(file.name);
    }
  });
  return { applied };
}
