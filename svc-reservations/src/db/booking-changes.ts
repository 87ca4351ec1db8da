import type { UpdateReservationAnswer } from '@pms/contracts/reservations';
import { badRequest, changesBetween, conflict, recordAudit, type AuditActor, type TransactionSql } from '@pms/service-kit';
import { heldMessage } from '../domain/room-assignments';
import { changeProblems, changeRefusal, changeScope, STALE_MESSAGE, type BookingChange, type ChangeScope } from '../domain/booking';
import type { CardVault } from '../domain/card-vault';
import { inventoryChanges } from '../domain/inventory';
import { recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges } from './inventory';
import { outOfOrderDuring, releaseAssignedRooms, roomHolder } from './room-assignments';
import {
  findRoomByNumber,
  lockReservation,
  lockStays,
  reservationVersion,
  roomTypesById,
  updateGuest,
  type LockedReservation,
  type LockedStay,
  type RoomTypeRow,
} from './reservation-rows';

/** A change checked under its locks, ready to be written. */
export interface ChangePlan {
  reservation: LockedReservation;
  stays: LockedStay[];
  stay: LockedStay;
  scope: ChangeScope;
  types: Map<number, RoomTypeRow>;
  /** The room the guest moves to, when the room number changed (a room move through svc-rooms). */
  newRoom?: { room_id: number };
  /** The room assigned ahead of arrival no longer fits the changed stay (another type, or taken or out of order on a new night): it is released. */
  releaseRoom: boolean;
}

/**
 * Checks a change to a reservation (docs/architecture.md §6 "Change") in the caller's transaction,
 * writing nothing: locks the reservation, then its stays (the order every writer uses), compares the
 * version the screen read, applies the rules of the stay's state (checked in: no new arrival or type;
 * checked out: the stay is history), the date and card rules, and finds the room of a room move.
 */
export async function planChange(tx: TransactionSql, change: BookingChange, today: string): Promise<ChangePlan> {
  const reservation = await lockReservation(tx, change.reservation_id);
  if (reservation.customer_id !== change.customer_id) throw badRequest({ customerId: 'is not the guest of this reservation' });
  const stays = await lockStays(tx, change.reservation_id);
  const stay = stays.find((s) => s.res_room_id === change.res_room_id);
  if (!stay) throw badRequest({ resRoomId: 'is not a room of this reservation' });
  if (reservation.version !== change.version) throw conflict(STALE_MESSAGE, { version: `is ${reservation.version} now` });
  if (reservation.no_show || stay.no_show) throw conflict('This guest was a no-show (the night audit closed the arrival day); the stay can no longer be changed.');
  if (!reservation.active) throw conflict('This reservation is cancelled and can no longer be changed.');

  const scope = changeScope(change, stay);
  const refusal = changeRefusal(change, stay, scope);
  if (refusal) throw conflict(refusal);

  const wanted = change.stay;
  const types = await roomTypesById(tx, [wanted.room_type_id]);
  const problems: Record<string, string> = {};
  if (!types.has(wanted.room_type_id)) problems.room_type_id = 'is not a room type of this hotel';
  Object.assign(problems, changeProblems(change, stay, scope, reservation.cc_expiration, today));
  const newRoom = scope.roomMoved ? await findRoomByNumber(tx, change.room_num!) : undefined;
  if (scope.roomMoved && !newRoom) problems.roomNum = 'is not a room of this hotel';
  if (Object.keys(problems).length) throw badRequest(problems);
  return { reservation, stays, stay, scope, types, newRoom, releaseRoom: await roomAfterChange(tx, stay, wanted, scope, newRoom) };
}

/**
 * What the change does to the stay's room (docs/reservations.md "Room assignment"). In the house: a
 * longer stay or a move must not run into a room assigned to a later arrival (409: the clerk releases
 * that assignment first, on purpose). Not yet arrived: a room assigned ahead of arrival is kept while
 * the type is the same and the room stays free and in order over the new nights, else released.
 */
async function roomAfterChange(
  tx: TransactionSql,
  stay: LockedStay,
  wanted: BookingChange['stay'],
  scope: ChangeScope,
  newRoom: { room_id: number } | undefined,
): Promise<boolean> {
  const roomId = newRoom?.room_id ?? stay.room_id;
  if (roomId === null || stay.checked_out || !(scope.datesChanged || scope.typeChanged || newRoom)) return false;
  if (stay.checked_in) {
    // Who is in the house is svc-rooms' to say (the move asks it); assignments are ours.
    const assigned = await roomHolder(tx, roomId, wanted.arrival, wanted.departure, stay.res_room_id, { assignedOnly: true });
    if (assigned && newRoom) throw conflict(`${heldMessage(assigned)} Release it on ARRIVALS first, or choose another room.`, { roomNum: 'assigned' });
    if (assigned) throw conflict(`${heldMessage(assigned)} Release that room on ARRIVALS first, or keep the stay’s dates.`, { departure: 'runs into a room assigned to a later arrival' });
    return false;
  }
  const holder = await roomHolder(tx, roomId, wanted.arrival, wanted.departure, stay.res_room_id);
  return scope.typeChanged || !!holder || !!(await outOfOrderDuring(tx, roomId, wanted.arrival, wanted.departure));
}

/**
 * Writes a planned change in the same transaction: inventory for changed dates or type in one netted
 * step, the guest, the stay (in `movedTo`, the room svc-rooms has put the guest in, for a room move),
 * and every stay of the reservation published (the guest's name travels in their events).
 */
export async function applyChange(
  tx: TransactionSql,
  change: BookingChange,
  plan: ChangePlan,
  vault: CardVault,
  actor: AuditActor,
  movedTo?: { room_id: number; room_num: string },
): Promise<UpdateReservationAnswer> {
  const { reservation, stay, scope, types } = plan;
  const wanted = change.stay;
  if (scope.datesChanged || scope.typeChanged) {
    await applyInventoryChanges(
      tx,
      inventoryChanges(
        [{ roomTypeId: stay.room_type_id, arrival: stay.check_in_date, departure: stay.check_out_date }],
        [{ roomTypeId: wanted.room_type_id, arrival: wanted.arrival, departure: wanted.departure }],
      ),
    );
  }
  await updateGuest(tx, reservation.customer_id, change.guest, { number: change.card.number, expiry: change.card.expiry ?? reservation.cc_expiration }, vault);
  await tx`update reservations set comments = ${change.comments} where reservation_id = ${reservation.reservation_id}`;
  const released = plan.releaseRoom ? (await releaseAssignedRooms(tx, [stay.res_room_id], actor)).length > 0 : false;
  if (movedTo) await tx`update res_rooms set room_id = ${movedTo.room_id}, room_num = ${movedTo.room_num} where res_room_id = ${stay.res_room_id}`;
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
    plan.stays.map((s) => s.res_room_id),
  );
  const fields = ['arrival', 'departure', 'room_type_id', 'adults', 'comments', 'room_num'] as const;
  const before = { arrival: stay.check_in_date, departure: stay.check_out_date, room_type_id: stay.room_type_id, adults: stay.adults, comments: stay.comments, room_num: stay.room_num };
  const after = { ...wanted, room_num: movedTo?.room_num ?? (released ? null : stay.room_num) };
  await recordAudit(tx, actor, {
    action: movedTo ? 'stay.room_moved' : 'reservation.updated',
    entity: movedTo ? 'stay' : 'reservation',
    entity_id: movedTo ? stay.res_room_id : reservation.reservation_id,
    changes: changesBetween(before, after, fields),
  });
  return { reservation_id: reservation.reservation_id, version: await reservationVersion(tx, reservation.reservation_id), message: 'Reservation was successfully updated!' };
}
