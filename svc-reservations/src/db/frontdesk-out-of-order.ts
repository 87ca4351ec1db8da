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
