import {
  bookingFieldName,
  checkChangedStayDates,
  expiryProblem,
  expiryToCheck,
  ROOM_FIELDS,
  stayDateMessage,
  stayDateProblems,
} from '@pms/contracts/reservations';

/**
 * A booking and a change to one, as named objects. The screens send docs/product.md §7's arrays
 * (`cust`, `reserve`, `rooms`); `routes/booking-request.ts` turns them into these once, at the edge,
 * and nothing inside the service reads a position of an array. The rules here are pure: the caller
 * reads what they need (today, the room types, the stay under its lock) and acts on the answer.
 */

/** The guest's details as the guest form has them (docs/product.md §3 field names). */
export interface GuestDetails {
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
}

/** One stay asked for: the room type, its nights, who sleeps there. The browser's rate is never used. */
export interface StayRequest {
  room_type_id: number;
  arrival: string;
  departure: string;
  adults: number;
  comments: string;
}

/** `POST /api/hw/reservation`: a new guest, their card and the stays they book. */
export interface BookingRequest {
  guest: GuestDetails;
  /** Digits only (the schema strips spaces) and the expiry as `MM/YY`. */
  card: { number: string; expiry: string };
  /** The reservation's own comments (`reserve[1]`). */
  comments: string;
  stays: StayRequest[];
}

/** `PUT /api/hw/reservation`: the screen's whole form for one stay of a reservation. */
export interface BookingChange {
  reservation_id: number;
  customer_id: number;
  res_room_id: number;
  /** The reservation's version the screen read; a different one is refused as stale. */
  version: number;
  guest: GuestDetails;
  /** Absent parts keep what is stored (an empty or masked number field keeps the card). */
  card: { number?: string; expiry?: string };
  comments: string;
  stay: StayRequest;
  /** The room number field as typed, trimmed; `undefined` when it means "no change" (empty, `Not Set`). */
  room_num?: string;
}

/** The 400 field name of a stay's field: `check_in_date` for the first stay, `rooms.2.check_in_date` for others. */
export function stayFieldName(index: number, field: (typeof ROOM_FIELDS)[number]): string {
  return bookingFieldName(['rooms', index, ROOM_FIELDS.indexOf(field)]);
}

/**
 * What is wrong with a new booking today, by field (empty when nothing): an expired card, a room type
 * the hotel does not have, and the date rules of every stay (docs/reservations.md "Booking rules").
 */
export function bookingProblems(request: BookingRequest, today: string, knownTypes: ReadonlySet<number>): Record<string, string> {
  const problems: Record<string, string> = {};
  const expired = expiryProblem(request.card.expiry, today);
  if (expired) problems.cc_expiration = expired;
  request.stays.forEach((stay, i) => {
    if (!knownTypes.has(stay.room_type_id)) problems[stayFieldName(i, 'room_type_id')] = 'is not a room type of this hotel';
    for (const [field, problem] of Object.entries(stayDateProblems(stay.arrival, stay.departure, today)))
      problems[stayFieldName(i, field === 'check_in_date' ? 'check_in_date' : 'check_out_date')] = problem;
  });
  return problems;
}

/** What the service holds of the stay being changed, read under its lock. */
export interface StayOnFile {
  room_type_id: number;
  check_in_date: string;
  check_out_date: string;
  adults: number;
  comments: string;
  checked_in: boolean;
  checked_out: boolean;
  room_num: string | null;
}

/** What a change does to its stay: which parts move, and whether the guest changes room. */
export interface ChangeScope {
  datesChanged: boolean;
  typeChanged: boolean;
  /** Anything of the stay itself (dates, type, adults, comments). */
  stayChanged: boolean;
  /** A new room number for the stay (a room move). */
  roomMoved: boolean;
}

export function changeScope(change: BookingChange, stay: StayOnFile): ChangeScope {
  const s = change.stay;
  const datesChanged = s.arrival !== stay.check_in_date || s.departure !== stay.check_out_date;
  const typeChanged = s.room_type_id !== stay.room_type_id;
  return {
    datesChanged,
    typeChanged,
    stayChanged: datesChanged || typeChanged || s.adults !== stay.adults || s.comments !== stay.comments,
    roomMoved: change.room_num !== undefined && change.room_num !== (stay.room_num ?? ''),
  };
}

/**
 * Why the stay's state forbids this change (a 409), or undefined: a checked-out stay is history; a
 * room is only assigned at check-in; a checked-in guest keeps the arrival and the room type (a new
 * type is a room move at the front desk) but may change the departure.
 */
export function changeRefusal(change: BookingChange, stay: StayOnFile, scope: ChangeScope): string | undefined {
  if (stay.checked_out && (scope.stayChanged || scope.roomMoved)) return 'The guest has checked out; the stay can no longer be changed.';
  if (scope.roomMoved && !stay.checked_in)
    return 'Rooms are assigned at check-in at the front desk, or ahead of arrival with Assign room on ARRIVALS; the room number cannot be set here before the guest arrives.';
  if (stay.checked_in && change.stay.arrival !== stay.check_in_date) return 'The guest has checked in; the arrival date can no longer be changed.';
  if (stay.checked_in && scope.typeChanged) return 'The guest has checked in; a change of room type is a room move, done at the front desk.';
  return undefined;
}

/**
 * What is wrong with the change today, by field: the dates (a stay under way keeps its past arrival;
 * a moved departure may not be in the past) and the card's expiry when the card or expiry is new.
 * The room type and room number checks need the database and are the caller's.
 */
export function changeProblems(change: BookingChange, stay: StayOnFile, scope: ChangeScope, storedExpiry: string, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  // The booking screen checks with the same rules (@pms/contracts/rules/stay and /guest).
  const booked = { arrival: stay.check_in_date, departure: stay.check_out_date };
  for (const [field, rule] of Object.entries(checkChangedStayDates(change.stay.arrival, change.stay.departure, today, booked)))
    problems[field] = stayDateMessage(rule, today);
  // A new card, or a new expiry date, must be good today; an untouched one is left as it is.
  const due = expiryToCheck(change.card.expiry ?? '', { cardTyped: Boolean(change.card.number), onFile: storedExpiry });
  const expired = due === undefined ? undefined : expiryProblem(due, today);
  if (expired) problems.cc_expiration = expired;
  return problems;
}

export const STALE_MESSAGE =
  'This reservation was changed by someone else after you opened it. Reload it to see the changes, then make yours again.';
