import { eventTypes, subjects, type RoomIssueState, type RoomState, type RoomTypeState } from '@pms/contracts/events';
import { toCents } from '@pms/contracts/money';
import { enqueueEvent, type TransactionSql } from '@pms/service-kit';

/**
 * Every change to a room or room type publishes its whole new state (docs/architecture.md §5) through the
 * outbox, in the same transaction as the change. Call these after the UPDATE that bumped `version`.
 */

export async function publishRoom(tx: TransactionSql, roomId: number): Promise<void> {
  const [row] = await tx<(RoomState & { version: number })[]>`
    select room_id, room_num, room_type_id, clean::int as clean, active, occupied_by, version
    from rooms where room_id = ${roomId}`;
  if (!row) throw new Error(`room ${roomId} vanished inside its own transaction`);
  const { version, ...state } = row;
  await enqueueRoomState(tx, version, state);
}

/** A room's state as it is after the change that made it `version` (the caller knows it, e.g. under the row lock). */
export async function enqueueRoomState(tx: TransactionSql, version: number, state: RoomState): Promise<void> {
  await enqueueEvent<RoomState>(tx, subjects.room(state.room_id), eventTypes.room, version, state);
}

export async function publishRoomType(tx: TransactionSql, roomTypeId: number): Promise<void> {
  const [row] = await tx<{ room_type_id: number; type: string; rate: string; version: number; room_count: number }[]>`
    select t.room_type_id, t.type, t.rate, t.version,
           (select count(*)::int from rooms r where r.room_type_id = t.room_type_id and r.active) as room_count
    from room_types t where t.room_type_id = ${roomTypeId}`;
  if (!row) throw new Error(`room type ${roomTypeId} vanished inside its own transaction`);
  const state: RoomTypeState = {
    room_type_id: row.room_type_id,
    type: row.type,
    rate_cents: toCents(row.rate),
    room_count: row.room_count,
  };
  await enqueueEvent<RoomTypeState>(tx, subjects.roomType(roomTypeId), eventTypes.roomType, row.version, state);
}

/** A work order's whole state, after the change that bumped its `version`. */
export async function publishRoomIssue(tx: TransactionSql, roomIssueId: number): Promise<void> {
  const [row] = await tx<(RoomIssueState & { version: number })[]>`
    select i.room_issue_id, i.room_id, r.room_num, r.room_type_id, i.start_date::text as start_date,
           i.end_date::text as end_date, i.issue, i.fixed, i.version
    from room_issues i join rooms r on r.room_id = i.room_id
    where i.room_issue_id = ${roomIssueId}`;
  if (!row) throw new Error(`work order ${roomIssueId} vanished inside its own transaction`);
  const { version, ...state } = row;
  await enqueueEvent<RoomIssueState>(tx, subjects.roomIssue(roomIssueId), eventTypes.roomIssue, version, state);
}
