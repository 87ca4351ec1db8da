import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { CreateReservationAnswer } from '@pms/contracts/reservations';
import { HouseStatusResRoomsList, houseStatusTonight, type HouseStatusResRooms } from '@pms/contracts/reports';
import { bookingBody, startHarness, type Harness } from './helpers';

let h: Harness;
afterAll(() => h?.t.stop());

/**
 * One guest's story. Check-in and check-out are set on the rows directly (checked_in,
 * checked_out, checked_out_on): the front desk's check-in only takes today's arrivals through
 * svc-rooms, and this test needs a house seen on many dates at once.
 */
interface Story {
  name: string;
  arrival: string;
  departure: string;
  checkedIn?: boolean;
  /** The hotel date the guest checked out. */
  checkedOutOn?: string;
  cancelled?: boolean;
}

const D = '2026-03-10';
const STORIES: Story[] = [
  { name: 'a: staying over', arrival: '2026-03-08', departure: '2026-03-12', checkedIn: true },
  // An early departure moves the departure to the day the guest left (docs/billing.md).
  { name: 'b: left early on D', arrival: '2026-03-09', departure: D, checkedIn: true, checkedOutOn: D },
  { name: 'c: due out on D, still in', arrival: '2026-03-07', departure: D, checkedIn: true },
  { name: 'd: due out on D, gone', arrival: '2026-03-08', departure: D, checkedIn: true, checkedOutOn: D },
  { name: 'e: arriving on D', arrival: D, departure: '2026-03-12' },
  { name: 'f: arrived on D', arrival: D, departure: '2026-03-11', checkedIn: true },
  { name: 'g: cancelled arrival', arrival: D, departure: '2026-03-12', cancelled: true },
  { name: 'h: booked over D, not checked in (no audit has closed its arrival day)', arrival: '2026-03-08', departure: '2026-03-12' },
  { name: 'i: left after D', arrival: '2026-03-05', departure: '2026-03-12', checkedIn: true, checkedOutOn: '2026-03-12' },
  { name: 'j: due out on D, never came', arrival: '2026-03-09', departure: D },
  { name: 'k: staying over, one night either side', arrival: '2026-03-09', departure: '2026-03-11', checkedIn: true },
  { name: 'l: left the day before D', arrival: '2026-03-06', departure: '2026-03-09', checkedIn: true, checkedOutOn: '2026-03-09' },
  { name: 'm: overstayed (due out before D, still in)', arrival: '2026-03-06', departure: '2026-03-08', checkedIn: true },
];

/** What house status must say on `date`, from the stories themselves (docs/product.md §3, docs/reservations.md). */
function expectedOn(date: string): HouseStatusResRooms {
  const live = STORIES.filter((s) => !s.cancelled);
  const count = (p: (s: Story) => boolean) => live.filter(p).length;
  return {
    stayovers: count((s) => s.arrival < date && date < s.departure),
    departuresPending: count((s) => s.departure === date && !!s.checkedIn && !s.checkedOutOn),
    departuresActual: count((s) => s.checkedOutOn === date),
    arrivalsPending: count((s) => s.arrival === date && !s.checkedIn),
    arrivalsActual: count((s) => s.arrival === date && !!s.checkedIn),
  };
}

beforeAll(async () => {
  h = await startHarness();
  const sql = h.t.deps.sql;
  for (const story of STORIES) {
    const res = await h.request('POST', '/api/hw/reservation', bookingBody({ room: { 0: 1, 1: story.arrival, 2: story.departure } }));
    expect(res.status, story.name).toBe(201);
    const { reservation_id } = CreateReservationAnswer.parse(await res.json());
    if (story.cancelled) expect((await h.request('PUT', `/api/hw/cancelReservation/${reservation_id}`)).status).toBe(200);
    if (story.checkedIn)
      await sql`
        update res_rooms set checked_in = true, checked_out = ${!!story.checkedOutOn},
               checked_out_on = ${story.checkedOutOn ?? null}::date
        where reservation_id = ${reservation_id}`;
  }
});

const get = (date: string) => h.request('GET', `/api/hw/house_status_res_rooms/${date}`);

describe('GET /api/hw/house_status_res_rooms/{date}', () => {
  it('counts the seeded house on the date', async () => {
    const res = await get(D);
    expect(res.status).toBe(200);
    const [counts] = HouseStatusResRoomsList.parse(await res.json());
    // a, h, i, k stay over; c is due out; b and d left on D; e is expected, f arrived; g, j, l, m are none of these.
    expect(counts).toEqual({ stayovers: 4, departuresPending: 1, departuresActual: 2, arrivalsPending: 1, arrivalsActual: 1 });
    expect(counts).toEqual(expectedOn(D));
    // docs/product.md §9 with, say, 100 rooms to sell.
    expect(houseStatusTonight(100, counts!)).toEqual({ minAvailable: 94, maxOccupied: 6 });
  });

  it('agrees with a count from the stories on every date around them', async () => {
    for (let date = '2026-03-03'; date <= '2026-03-17'; date = addDays(date, 1)) {
      const [counts] = HouseStatusResRoomsList.parse(await (await get(date)).json());
      expect(counts, date).toEqual(expectedOn(date));
    }
  });

  it("follows a reservation's active flag however it is written (the stay carries it, migration 037)", async () => {
    const sql = h.t.deps.sql;
    const arrival = '2026-03-20';
    const counted = async () => HouseStatusResRoomsList.parse(await (await get(arrival)).json())[0]!.arrivalsPending;
    const res = await h.request('POST', '/api/hw/reservation', bookingBody({ room: { 0: 1, 1: arrival, 2: '2026-03-22' } }));
    const { reservation_id } = CreateReservationAnswer.parse(await res.json());
    expect(await counted()).toBe(1);
    // As the night audit's no-show step or the previous release's code would: straight on the reservation.
    await sql`update reservations set active = false where reservation_id = ${reservation_id}`;
    expect(await counted()).toBe(0);
    // The stay's copy cannot be set apart from its reservation.
    await sql`update res_rooms set reservation_active = true where reservation_id = ${reservation_id}`;
    expect(await counted()).toBe(0);
    await sql`update reservations set active = true where reservation_id = ${reservation_id}`;
    expect(await counted()).toBe(1);
  });

  it('refuses a date that is not YYYY-MM-DD with 400 naming date', async () => {
    for (const bad of ['2026-02-29', 'today', 'undefined']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toEqual(['date']);
    }
  });

  it('needs a session (401)', async () => {
    expect((await h.t.app.request(`/api/hw/house_status_res_rooms/${D}`)).status).toBe(401);
  });
});
