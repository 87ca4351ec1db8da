import type { UpdateReservationAnswer } from '@pms/contracts/reservations';
import { badRequest, CommandRefused, conflict, type TransactionSql } from '@pms/service-kit';
import { changeProblems, changeRefusal, changeScope, STALE_MESSAGE, type BookingChange } from '../domain/booking';
import type { CardVault } from '../domain/card-vault';
import { inventoryChanges } from '../domain/inventory';
import type { RoomAssigner } from '../domain/room-moves';
import { recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges } from './inventory';
import { findRoomByNumber, lockReservation, lockStays, reservationVersion, roomTypesById, updateGuest } from './reservation-rows';

/** What a change needs besides the request: today, the card key, svc-rooms for a room move. */
export interface ChangeContext {
  today: string;
  vault: CardVault;
  /** svc-rooms' assign command, for room moves on the update screen. */
  rooms?: RoomAssigner;
  /**
   * Told right after svc-rooms moved a stay, before this transaction commits: if the commit then
   * fails, the caller moves the guest back so the two services agree again.
   */
  onRoomMoved?: (move: RoomMove) => void;
}

/** A room move svc-rooms has made for a stay. */
export interface RoomMove {
  res_room_id: number;
  room_type_id: number;
  from: { room_id: number; room_num: string } | null;
  to: { room_id: number; room_num: string };
}

/**
 * Asks svc-rooms to move the stay (it frees and marks dirty the old room in the same step). A
 * refusal names the room and becomes a 409; rooms unreachable is a 503 (the bus's error).
 */
async function moveRoom(ctx: ChangeContext, cmd: { res_room_id: number; room_type_id: number; room_id: number }) {
  if (!ctx.rooms) throw conflict('Room moves are done at the front desk.');
  try {
    return await ctx.rooms.assign(cmd);
  } catch (err) {
    if (err instanceof CommandRefused) throw conflict(err.message, { roomNum: err.code });
    throw err;
  }
}

/**
 * Changes a reservation (docs/architecture.md §6 "Change") in the caller's transaction. Locks the reservation,
 * then its stays (the order every writer uses), compares the version the screen read, applies the
 * rules of the stay's state (checked in: no new arrival or type; checked out: the stay is history),
 * moves inventory for changed dates or type in one netted step, moves a checked-in guest to another
 * room through svc-rooms when the room number changed, and publishes every stay of the reservation
 * (the guest's name travels in their events).
 */
export async function updateReservation(tx: TransactionSql, change: BookingChange, ctx: ChangeContext): Promise<UpdateReservationAnswer> {
  const reservation = await lockReservation(tx, change.reservation_id);
  if (reservation.customer_id !== change.customer_id) throw badRequest({ customerId: 'is not the guest of this reservation' });
  const stays = await lockStays(tx, change.reservation_id);
  const stay = stays.find((s) => s.res_room_id === change.res_room_id);
  if (!stay) throw badRequest({ resRoomId: 'is not a room of this reservation' });
  if (reservation.version !== change.version) throw conflict(STALE_MESSAGE, { version: `is ${reservation.version} now` });
  if (!reservation.active) throw conflict('This reservation is cancelled and can no longer be changed.');

  const scope = changeScope(change, stay);
  const refusal = changeRefusal(change, stay, scope);
  if (refusal) throw conflict(refusal);

  const wanted = change.stay;
  const types = await roomTypesById(tx, [wanted.room_type_id]);
  const problems: Record<string, string> = {};
  if (!types.has(wanted.room_type_id)) problems.room_type_id = 'is not a room type of this hotel';
  Object.assign(problems, changeProblems(change, stay, scope, reservation.cc_expiration, ctx.today));
  const newRoom = scope.roomMoved ? await findRoomByNumber(tx, change.room_num!) : undefined;
  if (scope.roomMoved && !newRoom) problems.roomNum = 'is not a room of this hotel';
  if (Object.keys(problems).length) throw badRequest(problems);

  if (scope.datesChanged || scope.typeChanged) {
    await applyInventoryChanges(
      tx,
      inventoryChanges(
        [{ roomTypeId: stay.room_type_id, arrival: stay.check_in_date, departure: stay.check_out_date }],
        [{ roomTypeId: wanted.room_type_id, arrival: wanted.arrival, departure: wanted.departure }],
      ),
    );
  }

  await updateGuest(tx, reservation.customer_id, change.guest, { number: change.card.number, expiry: change.card.expiry ?? reservation.cc_expiration }, ctx.vault);
  await tx`update reservations set comments = ${change.comments} where reservation_id = ${reservation.reservation_id}`;
  if (newRoom) {
    const moved = await moveRoom(ctx, { res_room_id: stay.res_room_id, room_type_id: stay.room_type_id, room_id: newRoom.room_id });
    ctx.onRoomMoved?.({
      res_room_id: stay.res_room_id,
      room_type_id: stay.room_type_id,
      from: stay.room_id !== null && stay.room_num !== null ? { room_id: stay.room_id, room_num: stay.room_num } : null,
      to: moved,
    });
    await tx`update res_rooms set room_id = ${moved.room_id}, room_num = ${moved.room_num} where res_room_id = ${stay.res_room_id}`;
  }
  await tx`
    update res_rooms set ${tx({
      room_type_id: wanted.room_type_id,
      check_in_date: wanted.arrival,
      check_out_date: wanted.departure,
      adults: wanted.adults,
      comments: wanted.comments,
      // A new room type is sold at its own rate; dates alone keep the rate the guest booked.
      ...(scope.typeChanged ? { rate: types.get(wanted.room_type_id)!.rate } : {}),
    })}
    where res_room_id = ${stay.res_room_id}`;
  await recordStayChanges(
    tx,
    stays.map((s) => s.res_room_id),
  );
  return { reservation_id: reservation.reservation_id, version: await reservationVersion(tx, reservation.reservation_id), message: 'Reservation was successfully updated!' };
}
