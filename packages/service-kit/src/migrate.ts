import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { Sql } from './db';
import { migrationChecksum } from './migration-checksum';

export interface MigrationResult {
  applied: string[];
  /** Files applied by an earlier release that recorded no checksum: theirs is recorded now. */
  checksummed: string[];
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** A folder of migrations; `prefix` keeps its names apart from another folder's in `schema_migrations`. */
export interface MigrationSource {
  dir: string;
  prefix?: string;
}

/**
 * An applied migration whose file is no longer what was applied. Its message names the file and
 * what to do; the runners print it and exit without starting the service.
 */
export class MigrationChangedError extends Error {
  constructor(
    readonly schema: string,
    readonly file: string,
    readonly path: string,
  ) {
    const shown = shortPath(path);
    super(
      `Migration ${file} of schema "${schema}" was changed after it was applied to this database (${shown}).\n` +
        `An applied migration must never be edited: databases that already ran it never run it again.\n` +
        `Put the file back as it was (its history: git log -p ${shown}) and write the change as a new ` +
        `migration with the next number instead.`,
    );
    this.name = 'MigrationChangedError';
  }
}

function shortPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/**
 * Applies `NNN_name.sql` files from `dir` in name order to `schema`, each at most once. Several
 * folders (e.g. the service kit's own tables, then the service's) are applied folder by folder,
 * each file recorded under its folder's prefix.
 *
 * All pending files run in one transaction that first takes a transaction-level advisory lock on
 * the schema's name: two replicas starting at once queue up, and the second finds nothing left to
 * do. A failing file rolls everything back, so a schema is never half-migrated.
 *
 * Each applied file's SHA-256 is recorded (of its statements: `migrationChecksum`); an applied file
 * whose statements changed since stops everything (`MigrationChangedError`) before any pending file runs. A file an earlier release applied without
 * a checksum gets the one it has now (trust on first sight).
 */
export async function migrate(sql: Sql, schema: string, dir: string | MigrationSource | MigrationSource[]): Promise<MigrationResult> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name: ${schema}`);
  const sources = typeof dir === 'string' ? [{ dir }] : Array.isArray(dir) ? dir : [dir];
  const files: { name: string; path: string; text: string }[] = [];
  for (const source of sources) {
    const names = (await readdir(source.dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
    for (const f of names) {
      const path = join(source.dir, f);
      files.push({ name: `${source.prefix ?? ''}${f}`, path, text: await readFile(path, 'utf8') });
    }
  }
  const result: MigrationResult = { applied: [], checksummed: [] };
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`pms.migrate.${schema}`}))`;
    await tx.unsafe(`create schema if not exists ${schema}`);
    await tx.unsafe(`set local search_path to ${schema}, public`);
    await tx.unsafe(
      `create table if not exists ${schema}.schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    // The ledger's own upgrade: releases before checksums made the table without the column.
    await tx.unsafe(`alter table ${schema}.schema_migrations add column if not exists checksum text`);
    const done = new Map((await tx<{ name: string; checksum: string | null }[]>`select name, checksum from schema_migrations`).map((r) => [r.name, r.checksum]));
    for (const file of files) {
      if (!done.has(file.name)) continue;
      const checksum = migrationChecksum(file.text);
      const recorded = done.get(file.name);
      if (recorded === null) {
        await tx`update schema_migrations set checksum = ${checksum} where name = ${file.name}`;
        result.checksummed.push(file.name);
      } else if (recorded !== checksum) {
        throw new MigrationChangedError(schema, file.name, file.path);
      }
    }
    for (const file of files) {
      if (done.has(file.name)) continue;
      await tx.unsafe(file.text);
      await tx`insert into schema_migrations (name, checksum) values (${file.name}, ${migrationChecksum(file.text)})`;
      result.applied.push(file.name);
    }
  });
  return result;
}
