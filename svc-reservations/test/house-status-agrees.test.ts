import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@pms/contracts/dates';
import { Availability, HouseStatusResRoomsList } from '@pms/contracts/reports';
import { CreateReservationAnswer, Reservation } from '@pms/contracts/reservations';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';
import { bookingBody, inventoryMatchesStays, startHarness, type Harness } from './helpers';

/**
 * HOUSE STATUS and DETAILED AVAILABILITY agree (docs/reservations.md): for every date of the 14-day
 * window, stayovers + arrivals pending + arrivals actual = TotalOccupied — on the demo hotel, and on
 * random histories of bookings, changes, cancels, check-ins, check-outs and night audits.
 */
type Call = (method: string, path: string, body?: unknown) => Promise<Response>;

async function disagreements(call: Call, start: string): Promise<string[]> {
  const availability = Availability.parse(await (await call('GET', `/api/room/types/available/${start}`)).json());
  const out: string[] = [];
  for (const day of availability.typeData) {
    const [h] = HouseStatusResRoomsList.parse(await (await call('GET', `/api/hw/house_status_res_rooms/${day.date}`)).json());
    const occupied = h!.stayovers + h!.arrivalsPending + h!.arrivalsActual;
    if (occupied !== day.TotalOccupied) out.push(`${day.date}: house status ${occupied}, availability ${day.TotalOccupied}`);
  }
  return out;
}

describe('on the demo hotel', () => {
  let d: Desk;
  beforeAll(async () => {
    d = await startDesk({ demo: true });
  });
  afterAll(() => d?.stop());

  it('agree on every date of the window, from a week back to today', async () => {
    await expect.poll(async () => (await d.sql<{ n: number }[]>`select count(*)::int as n from res_rooms where checked_in`)[0]!.n).toBe(80);
    for (const start of [addDays(TODAY, -7), TODAY]) expect(await disagreements(d.request, start)).toEqual([]);
  });
});

describe('on random histories', () => {
  let h: Harness;
  let billing: FakeBilling;
  let manager: string;
  beforeAll(async () => {
    h = await startHarness();
    billing = await fakeBilling(h.bus);
    manager = await h.keys.cookie(2, { sub: '2', username: 'manager' });
  });
  afterAll(async () => {
    await billing?.stop();
    await h?.stop();
  });

  const today = async () => (await h.sql<{ d: string }[]>`select business_date::text as d from business_date`)[0]!.d;

  /** What a clerk (or the night) does; the numbers pick a stay or a date relative to the business date. */
  const action = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('book' as const), type: fc.integer({ min: 1, max: 3 }), from: fc.integer({ min: 0, max: 12 }), nights: fc.integer({ min: 1, max: 5 }) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), shift: fc.integer({ min: -2, max: 3 }), nights: fc.integer({ min: 1, max: 4 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('check-in' as const), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('audit' as const) }) },
  );

  type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;
  let audits = 0;

  async function perform(a: Action): Promise<void> {
    const day = await today();
    const stays = await h.sql<{ res_room_id: number; reservation_id: number; check_in_date: string; checked_in: boolean }[]>`
      select s.res_room_id, s.reservation_id, s.check_in_date::text as check_in_date, s.checked_in
      from res_rooms s join reservations r using (reservation_id) where r.active order by s.res_room_id`;
    const pick = (n: number) => stays[n % Math.max(1, stays.length)];
    if (a.kind === 'book') {
      const arrival = addDays(day, a.from);
      const res = await h.request('POST', '/api/hw/reservation', bookingBody({ room: { 0: a.type, 1: arrival, 2: addDays(arrival, a.nights) } }));
      expect([201, 409]).toContain(res.status);
      if (res.status === 201) CreateReservationAnswer.parse(await res.json());
    } else if (a.kind === 'cancel' && stays.length) {
      expect([200, 409]).toContain((await h.request('PUT', `/api/hw/cancelReservation/${pick(a.pick)!.reservation_id}`)).status);
    } else if (a.kind === 'change' && stays.length) {
      const stay = pick(a.pick)!;
      const r = Reservation.parse(await (await h.request('GET', `/api/hw/reservation/${stay.reservation_id}`)).json());
      const arrival = stay.checked_in ? stay.check_in_date : addDays(day, Math.max(0, a.shift));
      const body = { ...bookingBody({ room: { 1: arrival, 2: addDays(arrival > day ? arrival : day, a.nights) } }), customerId: r.customer_id, reservation_id: r.reservation_id, resRoomId: stay.res_room_id, version: r.version };
      expect([200, 400, 409]).toContain((await h.request('PUT', '/api/hw/reservation', body)).status);
    } else if (a.kind === 'check-in' && stays.length) {
      // The front desk's check-in needs svc-rooms; its effect on these counts is the flag alone.
      await h.sql`update res_rooms set checked_in = true where res_room_id = ${pick(a.pick)!.res_room_id} and check_in_date = ${day}::date and not no_show`;
    } else if (a.kind === 'audit') {
      expect((await h.request('POST', '/api/night-audit', { business_date: day }, { cookie: manager })).status).toBe(200);
      audits++;
    }
  }

  it('agree on every date of the window after every history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 25 }), fc.integer({ min: -3, max: 10 }), async (actions, offset) => {
        for (const a of actions) await perform(a);
        expect(await inventoryMatchesStays(h.sql)).toMatchObject({ mismatches: 0 });
        expect(await disagreements(h.request, addDays(await today(), offset))).toEqual([]);
      }),
      { numRuns: 15 },
    );
    // The histories did close days (no-shows, extensions) on the way.
    expect(audits).toBeGreaterThan(0);
  }, 120_000);
});
