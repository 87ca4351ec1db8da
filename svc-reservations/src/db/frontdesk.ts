import {
  NOT_SET,
  type ArrivalRow,
  type ArrivalsParams,
  type GuestsParams,
  type InHouseGuest,
  type PendingDeparture,
} from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { keyset, pageOf, type Paged, type PageRequest, type SortKey, type Sql, type TransactionSql } from '@pms/service-kit';
import { normalizeCodeQuery } from '../domain/confirmation-code';
import { likeEscape } from '../domain/search';
import { roomOutOfOrderOn } from './frontdesk-out-of-order';

/**
 * The front desk's read models (docs/product.md §2 ARRIVALS, IN-HOUSE GUESTS): arrivals of a date, the rooms
 * they could take, the pending departures, the in-house guests. Names are case-insensitive prefixes
 * (the "C"-collated range the reservation search uses, so bound parameters reach the indexes), the
 * confirmation code a case-insensitive substring; every value is a bound parameter.
 */

type Db = Sql | TransactionSql;

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

function guestFilters(sql: Db, f: { firstname?: string; lastname?: string; confirmationNumber?: string }) {
  const last = sql`lower(c.last_name) collate "C"`;
  const first = sql`lower(c.first_name) collate "C"`;
  // chr(1114111) is the highest code point: [p, p || it) holds every string starting with p.
  const prefix = (column: typeof last, value: string | undefined) =>
    value === undefined
      ? sql``
      : sql`and ${column} >= lower(${value}::text) collate "C" and ${column} < (lower(${value}::text) || chr(1114111)) collate "C"`;
  return sql`
    ${prefix(last, f.lastname)}
    ${prefix(first, f.firstname)}
    ${f.confirmationNumber === undefined ? sql`` : sql`and s.confirmation_code like ${`%${likeEscape(normalizeCodeQuery(f.confirmationNumber))}%`}::text`}`;
}

type ArrivalDbRow = Omit<ArrivalRow, 'checked_in' | 'checked_out' | 'room_num'> & {
  room_num: string | null;
  checked_in: boolean;
  checked_out: boolean;
  page_key?: unknown;
};

const arrivalColumns = (sql: Db) => sql`
  c.first_name || ' ' || c.last_name as name, s.check_in_date::text as check_in_date,
  s.check_out_date::text as check_out_date, coalesce(t.type, '') as type, s.room_num, s.room_type_id,
  s.res_room_id, s.checked_in, s.checked_out, c.first_name, c.last_name, s.confirmation_code, s.reservation_id`;

function toArrivalRow(r: ArrivalDbRow): ArrivalRow {
  return { ...r, room_num: r.room_num ?? NOT_SET, checked_in: bit(r.checked_in), checked_out: bit(r.checked_out) };
}

/** Arrivals by guest name, then the stay (unique). */
const arrivalsOrder = (sql: Db): SortKey[] => [
  { sql: sql`c.last_name`, type: 'text' },
  { sql: sql`c.first_name`, type: 'text' },
  { sql: sql`s.res_room_id`, type: 'int' },
];

/**
 * Active stays arriving on `date` (cancelled ones are not arrivals), by guest name; with `page`
 * (`?limit=&cursor=`) one page of them and the next page's cursor. "Active" is the reservation's flag
 * as the stay carries it (`s.reservation_active`, migration 037), so the stays of cancelled
 * reservations — half of a date's stays at a million — are left out by the active-arrivals index
 * before any reservation is looked up (docs/performance.md "Desk lists and the stay's own flag").
 */
export async function findArrivals(sql: Db, p: ArrivalsParams, page?: PageRequest): Promise<Paged<ArrivalRow>> {
  const keys = keyset(sql, arrivalsOrder(sql), page);
  const records = await sql<ArrivalDbRow[]>`
    select ${arrivalColumns(sql)} ${keys.column}
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    left join room_types t on t.room_type_id = s.room_type_id
    where s.check_in_date = ${p.date}::date and s.reservation_active and not s.no_show
      ${guestFilters(sql, p)}
      ${keys.after}
    order by ${keys.order}
    ${keys.limit}`;
  const { rows, next } = pageOf(records, page);
  return { rows: rows.map(toArrivalRow), next };
}

/** One stay as an arrival row (whatever its state), or undefined. */
export async function findArrivalRow(sql: Db, resRoomId: number): Promise<ArrivalRow | undefined> {
  const [row] = await sql<ArrivalDbRow[]>`
    select ${arrivalColumns(sql)}
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    left join room_types t on t.room_type_id = s.room_type_id
    where s.res_room_id = ${resRoomId}`;
  return row && toArrivalRow(row);
}

/**
 * Rooms a stay could take on `date` (docs/product.md §3 "Room candidate"): active, vacant now and not out of
 * order on that date, from the projection of svc-rooms' rooms. "Vacant" also excludes rooms one of
 * our in-house stays holds, so a room taken a moment ago is not offered again before its room event
 * arrives. svc-rooms' assign command decides at check-in; this list only offers.
 */
export async function findRoomCandidates(sql: Db, date: string): Promise<RoomCandidate[]> {
  return sql<RoomCandidate[]>`
    select r.room_id, r.room_num, r.room_type_id, 0 as occupied, r.clean::int as clean
    from rooms r
    where r.active and r.occupied_by is null
      and not exists (
        select 1 from res_rooms s where s.room_id = r.room_id and s.checked_in and not s.checked_out)
      and not ${roomOutOfOrderOn(sql, date)}
    -- Numeric order for numeric numbers (99 before 101), as svc-rooms lists them.
    order by length(r.room_num), r.room_num, r.room_id`;
}

/**
 * Per room type, the stays due out on `date` that are still in the house (checked in, not checked
 * out); only types with at least one, by room type id.
 */
export async function findPendingDepartures(sql: Db, date: string): Promise<PendingDeparture[]> {
  return sql<PendingDeparture[]>`
    select coalesce(t.type, '') as type, count(*)::int as pending_departures, s.room_type_id
    from res_rooms s
    left join room_types t on t.room_type_id = s.room_type_id
    where s.check_out_date = ${date}::date and s.checked_in and not s.checked_out
    group by s.room_type_id, t.type
    order by s.room_type_id`;
}

/**
 * A stay in the house: checked in, not checked out, of an active reservation (`s` stays; the
 * reservation's `active` as the stay carries it, migration 037, so no reservation is looked up for it).
 */
const inHouse = (sql: Db) => sql`s.checked_in and not s.checked_out and s.reservation_active`;

/**
 * In-house guests by room number in numeric order (99 before 101), then the stay (unique). A stay
 * without a room (none in the house has one) sorts last, as `length(null)` did: spelled as its own
 * key so a paged list's cursor can compare it.
 */
const inHouseOrder = (sql: Db): SortKey[] => [
  { sql: sql`(s.room_num is null)`, type: 'bool' },
  { sql: sql`length(coalesce(s.room_num, ''))`, type: 'int' },
  { sql: sql`coalesce(s.room_num, '')`, type: 'text' },
  { sql: sql`s.res_room_id`, type: 'int' },
];

/**
 * IN-HOUSE GUESTS: checked in, not checked out (so active), by room number; with `page`
 * (`?limit=&cursor=`) one page of them and the next page's cursor.
 */
export async function findInHouseGuests(sql: Db, p: GuestsParams, page?: PageRequest): Promise<Paged<InHouseGuest>> {
  const keys = keyset(sql, inHouseOrder(sql), page);
  const records = await sql<(InHouseGuest & { page_key?: unknown })[]>`
    select s.reservation_id, c.first_name, c.last_name, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, coalesce(t.type, '') as type, coalesce(s.room_num, '') as room_num,
           s.res_room_id, s.room_type_id, s.confirmation_code ${keys.column}
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    left join room_types t on t.room_type_id = s.room_type_id
    where ${inHouse(sql)}
      ${p.roomNumber === undefined ? sql`` : sql`and s.room_num = ${p.roomNumber}::text`}
      ${guestFilters(sql, p)}
      ${keys.after}
    order by ${keys.order}
    ${keys.limit}`;
  return pageOf(records, page);
}

/**
 * How many rows IN-HOUSE GUESTS lists without a filter: the dashboard's "in house" (one count, no
 * rows): an index-only count of the in-house partial index of migration 037, no join.
 */
export async function countInHouse(sql: Db): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from res_rooms s where ${inHouse(sql)}`;
  return row!.n;
}
