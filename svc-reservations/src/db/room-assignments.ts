import type { OutOfOrderRoom, StayRoomAnswer, StayRoomChoice } from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { badRequest, conflict, notFound, recordAudit, retryingConflicts, type AuditActor, type Sql, type TransactionSql } from '@pms/service-kit';
import { assignRefusal, heldMessage, type RoomHolder } from '../domain/room-assignments';
import { recordStayChanges } from '../events/stay-events';
import { findArrivalRow } from './frontdesk';
import { lockDeskStay } from './frontdesk-stays';

/**
 * Rooms assigned to stays ahead of their arrival (issue #17, docs/reservations.md "Room assignment").
 * An assignment is the stay's `room_id`/`room_num` while it is not checked in; nothing is asked of
 * svc-rooms (occupancy is given only at check-in), so every check reads this service's own rows: the
 * rooms projection (type, in service), the `out_of_order` projection (work orders), and the stays
 * holding the room (assigned or in the house). Migration 035's exclusion keeps two stays holding one
 * room on one night apart, so of concurrent assignments exactly one commits.
 */

type Db = Sql | TransactionSql;

/** PostgreSQL's exclusion violation: the room was taken for an overlapping stay by a concurrent writer. */
const EXCLUSION_VIOLATION = '23P01';

export const isRoomNightsTaken = (err: unknown): boolean => (err as { code?: string } | null)?.code === EXCLUSION_VIOLATION;

/**
 * Another stay holding room `roomId` on a night of [from, to): assigned or in the house (only
 * assigned with `assignedOnly`), not checked out, not a no-show. Written in the exclusion's own terms, so its GiST index answers.
 */
export async function roomHolder(
  tx: Db,
  roomId: number,
  from: string,
  to: string,
  exceptResRoomId: number,
  { assignedOnly = false } = {},
): Promise<RoomHolder | undefined> {
  const [row] = await tx<RoomHolder[]>`
    select s.res_room_id, coalesce(s.room_num, '') as room_num, s.checked_in,
           s.check_in_date::text as check_in_date, s.check_out_date::text as check_out_date
    from res_rooms s
    where s.room_id is not null and not s.checked_out and not s.no_show
      and int4range(s.room_id, s.room_id, '[]') && int4range(${roomId}::int, ${roomId}::int, '[]')
      and daterange(s.check_in_date, s.check_out_date) && daterange(${from}::date, ${to}::date)
      and s.res_room_id <> ${exceptResRoomId}
      ${assignedOnly ? tx`and not s.checked_in` : tx``}
    order by s.check_in_date, s.res_room_id
    limit 1`;
  return row;
}

/** An open work order taking room `roomId` out on a night of [from, to) (work-order dates are inclusive). */
export async function outOfOrderDuring(tx: Db, roomId: number, from: string, to: string) {
  const [row] = await tx<{ room_issue_id: number; start_date: string; end_date: string }[]>`
    select room_issue_id, start_date::text as start_date, end_date::text as end_date
    from out_of_order
    where room_id = ${roomId} and not fixed and start_date < ${to}::date and end_date >= ${from}::date
    order by start_date limit 1`;
  return row;
}

interface RoomRow {
  room_id: number;
  room_num: string;
  room_type_id: number;
  active: boolean;
  type: string;
}

async function roomById(tx: Db, roomId: number): Promise<RoomRow | undefined> {
  const [row] = await tx<RoomRow[]>`
    select r.room_id, r.room_num, r.room_type_id, r.active, coalesce(t.type, '') as type
    from rooms r left join room_types t on t.room_type_id = r.room_type_id
    where r.room_id = ${roomId}`;
  return row;
}

async function typeName(tx: Db, roomTypeId: number): Promise<string> {
  const [row] = await tx<{ type: string }[]>`select type from room_types where room_type_id = ${roomTypeId}`;
  return row?.type ?? `room type ${roomTypeId}`;
}

async function answer(tx: Db, resRoomId: number, roomId: number | null, message: string): Promise<StayRoomAnswer> {
  const row = await findArrivalRow(tx, resRoomId);
  if (!row) throw new Error(`stay ${resRoomId} vanished inside its own room assignment`);
  return { ...row, room_id: roomId, message };
}

export interface AssignContext {
  sql: Sql;
  /** The business date: only stays arriving today or later are given a room ahead of arrival. */
  today: string;
  actor: AuditActor;
}

/**
 * Assigns room `roomId` to a stay not yet checked in, for all of its nights, or throws: 404 unknown
 * stay; 400 `room_id` not a room of the hotel; 409 the stay cannot hold a room (cancelled, no-show,
 * in the house, checked out, arrival past), or the room is not in service, of another type, out of
 * order on one of the nights, or held by another stay (assigned or in the house) on one of them.
 * The same room again answers 200 with nothing written; another room replaces the assignment.
 */
export async function assignRoom(ctx: AssignContext, resRoomId: number, roomId: number): Promise<StayRoomAnswer> {
  let roomNum = String(roomId);
  try {
    return await retryingConflicts(() =>
      ctx.sql.begin(async (tx) => {
        const stay = await lockDeskStay(tx, resRoomId);
        if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
        const refusal = assignRefusal(stay, ctx.today);
        if (refusal) throw conflict(refusal.message, refusal.fields);
        const room = await roomById(tx, roomId);
        if (!room) throw badRequest({ room_id: 'is not a room of this hotel' });
        roomNum = room.room_num;
        if (stay.room_id === roomId) return answer(tx, resRoomId, roomId, `Room ${room.room_num} is already assigned to this stay.`);
        if (!room.active) throw conflict(`Room ${room.room_num} is not in service.`, { room_id: 'inactive' });
        if (room.room_type_id !== stay.room_type_id)
          throw conflict(`Room ${room.room_num} is a ${room.type} room; the stay is booked for a ${await typeName(tx, stay.room_type_id)}.`, { room_id: 'wrong_type' });
        const issue = await outOfOrderDuring(tx, roomId, stay.check_in_date, stay.check_out_date);
        if (issue)
          throw conflict(`Room ${room.room_num} is out of order (work order ${issue.room_issue_id}, ${issue.start_date} to ${issue.end_date}).`, { room_id: 'out_of_order' });
        const holder = await roomHolder(tx, roomId, stay.check_in_date, stay.check_out_date, resRoomId);
        if (holder) throw conflict(heldMessage(holder), { room_id: holder.checked_in ? 'occupied' : 'assigned' });
        await tx`update res_rooms set room_id = ${roomId}, room_num = ${room.room_num} where res_room_id = ${resRoomId}`;
        await Promise.all([
          recordStayChanges(tx, [resRoomId]),
          recordAudit(tx, ctx.actor, { action: 'stay.room_assigned', entity: 'stay', entity_id: resRoomId, changes: { room_num: [stay.room_num, room.room_num] } }),
        ]);
        return answer(tx, resRoomId, roomId, `Room ${room.room_num} is assigned to ${stay.check_in_date} – ${stay.check_out_date}.`);
      }),
    );
  } catch (err) {
    // A concurrent assignment (or check-in) of an overlapping stay committed first.
    if (isRoomNightsTaken(err)) throw conflict(`Room ${roomNum} was just given to another stay for some of these nights.`, { room_id: 'assigned' });
    throw err;
  }
}

/**
 * Releases the room assigned to a stay not yet checked in (200, also when none is: nothing written);
 * 404 unknown stay; 409 when the guest is in the house or gone (the room is theirs, or history).
 */
export async function releaseRoom(ctx: AssignContext, resRoomId: number): Promise<StayRoomAnswer> {
  return retryingConflicts(() =>
    ctx.sql.begin(async (tx) => {
      const stay = await lockDeskStay(tx, resRoomId);
      if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
      if (stay.checked_in) {
        const refusal = assignRefusal(stay, ctx.today)!;
        throw conflict(refusal.message, refusal.fields);
      }
      if (stay.room_id === null) return answer(tx, resRoomId, null, 'No room is assigned to this stay.');
      await releaseAssignedRooms(tx, [resRoomId], ctx.actor);
      await recordStayChanges(tx, [resRoomId]);
      return answer(tx, resRoomId, null, `Room ${stay.room_num ?? stay.room_id} is no longer assigned to this stay.`);
    }),
  );
}

/**
 * Takes back the rooms assigned to those of `resRoomIds` not checked in (a cancel, a no-show, a
 * release, a change the room no longer fits), each with its audit entry, in the caller's transaction
 * (which holds the stays' locks). Answers the stays released; the caller publishes them.
 */
export async function releaseAssignedRooms(tx: TransactionSql, resRoomIds: readonly number[], actor: AuditActor): Promise<number[]> {
  if (resRoomIds.length === 0) return [];
  const released = await tx<{ res_room_id: number; room_num: string | null }[]>`
    update res_rooms s set room_id = null, room_num = null
    from (select res_room_id, room_num from res_rooms where res_room_id = any(${[...resRoomIds]}::int[])) before
    where s.res_room_id = before.res_room_id and s.room_id is not null and not s.checked_in
    returning s.res_room_id, before.room_num`;
  await Promise.all(
    released.map((r) =>
      recordAudit(tx, actor, { action: 'stay.room_released', entity: 'stay', entity_id: r.res_room_id, changes: { room_num: [r.room_num, null] } }),
    ),
  );
  return released.map((r) => r.res_room_id);
}

/**
 * The stays not checked in holding room `roomId` on a night of [from, to) other than `exceptResRoomId`:
 * the assignments an in-house guest's longer stay (the night audit's extension) runs into.
 */
export async function assignmentsInTheWay(tx: TransactionSql, rooms: readonly { room_id: number; from: string; to: string; except: number }[]): Promise<number[]> {
  if (rooms.length === 0) return [];
  const rows = await tx<{ res_room_id: number }[]>`
    select s.res_room_id
    from unnest(${rooms.map((r) => r.room_id)}::int[], ${rooms.map((r) => r.from)}::date[], ${rooms.map((r) => r.to)}::date[], ${rooms.map((r) => r.except)}::int[])
      as w(room_id, from_date, to_date, except_id)
    join res_rooms s on s.room_id = w.room_id and s.res_room_id <> w.except_id and not s.checked_in and not s.no_show
      and daterange(s.check_in_date, s.check_out_date) && daterange(w.from_date, w.to_date)
    join reservations r on r.reservation_id = s.reservation_id
    order by r.reservation_id, s.res_room_id
    for update of r, s`;
  return rows.map((r) => r.res_room_id);
}

/**
 * The room choice for assigning a room to the stay (`GET /api/stays/{id}/rooms`): rooms of its type
 * free on every night (its own room included), and those a work order takes out on one of them with
 * the earliest such work order. 404 unknown stay.
 */
export async function findStayRoomChoice(sql: Sql, resRoomId: number): Promise<StayRoomChoice> {
  const [stay] = await sql<{ room_type_id: number; check_in_date: string; check_out_date: string }[]>`
    select room_type_id, check_in_date::text as check_in_date, check_out_date::text as check_out_date
    from res_rooms where res_room_id = ${resRoomId}`;
  if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
  const from = stay.check_in_date;
  const to = stay.check_out_date;
  const freeOfStays = sql`not exists (
    select 1 from res_rooms s
    where s.room_id is not null and not s.checked_out and not s.no_show
      and int4range(s.room_id, s.room_id, '[]') && int4range(r.room_id, r.room_id, '[]')
      and daterange(s.check_in_date, s.check_out_date) && daterange(${from}::date, ${to}::date)
      and s.res_room_id <> ${resRoomId})`;
  const [rooms, outOfOrder] = await Promise.all([
    sql<RoomCandidate[]>`
      select r.room_id, r.room_num, r.room_type_id, 0 as occupied, r.clean::int as clean
      from rooms r
      where r.active and r.room_type_id = ${stay.room_type_id} and ${freeOfStays}
        and not exists (
          select 1 from out_of_order o
          where o.room_id = r.room_id and not o.fixed and o.start_date < ${to}::date and o.end_date >= ${from}::date)
      order by length(r.room_num), r.room_num, r.room_id`,
    sql<OutOfOrderRoom[]>`
      select distinct on (length(r.room_num), r.room_num, r.room_id)
             r.room_id, r.room_num, r.room_type_id, o.room_issue_id, o.issue,
             o.start_date::text as start_date, o.end_date::text as end_date
      from rooms r
      join out_of_order o on o.room_id = r.room_id and not o.fixed and o.start_date < ${to}::date and o.end_date >= ${from}::date
      where r.active and r.room_type_id = ${stay.room_type_id} and ${freeOfStays}
      order by length(r.room_num), r.room_num, r.room_id, o.start_date`,
  ]);
  return { rooms, rooms_out_of_order: outOfOrder };
}
