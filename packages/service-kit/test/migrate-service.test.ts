import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate';
import { migrateService } from '../src/migrate-service';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';
import { migrationsDir } from './helpers';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const KIT = ['kit_001_outbox.sql', 'kit_002_projection_versions.sql', 'kit_003_idempotency_keys.sql'];

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
    expect(tables.map((t) => t.table_name)).toEqual(['idempotency_keys', 'outbox', 'projection_versions', 'rooms', 'schema_migrations']);
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
    expect(Number(n)).toBe(5);
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
