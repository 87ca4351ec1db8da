import { eventTypes, subjects, type EventEnvelope, type RoomIssueState } from '@pms/contracts/events';
import type { Bus, Sql } from '@pms/service-kit';
import { eventApplied, publishState, stateEvent } from '@pms/service-kit/testing';

/** A work order as svc-rooms publishes it; override what a test is about. */
export function workOrder(over: Partial<RoomIssueState> & Pick<RoomIssueState, 'room_issue_id'>): RoomIssueState {
  return {
    room_id: 1,
    room_num: '101',
    room_type_id: 1,
    start_date: '2026-03-10',
    end_date: '2026-03-10',
    issue: 'leaking tap',
    fixed: false,
    ...over,
  };
}

export function workOrderEvent(state: RoomIssueState, version: number): EventEnvelope {
  return stateEvent(eventTypes.roomIssue, state, version);
}

/** Publishes a work order's state the way svc-rooms' outbox relay would. */
async function publishWorkOrder(bus: Bus, state: RoomIssueState, version: number): Promise<EventEnvelope> {
  return publishState(bus, subjects.roomIssue(state.room_issue_id), eventTypes.roomIssue, state, version);
}

/** Waits until the projection holds `version` of the work order (never a fixed sleep). */
export async function workOrderApplied(sql: Sql, roomIssueId: number, version: number): Promise<void> {
  await eventApplied(sql, subjects.roomIssue(roomIssueId), version);
}

/** Publishes and waits for it to be applied. */
export async function recordWorkOrder(bus: Bus, sql: Sql, state: RoomIssueState, version: number): Promise<void> {
  await publishWorkOrder(bus, state, version);
  await workOrderApplied(sql, state.room_issue_id, version);
}

/** `inventory.out_of_order` per night of one room type over a range (0 for nights without a row). */
export async function outOfOrderByNight(sql: Sql, roomTypeId: number, from: string, to: string): Promise<Record<string, number>> {
  const rows = await sql<{ night: string; out_of_order: number }[]>`
    select d::date::text as night, coalesce(i.out_of_order, 0) as out_of_order
    from generate_series(${from}::date, ${to}::date, interval '1 day') d
    left join inventory i on i.room_type_id = ${roomTypeId} and i.night = d::date
    order by d`;
  return Object.fromEntries(rows.map((r) => [r.night, r.out_of_order]));
}

/**
 * The invariant the out-of-order projection keeps: for every inventory row, out_of_order equals the
 * open work orders of its type covering its night. Returns the rows that break it.
 */
export async function outOfOrderMismatches(sql: Sql): Promise<{ room_type_id: number; night: string; held: number; expected: number }[]> {
  return sql`
    with expected as (
      select o.room_type_id, d::date as night, count(*)::int as n
      from out_of_order o cross join generate_series(o.start_date, o.end_date, interval '1 day') d
      where not o.fixed
      group by 1, 2
    )
    select coalesce(i.room_type_id, e.room_type_id) as room_type_id, coalesce(i.night, e.night)::text as night,
           coalesce(i.out_of_order, 0) as held, coalesce(e.n, 0) as expected
    from inventory i full join expected e on e.room_type_id = i.room_type_id and e.night = i.night
    where coalesce(i.out_of_order, 0) <> coalesce(e.n, 0)`;
}
