import type { Sql, TransactionSql } from '@pms/service-kit';
import type { InventoryChange } from '../domain/inventory';
import type { WorkOrderNights } from '../domain/out-of-order';

/**
 * Inventory rows are made on demand (the first booking of a night, or a work order covering it).
 * A new row starts with what is true of its night: the room type's capacity and one out-of-order
 * unit for each open work order of the type covering the night — so a booking on a night first
 * touched after a work order was recorded still sees the room out.
 *
 * Why that stays exact when work orders and bookings race: a work order's change first makes the rows
 * of every night it touches (here, before its projection row changes) and then adjusts those rows
 * under row locks. A row some other transaction inserts concurrently collides on the primary key and
 * waits for the first to commit, so no row is ever made from a count that misses a committed work
 * order while that work order's adjustment also missed the row.
 *
 * `nights` must be in (room type, night) order, the order every writer locks inventory in. A room
 * type the projection does not know yet gets capacity 0 (nothing can be sold of it anyway); its
 * `pms.rooms.type` event then sets the capacity of every night from today on.
 */
export async function insertMissingInventoryRows(tx: TransactionSql, nights: readonly { roomTypeId: number; night: string }[]): Promise<void> {
  if (nights.length === 0) return;
  await tx`
    insert into inventory (room_type_id, night, capacity, out_of_order)
    select d.room_type_id, d.night, coalesce(rt.room_count, 0),
           (select count(*)::int from out_of_order o
            where o.room_type_id = d.room_type_id and not o.fixed and d.night between o.start_date and o.end_date)
    from unnest(${nights.map((n) => n.roomTypeId)}::int[], ${nights.map((n) => n.night)}::date[])
         with ordinality as d(room_type_id, night, ord)
    left join room_types rt on rt.room_type_id = d.room_type_id
    order by d.ord
    on conflict do nothing`;
}

/**
 * Moves `inventory.out_of_order` by the netted changes of one work order, inside the caller's
 * transaction. Deliberately no capacity check: a work order is recorded whatever was sold, and a
 * night where sold + out_of_order exceeds capacity is exactly the oversell the reports show.
 * Call it BEFORE the projection row changes (see `insertMissingInventoryRows`).
 */
export async function applyOutOfOrderChanges(tx: TransactionSql, changes: readonly InventoryChange[]): Promise<void> {
  if (changes.length === 0) return;
  await insertMissingInventoryRows(tx, changes);
  const types = changes.map((c) => c.roomTypeId);
  const nights = changes.map((c) => c.night);
  const deltas = changes.map((c) => c.delta);
  // Lock in (room type, night) order like the booking path, so the two never wait crosswise.
  await tx`
    select 1 from inventory i
    join unnest(${types}::int[], ${nights}::date[]) as d(room_type_id, night)
      on i.room_type_id = d.room_type_id and i.night = d.night
    order by i.room_type_id, i.night
    for update of i`;
  const updated = await tx`
    update inventory i set out_of_order = i.out_of_order + d.delta
    from unnest(${types}::int[], ${nights}::date[], ${deltas}::int[]) as d(room_type_id, night, delta)
    where i.room_type_id = d.room_type_id and i.night = d.night`;
  // Every row was just made if missing; fewer means the books do not add up — fail loudly.
  if (updated.count !== changes.length) throw new Error(`out-of-order change touched ${updated.count} of ${changes.length} inventory nights`);
}

export interface ProjectedWorkOrder extends WorkOrderNights {
  room_issue_id: number;
}

/** The projection row of a work order, locked for the change being applied. */
export async function lockWorkOrder(tx: TransactionSql, roomIssueId: number): Promise<ProjectedWorkOrder | undefined> {
  const [row] = await tx<ProjectedWorkOrder[]>`
    select room_issue_id, room_type_id, start_date::text as start_date, end_date::text as end_date, fixed
    from out_of_order where room_issue_id = ${roomIssueId}
    for update`;
  return row;
}

/**
 * Nights from `start` through `end` (inclusive) of a room type on which one more unit out of order
 * would oversell: sold + out_of_order + 1 > capacity, where out_of_order leaves out the unit of
 * `excludeIssueId` (the work order being recorded — its own unit may or may not be applied yet, and
 * the answer must not depend on that). A night without an inventory row has sold nothing and the
 * type's current capacity. `undefined` when the room type is unknown.
 */
export async function oversoldNights(
  sql: Sql,
  q: { roomTypeId: number; start: string; end: string; excludeIssueId?: number },
): Promise<string[] | undefined> {
  const [type] = await sql<{ room_count: number }[]>`select room_count from room_types where room_type_id = ${q.roomTypeId}`;
  if (!type) return undefined;
  const rows = await sql<{ night: string }[]>`
    with excluded as (
      select start_date, end_date from out_of_order
      where room_issue_id = ${q.excludeIssueId ?? null}::int and room_type_id = ${q.roomTypeId} and not fixed
    ),
    nights as (
      select (${q.start}::date + k) as night from generate_series(0, ${q.end}::date - ${q.start}::date) as k
    )
    select n.night::text as night
    from nights n
    left join inventory i on i.room_type_id = ${q.roomTypeId} and i.night = n.night
    where coalesce(i.sold, 0)
          + coalesce(i.out_of_order,
                     (select count(*)::int from out_of_order o
                      where o.room_type_id = ${q.roomTypeId} and not o.fixed and n.night between o.start_date and o.end_date))
          - (select count(*)::int from excluded e where n.night between e.start_date and e.end_date)
          + 1 > coalesce(i.capacity, ${type.room_count})
    order by n.night`;
  return rows.map((r) => r.night);
}
