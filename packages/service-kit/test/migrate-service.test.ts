import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MigrationChangedError } from '../src/migrate';
import { migrationChecksum } from '../src/migration-checksum';
import { KIT_MIGRATIONS_DIR, migrateService } from '../src/migrate-service';
import type { ServiceDefinition } from '../src/service';
import { createTestDatabase, createTestService, type TestDatabase } from '../src/testing/index';
import { migrationsDir } from './helpers';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const KIT = ['kit_001_outbox.sql', 'kit_002_projection_versions.sql', 'kit_003_idempotency_keys.sql', 'kit_004_audit.sql'];

const serviceFiles = () =>
  migrationsDir({
    '001_rooms.sql': 'create table rooms (room_id integer primary key);',
    // Not idempotent on purpose: applying it twice would fail.
    '002_rooms_num.sql': 'alter table rooms add column room_num text;',
  });

describe('migrateService', () => {
  it("applies the kit's tables, then the service's files, each once", async () => {
    const sql = db.sql('one');
    const dir = await serviceFiles();
    expect((await migrateService(sql, 'one', dir)).applied).toEqual([...KIT, '001_rooms.sql', '002_rooms_num.sql']);
    expect((await migrateService(sql, 'one', dir)).applied).toEqual([]);
    const tables = await sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'one' order by table_name`;
    expect(tables.map((t) => t.table_name)).toEqual(['audit_entries', 'audit_seals', 'audit_unsealed', 'idempotency_keys', 'outbox', 'projection_versions', 'rooms', 'schema_migrations']);
    // A file added later is applied alone.
    await writeFile(join(dir, '003_rooms_floor.sql'), 'alter table rooms add column floor integer;');
    expect((await migrateService(sql, 'one', dir)).applied).toEqual(['003_rooms_floor.sql']);
  });

  it('two replicas migrating at once both succeed and apply each file once', async () => {
    const dir = await serviceFiles();
    const [a, b] = [db.sql('raced', 2), db.sql('raced', 2)];
    const [ra, rb] = await Promise.all([migrateService(a, 'raced', dir), migrateService(b, 'raced', dir)]);
    const all = [...ra.applied, ...rb.applied].sort();
    expect(all).toEqual([...KIT, '001_rooms.sql', '002_rooms_num.sql'].sort());
    expect(ra.applied.length === 0 || rb.applied.length === 0).toBe(true);
    const [{ n } = { n: '0' }] = await a<{ n: string }[]>`select count(*) as n from raced.schema_migrations`;
    expect(Number(n)).toBe(KIT.length + 2);
  });

  it('keeps each service in its own schema', async () => {
    const dir = await serviceFiles();
    await migrateService(db.sql('svc_a'), 'svc_a', dir);
    await migrateService(db.sql('svc_b'), 'svc_b', dir);
    const sql = db.sql('svc_a');
    const rows = await sql<{ table_schema: string }[]>`
      select table_schema from information_schema.tables where table_name = 'outbox' and table_schema like 'svc_%' order by 1`;
    expect(rows.map((r) => r.table_schema)).toEqual(['svc_a', 'svc_b']);
  });

  it('a failing file leaves nothing half-done', async () => {
    const dir = await migrationsDir({ '001_ok.sql': 'create table ok (id int);', '002_bad.sql': 'create table broken (;' });
    const sql = db.sql('failing');
    await expect(migrateService(sql, 'failing', dir)).rejects.toThrow();
    const [{ n } = { n: '0' }] = await sql<{ n: string }[]>`select count(*) as n from information_schema.tables where table_schema = 'failing'`;
    expect(Number(n)).toBe(0);
  });

  it('migrate() still takes a single folder', async () => {
    const dir = await serviceFiles();
    expect((await migrate(db.sql('plain'), 'plain', dir)).applied).toEqual(['001_rooms.sql', '002_rooms_num.sql']);
  });
});

describe('migration checksums', () => {
  const ledger = (sql: ReturnType<TestDatabase['sql']>, schema: string) =>
    sql<{ name: string; checksum: string | null }[]>`select name, checksum from ${sql(schema)}.schema_migrations order by name`;

  it("records each applied file's SHA-256", async () => {
    const dir = await serviceFiles();
    const sql = db.sql('summed');
    await migrateService(sql, 'summed', dir);
    const expected = await Promise.all(
      [...KIT.map((f) => join(KIT_MIGRATIONS_DIR, f.slice('kit_'.length))), join(dir, '001_rooms.sql'), join(dir, '002_rooms_num.sql')].map(async (p) =>
        migrationChecksum(await readFile(p, 'utf8')),
      ),
    );
    const rows = await ledger(sql, 'summed');
    expect(rows.map((r) => r.name)).toEqual([...KIT, '001_rooms.sql', '002_rooms_num.sql'].sort());
    expect(rows.map((r) => r.checksum).sort()).toEqual(expected.sort());
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum ?? ''))).toBe(true);
  });

  it('refuses an edited applied migration, naming the file and what to do, and applies nothing pending', async () => {
    const dir = await serviceFiles();
    const sql = db.sql('edited');
    await migrateService(sql, 'edited', dir);
    await writeFile(join(dir, '001_rooms.sql'), 'create table rooms (room_id integer primary key, floor integer);');
    await writeFile(join(dir, '003_rooms_floor.sql'), 'alter table rooms add column wing text;');
    const err = await migrateService(sql, 'edited', dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationChangedError);
    expect(err).toMatchObject({ schema: 'edited', file: '001_rooms.sql', path: join(dir, '001_rooms.sql') });
    expect((err as Error).message).toMatch(/Migration 001_rooms\.sql of schema "edited" was changed after it was applied/);
    expect((err as Error).message).toMatch(/never be edited.*\n.*new migration/s);
    expect((await ledger(sql, 'edited')).map((r) => r.name)).not.toContain('003_rooms_floor.sql');
    const cols = await sql<{ column_name: string }[]>`select column_name from information_schema.columns where table_schema = 'edited' and table_name = 'rooms'`;
    expect(cols.map((c) => c.column_name)).not.toContain('wing');
  });

  it('takes a file whose comments, indentation or line endings changed as unchanged', async () => {
    const text = '-- Rooms (docs/rooms.md).\ncreate table rooms (\n  room_id integer primary key\n);\n';
    const dir = await migrationsDir({ '001_rooms.sql': text });
    const sql = db.sql('reworded');
    await migrateService(sql, 'reworded', dir);
    const reworded = '-- The hotel\'s rooms (see docs/rooms.md §2).\r\ncreate table rooms (\r\n    room_id integer primary key -- one per room\r\n);\r\n';
    await writeFile(join(dir, '001_rooms.sql'), reworded);
    expect((await migrateService(sql, 'reworded', dir)).applied).toEqual([]);
  });

  it('records the checksums of migrations an earlier release applied without one (trust on first sight), then guards them', async () => {
    const dir = await serviceFiles();
    const sql = db.sql('old');
    await migrateService(sql, 'old', dir);
    // As the previous release left it: the same files applied, a ledger without checksums.
    await sql.unsafe('alter table old.schema_migrations drop column checksum');

    const first = await migrateService(sql, 'old', dir);
    expect(first.applied).toEqual([]);
    expect(first.checksummed.sort()).toEqual([...KIT, '001_rooms.sql', '002_rooms_num.sql'].sort());
    expect((await ledger(sql, 'old')).every((r) => r.checksum !== null)).toBe(true);
    expect((await migrateService(sql, 'old', dir)).checksummed).toEqual([]);

    await writeFile(join(dir, '002_rooms_num.sql'), 'alter table rooms add column room_num varchar(10);');
    await expect(migrateService(sql, 'old', dir)).rejects.toMatchObject({ name: 'MigrationChangedError', file: '002_rooms_num.sql' });
  });

  it('a service whose applied migration was edited refuses to start', async () => {
    const dir = await serviceFiles();
    const definition: ServiceDefinition = {
      name: 'rooms',
      schema: 'refusing',
      migrationsDir: dir,
      createApp: () => {
        throw new Error('must not get this far');
      },
    };
    const shared = await createTestDatabase();
    try {
      await migrateService(shared.sql('refusing'), 'refusing', dir);
      await writeFile(join(dir, '002_rooms_num.sql'), 'alter table rooms add column room_num text not null;');
      await expect(createTestService(definition, { db: shared })).rejects.toBeInstanceOf(MigrationChangedError);
    } finally {
      await shared.drop();
    }
  });
});

