import type { AvailabilityRoomType, HouseStatusResRooms } from '@pms/contracts/reports';
import type { Sql } from '@pms/service-kit';
import type { TypeNight } from '../domain/availability';

/**
 * The room types (in room_type_id order) and every type × night from `start` for `days` nights,
 * in one statement. Inventory is room type × night, so this reads types × days rows by primary key
 * whatever the number of stays; a night nobody booked has no row and is made here from the catalog:
 * nothing sold, the type's capacity, and the open work orders covering it (normally those nights
 * have a row — work orders make theirs — but the answer must not depend on it).
 */
export async function availabilityNights(
  sql: Sql,
  start: string,
  days: number,
): Promise<{ roomTypes: AvailabilityRoomType[]; nights: TypeNight[] }> {
  const rows = await sql<(TypeNight & { type: string })[]>`
    with held as (
      -- One primary-key range per room type (the planner reads it so; measured in the docs).
      select i.room_type_id, i.night, i.capacity, i.sold, i.out_of_order
      from room_types rt
      join inventory i
        on i.room_type_id = rt.room_type_id and i.night between ${start}::date and ${start}::date + ${days - 1}::int
    )
    select rt.room_type_id, rt.type, d.night::text as night,
           coalesce(h.capacity, rt.room_count) as capacity,
           coalesce(h.sold, 0) as sold,
           coalesce(h.out_of_order,
                    (select count(*)::int from out_of_order o
                     where o.room_type_id = rt.room_type_id and not o.fixed and d.night between o.start_date and o.end_date)
           ) as out_of_order
    from room_types rt
    cross join lateral (select ${start}::date + k as night from generate_series(0, ${days - 1}::int) as k) d
    left join held h on h.room_type_id = rt.room_type_id and h.night = d.night
    order by rt.room_type_id, d.night`;
  const roomTypes: AvailabilityRoomType[] = [];
  for (const r of rows)
    if (roomTypes.at(-1)?.room_type_id !== r.room_type_id) roomTypes.push({ room_type_id: r.room_type_id, type: r.type });
  return { roomTypes, nights: rows.map(({ type: _type, ...night }) => night) };
}

/**
 * HOUSE STATUS, reservation half, for one date (active reservations, no-shows left out):
 * - stayovers: every booked stay arriving before the date and leaving after it, checked in or not
 *   (a guest booked for tomorrow's stay-over is counted today already) — so stayovers + arrivals
 *   pending + arrivals actual is exactly the night's rooms sold, DETAILED AVAILABILITY's TotalOccupied;
 *   a guest who left early no longer counts, since check-out moved their departure to that day;
 * - departures pending: checked in, due out on the date, not checked out (the arrivals screen's
 *   pending departures);
 * - departures actual: checked out ON the date (its hotel date; a stay checked out before that date
 *   was recorded counts on its departure date);
 * - arrivals pending / actual: arriving on the date, not checked in / checked in.
 * Each count reads only the stays concerning the date through an index of its own, without a look-up
 * of the reservation (migration 037).
 */
export async function houseStatusStays(sql: Sql, date: string): Promise<HouseStatusResRooms> {
  // `s.reservation_active` is the reservation's `active`, carried on the stay (migration 037).
  const [row] = await sql<HouseStatusResRooms[]>`
    with arrivals as (
      select count(*) filter (where not s.checked_in)::int as pending,
             count(*) filter (where s.checked_in)::int as actual
      from res_rooms s
      where s.check_in_date = ${date}::date and s.reservation_active and not s.no_show
    )
    select
      (select count(*)::int from res_rooms s
       where daterange(s.check_in_date, s.check_out_date) @> ${date}::date and s.check_in_date < ${date}::date
         and not s.no_show and s.reservation_active) as stayovers,
      (select count(*)::int from res_rooms s
       where s.check_out_date = ${date}::date and s.checked_in and not s.checked_out and s.reservation_active) as "departuresPending",
      (select count(*)::int from res_rooms s
       where s.checked_out and coalesce(s.checked_out_on, s.check_out_date) = ${date}::date and s.reservation_active) as "departuresActual",
      a.pending as "arrivalsPending",
      a.actual as "arrivalsActual"
    from arrivals a`;
  return row!;
}
