import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { NightAuditReport } from '@pms/contracts/night-audit';
import { waitFor } from '@pms/service-kit/testing';
import { nightAuditScheduler } from '../src/events/night-audit-scheduler';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';
import { inventoryMatchesStays } from './helpers';

/**
 * Runs of the night audit that go wrong or race: billing unreachable and the run resumed, two runs
 * at once, an extension that oversells, check-ins racing the audit, and the automatic run catching
 * up after downtime. The tests close consecutive days of one hotel, in order.
 */
let d: Desk;
let billing: FakeBilling;
let manager: string;

beforeAll(async () => {
  d = await startDesk();
  billing = await fakeBilling(d.bus);
  manager = await d.keys.cookie(2, { sub: '21', username: 'manager' });
});
afterAll(async () => {
  await billing?.stop();
  await d?.stop();
});

const audit = (date: string) => d.request('POST', '/api/night-audit', { business_date: date }, { cookie: manager });
const businessDate = async () => (await d.sql<{ d: string }[]>`select business_date::text as d from business_date`)[0]!.d;
const extensions = async (id: number) =>
  d.sql<{ business_date: string; new_departure: string }[]>`
    select business_date::text, new_departure::text from audit_extensions where res_room_id = ${id} order by business_date`;
const departure = async (id: number) => (await d.sql<{ d: string }[]>`select check_out_date::text as d from res_rooms where res_room_id = ${id}`)[0]!.d;

/** Both sides agree about the stay's room, and inventory equals the stays. */
async function consistent(stays: number[]): Promise<void> {
  expect(await inventoryMatchesStays(d.sql)).toMatchObject({ mismatches: 0 });
  for (const id of stays) {
    const stay = await d.stay(id);
    const held = await d.roomsSql<{ room_id: number }[]>`select room_id from rooms where occupied_by = ${id}`;
    expect(held.map((r) => r.room_id), `stay ${id}`).toEqual(stay.checked_in && !stay.checked_out ? [stay.room_id] : []);
  }
}

describe('the night audit when billing cannot be reached', () => {
  it('answers 503 without moving the date; run again, it resumes and nothing is extended or posted twice', async () => {
    const guest = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '111', type: 1, first: 'Late', last: 'Leaver' });
    const noShow = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 1, first: 'No', last: 'Show' });
    await billing.stop();
    const refused = await audit(TODAY);
    expect(refused.status).toBe(503);
    expect(await businessDate()).toBe(TODAY);
    // Steps 1 and 2 were done (each committed on its own); the date did not move.
    expect(await departure(guest.res_room_id)).toBe(addDays(TODAY, 1));
    expect((await d.stay(noShow.res_room_id)).checked_in).toBe(false);

    billing = await fakeBilling(d.bus);
    const res = await audit(TODAY);
    expect(res.status, await res.clone().text()).toBe(200);
    const report = NightAuditReport.parse(await res.json());
    expect(await extensions(guest.res_room_id)).toEqual([{ business_date: TODAY, new_departure: addDays(TODAY, 1) }]);
    expect(await departure(guest.res_room_id)).toBe(addDays(TODAY, 1));
    expect(report.extended_stays.map((s) => s.res_room_id)).toEqual([guest.res_room_id]);
    expect(report.no_shows.map((s) => s.res_room_id)).toEqual([noShow.res_room_id]);
    const fees = [...billing.posted.values()].filter((p) => p.kind === 'no_show');
    expect(fees).toHaveLength(1);
    expect(await businessDate()).toBe(addDays(TODAY, 1));
    await consistent([guest.res_room_id, noShow.res_room_id]);
  });
});

describe('two runs at once', () => {
  it('lets one run; the other is refused (409) and changes nothing', async () => {
    const day = addDays(TODAY, 1);
    const release = billing.hold();
    const first = audit(day);
    const sent = billing.received.length;
    await waitFor(() => billing.received.length > sent, 'the first run to reach billing');
    const second = await audit(day);
    expect(second.status).toBe(409);
    expect(ErrorBody.parse(await second.json()).message).toMatch(/running now/);
    release();
    expect((await first).status).toBe(200);
    expect(billing.received.length).toBe(sent + 1);
    expect((await audit(day)).status).toBe(409);
    expect(await businessDate()).toBe(addDays(TODAY, 2));
  });
});

describe('a guest extended onto a sold-out night', () => {
  it('is extended all the same and reported as oversold', async () => {
    const day = addDays(TODAY, 2);
    const guest = await d.inHouse({ arrival: addDays(TODAY, 1), departure: day, roomNum: '106', type: 3, first: 'Suite', last: 'Stayer' });
    // Every Suite of that night sold (as if the hotel had sold the room the guest is still in).
    await d.sql`
      insert into inventory (room_type_id, night, capacity, sold) values (3, ${day}::date, 1, 0)
      on conflict (room_type_id, night) do nothing`;
    await d.sql`update inventory set capacity = sold + out_of_order where room_type_id = 3 and night = ${day}::date`;
    const res = await audit(day);
    expect(res.status, await res.clone().text()).toBe(200);
    const report = NightAuditReport.parse(await res.json());
    // (The guest of the first test is still in the house too: extended night after night.)
    expect(report.extended_stays).toEqual(
      expect.arrayContaining([expect.objectContaining({ res_room_id: guest.res_room_id, oversold: true, new_check_out_date: addDays(day, 1) })]),
    );
    const [night] = await d.sql<{ over: boolean }[]>`select sold + out_of_order > capacity as over from inventory where room_type_id = 3 and night = ${day}::date`;
    expect(night!.over).toBe(true);
    expect(await inventoryMatchesStays(d.sql)).toMatchObject({ mismatches: 0 });
  });
});

describe('check-ins racing the audit', () => {
  it('ends every arrival checked in or a no-show, never both, with inventory and rooms consistent', async () => {
    const day = addDays(TODAY, 3);
    const free = await d.roomsSql<{ room_id: number }[]>`
      select room_id from rooms where room_type_id = 1 and occupied_by is null and active order by room_id limit 20`;
    const stays: Awaited<ReturnType<Desk['book']>>[] = [];
    for (let i = 0; i < 20; i++)
      stays.push(await d.book({ arrival: day, departure: addDays(day, 2), type: 1, first: 'Racer', last: `Number ${'abcdefghijklmnopqrst'[i]}` }));
    const checkIns = stays.map((s, i) => d.request('PUT', `/api/hw/checkinRoom/${s.res_room_id}/${free[i]!.room_id}`));
    const run = audit(day);
    const [outcomes, closed] = await Promise.all([Promise.all(checkIns), run]);
    expect(closed.status, await closed.clone().text()).toBe(200);
    const report = NightAuditReport.parse(await closed.json());
    expect(outcomes.every((o) => o.status === 200 || o.status === 409)).toBe(true);

    const rows = await d.sql<{ res_room_id: number; checked_in: boolean; no_show: boolean }[]>`
      select res_room_id, checked_in, no_show from res_rooms where res_room_id = any(${stays.map((s) => s.res_room_id)}::int[])`;
    for (const row of rows) expect(row.checked_in !== row.no_show, `stay ${row.res_room_id}`).toBe(true);
    const checkedIn = rows.filter((r) => r.checked_in).map((r) => r.res_room_id);
    expect(checkedIn.length).toBe(outcomes.filter((o) => o.status === 200).length);
    expect(report.no_shows.map((s) => s.res_room_id).sort()).toEqual(rows.filter((r) => r.no_show).map((r) => r.res_room_id).sort());
    // Every guest checked in before the day closed was in the house that night, and billed for it.
    const nights = [...billing.posted.values()].filter((p) => p.kind === 'room' && p.service_date === day).map((p) => p.res_room_id);
    for (const id of checkedIn) expect(nights).toContain(id);
    await waitFor(async () => {
      const held = await d.roomsSql<{ n: number }[]>`select count(*)::int as n from rooms where occupied_by = any(${stays.map((s) => s.res_room_id)}::int[])`;
      return held[0]!.n === checkedIn.length;
    }, 'svc-rooms to hold exactly the checked-in racers');
    await consistent(stays.map((s) => s.res_room_id));
  }, 60_000);
});

describe('the automatic run', () => {
  it('waits for NIGHT_AUDIT_AT, and after downtime catches up day by day, in order', async () => {
    const start = await businessDate();
    const scheduler = nightAuditScheduler({ ...d.res.deps, config: { ...d.res.deps.config, NIGHT_AUDIT_AT: '03:00' } });
    const sent = billing.received.length;
    // One day behind, before 03:00: not yet.
    d.clock.set(addDays(start, 1), '02:59');
    expect(await scheduler.tick()).toBe(0);
    // Three days behind (the service was down): the two oldest at once, the last at 03:00.
    d.clock.set(addDays(start, 3), '01:00');
    expect(await scheduler.tick()).toBe(2);
    d.clock.set(addDays(start, 3), '03:00');
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(billing.received.slice(sent).map((c) => [c.business_date, c.posted_by])).toEqual([
      [start, 'night audit'],
      [addDays(start, 1), 'night audit'],
      [addDays(start, 2), 'night audit'],
    ]);
    expect(await businessDate()).toBe(addDays(start, 3));
    const runs = await d.sql<{ business_date: string; run_by: string | null }[]>`
      select business_date::text, run_by from night_audits where business_date >= ${start}::date order by business_date`;
    expect(runs).toEqual([0, 1, 2].map((k) => ({ business_date: addDays(start, k), run_by: null })));
  });
});
