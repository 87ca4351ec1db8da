import { dateIn } from '@pms/contracts/dates';
import { commands } from '@pms/contracts/events';
import type { CheckinAnswer, CheckoutAnswer } from '@pms/contracts/frontdesk';
import { AssignRoomReply, ReleaseRoomReply, type AssignRoomCommand, type ReleaseRoomCommand } from '@pms/contracts/housekeeping';
import {
  BusUnavailableError,
  CommandRefused,
  conflict,
  notFound,
  type Bus,
  type Logger,
  type Sql,
  type TransactionSql,
} from '@pms/service-kit';
import { checkInRefusal, checkOutDecision, type DeskStay } from '../domain/frontdesk';
import { recordStayChanges } from '../events/stay-events';
import { findArrivalRow } from './frontdesk';
import { retryingConflicts } from './transaction';

/**
 * Check-in and check-out (docs/architecture.md §6). Occupancy belongs to svc-rooms: a check-in first asks it
 * to put the stay into the room (`pms.rooms.cmd.assign`, atomic there), then records the check-in
 * and the stay event in one transaction here; if that transaction fails the room is given back
 * (`pms.rooms.cmd.release`). A check-out is recorded here; its stay event makes svc-rooms free the
 * room and mark it dirty, and svc-billing mark the stay checked out.
 */

/** svc-rooms' occupancy commands as the front desk uses them. */
export interface RoomOccupancy {
  assign(cmd: AssignRoomCommand): Promise<AssignRoomReply>;
  release(cmd: ReleaseRoomCommand): Promise<ReleaseRoomReply>;
}

export function busRoomOccupancy(bus: Bus): RoomOccupancy {
  return {
    async assign(cmd) {
      return AssignRoomReply.parse(await bus.request(commands.assignRoom, cmd));
    },
    async release(cmd) {
      return ReleaseRoomReply.parse(await bus.request(commands.releaseRoom, cmd));
    },
  };
}

/**
 * Locks the stay for a front-desk change: its reservation first, then the stay — the order every
 * writer of this service takes (reservation → stays → inventory), so a check-in never waits on an
 * update screen's save in the opposite order. `recordStayChanges` bumps the reservation's version
 * too, which needs that row anyway.
 */
export async function lockDeskStay(tx: TransactionSql, resRoomId: number): Promise<DeskStay | undefined> {
  const [ref] = await tx<{ reservation_id: number }[]>`select reservation_id from res_rooms where res_room_id = ${resRoomId}`;
  if (!ref) return undefined;
  await tx`select 1 from reservations where reservation_id = ${ref.reservation_id} for update`;
  const [stay] = await tx<DeskStay[]>`
    select s.res_room_id, s.reservation_id, s.room_type_id, r.active, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, s.checked_in, s.checked_out, s.room_id, s.room_num,
           s.checked_out_on::text as checked_out_on
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.res_room_id = ${resRoomId}
    for update of s`;
  return stay;
}

export interface CheckInContext {
  sql: Sql;
  rooms: RoomOccupancy;
  log: Logger;
  /** The hotel date the check-in happens on: only stays arriving that day are checked in. */
  today: string;
  now: Date;
}

/**
 * Checks a stay into a room, or throws: 404 unknown stay; 409 when the stay may not be checked in
 * (cancelled, already in, not today's arrival) or svc-rooms refuses the room (occupied, wrong type,
 * not in service, out of order, unknown) with rooms' message naming the room; 503 when svc-rooms
 * cannot be reached — then nothing has changed on either side.
 *
 * The stay's rows stay locked while rooms decides, so the same stay checked in twice at once queues
 * here and the second is refused as already checked in. Of several stays asking for one room, rooms
 * gives it to exactly one.
 */
export async function checkInStay(ctx: CheckInContext, resRoomId: number, roomId: number): Promise<CheckinAnswer> {
  /** Whether rooms holds the room for this stay: it answered yes, or its answer was lost. */
  let holds: 'no' | 'yes' | 'maybe' = 'no';
  try {
    return await retryingConflicts(() =>
      ctx.sql.begin(async (tx) => {
        const stay = await lockDeskStay(tx, resRoomId);
        if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
        const refusal = checkInRefusal(stay, ctx.today);
        if (refusal) throw conflict(refusal.message, refusal.fields);

        let room: AssignRoomReply;
        try {
          room = await ctx.rooms.assign({ room_id: roomId, res_room_id: resRoomId, room_type_id: stay.room_type_id });
        } catch (err) {
          if (err instanceof CommandRefused) throw conflict(err.message, { room_id: err.code });
          // No answer: rooms may or may not have taken the room (a time-out after it committed).
          if (err instanceof BusUnavailableError) holds = 'maybe';
          throw err;
        }
        holds = 'yes';
        await tx`
          update res_rooms
          set checked_in = true, room_id = ${room.room_id}, room_num = ${room.room_num}, checked_in_at = ${ctx.now}
          where res_room_id = ${resRoomId}`;
        await recordStayChanges(tx, [resRoomId]);
        const row = await findArrivalRow(tx, resRoomId);
        if (!row) throw new Error(`stay ${resRoomId} vanished inside its own check-in`);
        const dirty = room.clean === 0 ? ' The room is not clean yet.' : '';
        return { ...row, room_id: room.room_id, clean: room.clean, message: `Checked in to room ${room.room_num}.${dirty}` };
      }),
    );
  } catch (err) {
    if (holds !== 'no') await giveRoomBack(ctx, resRoomId, roomId, holds);
    throw err;
  }
}

/**
 * The check-in was not recorded, but rooms may hold the room for the stay: release it so both
 * services agree the stay is not in. Release only frees a room that very stay holds, so this is safe
 * whatever rooms did. Best effort: if rooms cannot be reached either, say so loudly.
 */
async function giveRoomBack(ctx: CheckInContext, resRoomId: number, roomId: number, holds: 'yes' | 'maybe'): Promise<void> {
  try {
    const reply = await ctx.rooms.release({ room_id: roomId, res_room_id: resRoomId });
    if (reply.released) ctx.log.warn({ res_room_id: resRoomId, room_id: roomId }, 'check-in not recorded; the room was released again');
  } catch (err) {
    const line = { err, res_room_id: resRoomId, room_id: roomId };
    // "maybe": rooms did not answer the assign either, most likely it never got it (it is down).
    if (holds === 'maybe') ctx.log.warn(line, 'svc-rooms did not answer the check-in nor its release; if it took the room, it still holds it');
    else ctx.log.error(line, 'check-in not recorded and the room could not be released: svc-rooms shows this stay in the room');
  }
}

export interface CheckOutContext {
  sql: Sql;
  /** The hotel date of the check-out. */
  today: string;
  now: Date;
}

async function checkoutAnswer(tx: TransactionSql, resRoomId: number): Promise<CheckoutAnswer> {
  const [row] = await tx<(Omit<CheckoutAnswer, 'checked_in' | 'checked_out' | 'message'> & { room_num: string })[]>`
    select s.res_room_id, s.reservation_id, c.first_name || ' ' || c.last_name as name, s.room_id, s.room_num,
           s.check_in_date::text as check_in_date, s.check_out_date::text as check_out_date,
           s.checked_out_on::text as checked_out_on
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    where s.res_room_id = ${resRoomId} and s.checked_out`;
  if (!row) throw new Error(`stay ${resRoomId} is not checked out inside its own check-out`);
  return { ...row, checked_in: 1, checked_out: 1, message: `Checked out of room ${row.room_num}.` };
}

/** Marks a locked, checked-in stay checked out on `on` and writes its stay event. */
async function recordCheckOut(tx: TransactionSql, resRoomId: number, on: string, at: Date): Promise<void> {
  await tx`
    update res_rooms set checked_out = true, checked_out_on = ${on}::date, checked_out_at = ${at}
    where res_room_id = ${resRoomId}`;
  await recordStayChanges(tx, [resRoomId]);
}

/**
 * `PUT /api/hw/checkoutRoom/{res_room_id}/{room_num}`: only a checked-in, not yet checked-out stay in
 * that room (409 with the reason otherwise; 404 unknown stay). Idempotent: a stay already checked out
 * of that room is answered the same again, with nothing changed and no new event.
 */
export async function checkOutStay(ctx: CheckOutContext, resRoomId: number, roomNum: string): Promise<CheckoutAnswer> {
  return retryingConflicts(() =>
    ctx.sql.begin(async (tx) => {
      const stay = await lockDeskStay(tx, resRoomId);
      if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
      const decision = checkOutDecision(stay, roomNum);
      if (decision.kind === 'refuse') throw conflict(decision.message, decision.fields);
      if (decision.kind === 'check-out') await recordCheckOut(tx, resRoomId, ctx.today, ctx.now);
      return checkoutAnswer(tx, resRoomId);
    }),
  );
}

/**
 * The stay was paid (an invoice event) but its check-out was never recorded — the payment page's
 * check-out call was lost: complete it, dated the hotel day of the payment. A stay not checked in,
 * or already checked out, is left as it is. Inside the caller's transaction (with its version guard).
 */
export async function completeCheckOutFromPayment(
  tx: TransactionSql,
  resRoomId: number,
  paidAt: Date,
  timeZone: string,
): Promise<'checked-out' | 'already' | 'not-checked-in' | 'unknown-stay'> {
  const stay = await lockDeskStay(tx, resRoomId);
  if (!stay) return 'unknown-stay';
  if (stay.checked_out) return 'already';
  if (!stay.checked_in) return 'not-checked-in';
  await recordCheckOut(tx, resRoomId, dateIn(timeZone, paidAt), paidAt);
  return 'checked-out';
}
