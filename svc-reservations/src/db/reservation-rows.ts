import { notFound, type TransactionSql } from '@pms/service-kit';
import type { GuestDetails, StayOnFile, StayRequest } from '../domain/booking';
import type { CardVault } from '../domain/card-vault';
import { newConfirmationCode } from '../domain/confirmation-code';

/**
 * The rows of a reservation — guest, reservation, stays — as the booking code reads and writes them,
 * always inside the caller's transaction. Writers lock in the order reservation → stays → inventory
 * (docs/reservations.md "Concurrency"); `lockReservation` then `lockStays` is that order.
 */

export interface RoomTypeRow {
  room_type_id: number;
  type: string;
  rate: string;
}

export async function roomTypesById(tx: TransactionSql, ids: number[]): Promise<Map<number, RoomTypeRow>> {
  const rows = await tx<RoomTypeRow[]>`
    select room_type_id, type, rate::text as rate from room_types where room_type_id = any(${ids}::int[])`;
  return new Map(rows.map((r) => [r.room_type_id, r]));
}

/** The card as stored: sealed, with the key's fingerprint, and its last four digits in clear. */
function cardColumns(vault: CardVault, card: string) {
  return { card_sealed: vault.seal(card), card_key_id: vault.keyId, cc_last_four: card.slice(-4) };
}

export async function insertGuest(
  tx: TransactionSql,
  guest: GuestDetails,
  card: { number: string; expiry: string },
  vault: CardVault,
  now: Date,
): Promise<number> {
  const [row] = await tx<{ customer_id: number }[]>`
    insert into customers ${tx({ ...guest, ...cardColumns(vault, card.number), cc_expiration: card.expiry, created_at: now })}
    returning customer_id`;
  return row!.customer_id;
}

/** A changed guest; the card is replaced only when a new number is given. */
export async function updateGuest(
  tx: TransactionSql,
  customerId: number,
  guest: GuestDetails,
  card: { number?: string; expiry: string },
  vault: CardVault,
): Promise<void> {
  await tx`
    update customers set ${tx({ ...guest, ...(card.number ? cardColumns(vault, card.number) : {}), cc_expiration: card.expiry })}
    where customer_id = ${customerId}`;
}

export async function insertReservation(
  tx: TransactionSql,
  r: { customer_id: number; user_id: number; booked_by: string | null; comments: string; created_at: Date },
): Promise<number> {
  const [row] = await tx<{ reservation_id: number }[]>`insert into reservations ${tx(r)} returning reservation_id`;
  return row!.reservation_id;
}

/** Inserts a stay under a fresh confirmation code, drawing again on the (rare) clash. */
export async function insertStay(
  tx: TransactionSql,
  reservationId: number,
  stay: StayRequest,
  rate: string,
): Promise<{ res_room_id: number; confirmation_code: string }> {
  const row = {
    reservation_id: reservationId,
    room_type_id: stay.room_type_id,
    check_in_date: stay.arrival,
    check_out_date: stay.departure,
    adults: stay.adults,
    rate,
    comments: stay.comments,
  };
  for (let attempt = 0; attempt < 10; attempt++) {
    const [inserted] = await tx<{ res_room_id: number; confirmation_code: string }[]>`
      insert into res_rooms ${tx({ ...row, confirmation_code: newConfirmationCode() })}
      on conflict (confirmation_code) do nothing
      returning res_room_id, confirmation_code`;
    if (inserted) return inserted;
  }
  throw new Error('could not draw an unused confirmation code in 10 attempts');
}

export interface LockedReservation {
  reservation_id: number;
  customer_id: number;
  active: boolean;
  /** Every stay was a no-show (then not active either). */
  no_show: boolean;
  version: number;
  cc_expiration: string;
}

export interface LockedStay extends StayOnFile {
  res_room_id: number;
  room_id: number | null;
  no_show: boolean;
}

export async function lockReservation(tx: TransactionSql, reservationId: number): Promise<LockedReservation> {
  const [row] = await tx<LockedReservation[]>`
    select r.reservation_id, r.customer_id, r.active, r.no_show, r.version, c.cc_expiration
    from reservations r join customers c on c.customer_id = r.customer_id
    where r.reservation_id = ${reservationId}
    for update of r`;
  if (!row) throw notFound(`There is no reservation ${reservationId}.`);
  return row;
}

export async function lockStays(tx: TransactionSql, reservationId: number): Promise<LockedStay[]> {
  return tx<LockedStay[]>`
    select res_room_id, room_type_id, check_in_date::text as check_in_date, check_out_date::text as check_out_date,
           adults::int as adults, comments, checked_in, checked_out, room_id, room_num, no_show
    from res_rooms where reservation_id = ${reservationId}
    order by res_room_id
    for update`;
}

export async function findRoomByNumber(tx: TransactionSql, roomNum: string): Promise<{ room_id: number } | undefined> {
  // Several rows can share a number only transiently (a room renumbered); the active one is meant.
  const [room] = await tx<{ room_id: number }[]>`
    select room_id from rooms where room_num = ${roomNum} order by active desc, room_id limit 1`;
  return room;
}

export async function reservationVersion(tx: TransactionSql, reservationId: number): Promise<number> {
  const [row] = await tx<{ version: number }[]>`select version from reservations where reservation_id = ${reservationId}`;
  return row!.version;
}
