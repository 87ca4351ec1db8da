import type { OutOfOrderRoom } from '@pms/contracts/frontdesk';
import type { Sql, TransactionSql } from '@pms/service-kit';

/**
 * "Room `r` is out of order on `date`": an open work order of the `out_of_order` projection (svc-rooms'
 * work-order events, migration 020) covers the date — start_date through end_date inclusive, as
 * svc-rooms defines it. For the arrivals room list; svc-rooms' assign command refuses a room out of
 * order today at check-in either way.
 */
export function roomOutOfOrderOn(sql: Sql | TransactionSql, date: string) {
  return sql`exists (
    select 1 from out_of_order o
    where o.room_id = r.room_id and not o.fixed and o.start_date <= ${date}::date and o.end_date >= ${date}::date)`;
}

/**
 * The active rooms nobody is in that an open work order takes out of order on `date`, with that work
 * order (one at most per room and night: svc-rooms refuses overlapping open work orders), by room
 * number. ARRIVALS shows them greyed out in the room choice with the reason.
 */
export async function findOutOfOrderRooms(sql: Sql, date: string): Promise<OutOfOrderRoom[]> {
  return sql<OutOfOrderRoom[]>`
    select r.room_id, r.room_num, r.room_type_id, o.room_issue_id, o.issue,
           o.start_date::text as start_date, o.end_date::text as end_date
    from rooms r
    join out_of_order o on o.room_id = r.room_id and not o.fixed and o.start_date <= ${date}::date and o.end_date >= ${date}::date
    where r.active and r.occupied_by is null
      and not exists (
        select 1 from res_rooms s where s.room_id = r.room_id and s.checked_in and not s.checked_out)
    order by length(r.room_num), r.room_num, r.room_id`;
}
