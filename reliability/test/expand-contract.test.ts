import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateService } from '@pms/service-kit';
import {
  createTestDatabase,
  RELEASE_MIGRATIONS,
  RELEASES,
  restoreRelease,
  type TestDatabase,
} from '@pms/service-kit/testing';
import { DEFINITIONS, SCHEMAS, type Schema } from './suite';

/**
 * Zero-downtime upgrades (docs/operations.md "Upgrades"): a rolling update runs the previous
 * version's pods against the schema the new version's migration Job has already changed, so every
 * migration a release adds must only EXPAND the schema — add tables, nullable or defaulted columns,
 * indexes, looser constraints. Removing or reshaping what the previous release reads or writes
 * (CONTRACT) waits for a later release, once no running code uses it, and is marked as such.
 *
 * Two proofs: every migration since the last landed release is free of contracting statements
 * (unless a `-- contract:` comment right above says why the previous release no longer needs it),
 * and on the database that release made, the current migrations leave every table and column the
 * previous code uses where it was — same type, still accepting NULL where it did — and give every
 * column they add to an old table a default or NULL, so the previous code's inserts still succeed.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const LAST = RELEASES[RELEASES.length - 1]!;
const FOLDERS: Record<Schema | 'kit', string> = {
  kit: 'packages/service-kit/src/kit-migrations',
  auth: 'svc-auth/src/db/migrations',
  rooms: 'svc-rooms/src/db/migrations',
  reservations: 'svc-reservations/src/db/migrations',
  billing: 'svc-billing/src/db/migrations',
};

/** Statements that take away or reshape what running code of the previous release uses. */
const CONTRACTING: [RegExp, string][] = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\b/i, 'renames a table or column'],
  [/\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, 'changes a column type'],
  [/\bset\s+not\s+null\b/i, 'makes a column NOT NULL'],
  [/\bdrop\s+schema\b/i, 'drops a schema'],
];

/** The migrations added since the last landed release, with the schema they belong to. */
function newMigrations(): { schema: Schema | 'kit'; file: string; text: string }[] {
  const shipped = RELEASE_MIGRATIONS[LAST];
  return (Object.keys(FOLDERS) as (Schema | 'kit')[]).flatMap((schema) =>
    readdirSync(join(ROOT, FOLDERS[schema]))
      .filter((f) => f.endsWith('.sql'))
      .filter((f) => !(schema === 'kit' ? `kit_${f}` in shipped.kit : f in (shipped[schema] ?? {})))
      .map((file) => ({ schema, file, text: readFileSync(join(ROOT, FOLDERS[schema], file), 'utf8') })),
  );
}

/** SQL statements with the comment lines right above each (`-- contract: why`). */
function statements(text: string): { sql: string; comment: string }[] {
  const out: { sql: string; comment: string }[] = [];
  let comment = '';
  let sql = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!sql && trimmed.startsWith('--')) comment += trimmed + '\n';
    else if (trimmed) {
      sql += line.replace(/--.*$/, '') + '\n';
      if (trimmed.endsWith(';') && !/\$\$/.test(sql.replace(/\$\$[\s\S]*?\$\$/g, ''))) {
        out.push({ sql, comment });
        sql = '';
        comment = '';
      }
    } else if (!sql) comment = '';
  }
  if (sql.trim()) out.push({ sql, comment });
  return out;
}

describe(`migrations since ${LAST} only expand the schema`, () => {
  it.each(newMigrations().map((m) => [`${m.schema}/${m.file}`, m] as const))('%s has no contracting statement', (_, m) => {
    const found: string[] = [];
    for (const { sql, comment } of statements(m.text)) {
      // Function bodies ($$ … $$) are code, not schema changes.
      const schemaSql = sql.replace(/\$\$[\s\S]*?\$\$/g, '');
      for (const [pattern, what] of CONTRACTING) {
        if (pattern.test(schemaSql) && !/--\s*contract:\s*\S/.test(comment)) found.push(`${what}: ${schemaSql.trim().split('\n')[0]}`);
      }
    }
    expect(found, 'contract in a later release, or mark it `-- contract: <why the previous release no longer needs it>`').toEqual([]);
  });

  it('recognises each contracting statement, and a marked one', () => {
    const flagged = (text: string) => statements(text).filter(({ sql, comment }) => CONTRACTING.some(([p]) => p.test(sql)) && !/--\s*contract:\s*\S/.test(comment));
    expect(flagged('alter table a drop column b;\nalter table a rename column c to d;\nalter table a alter column e type bigint;\nalter table a alter column f set not null;\ndrop table g;')).toHaveLength(5);
    expect(flagged('-- contract: 0.3 stopped reading b (released 2026-12-01)\nalter table a drop column b;')).toHaveLength(0);
    expect(flagged('alter table a add column b int;\ncreate index on a (b);\nalter table a drop constraint a_b_check;')).toHaveLength(0);
  });
});

interface Column {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

async function columnsOf(url: string): Promise<Map<string, Column>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ schema: string; table: string; column: string; type: string; nullable: string; dflt: string | null; identity: string; generated: string }[]>`
      select c.table_schema as schema, c.table_name as table, c.column_name as column,
             c.udt_name as type, c.is_nullable as nullable, c.column_default as dflt,
             c.is_identity as identity, c.is_generated as generated
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema in ${sql(SCHEMAS as unknown as string[])} and t.table_type = 'BASE TABLE'`;
    return new Map(
      rows.map((r) => [
        `${r.schema}.${r.table}.${r.column}`,
        {
          table: `${r.schema}.${r.table}`,
          column: r.column,
          type: r.type,
          nullable: r.nullable === 'YES',
          hasDefault: r.dflt !== null || r.identity === 'YES' || r.generated === 'ALWAYS',
        },
      ]),
    );
  } finally {
    await sql.end();
  }
}

describe(`the database ${LAST} made, migrated by this version, still serves ${LAST}'s code`, () => {
  let db: TestDatabase;
  let before: Map<string, Column>;
  let after: Map<string, Column>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await restoreRelease(db, LAST);
    before = await columnsOf(db.url);
    // Each service's migrations exactly as its migration Job runs them (`node <service> migrate`:
    // `migrateService` and nothing else), not whole services booted and stopped: their consumers
    // are not what this test looks at (booting them here is how a pull loop stopped while starting
    // was found to hang: docs/events.md "Stopping").
    for (const schema of SCHEMAS) {
      const sql = db.sql(schema, 1);
      try {
        await migrateService(sql, schema, DEFINITIONS[schema].migrationsDir);
      } finally {
        await sql.end({ timeout: 1 });
      }
    }
    after = await columnsOf(db.url);
  }, 120_000);
  afterAll(() => db?.drop());

  it('keeps every table and column the release had, with the same type, accepting NULL where it did', () => {
    expect(before.size).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const [key, old] of before) {
      const now = after.get(key);
      if (!now) broken.push(`${key} is gone`);
      else if (now.type !== old.type) broken.push(`${key} changed type ${old.type} → ${now.type}`);
      else if (old.nullable && !now.nullable) broken.push(`${key} became NOT NULL`);
    }
    expect(broken).toEqual([]);
  });

  it('gives every column it adds to an old table a default or NULL, so the old inserts still succeed', () => {
    const oldTables = new Set([...before.values()].map((c) => c.table));
    const added = [...after.entries()].filter(([key, c]) => oldTables.has(c.table) && !before.has(key));
    const blocking = added.filter(([, c]) => !c.nullable && !c.hasDefault).map(([key]) => key);
    expect(blocking).toEqual([]);
  });
});
