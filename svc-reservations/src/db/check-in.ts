import type { CheckinAnswer } from '@pms/contracts/frontdesk';
import type { AssignRoomReply } from '@pms/contracts/housekeeping';
import { conflict, notFound, recordAudit, type AuditActor, type Logger, type Sql, type TransactionSql, retryingConflicts } from '@pms/service-kit';
import { checkInRefusal, type DeskStay } from '../domain/frontdesk';
import type { RoomOccupancy } from '../events/room-commands';
import { confirmClaim, untilClaimed } from '../events/room-sync';
import { recordStayChanges } from '../events/stay-events';
import { findArrivalRow } from './frontdesk';
import { lockDeskStay } from './frontdesk-stays';
import { dropClaim, stillOurs, takeClaim, type RoomClaim } from './room-claims';
import { heldMessage } from '../domain/room-assignments';
import { isRoomNightsTaken, roomHolder } from './room-assignments';

/**
 * Check-in (docs/architecture.md §6 "Check in"). Occupancy belongs to svc-rooms, and no transaction
 * here stays open while it decides (claim, commit, confirm):
 * 1. under the stay's lock, the rules (active, not in, today's arrival) and a claim on the room,
 *    committed;
 * 2. svc-rooms is asked to put the stay into the room (`pms.rooms.cmd.assign`, atomic there);
 * 3. under the stay's lock again, the rules once more (a cancel, a change or the night audit may have
 *    come in between), the check-in, the stay event, and the claim dropped — one transaction.
 * A refusal drops the claim (409); anything else after step 1 makes svc-rooms agree with what the
 * stay records (the room is released: the check-in was not recorded), and if svc-rooms cannot be
 * asked either, the claim stays for the room sync (`events/room-sync.ts`) to settle. A second check-in of the same stay meanwhile waits
 * for the first and then sees the outcome.
 */

export interface CheckInContext {
  sql: Sql;
  rooms: RoomOccupancy;
  log: Logger;
  /** The hotel date the check-in happens on (the business date): only stays arriving that day are checked in. */
  today: string;
  now: Date;
  actor: AuditActor;
}

function refuse(stay: DeskStay | undefined, resRoomId: number, today: string): void {
  if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
  const refusal = checkInRefusal(stay, today);
  if (refusal) throw conflict(refusal.message, refusal.fields);
}

/** Step 1: the rules and the claim, committed. Settles a claim left behind first. */
async function claimRoom(ctx: CheckInContext, resRoomId: number, roomId: number): Promise<RoomClaim> {
  const step = await untilClaimed<never>(
    ctx.sql,
    ctx.rooms,
    ctx.log,
    async (tx) => {
      const stay = await lockDeskStay(tx, resRoomId);
      refuse(stay, resRoomId, ctx.today);
      // A room assigned ahead of arrival to another stay for one of these nights is not given away
      // (who is in the house is svc-rooms' to say: it refuses an occupied room itself). The look and
      // the claim are sent together (one wait): when the room is held, the throw rolls the claim back.
      const [assigned, claimed] = await Promise.all([
        roomHolder(tx, roomId, stay!.check_in_date, stay!.check_out_date, resRoomId, { assignedOnly: true }),
        takeClaim(tx, { res_room_id: resRoomId, room_id: roomId, room_type_id: stay!.room_type_id, kind: 'check_in' }),
      ]);
      if (assigned) throw conflict(heldMessage(assigned), { room_id: 'assigned' });
      return claimed;
    },
    'This guest is being checked in at another desk; try again in a moment.',
  );
  if (!('claim' in step)) throw new Error('a check-in finished without a claim');
  return step.claim;
}

async function markCheckedIn(tx: TransactionSql, resRoomId: number, room: AssignRoomReply, at: Date): Promise<void> {
  await tx`
    update res_rooms set checked_in = true, room_id = ${room.room_id}, room_num = ${room.room_num}, checked_in_at = ${at}
    where res_room_id = ${resRoomId}`;
}

/** Step 3, in one transaction: the rules again, the check-in and its stay event, the claim dropped. */
async function recordCheckIn(tx: TransactionSql, ctx: CheckInContext, claim: RoomClaim, room: AssignRoomReply): Promise<CheckinAnswer> {
  // The stay's locks, then the claim's (the order every writer takes), sent together: one wait.
  const [stay, ours] = await Promise.all([lockDeskStay(tx, claim.res_room_id), stillOurs(tx, claim)]);
  refuse(stay, claim.res_room_id, ctx.today);
  if (!ours) throw conflict('The check-in took too long and was undone; please check the guest in again.');
  if (stay!.room_type_id !== claim.room_type_id)
    throw conflict('The stay’s room type changed during the check-in; please check the guest in again.', { room_type_id: 'changed' });
  // The check-in and everything it writes, sent together on the transaction's connection (postgres.js
  // pipelines them; they run in the order they are called, so the update comes first and the event
  // and the answer read the stay checked in): one round trip's wait instead of one each.
  const [, , , , row] = await Promise.all([
    markCheckedIn(tx, claim.res_room_id, room, ctx.now),
    dropClaim(tx, claim),
    recordStayChanges(tx, [claim.res_room_id]),
    recordAudit(tx, ctx.actor, {
      action: 'stay.checked_in',
      entity: 'stay',
      entity_id: claim.res_room_id,
      changes: { checked_in: [false, true], room_num: [null, room.room_num] },
    }),
    findArrivalRow(tx, claim.res_room_id),
  ]);
  if (!row) throw new Error(`stay ${claim.res_room_id} vanished inside its own check-in`);
  const dirty = room.clean === 0 ? ' The room is not clean yet.' : '';
  return { ...row, room_id: room.room_id, clean: room.clean, message: `Checked in to room ${room.room_num}.${dirty}` };
}

/**
 * Checks a stay into a room, or throws: 404 unknown stay; 409 when the stay may not be checked in
 * (cancelled or a no-show, already in, not today's arrival) or svc-rooms refuses the room (occupied,
 * wrong type, not in service, out of order, unknown) with rooms' message naming the room; 503 when
 * svc-rooms cannot be reached — then nothing has changed here and the room is (or will be) free.
 * Of several stays asking for one room, rooms gives it to exactly one.
 */
export async function checkInStay(ctx: CheckInContext, resRoomId: number, roomId: number): Promise<CheckinAnswer> {
  const claim = await claimRoom(ctx, resRoomId, roomId);
  return confirmClaim(ctx.sql, ctx.rooms, ctx.log, claim, {
    what: 'check-in',
    refusalField: 'room_id',
    record: (room) =>
      retryingConflicts(() => ctx.sql.begin((tx) => recordCheckIn(tx, ctx, claim, room))).catch((err: unknown) => {
        // Assigned to another stay for one of these nights since step 1 (the room is given back).
        if (isRoomNightsTaken(err)) throw conflict(`Room ${room.room_num} was just assigned to another stay for some of these nights.`, { room_id: 'assigned' });
        throw err;
      }),
  });
}
