import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOTEL } from '@pms/contracts/demo-hotel';
import { migrationChecksum } from '@pms/service-kit';
import {
  createTestDatabase,
  createTestKeys,
  createTestService,
  fixedClock,
  freePort,
  RELEASE_CARD_KEYS,
  RELEASE_DATES,
  RELEASE_MIGRATIONS,
  RELEASES,
  restoreRelease,
  runEntryPoint,
  testId,
  waitFor,
  type ReleaseName,
  type TestDatabase,
  type TestKeys,
} from '@pms/service-kit/testing';
import { DEFINITIONS, SCHEMAS, type Schema } from './suite';

/**
 * Hotels upgrade in place. For each database an earlier release made (`upgrade/`): every service's
 * current migrations apply on top of it, the checksums of the files that release had applied are
 * recorded on this first start (it recorded none) and match the files as that release shipped them,
 * the service boots and reads what the release wrote. Then an applied migration "edited" after the
 * upgrade stops the real service process with a message naming the file.
 */

/** A read through each service's own app of something the release wrote (upgrade/README.md). */
const READS: Record<Schema, { path: string; init?: RequestInit; expect: (body: unknown) => void }> = {
  auth: {
    path: '/api/login',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user', password: '123123' }) },
    expect: (body) => expect(body).toMatchObject({ user: { username: 'user' } }),
  },
  rooms: { path: '/api/hw/hotel_info/1', expect: (body) => expect(body).toMatchObject({ hotel_name: DEMO_HOTEL.hotel_name }) },
  reservations: { path: '/api/hw/reservation/1202', expect: (body) => expect(body).toMatchObject({ first_name: 'Alan', last_name: 'Turing' }) },
  billing: { path: '/api/hw/invoice/1', expect: (body) => expect(JSON.stringify(body)).toContain('INV-2026-000001') },
};

/** The staff accounts each release's database holds (upgrade/README.md): the demo users, and those the release's calls made. */
const demoAccount = (username: string) => ({ username, full_name: username, must_change_password: false });
const ACCOUNTS: Record<ReleaseName, { username: string; full_name: string; must_change_password: boolean }[]> = {
  'release-2026-11-21': ['admin', 'manager', 'user'].map(demoAccount),
  'release-2026-11-26': [demoAccount('admin'), { username: 'ghopper', full_name: 'Grace Hopper', must_change_password: true }, demoAccount('manager'), demoAccount('user')],
};

describe.each(RELEASES)('upgrading the database %s made', (release) => {
  let db: TestDatabase;
  let keys: TestKeys;
  beforeAll(async () => {
    db = await createTestDatabase();
    await restoreRelease(db, release);
    keys = await createTestKeys();
  });
  afterAll(() => db?.drop());

  it.each(SCHEMAS)('%s: the current migrations apply on top, the old ones are checksummed, the service boots and reads the old data', async (schema) => {
    const t = await createTestService(DEFINITIONS[schema], {
      db,
      clock: fixedClock(RELEASE_DATES[release]),
      verifier: keys.verifier,
      config: { CARD_KEY: RELEASE_CARD_KEYS[release] },
    });
    try {
      const ledger = new Map(
        (await t.deps.sql<{ name: string; checksum: string | null }[]>`select name, checksum from schema_migrations`).map((r) => [r.name, r.checksum]),
      );
      const shipped = { ...RELEASE_MIGRATIONS[release].kit, ...RELEASE_MIGRATIONS[release][schema] };
      expect(Object.keys(shipped).length).toBeGreaterThan(3);
      for (const [file, checksum] of Object.entries(shipped)) expect(ledger.get(file), `${schema} ${file}`).toBe(checksum);
      expect([...ledger.values()].every((c) => c !== null)).toBe(true);

      expect((await t.app.request('/readyz')).status).toBe(200);
      const read = READS[schema];
      const res = await t.app.request(read.path, { ...read.init, headers: { cookie: await keys.cookie(1), ...(read.init?.headers ?? {}) } });
      expect(res.status, await res.clone().text()).toBe(200);
      read.expect(await res.json());
    } finally {
      await t.stop();
    }
  });

  it('auth: the accounts the release made are staff accounts (the first release\'s named by their username, no change asked) and their sign-ins are recorded as sessions', async () => {
    const t = await createTestService(DEFINITIONS.auth, { db, clock: fixedClock(RELEASE_DATES[release]), verifier: keys.verifier });
    // By id, not by count: the sign-in also sweeps the admin's expired sessions (by the database's clock, so
    // the release's own sessions expire as the fixture ages).
    const adminSessions = async () => (await t.deps.sql<{ jti: string }[]>`select jti::text as jti from sessions join users using (user_id) where username = 'admin'`).map((r) => r.jti);
    try {
      const users = await t.deps.sql<{ username: string; full_name: string; must_change_password: boolean }[]>`
        select username, full_name, must_change_password from users order by username`;
      expect(users).toEqual(ACCOUNTS[release]);
      const before = await adminSessions();
      const res = await t.app.request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin' }),
      });
      expect(res.status).toBe(200);
      expect((await adminSessions()).filter((jti) => !before.includes(jti))).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });

  it('billing: every stay the release wrote gets its folio — invoiced ones closed at their invoice total, guests in house with the nights stayed', async () => {
    const t = await createTestService(DEFINITIONS.billing, { db, clock: fixedClock(RELEASE_DATES[release]), verifier: keys.verifier });
    try {
      const sql = t.deps.sql;
      await waitFor(async () => (await sql<{ done: boolean }[]>`select done from folio_backfill`)[0]?.done === true, 'the folio backfill', { timeoutMs: 60_000 });
      const [counts] = await sql<{ stays: number; folios: number; invoiced: number }[]>`
        select (select count(*)::int from stays) as stays, (select count(*)::int from folios) as folios,
               (select count(*)::int from invoices) as invoiced`;
      expect(counts!.stays).toBeGreaterThan(100);
      expect(counts!.folios).toBe(counts!.stays);
      expect(counts!.invoiced).toBeGreaterThan(0);
      // An invoiced stay's folio totals exactly its invoice, is paid and closed by it.
      const invoicedWrong = await sql`
        select i.invoice_id from invoices i join folios f on f.invoice_id = i.invoice_id
        where f.status <> 'closed'
           or (select coalesce(sum(amount_cents), 0) from folio_lines l where l.res_room_id = i.res_room_id) <> round(i.total * 100)
           or (select coalesce(sum(amount_cents), 0) from folio_payments p where p.res_room_id = i.res_room_id) <> round(i.total * 100)`;
      expect(invoicedWrong).toEqual([]);
      expect((await sql`select 1 from invoices i where not exists (select 1 from folios f where f.invoice_id = i.invoice_id)`).length).toBe(0);
      // A guest in the house has every night before the release's date posted, and none after.
      const inHouse = await sql<{ res_room_id: number; expected: number; posted: number }[]>`
        select s.res_room_id, greatest(0, least(s.departure, ${RELEASE_DATES[release]}::date) - s.arrival) as expected,
               (select count(*)::int from folio_lines l where l.res_room_id = s.res_room_id and l.kind = 'room') as posted
        from stays s where s.active and s.checked_in and not s.checked_out`;
      expect(inHouse.length).toBeGreaterThan(0);
      for (const s of inHouse) expect(s.posted, `stay ${s.res_room_id}`).toBe(s.expected);
    } finally {
      await t.stop();
    }
  }, 90_000);
});

describe('an applied migration edited after the upgrade', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await restoreRelease(db);
  });
  afterAll(() => db?.drop());

  /** Runs svc-rooms' real entry point; answers its exit code and what it printed. */
  const runRooms = async (args: string[]) =>
    runEntryPoint('svc-rooms/src/index.ts', args, {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: '2',
      // The refusal comes before anything is served; with no NATS_URL it would stop on that first.
      NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
      BUS_NAMESPACE: testId(),
      PORT: String(await freePort()),
      AUTH_JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
    });

  it('stops svc-rooms before it serves, naming the file and saying to add a new migration instead', async () => {
    expect((await runRooms(['migrate'])).code).toBe(0);
    const sql = db.sql('rooms', 1);
    // As if 001_catalog.sql had been edited since it was applied: its recorded checksum no longer matches.
    await sql`update schema_migrations set checksum = ${migrationChecksum('create table rooms ();')} where name = '001_catalog.sql'`;
    await sql.end();
    const migrateJob = await runRooms(['migrate']);
    expect(migrateJob.code).toBe(1);
    expect(migrateJob.out).toMatch(/Migration 001_catalog\.sql of schema "rooms" was changed after it was applied/);
    expect(migrateJob.out).toMatch(/never be edited[\s\S]*new migration/);
    if (process.env.NATS_URL) {
      const start = await runRooms([]);
      expect(start.code).toBe(1);
      expect(start.out).toMatch(/svc-rooms\/src\/db\/migrations\/001_catalog\.sql/);
      expect(start.out).not.toMatch(/listening/);
    }
  }, 60_000);
});
