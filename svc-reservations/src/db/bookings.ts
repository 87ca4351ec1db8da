import type { CancelReservationAnswer, CreateReservationAnswer } from '@pms/contracts/reservations';
import { badRequest, changesBetween, conflict, recordAudit, type AuditActor, type TransactionSql } from '@pms/service-kit';
import { bookingProblems, type BookingRequest } from '../domain/booking';
import type { CardVault } from '../domain/card-vault';
import { inventoryChanges } from '../domain/inventory';
import { publishStays, recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges } from './inventory';
import { releaseAssignedRooms } from './room-assignments';
import { insertGuest, insertReservation, insertStay, lockReservation, lockStays, reservationVersion, roomTypesById } from './reservation-rows';

/** What a booking needs besides the request: who books, when ("today" in the hotel zone), the card key. */
export interface BookingContext {
  /** Who books (the session's user): the reservation's `user_id` and its audit entry. */
  actor: AuditActor & { user_id: number };
  today: string;
  now: Date;
  vault: CardVault;
}

/**
 * Books a reservation in the caller's transaction (docs/architecture.md §6 "Book"): checks the rules that need
 * today and the room types, then inserts the guest, the reservation and its stays, takes a unit of
 * inventory for every night, and writes each stay's state event to the outbox. Anything refused
 * throws before commit, so a refused booking leaves nothing behind.
 */
export async function bookReservation(tx: TransactionSql, request: BookingRequest, ctx: BookingContext): Promise<CreateReservationAnswer> {
  const types = await roomTypesById(
    tx,
    request.stays.map((s) => s.room_type_id),
  );
  const problems = bookingProblems(request, ctx.today, new Set(types.keys()));
  if (Object.keys(problems).length) throw badRequest(problems);

  // The new rows and the nights taken touch different tables and depend on nothing of each other:
  // their statements go out interleaved on the transaction's connection, so the two chains wait
  // together (a full night throws once both have settled; the rollback undoes the rows).
  const [inserted, taken] = await Promise.allSettled([
    insertBookingRows(tx, request, types, ctx),
    applyInventoryChanges(
      tx,
      inventoryChanges(
        [],
        request.stays.map((s) => ({ roomTypeId: s.room_type_id, arrival: s.arrival, departure: s.departure })),
      ),
    ),
  ]);
  if (taken.status === 'rejected') throw taken.reason;
  if (inserted.status === 'rejected') throw inserted.reason;
  const { reservation_id, stays } = inserted.value;
  const [first] = request.stays;
  // The stays' events and the audit entry, sent together.
  await Promise.all([
    publishStays(
      tx,
      stays.map((s) => s.res_room_id),
    ),
    recordAudit(tx, ctx.actor, {
      action: 'reservation.created',
      entity: 'reservation',
      entity_id: reservation_id,
      changes: changesBetween(
        null,
        { first_name: request.guest.first_name, last_name: request.guest.last_name, arrival: first?.arrival, departure: first?.departure, room_type_id: first?.room_type_id, confirmation_codes: stays.map((s) => s.confirmation_code) },
        ['first_name', 'last_name', 'arrival', 'departure', 'room_type_id', 'confirmation_codes'],
      ),
    }),
  ]);
  return { reservation_id, confirmation_codes: stays.map((s) => s.confirmation_code) };
}

/** The guest, the reservation and its stays. */
async function insertBookingRows(
  tx: TransactionSql,
  request: BookingRequest,
  types: Awaited<ReturnType<typeof roomTypesById>>,
  ctx: BookingContext,
): Promise<{ reservation_id: number; stays: { res_room_id: number; confirmation_code: string }[] }> {
  const customer_id = await insertGuest(tx, request.guest, request.card, ctx.vault, ctx.now);
  const reservation_id = await insertReservation(tx, { customer_id, user_id: ctx.actor.user_id, booked_by: ctx.actor.username, comments: request.comments, created_at: ctx.now });
  const stays: { res_room_id: number; confirmation_code: string }[] = [];
  for (const stay of request.stays) stays.push(await insertStay(tx, reservation_id, stay, types.get(stay.room_type_id)!.rate));
  return { reservation_id, stays };
}

/**
 * Cancels an active reservation none of whose stays is checked in (docs/architecture.md §6 "Cancel"): every
 * night goes back to inventory and every stay's event says it is no longer active.
 */
export async function cancelReservation(tx: TransactionSql, reservationId: number, actor: AuditActor): Promise<CancelReservationAnswer> {
  const reservation = await lockReservation(tx, reservationId);
  if (reservation.no_show) throw conflict('This reservation is a no-show (the night audit closed its arrival day); it can no longer be cancelled.');
  if (!reservation.active) throw conflict('This reservation is already cancelled.');
  // A no-show stay gave its nights back when it became one.
  const stays = (await lockStays(tx, reservationId)).filter((s) => !s.no_show);
  if (stays.some((s) => s.checked_in))
    throw conflict('The guest has checked in; a checked-in reservation cannot be cancelled.');

  await applyInventoryChanges(
    tx,
    inventoryChanges(
      stays.map((s) => ({ roomTypeId: s.room_type_id, arrival: s.check_in_date, departure: s.check_out_date })),
      [],
    ),
  );
  await tx`update reservations set active = false where reservation_id = ${reservationId}`;
  await recordAudit(tx, actor, { action: 'reservation.cancelled', entity: 'reservation', entity_id: reservationId, changes: { active: [true, false] } });
  // A cancelled stay holds no room: rooms assigned ahead of arrival are free for others again.
  await releaseAssignedRooms(tx, stays.map((s) => s.res_room_id), actor);
  await recordStayChanges(
    tx,
    stays.map((s) => s.res_room_id),
  );
  return { reservation_id: reservationId, active: 0, version: await reservationVersion(tx, reservationId), message: 'Reservation has been cancelled!' };
}
