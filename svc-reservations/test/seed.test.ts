import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { seedDemoBookings } from '../src/seed/demo';
import { waitForValue } from '@pms/service-kit/testing';
import { inventoryMatchesStays, publishRoom, roomsOf, ROOM_TYPES, startHarness, TODAY, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  for (const r of roomsOf(ROOM_TYPES)) await publishRoom(h.t.deps.bus, r);
  await waitForValue(
    async () => (await h.t.deps.sql<{ n: number }[]>`select count(*)::int as n from rooms`)[0]!.n,
    (n) => n === 100,
  );
});
afterAll(() => h?.t.stop());

describe('demo bookings', () => {
  it('seeds 200 guests relative to today through the booking code, once', async () => {
    // The bookings alone (the demo check-ins need svc-rooms: test/frontdesk-seed.test.ts).
    await seedDemoBookings(h.t.deps);
    await seedDemoBookings(h.t.deps);
    const sql = h.t.deps.sql;
    const [c] = await sql<Record<string, number>[]>`
      select count(*)::int as stays,
             count(*) filter (where check_in_date = ${TODAY})::int as arriving_today,
             count(*) filter (where check_in_date > ${TODAY})::int as arriving_later,
             count(*) filter (where check_in_date < ${TODAY} and check_out_date = ${TODAY})::int as due_out_today,
             count(*) filter (where check_in_date < ${TODAY} and check_out_date > ${TODAY})::int as staying_over,
             count(*) filter (where checked_in)::int as checked_in,
             (select count(*)::int from reservations where active) as active_reservations,
             (select count(*)::int from customers) as guests
      from res_rooms`;
    expect(c).toEqual({
      stays: 200,
      arriving_today: 40,
      arriving_later: 80,
      due_out_today: 40,
      staying_over: 40,
      checked_in: 0, // the front desk checks the 80 earlier arrivals in through its own path
      active_reservations: 200,
      guests: 200,
    });
    expect(await inventoryMatchesStays(sql)).toMatchObject({ sold: expect.any(Number), mismatches: 0 });
    const [over] = await sql<{ n: number }[]>`select count(*)::int as n from inventory where sold + out_of_order > capacity`;
    expect(over!.n).toBe(0);
    // Past arrivals were booked on their arrival date, at the room type's rate.
    const past = await sql<{ booked: string; arrival: string; rate: string }[]>`
      select (r.created_at at time zone 'UTC')::date::text as booked, s.check_in_date::text as arrival, s.rate::text as rate
      from res_rooms s join reservations r using (reservation_id) where s.check_in_date < ${TODAY}`;
    expect(past.every((p) => p.booked === p.arrival)).toBe(true);
    expect(new Set(past.map((p) => p.rate))).toEqual(new Set(['109.99', '119.99', '129.99']));
    const [latest] = await sql<{ d: string }[]>`select max(check_in_date)::text as d from res_rooms`;
    expect(latest!.d <= addDays(TODAY, 30)).toBe(true);
  });

  it('published a stay event for every seeded stay', async () => {
    await h.t.relay.flush();
    const [row] = await h.t.deps.sql<{ n: number }[]>`
      select count(distinct subject)::int as n from outbox where subject like 'pms.reservations.stay.%' and published_at is not null`;
    expect(row!.n).toBe(200);
  });
});
