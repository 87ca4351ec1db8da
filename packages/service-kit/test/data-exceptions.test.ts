import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../src/app';
import type { Bus } from '../src/bus/types';
import type { Sql } from '../src/db';
import { createTestBus, createTestDatabase, testLogger, type TestDatabase } from '../src/testing/index';

/**
 * A value the route's schema let through but PostgreSQL cannot hold (found by the reliability
 * suite's fuzzer: a NUL character in a name filter, year 0000): the client's input, answered 400 in
 * the error body every service uses, and whatever the transaction wrote is rolled back.
 */
describe('values the database refuses', () => {
  let db: TestDatabase;
  let sql: Sql;
  let bus: Bus;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql('public', 2);
    bus = await createTestBus('memory');
    await sql`create table notes (id serial primary key, body text not null, n integer)`;
  });
  afterAll(async () => {
    await bus?.close();
    await db?.drop();
  });

  const appFor = () => {
    const app = createServiceApp('test', { sql, bus, log: testLogger() });
    app.post('/notes', async (c) => {
      const { body, n } = await c.req.json<{ body: string; n: number }>();
      await sql.begin(async (tx) => {
        await tx`insert into notes (body) values ('first write of the transaction')`;
        await tx`insert into notes (body, n) values (${body}, ${n})`;
      });
      return c.json({ ok: true }, 201);
    });
    app.get('/day/:d', async (c) => c.json(await sql`select ${c.req.param('d')}::date as d`));
    app.get('/boom', () => {
      throw new Error('a bug');
    });
    return app;
  };

  it('answers 400 invalid_input to a NUL character and to a number out of range, and rolls back', async () => {
    const app = appFor();
    for (const payload of [{ body: 'a\u0000b', n: 1 }, { body: 'ok', n: 2 ** 40 }]) {
      const res = await app.request('/notes', { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_input', fields: { '(input)': expect.any(String) } });
    }
    const [{ count } = { count: -1 }] = await sql<{ count: number }[]>`select count(*)::int as count from notes`;
    expect(count).toBe(0);
  });

  it('answers 400 to a date PostgreSQL has no day for', async () => {
    const res = await appFor().request('/day/0000-01-01');
    expect(res.status).toBe(400);
  });

  it('still answers 500, without details, to everything else', async () => {
    const res = await appFor().request('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal', message: expect.any(String) });
  });
});
