import type { Sql, TransactionSql } from '@pms/service-kit';

/**
 * A room is out of order on a date when an open (not fixed) work order covers that date; work
 * orders cover start_date through end_date inclusive. One definition for every query that asks.
 */

/**
 * SQL condition on a room aliased `r` (uses the partial index `room_issues_open_idx`). An `in` list,
 * not a correlated `exists`: the open work orders covering the date are read once and hashed, where
 * `exists` probed the index once per room (house status rooms: 1,000 probes, ~1,000 buffers → 18).
 */
export function outOfOrderOn(sql: Sql | TransactionSql, date: string) {
  return sql`r.room_id in (
    select i.room_id from room_issues i
    where not i.fixed and i.start_date <= ${date}::date and i.end_date >= ${date}::date)`;
}

export interface OpenWorkOrder {
  room_issue_id: number;
  start_date: string;
  end_date: string;
  issue: string;
}

/** The open work order covering `date` for one room, if any. */
export async function openWorkOrderOn(sql: Sql | TransactionSql, roomId: number, date: string): Promise<OpenWorkOrder | undefined> {
  const [row] = await sql<OpenWorkOrder[]>`
    select room_issue_id, start_date::text as start_date, end_date::text as end_date, issue
    from room_issues
    where room_id = ${roomId} and not fixed and start_date <= ${date}::date and end_date >= ${date}::date
    order by room_issue_id limit 1`;
  return row;
}
