import { workOrderDateProblems, type RoomIssue, type WorkOrderFields } from '@pms/contracts/workorders';
import { badRequest, changesBetween, conflict, notFound, recordAudit, type AuditActor, type Sql, type TransactionSql } from '@pms/service-kit';
import { publishRoomIssue } from '../events/publish';

/**
 * Maintenance work orders (room_issues). Every change bumps `version` and publishes the work
 * order's state in the same transaction; svc-reservations takes the room out of its type's
 * inventory from that event (docs/rooms.md).
 */

/** What a change answers before the oversold check (done after commit, over the bus). */
export interface WorkOrderRecord {
  room_issue_id: number;
  room_id: number;
  room_num: string;
  room_type_id: number;
  start_date: string;
  end_date: string;
  issue: string;
  fixed: boolean;
  version: number;
}

const recordOf = (tx: TransactionSql, id: number) => tx<WorkOrderRecord[]>`
  select i.room_issue_id, i.room_id, r.room_num, r.room_type_id, i.start_date::text as start_date,
         i.end_date::text as end_date, i.issue, i.fixed, i.version
  from room_issues i join rooms r on r.room_id = i.room_id
  where i.room_issue_id = ${id}`;

/** Work orders not fixed yet: the MAINTENANCE list's rows (`i` room_issues). */
const open = (sql: Sql) => sql`not i.fixed`;

/** How many rows the MAINTENANCE list shows: the dashboard's "open work orders" (one count, no rows). */
export async function countOpenWorkOrders(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from room_issues i where ${open(sql)}`;
  return row!.n;
}

/** The open work orders, soonest first (docs/product.md §3 fields plus type id, author, version). */
export async function openWorkOrders(sql: Sql): Promise<RoomIssue[]> {
  return sql<RoomIssue[]>`
    select i.room_issue_id, i.room_id, r.room_num, t.type, r.room_type_id, i.start_date::text as start_date,
           i.end_date::text as end_date, i.issue, i.user_id, to_json(i.created_at)#>>'{}' as created_at, i.version
    from room_issues i
    join rooms r on r.room_id = i.room_id
    join room_types t on t.room_type_id = r.room_type_id
    where ${open(sql)}
    order by i.start_date, length(r.room_num), r.room_num, i.room_issue_id`;
}

/**
 * Locks the room the work order is for (so two work orders for one room are checked one after the
 * other) and refuses an unknown or retired room (400 naming `room_id`) and an overlap with another
 * open work order of the room (409): a room is out of order at most once per night.
 */
async function checkRoom(tx: TransactionSql, fields: WorkOrderFields, selfId?: number): Promise<void> {
  const [room] = await tx<{ room_num: string; active: boolean }[]>`
    select room_num, active from rooms where room_id = ${fields.room_id} for update`;
  if (!room) throw badRequest({ room_id: `there is no room with id ${fields.room_id}` });
  if (!room.active) throw badRequest({ room_id: `room ${room.room_num} is not in service` });
  const [other] = await tx<{ room_issue_id: number; start_date: string; end_date: string }[]>`
    select room_issue_id, start_date::text as start_date, end_date::text as end_date
    from room_issues
    where room_id = ${fields.room_id} and not fixed and room_issue_id <> ${selfId ?? 0}
      and start_date <= ${fields.end_date}::date and end_date >= ${fields.start_date}::date
    order by start_date limit 1`;
  if (other) {
    throw conflict(
      `Room ${room.room_num} already has open work order ${other.room_issue_id} from ${other.start_date} to ${other.end_date}; update that one instead.`,
      { start_date: 'overlaps another open work order of this room', end_date: 'overlaps another open work order of this room' },
    );
  }
}

function checkDates(fields: WorkOrderFields, today: string, startUnchanged = false): void {
  const problems = workOrderDateProblems(fields.start_date, fields.end_date, today, { startUnchanged });
  if (Object.keys(problems).length) throw badRequest(problems);
}

/** What a work order's audit entries compare. */
const AUDITED: readonly (keyof WorkOrderRecord & string)[] = ['room_id', 'issue', 'start_date', 'end_date'];

export async function createWorkOrder(tx: TransactionSql, fields: WorkOrderFields, actor: AuditActor, today: string): Promise<WorkOrderRecord> {
  const userId = actor.user_id;
  checkDates(fields, today);
  await checkRoom(tx, fields);
  const [row] = await tx<{ room_issue_id: number }[]>`
    insert into room_issues (room_id, issue, start_date, end_date, user_id)
    values (${fields.room_id}, ${fields.issue}, ${fields.start_date}::date, ${fields.end_date}::date, ${userId})
    returning room_issue_id`;
  if (!row) throw new Error('insert returned nothing');
  await publishRoomIssue(tx, row.room_issue_id);
  const [record] = await recordOf(tx, row.room_issue_id);
  if (!record) throw new Error('work order vanished inside its own transaction');
  await recordAudit(tx, actor, { action: 'work_order.added', entity: 'work_order', entity_id: record.room_issue_id, changes: changesBetween(null, record, AUDITED) });
  return record;
}

/**
 * Changes an open work order (room, text, dates). A fixed one cannot be changed (409). A start date
 * already past may be kept (the job is under way) but not moved to another past date.
 */
export async function updateWorkOrder(
  tx: TransactionSql,
  id: number,
  fields: WorkOrderFields,
  actor: AuditActor,
  today: string,
): Promise<WorkOrderRecord> {
  const userId = actor.user_id;
  const [current] = await tx<{ fixed: boolean; start_date: string }[]>`
    select fixed, start_date::text as start_date from room_issues where room_issue_id = ${id} for update`;
  if (!current) throw notFound(`There is no work order ${id}.`);
  const [before] = await recordOf(tx, id);
  if (current.fixed) throw conflict(`Work order ${id} is already fixed and can no longer be changed.`);
  checkDates(fields, today, fields.start_date === current.start_date);
  await checkRoom(tx, fields, id);
  await tx`
    update room_issues
    set room_id = ${fields.room_id}, issue = ${fields.issue}, start_date = ${fields.start_date}::date,
        end_date = ${fields.end_date}::date, updated_at = now(), updated_by = ${userId}, version = version + 1
    where room_issue_id = ${id}`;
  await publishRoomIssue(tx, id);
  const [record] = await recordOf(tx, id);
  if (!record) throw new Error('work order vanished inside its own transaction');
  await recordAudit(tx, actor, { action: 'work_order.updated', entity: 'work_order', entity_id: id, changes: changesBetween(before ?? null, record, AUDITED) });
  return record;
}

/**
 * Marks a work order fixed: it leaves the open list and its nights go back to inventory. Fixing
 * one already fixed answers it again unchanged (a retried click), `alreadyFixed: true`.
 */
export async function fixWorkOrder(tx: TransactionSql, id: number, actor: AuditActor): Promise<{ record: WorkOrderRecord; alreadyFixed: boolean }> {
  const changed = await tx`
    update room_issues
    set fixed = true, fixed_at = now(), fixed_by = ${actor.user_id}, updated_at = now(), version = version + 1
    where room_issue_id = ${id} and not fixed
    returning room_issue_id`;
  if (changed.length) {
    await publishRoomIssue(tx, id);
    await recordAudit(tx, actor, { action: 'work_order.fixed', entity: 'work_order', entity_id: id, changes: { fixed: [false, true] } });
  }
  const [record] = await recordOf(tx, id);
  if (!record) throw notFound(`There is no work order ${id}.`);
  return { record, alreadyFixed: changed.length === 0 };
}

/**
 * Undoes "Fixed" (the MAINTENANCE screen's Undo): the work order is open again with its room, dates
 * and text, and its nights go out of inventory again (svc-reservations takes them from the published
 * state, as for any change). Refused with 409 when it is not fixed (already open: a second Undo) or
 * when the room has since been given another open work order over the same nights — a room is out
 * of order at most once per night. Unknown id 404.
 */
export async function unfixWorkOrder(tx: TransactionSql, id: number, actor: AuditActor): Promise<WorkOrderRecord> {
  const [current] = await tx<{ fixed: boolean; room_id: number; issue: string; start_date: string; end_date: string }[]>`
    select fixed, room_id, issue, start_date::text as start_date, end_date::text as end_date
    from room_issues where room_issue_id = ${id} for update`;
  if (!current) throw notFound(`There is no work order ${id}.`);
  if (!current.fixed) throw conflict(`Work order ${id} is open, not fixed; there is nothing to undo.`);
  await checkRoom(tx, { room_id: current.room_id, issue: current.issue, start_date: current.start_date, end_date: current.end_date }, id);
  await tx`
    update room_issues
    set fixed = false, fixed_at = null, fixed_by = null, updated_at = now(), updated_by = ${actor.user_id}, version = version + 1
    where room_issue_id = ${id}`;
  await publishRoomIssue(tx, id);
  await recordAudit(tx, actor, { action: 'work_order.unfixed', entity: 'work_order', entity_id: id, changes: { fixed: [true, false] } });
  const [record] = await recordOf(tx, id);
  if (!record) throw new Error('work order vanished inside its own transaction');
  return record;
}
