/**
 * Invariants across the services' schemas, read by the tests (the services themselves never read
 * each other's schema), and the requests the reliability tests share.
 */
import type { Sql } from '@pms/service-kit';
import { waitFor } from '@pms/service-kit/testing';

/** Type-nights where `sold` differs from the active stays covering them (should be none). */
export async function inventoryMismatches(sql: Sql): Promise<{ room_type_id: number; night: string; sold: number; stays: number }[]> {
  return sql`
    with nights as (
      select s.room_type_id, d::date as night, count(*)::int as n
      from reservations.res_rooms s join reservations.reservations r using (reservation_id)
      cross join generate_series(s.check_in_date, s.check_out_date - 1, interval '1 day') d
      where r.active and not s.no_show
      group by 1, 2
    )
    select coalesce(i.room_type_id, n.room_type_id) as room_type_id, coalesce(i.night, n.night)::text as night,
           coalesce(i.sold, 0) as sold, coalesce(n.n, 0) as stays
    from reservations.inventory i full join nights n on n.room_type_id = i.room_type_id and n.night = i.night
    where coalesce(i.sold, 0) <> coalesce(n.n, 0)`;
}

/** Type-nights sold beyond what was there to sell (bookings must never do that). */
export async function oversoldNights(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from reservations.inventory where sold + out_of_order > capacity and sold > 0`;
  return row!.n;
}

/**
 * Stays whose projection in svc-rooms or svc-billing is not the owner's latest version (or whose
 * flags differ): empty once every stay event has been delivered and applied.
 */
export async function staleProjections(sql: Sql): Promise<string[]> {
  const rows = await sql<{ what: string }[]>`
    select 'rooms ' || s.res_room_id || ' v' || s.version || ' has v' || coalesce(p.version::text, 'none') as what
    from reservations.res_rooms s left join rooms.room_stays p using (res_room_id)
    where p.version is distinct from s.version or p.checked_in <> s.checked_in or p.checked_out <> s.checked_out
    union all
    select 'billing ' || s.res_room_id || ' v' || s.version || ' has v' || coalesce(b.version::text, 'none')
    from reservations.res_rooms s left join billing.stays b using (res_room_id)
    where b.version is distinct from s.version or b.checked_in <> s.checked_in or b.checked_out <> s.checked_out
       or b.active <> (select r.active and not s.no_show from reservations.reservations r where r.reservation_id = s.reservation_id)`;
  return rows.map((r) => r.what);
}

/**
 * Occupancy agrees on both sides: every stay reservations has in the house holds its room in
 * svc-rooms, and every room svc-rooms shows occupied is held by such a stay.
 */
export async function occupancyDisagreements(sql: Sql): Promise<string[]> {
  const rows = await sql<{ what: string }[]>`
    select 'stay ' || s.res_room_id || ' in house in room ' || s.room_id || ' which rooms shows held by ' || coalesce(r.occupied_by::text, 'nobody') as what
    from reservations.res_rooms s join rooms.rooms r on r.room_id = s.room_id
    where s.checked_in and not s.checked_out and r.occupied_by is distinct from s.res_room_id
    union all
    select 'room ' || r.room_num || ' held by stay ' || r.occupied_by || ' which is not in the house there'
    from rooms.rooms r left join reservations.res_rooms s on s.res_room_id = r.occupied_by
    where r.occupied_by is not null and not (coalesce(s.checked_in, false) and not coalesce(s.checked_out, true) and s.room_id = r.room_id)`;
  return rows.map((r) => r.what);
}

export async function waitConverged(sql: Sql, timeoutMs = 30_000): Promise<void> {
  let last: string[] = [];
  await waitFor(
    async () => {
      last = await staleProjections(sql);
      return last.length === 0;
    },
    'every stay event to reach the rooms and billing projections',
    { timeoutMs },
  ).catch((err: unknown) => {
    throw new Error(`${(err as Error).message}: ${last.slice(0, 10).join('; ')}`);
  });
}

/** A guest as the booking screen sends one (docs/product.md §7 `cust`). */
export function guest(first: string, last: string, card = '4111111111111111'): unknown[] {
  return [first, last, '1 Main St', 'Cleveland', 'Ohio', '44114', `${first}.${last}@example.com`.toLowerCase(), '216-555-0100', card, '12/30'];
}

export function bookingBody(o: { first?: string; last?: string; type: number; arrival: string; departure: string }) {
  return { cust: guest(o.first ?? 'Race', o.last ?? 'Guest'), reserve: [0, ''], rooms: [[o.type, o.arrival, o.departure, 1, 0, '']] };
}
