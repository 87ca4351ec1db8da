import {
  bookingFieldName,
  expiryProblem,
  stayDateProblems,
  type CancelReservationAnswer,
  type CreateReservationAnswer,
  type CreateReservationBody,
  type UpdateReservationAnswer,
  type UpdateReservationBody,
} from '@pms/contracts/reservations';
import { badRequest, CommandRefused, conflict, notFound, type TransactionSql } from '@pms/service-kit';
import type { CardVault } from '../domain/card-vault';
import type { RoomAssigner } from '../domain/room-moves';
import { newConfirmationCode } from '../domain/confirmation-code';
import { inventoryChanges, type StayNights } from '../domain/inventory';
import { publishStays, recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges } from './inventory';

/** What a booking needs besides its body: who books, when ("today" in the hotel zone), the card key. */
export interface BookingContext {
  userId: number;
  today: string;
  now: Date;
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

interface RoomTypeRow {
  room_type_id: number;
  type: string;
  rate: string;
}

/** The guest's columns from the `cust` array (the card is handled apart). */
function guestColumns([first_name, last_name, address, city, state, zip, email, phone]: readonly [string, string, string, string, string, string, string, string, ...unknown[]]) {
  return { first_name, last_name, address, city, state, zip, email, phone };
}

/** The card as stored: sealed, with the key's fingerprint, and its last four digits in clear. */
function cardColumns(vault: CardVault, card: string) {
  return { card_sealed: vault.seal(card), card_key_id: vault.keyId, cc_last_four: card.slice(-4) };
}

async function roomTypesById(tx: TransactionSql, ids: number[]): Promise<Map<number, RoomTypeRow>> {
  const rows = await tx<RoomTypeRow[]>`
    select room_type_id, type, rate::text as rate from room_types where room_type_id = any(${ids}::int[])`;
  return new Map(rows.map((r) => [r.room_type_id, r]));
}

/** Inserts a stay under a fresh confirmation code, drawing again on the (rare) clash. */
async function insertStay(
  tx: TransactionSql,
  stay: { reservation_id: number; room_type_id: number; check_in_date: string; check_out_date: string; adults: number; rate: string; comments: string },
): Promise<{ res_room_id: number; confirmation_code: string }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [row] = await tx<{ res_room_id: number; confirmation_code: string }[]>`
      insert into res_rooms ${tx({ ...stay, confirmation_code: newConfirmationCode() })}
      on conflict (confirmation_code) do nothing
      returning res_room_id, confirmation_code`;
    if (row) return row;
  }
  throw new Error('could not draw an unused confirmation code in 10 attempts');
}

/**
 * Books a reservation in the caller's transaction (docs/architecture.md §6 "Book"): checks the rules that need
 * today and the room types, then inserts the guest, the reservation and its stays, takes a unit of
 * inventory for every night, and writes each stay's state event to the outbox. Anything refused
 * throws before commit, so a refused booking leaves nothing behind.
 */
export async function bookReservation(tx: TransactionSql, body: CreateReservationBody, ctx: BookingContext): Promise<CreateReservationAnswer> {
  const [, , , , , , , , card, expiry] = body.cust;
  const problems: Record<string, string> = {};
  const expired = expiryProblem(expiry, ctx.today);
  if (expired) problems.cc_expiration = expired;

  const types = await roomTypesById(tx, body.rooms.map((r) => r[0]));
  body.rooms.forEach(([roomTypeId, arrival, departure], i) => {
    const name = (field: number) => bookingFieldName(['rooms', i, field]);
    if (!types.has(roomTypeId)) problems[name(0)] = 'is not a room type of this hotel';
    for (const [field, problem] of Object.entries(stayDateProblems(arrival, departure, ctx.today)))
      problems[name(field === 'check_in_date' ? 1 : 2)] = problem;
  });
  if (Object.keys(problems).length) throw badRequest(problems);

  const [customer] = await tx<{ customer_id: number }[]>`
    insert into customers ${tx({ ...guestColumns(body.cust), ...cardColumns(ctx.vault, card), cc_expiration: expiry, created_at: ctx.now })}
    returning customer_id`;
  const [reservation] = await tx<{ reservation_id: number }[]>`
    insert into reservations ${tx({
      customer_id: customer!.customer_id,
      user_id: ctx.userId,
      comments: body.reserve[1] ?? '',
      created_at: ctx.now,
    })}
    returning reservation_id`;
  const reservation_id = reservation!.reservation_id;

  const stays: { res_room_id: number; confirmation_code: string }[] = [];
  for (const [roomTypeId, arrival, departure, adults, , comments] of body.rooms) {
    stays.push(
      await insertStay(tx, {
        reservation_id,
        room_type_id: roomTypeId,
        check_in_date: arrival,
        check_out_date: departure,
        adults,
        rate: types.get(roomTypeId)!.rate,
        comments: comments ?? '',
      }),
    );
  }
  await applyInventoryChanges(
    tx,
    inventoryChanges(
      [],
      body.rooms.map(([roomTypeId, arrival, departure]) => ({ roomTypeId, arrival, departure })),
    ),
  );
  await publishStays(
    tx,
    stays.map((s) => s.res_room_id),
  );
  return { reservation_id, confirmation_codes: stays.map((s) => s.confirmation_code) };
}

interface LockedReservation {
  reservation_id: number;
  customer_id: number;
  active: boolean;
  version: number;
  cc_expiration: string;
}

interface LockedStay {
  res_room_id: number;
  room_type_id: number;
  check_in_date: string;
  check_out_date: string;
  adults: number;
  comments: string;
  checked_in: boolean;
  checked_out: boolean;
  room_id: number | null;
  room_num: string | null;
}

async function lockReservation(tx: TransactionSql, reservationId: number): Promise<LockedReservation> {
  const [row] = await tx<LockedReservation[]>`
    select r.reservation_id, r.customer_id, r.active, r.version, c.cc_expiration
    from reservations r join customers c on c.customer_id = r.customer_id
    where r.reservation_id = ${reservationId}
    for update of r`;
  if (!row) throw notFound(`There is no reservation ${reservationId}.`);
  return row;
}

async function lockStays(tx: TransactionSql, reservationId: number): Promise<LockedStay[]> {
  return tx<LockedStay[]>`
    select res_room_id, room_type_id, check_in_date::text as check_in_date, check_out_date::text as check_out_date,
           adults::int as adults, comments, checked_in, checked_out, room_id, room_num
    from res_rooms where reservation_id = ${reservationId}
    order by res_room_id
    for update`;
}

const STALE_MESSAGE =
  'This reservation was changed by someone else after you opened it. Reload it to see the changes, then make yours again.';

/** A room number field that means "no change": empty, the arrivals screen's `Not Set`, or the current one. */
function roomNumberChanged(sent: UpdateReservationBody['roomNum'], current: string | null): boolean {
  if (sent === undefined || sent === null) return false;
  const text = String(sent).trim();
  if (text === '' || text.toLowerCase() === 'not set') return false;
  return text !== (current ?? '');
}

async function findRoomByNumber(tx: TransactionSql, roomNum: string): Promise<{ room_id: number } | undefined> {
  // Several rows can share a number only transiently (a room renumbered); the active one is meant.
  const [room] = await tx<{ room_id: number }[]>`
    select room_id from rooms where room_num = ${roomNum} order by active desc, room_id limit 1`;
  return room;
}

/**
 * Asks svc-rooms to move the stay (it frees and marks dirty the old room in the same step). A
 * refusal names the room and becomes a 409; rooms unreachable is a 503 (the bus's error).
 */
async function moveRoom(ctx: BookingContext, cmd: { res_room_id: number; room_type_id: number; room_id: number }) {
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
export async function updateReservation(tx: TransactionSql, body: UpdateReservationBody, ctx: BookingContext): Promise<UpdateReservationAnswer> {
  const reservation = await lockReservation(tx, body.reservation_id);
  if (reservation.customer_id !== body.customerId) throw badRequest({ customerId: 'is not the guest of this reservation' });
  const stays = await lockStays(tx, body.reservation_id);
  const stay = stays.find((s) => s.res_room_id === body.resRoomId);
  if (!stay) throw badRequest({ resRoomId: 'is not a room of this reservation' });
  if (reservation.version !== body.version) throw conflict(STALE_MESSAGE, { version: `is ${reservation.version} now` });
  if (!reservation.active) throw conflict('This reservation is cancelled and can no longer be changed.');

  const [roomTypeId, arrival, departure, adults, , comments = ''] = body.rooms[0]!;
  const [, , , , , , , , card, expiry] = body.cust;

  const datesChanged = arrival !== stay.check_in_date || departure !== stay.check_out_date;
  const typeChanged = roomTypeId !== stay.room_type_id;
  const stayChanged = datesChanged || typeChanged || adults !== stay.adults || comments !== stay.comments;

  const roomMoved = roomNumberChanged(body.roomNum, stay.room_num);
  if (stay.checked_out && (stayChanged || roomMoved)) throw conflict('The guest has checked out; the stay can no longer be changed.');
  if (roomMoved && !stay.checked_in)
    throw conflict('Rooms are assigned at check-in at the front desk; the room number cannot be set before the guest arrives.');
  if (stay.checked_in && arrival !== stay.check_in_date) throw conflict('The guest has checked in; the arrival date can no longer be changed.');
  if (stay.checked_in && typeChanged) throw conflict('The guest has checked in; a change of room type is a room move, done at the front desk.');

  const problems: Record<string, string> = {};
  const types = await roomTypesById(tx, [roomTypeId]);
  if (!types.has(roomTypeId)) problems.room_type_id = 'is not a room type of this hotel';
  if (datesChanged) {
    Object.assign(problems, stayDateProblems(arrival, departure, ctx.today, { arrivalUnchanged: arrival === stay.check_in_date }));
    // A departure moved now cannot be in the past (a stay under way may leave today at the earliest).
    if (!problems.check_out_date && departure !== stay.check_out_date && departure < ctx.today)
      problems.check_out_date = `must not be before today (${ctx.today})`;
  }
  // A new card, or a new expiry date, must be good today; an untouched one is left as it is.
  const newExpiry = expiry ?? reservation.cc_expiration;
  if (card || newExpiry !== reservation.cc_expiration) {
    const expired = expiryProblem(newExpiry, ctx.today);
    if (expired) problems.cc_expiration = expired;
  }
  const newRoom = roomMoved ? await findRoomByNumber(tx, String(body.roomNum).trim()) : undefined;
  if (roomMoved && !newRoom) problems.roomNum = 'is not a room of this hotel';
  if (Object.keys(problems).length) throw badRequest(problems);

  if (datesChanged || typeChanged) {
    const before: StayNights = { roomTypeId: stay.room_type_id, arrival: stay.check_in_date, departure: stay.check_out_date };
    const after: StayNights = { roomTypeId, arrival, departure };
    await applyInventoryChanges(tx, inventoryChanges([before], [after]));
  }

  await tx`
    update customers set ${tx({ ...guestColumns(body.cust), ...(card ? cardColumns(ctx.vault, card) : {}), cc_expiration: newExpiry })}
    where customer_id = ${reservation.customer_id}`;
  await tx`update reservations set comments = ${body.reserve[1] ?? ''} where reservation_id = ${reservation.reservation_id}`;
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
      room_type_id: roomTypeId,
      check_in_date: arrival,
      check_out_date: departure,
      adults,
      comments,
      // A new room type is sold at its own rate; dates alone keep the rate the guest booked.
      ...(typeChanged ? { rate: types.get(roomTypeId)!.rate } : {}),
    })}
    where res_room_id = ${stay.res_room_id}`;
  await recordStayChanges(
    tx,
    stays.map((s) => s.res_room_id),
  );
  const [after] = await tx<{ version: number }[]>`select version from reservations where reservation_id = ${reservation.reservation_id}`;
  return { reservation_id: reservation.reservation_id, version: after!.version, message: 'Reservation was successfully updated!' };
}

/**
 * Cancels an active reservation none of whose stays is checked in (docs/architecture.md §6 "Cancel"): every
 * night goes back to inventory and every stay's event says it is no longer active.
 */
export async function cancelReservation(tx: TransactionSql, reservationId: number): Promise<CancelReservationAnswer> {
  const reservation = await lockReservation(tx, reservationId);
  if (!reservation.active) throw conflict('This reservation is already cancelled.');
  const stays = await lockStays(tx, reservationId);
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
  await recordStayChanges(
    tx,
    stays.map((s) => s.res_room_id),
  );
  const [after] = await tx<{ version: number }[]>`select version from reservations where reservation_id = ${reservationId}`;
  return { reservation_id: reservationId, active: 0, version: after!.version, message: 'Reservation has been cancelled!' };
}
