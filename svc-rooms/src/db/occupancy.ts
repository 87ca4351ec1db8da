import type { AssignRoomCommand, AssignRoomReply, ReleaseRoomCommand, ReleaseRoomReply } from '@pms/contracts/housekeeping';
import { CommandRefused, type Sql, type TransactionSql } from '@pms/service-kit';
import { enqueueRoomState, publishRoom } from '../events/publish';
import { openWorkOrderOn } from './out-of-order';

/**
 * Occupancy is `rooms.occupied_by` (docs/architecture.md §4): a unique column, so one room never holds two
 * stays and a stay is in at most one room. Every change to it (assign, release, the stay
 * projection's check-out) takes the stay's advisory lock first and then the rooms' row locks in
 * room_id order, so changes for one stay queue up and two writers never lock rooms crosswise.
 */

/** Serialises every occupancy change of one stay (inside the caller's transaction). */
export async function lockStay(tx: TransactionSql, resRoomId: number): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext('pms.rooms.stay'), ${resRoomId})`;
}

interface LockedRoom {
  room_id: number;
  room_num: string;
  room_type_id: number;
  type: string;
  clean: 0 | 1;
  active: boolean;
  occupied_by: number | null;
}

async function lockRooms(tx: TransactionSql, roomIds: number[]): Promise<LockedRoom[]> {
  return tx<LockedRoom[]>`
    select r.room_id, r.room_num, r.room_type_id, t.type, r.clean::int as clean, r.active, r.occupied_by
    from rooms r join room_types t on t.room_type_id = r.room_type_id
    where r.room_id = any(${roomIds}::int[])
    order by r.room_id
    for update of r`;
}

/**
 * Puts a stay into a room, or refuses with a `CommandRefused` whose message names the room. The
 * stay already in that room is answered with success again (a retried command). A stay holding
 * another room is moved: that room is freed and marked dirty (the guest used it) in this same
 * transaction. Out of order means an open work order covers `today`.
 */
export async function assignRoom(sql: Sql, today: string, cmd: AssignRoomCommand): Promise<AssignRoomReply> {
  return sql.begin(async (tx) => {
    // The stay's lock, then the room asked for and any room the stay holds, locked in room_id order,
    // and the room's open work order: sent together (run in this order), one wait.
    const [, locked, workOrder] = await Promise.all([
      lockStay(tx, cmd.res_room_id),
      tx<(LockedRoom & { version: number })[]>`
        select r.room_id, r.room_num, r.room_type_id, t.type, r.clean::int as clean, r.active, r.occupied_by, r.version
        from rooms r join room_types t on t.room_type_id = r.room_type_id
        where r.room_id = ${cmd.room_id} or r.occupied_by = ${cmd.res_room_id}
        order by r.room_id
        for update of r`,
      openWorkOrderOn(tx, cmd.room_id, today),
    ]);
    const room = locked.find((r) => r.room_id === cmd.room_id);
    if (!room) throw new CommandRefused('unknown_room', `There is no room with id ${cmd.room_id}.`);
    const reply = (moved_from: AssignRoomReply['moved_from']): AssignRoomReply => ({
      room_id: room.room_id,
      room_num: room.room_num,
      clean: room.clean,
      moved_from,
    });
    if (room.occupied_by === cmd.res_room_id) return reply(null);
    if (room.occupied_by !== null) throw new CommandRefused('occupied', `Room ${room.room_num} is already occupied by another stay.`);
    if (!room.active) throw new CommandRefused('inactive', `Room ${room.room_num} is not in service.`);
    if (room.room_type_id !== cmd.room_type_id) {
      const [wanted] = await tx<{ type: string }[]>`select type from room_types where room_type_id = ${cmd.room_type_id}`;
      throw new CommandRefused(
        'wrong_type',
        `Room ${room.room_num} is a ${room.type} room; the stay is booked for ${wanted ? `a ${wanted.type}` : `room type ${cmd.room_type_id}`}.`,
      );
    }
    if (workOrder) {
      throw new CommandRefused(
        'out_of_order',
        `Room ${room.room_num} is out of order (work order ${workOrder.room_issue_id}, ${workOrder.start_date} to ${workOrder.end_date}).`,
      );
    }

    // A move: the old room is freed first (occupied_by is unique), marked dirty since it was used.
    const old = locked.find((r) => r.room_id !== cmd.room_id && r.occupied_by === cmd.res_room_id);
    if (old) {
      await tx`update rooms set occupied_by = null, clean = 0, version = version + 1 where room_id = ${old.room_id}`;
      await publishRoom(tx, old.room_id);
    }
    // The room's new state is known under its row lock (the update below changes only these two
    // columns), so its event is sent with the update: one wait.
    const [taken] = await Promise.all([
      takeRoom(tx, room.room_id, cmd.res_room_id),
      enqueueRoomState(tx, room.version + 1, {
        room_id: room.room_id,
        room_num: room.room_num,
        room_type_id: room.room_type_id,
        clean: room.clean,
        active: room.active,
        occupied_by: cmd.res_room_id,
      }),
    ]);
    // Unreachable under the row lock; kept so a future change that drops the lock cannot double-book.
    if (!taken) throw new CommandRefused('occupied', `Room ${room.room_num} is already occupied by another stay.`);
    return reply(old ? { room_id: old.room_id, room_num: old.room_num } : null);
  });
}

/** Puts the stay into a vacant room; false when it is not vacant. */
async function takeRoom(tx: TransactionSql, roomId: number, resRoomId: number): Promise<boolean> {
  const taken = await tx`
    update rooms set occupied_by = ${resRoomId}, version = version + 1
    where room_id = ${roomId} and occupied_by is null
    returning room_id`;
  return taken.length === 1;
}

/** Frees a room if (and only if) that stay holds it; a repeated release answers `released: false`. */
export async function releaseRoom(sql: Sql, cmd: ReleaseRoomCommand): Promise<ReleaseRoomReply> {
  return sql.begin(async (tx) => {
    await lockStay(tx, cmd.res_room_id);
    const [room] = await lockRooms(tx, [cmd.room_id]);
    if (!room) throw new CommandRefused('unknown_room', `There is no room with id ${cmd.room_id}.`);
    if (room.occupied_by !== cmd.res_room_id) {
      return { room_id: room.room_id, room_num: room.room_num, released: false, occupied_by: room.occupied_by };
    }
    await tx`
      update rooms
      set occupied_by = null, clean = case when ${cmd.mark_dirty ?? false}::boolean then 0 else clean end, version = version + 1
      where room_id = ${room.room_id}`;
    await publishRoom(tx, room.room_id);
    return { room_id: room.room_id, room_num: room.room_num, released: true, occupied_by: null };
  });
}

/** The rooms a stay occupies (inside the caller's transaction, under the stay's lock). */
export function heldRooms(tx: TransactionSql, resRoomId: number): Promise<{ room_id: number }[]> {
  return tx<{ room_id: number }[]>`select room_id from rooms where occupied_by = ${resRoomId}`;
}

/**
 * Frees every room a stay holds (it checked out or was cancelled); `markDirty` for a check-out,
 * since the guest used the room. Inside the caller's transaction, after `lockStay`;
 * `held` is what `heldRooms` read under that lock.
 */
export async function vacateStay(tx: TransactionSql, resRoomId: number, markDirty: boolean, held: { room_id: number }[]): Promise<number[]> {
  if (held.length === 0) return [];
  await lockRooms(
    tx,
    held.map((h) => h.room_id),
  );
  const freed = await tx<{ room_id: number }[]>`
    update rooms
    set occupied_by = null, clean = case when ${markDirty}::boolean then 0 else clean end, version = version + 1
    where occupied_by = ${resRoomId}
    returning room_id`;
  for (const r of freed) await publishRoom(tx, r.room_id);
  return freed.map((r) => r.room_id);
}

/**
 * The owner says the stay is checked in to `roomId` but rooms does not show it there (e.g. the
 * assign reply was lost after rooms committed a release, or a rebuilt database): take the room for
 * it when the room is free and the stay holds no other room. Answers what it did.
 */
export async function convergeCheckedIn(
  tx: TransactionSql,
  resRoomId: number,
  roomId: number,
  held: { room_id: number }[],
): Promise<'already' | 'taken' | 'holds_other_room' | 'occupied_by_other' | 'unknown_room'> {
  if (held.some((h) => h.room_id === roomId)) return 'already';
  if (held.length > 0) return 'holds_other_room';
  const [room] = await lockRooms(tx, [roomId]);
  if (!room) return 'unknown_room';
  if (room.occupied_by !== null) return 'occupied_by_other';
  await tx`update rooms set occupied_by = ${resRoomId}, version = version + 1 where room_id = ${roomId}`;
  await publishRoom(tx, roomId);
  return 'taken';
}
