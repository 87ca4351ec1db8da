/** From a loaded reservation to the update screen's fields, and what it may change (pure). */
import type { Reservation, ResRoom } from '@pms/contracts/reservations';
import type { GuestValues } from '@pms/ui';
import type { StayValues } from './stay';

export function guestFromReservation(r: Reservation, stay: ResRoom | undefined): GuestValues {
  return {
    first_name: r.first_name,
    last_name: r.last_name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    // The stored number never comes back; a number typed here replaces it.
    credit_card_num: '',
    cc_expiration: r.cc_expiration,
    cvc: '',
    comments: stay?.comments ?? r.comments,
  };
}

export function stayFromRoom(room: ResRoom): StayValues {
  return {
    arrival: room.check_in_date,
    departure: room.check_out_date,
    adults: String(room.adults),
    roomTypeId: String(room.room_type_id),
  };
}

/** The text of the room number field: the assigned room, or Not Set (docs/product.md §3). */
export const roomNumText = (room: ResRoom): string => room.room_num ?? 'Not Set';

export interface UpdateRules {
  /** docs/product.md §2/§4: Cancel is disabled once checked in or when inactive. */
  canCancel: boolean;
  /** Why Cancel is disabled, for the clerk. */
  cancelBlockedBecause?: string;
  /** Anything may be submitted at all (not for a cancelled reservation). */
  canSubmit: boolean;
  /** Dates, nights, adults and room type (not after check-out). */
  stayEditable: boolean;
  /** Checked in: the arrival and room type are fixed; the departure may still move. */
  arrivalLocked: boolean;
  /** The room number is assigned at check-in; afterwards a new number is a room move. */
  roomNumEditable: boolean;
  /** A short state for the header line. */
  status: 'Active' | 'Cancelled' | 'Checked in' | 'Checked out';
}

export function updateRules(r: Reservation, rooms: readonly ResRoom[]): UpdateRules {
  const active = r.active === 1;
  const checkedIn = rooms.some((s) => s.checked_in === 1);
  const stay = rooms[0];
  const checkedOut = stay?.checked_out === 1;
  const status = !active ? 'Cancelled' : checkedOut ? 'Checked out' : checkedIn ? 'Checked in' : 'Active';
  return {
    canCancel: active && !checkedIn,
    cancelBlockedBecause: !active
      ? 'This reservation is cancelled.'
      : checkedIn
        ? 'The guest has checked in; a checked-in reservation cannot be cancelled.'
        : undefined,
    canSubmit: active && stay !== undefined,
    stayEditable: active && !checkedOut,
    arrivalLocked: stay?.checked_in === 1,
    roomNumEditable: active && stay?.checked_in === 1 && !checkedOut,
    status,
  };
}
