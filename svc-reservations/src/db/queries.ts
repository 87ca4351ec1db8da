import { toCents, fromCents } from '@pms/contracts/money';
import {
  BOOKING_LIMITS,
  type ResRoom,
  type Reservation,
  type ReservationListRow,
  type ReservationSearchParams,
} from '@pms/contracts/reservations';
import { keyset, pageOf, type Paged, type PageRequest, type SortKey, type Sql } from '@pms/service-kit';
import { normalizeCodeQuery } from '../domain/confirmation-code';
import { likeEscape } from '../domain/search';

const bit = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** The reservation with its guest (docs/product.md §3); the card only as its last four digits. */
export async function findReservation(sql: Sql, reservationId: number): Promise<Reservation | undefined> {
  const [row] = await sql<(Omit<Reservation, 'active' | 'no_show' | 'created_at'> & { active: boolean; no_show: boolean; created_at: Date })[]>`
    select r.reservation_id, c.customer_id, c.first_name, c.last_name, c.address, c.city, c.state, c.zip,
           c.email, c.phone, c.cc_last_four as "ccLastFour", c.cc_expiration, r.active, r.no_show, r.user_id, r.booked_by,
           r.created_at, r.comments, r.version
    from reservations r join customers c on c.customer_id = r.customer_id
    where r.reservation_id = ${reservationId}`;
  if (!row) return undefined;
  return { ...row, active: bit(row.active), no_show: bit(row.no_show), created_at: row.created_at.toISOString() };
}

/** The reservation's stays with their room type's name. */
export async function findResRooms(sql: Sql, reservationId: number): Promise<ResRoom[]> {
  const rows = await sql<(Omit<ResRoom, 'rate' | 'checked_in' | 'checked_out'> & { rate: string; checked_in: boolean; checked_out: boolean })[]>`
    select s.res_room_id, s.reservation_id, s.room_type_id, coalesce(t.type, '') as type, s.room_id, s.room_num,
           s.check_in_date::text as check_in_date, s.check_out_date::text as check_out_date,
           (s.check_out_date - s.check_in_date) as nights, s.adults::int as adults, s.rate::text as rate,
           s.comments, s.confirmation_code, s.checked_in, s.checked_out, s.version
    from res_rooms s left join room_types t on t.room_type_id = s.room_type_id
    where s.reservation_id = ${reservationId}
    order by s.res_room_id`;
  return rows.map((r) => ({
    ...r,
    rate: fromCents(toCents(r.rate)),
    checked_in: bit(r.checked_in),
    checked_out: bit(r.checked_out),
  }));
}

/**
 * ALL RESERVATIONS search. Names are case-insensitive prefixes, the confirmation code a substring,
 * the dates bound the arrival; no filter at all means stays arriving today or later. At most
 * `BOOKING_LIMITS.searchLimit` rows: by name when a name is searched (last then first, or first then
 * last when only the first name is given), otherwise by arrival.
 *
 * Only the filters set become part of the statement (one prepared statement per combination), and
 * each is written so an index can serve it with bound parameters: a name prefix as a range on the
 * "C"-collated `lower(name)` indexes, which also deliver the name order, so a broad prefix reads one
 * page instead of sorting every match; the code through the trigram index (when pg_trgm exists); the
 * dates on the arrival index.
 *
 * With `page` (`?limit=&cursor=`), one page of the same order and the next page's cursor; the pages
 * run on past `searchLimit` (a big hotel's search walks every match), the unpaged answer stops there.
 */
export async function searchReservations(
  sql: Sql,
  filters: ReservationSearchParams,
  today: string,
  page?: PageRequest,
): Promise<Paged<ReservationListRow>> {
  const { firstname, lastname, sdate, edate, confirmationNumber } = filters;
  const noFilter = !firstname && !lastname && !sdate && !edate && !confirmationNumber;
  const from = noFilter ? today : sdate;
  const last = sql`lower(c.last_name) collate "C"`;
  const first = sql`lower(c.first_name) collate "C"`;
  // chr(1114111) is the highest code point: [prefix, prefix || it) holds every string starting with
  // the prefix under the byte-wise order of the "C" collation.
  const prefix = (column: typeof last, value: string | undefined) =>
    value === undefined
      ? sql``
      : sql`and ${column} >= lower(${value}::text) collate "C" and ${column} < (lower(${value}::text) || chr(1114111)) collate "C"`;
  const arrival: SortKey = { sql: sql`s.check_in_date`, type: 'date' };
  const stay: SortKey = { sql: sql`s.res_room_id`, type: 'int' };
  const text = (column: typeof last): SortKey => ({ sql: column, type: 'text' });
  const keys = keyset(
    sql,
    lastname
      ? [text(last), text(first), arrival, stay]
      : firstname
        ? [text(first), text(last), arrival, stay]
        : [arrival, text(sql`c.last_name`), text(sql`c.first_name`), stay],
    page,
  );

  const records = await sql<(Omit<ReservationListRow, 'active' | 'no_show'> & { active: boolean; no_show: boolean; page_key?: unknown })[]>`
    select c.last_name, c.first_name, s.check_in_date::text as check_in_date, s.check_out_date::text as check_out_date,
           coalesce(t.type, '') as type, r.active, s.no_show, r.reservation_id, s.res_room_id, s.confirmation_code ${keys.column}
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    left join room_types t on t.room_type_id = s.room_type_id
    where true
      ${prefix(last, lastname)}
      ${prefix(first, firstname)}
      ${confirmationNumber === undefined ? sql`` : sql`and s.confirmation_code like ${`%${likeEscape(normalizeCodeQuery(confirmationNumber))}%`}::text`}
      ${from === undefined ? sql`` : sql`and s.check_in_date >= ${from}::date`}
      ${edate === undefined ? sql`` : sql`and s.check_in_date <= ${edate}::date`}
      ${keys.after}
    order by ${keys.order}
    ${page ? keys.limit : sql`limit ${BOOKING_LIMITS.searchLimit}`}`;
  const { rows, next } = pageOf(records, page);
  return { rows: rows.map((r) => ({ ...r, active: bit(r.active), no_show: bit(r.no_show) })), next };
}
