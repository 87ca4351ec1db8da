import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db';
import { HttpError } from '../src/errors';
import { withIdempotencyKey } from '../src/idempotency';
import { migrateService } from '../src/migrate-service';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';
import { migrationsDir } from './helpers';

const SCHEMA = 'idemsvc';
let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql(SCHEMA, 20);
  const dir = await migrationsDir({ '001_bookings.sql': 'create table bookings (booking_id serial primary key, guest text not null);' });
  await migrateService(sql, SCHEMA, dir);
});
afterAll(() => db.drop());

const SCOPE = 'POST /api/hw/reservation';
const bookings = async (guest: string) => Number((await sql<{ n: string }[]>`select count(*) as n from bookings where guest = ${guest}`)[0]?.n);

/** A create route's work: one booking, answered 201 with its id. */
const book = (guest: string) => async (tx: Parameters<Parameters<typeof withIdempotencyKey>[3]>[0]) => {
  const [row] = await tx<{ booking_id: number }[]>`insert into bookings (guest) values (${guest}) returning booking_id`;
  return { status: 201, body: { booking_id: row?.booking_id, guest } };
};

describe('withIdempotencyKey', () => {
  it('without a key runs every time', async () => {
    const a = await withIdempotencyKey(sql, SCOPE, undefined, book('no-key'));
    const b = await withIdempotencyKey(sql, SCOPE, undefined, book('no-key'));
    expect([a.replayed, b.replayed]).toEqual([false, false]);
    expect(await bookings('no-key')).toBe(2);
  });

  it('ten concurrent calls with one key do the work once and all get the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => withIdempotencyKey(sql, SCOPE, 'key-1', book('ten'))));
    expect(await bookings('ten')).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const first = answers.find((a) => !a.replayed);
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 201, body: first?.body });
    // And later.
    const later = await withIdempotencyKey(sql, SCOPE, 'key-1', book('ten'));
    expect(later).toEqual({ status: 201, body: first?.body, replayed: true });
    expect(await bookings('ten')).toBe(1);
  });

  it('a run that throws stores nothing and rolls its work back; the retry runs', async () => {
    await expect(
      withIdempotencyKey(sql, SCOPE, 'key-2', async (tx) => {
        await book('fails')(tx);
        throw new Error('sold out');
      }),
    ).rejects.toThrow('sold out');
    expect(await bookings('fails')).toBe(0);
    const retry = await withIdempotencyKey(sql, SCOPE, 'key-2', book('fails'));
    expect(retry.replayed).toBe(false);
    expect(await bookings('fails')).toBe(1);
  });

  it('a non-2xx answer is not stored', async () => {
    const refused = await withIdempotencyKey(sql, SCOPE, 'key-3', async () => ({ status: 409, body: { error: 'conflict' } }));
    expect(refused).toEqual({ status: 409, body: { error: 'conflict' }, replayed: false });
    const retry = await withIdempotencyKey(sql, SCOPE, 'key-3', book('after-409'));
    expect(retry.replayed).toBe(false);
    expect(retry.status).toBe(201);
  });

  it('keys are per scope', async () => {
    await withIdempotencyKey(sql, 'POST /api/hw/invoice', 'shared-key', book('scope-a'));
    const other = await withIdempotencyKey(sql, SCOPE, 'shared-key', book('scope-b'));
    expect(other.replayed).toBe(false);
    expect(await bookings('scope-b')).toBe(1);
  });

  it('refuses an over-long key with a 400 naming the header', async () => {
    const err = await withIdempotencyKey(sql, SCOPE, 'k'.repeat(300), book('long')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 400, fields: { 'Idempotency-Key': expect.any(String) } });
    expect(await bookings('long')).toBe(0);
  });
});
