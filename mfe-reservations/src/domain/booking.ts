/**
 * Request bodies of the booking calls (docs/product.md §7: the positional arrays the reference screens
 * send) and how their failures are explained on the page. Pure: the pages call these.
 */
import { normalizeCardNumber } from '@pms/contracts/rules/guest';
import { ApiError, fieldMessage, GUEST_FIELDS, type ApiBody, type GuestErrors, type GuestField, type GuestValues } from '@pms/ui';

/** The bodies as the OpenAPI document has them (what the service accepts). */
type CreateReservationInput = ApiBody<'POST /api/hw/reservation'>;
type UpdateReservationInput = ApiBody<'PUT /api/hw/reservation'>;
import { adultsToSend, type StayErrors, type StayField, type StayValues } from './stay';

/** The room type as the dropdown knows it (GET /api/room/types). */
export interface ChosenRoomType {
  room_type_id: number;
  /** Nightly rate in dollars. Sent as the reference screens do; the service uses its own rate. */
  rate: number;
}

/** `cust`: [first, last, address, city, state, zip, email, phone, card, expiry] (docs/product.md §7). */
function custArray(guest: GuestValues): CreateReservationInput['cust'] {
  return [
    guest.first_name.trim(),
    guest.last_name.trim(),
    guest.address.trim(),
    guest.city.trim(),
    guest.state.trim(),
    guest.zip.trim(),
    guest.email.trim(),
    guest.phone.trim(),
    // docs/product.md §5: spaces are stripped from the card number before sending.
    normalizeCardNumber(guest.credit_card_num),
    guest.cc_expiration.trim(),
  ];
}

/** One `rooms` entry: [roomtype, arrival, departure, adults, rate, comments]. */
function roomEntry(stay: StayValues, roomType: ChosenRoomType, comments: string): CreateReservationInput['rooms'][number] {
  return [roomType.room_type_id, stay.arrival, stay.departure, adultsToSend(stay.adults), roomType.rate, comments.trim()];
}

/**
 * `POST /api/hw/reservation`. `reserve` is [user_id, blank] (docs/product.md §7): the guest form's comments
 * belong to the room, where the confirmation shows them. The CVC is never sent.
 */
export function createReservationBody(
  guest: GuestValues,
  stay: StayValues,
  roomType: ChosenRoomType,
  userId: number | null,
): CreateReservationInput {
  return { cust: custArray(guest), reserve: [userId, ''], rooms: [roomEntry(stay, roomType, guest.comments)] };
}

export interface ReservationIds {
  customerId: number;
  reservationId: number;
  resRoomId: number;
  /** The reservation's version as loaded; the service refuses a stale one (409). */
  version: number;
}

/**
 * `PUT /api/hw/reservation`: the create shape plus the ids and version. An empty card field sends
 * '' (the service keeps the stored card); only a newly typed number replaces it.
 * `roomNum`: the room number field, '' when unchanged or not editable.
 */
export function updateReservationBody(
  guest: GuestValues,
  stay: StayValues,
  roomType: ChosenRoomType,
  ids: ReservationIds,
  roomNum: string,
  userId: number | null,
): UpdateReservationInput {
  return {
    cust: custArray(guest),
    reserve: [userId, ''],
    rooms: [roomEntry(stay, roomType, guest.comments)],
    customerId: ids.customerId,
    reservation_id: ids.reservationId,
    resRoomId: ids.resRoomId,
    version: ids.version,
    roomNum: roomNum.trim(),
  };
}

// ---- failures -------------------------------------------------------------------------------------

/** What went wrong with a booking call, in the terms the page explains it. */
export type BookingProblem =
  /** 400: messages go under the fields; `other` holds what no field on the page shows. */
  | { kind: 'invalid'; guest: GuestErrors; stay: StayErrors; other: string[] }
  /** 409: a night of the stay has nothing left of the room type. */
  | { kind: 'sold_out'; message: string }
  /** 409: the reservation changed since the screen loaded it. */
  | { kind: 'stale'; message: string }
  /** 409 for another reason (cancelled meanwhile, checked in, room refused). */
  | { kind: 'conflict'; message: string; stay: StayErrors }
  /** The reservation is not there (404). */
  | { kind: 'not_found'; message: string }
  /** Session ended: the shell takes the clerk to the login screen; nothing to show here. */
  | { kind: 'signed_out' }
  /** Unreachable, 5xx, or anything else. */
  | { kind: 'failed'; message: string };

/** The service's field names (docs/product.md §3, contracts' ROOM_FIELDS) → the stay fields on the page. */
const STAY_FIELDS: Record<string, StayField> = {
  check_in_date: 'arrival',
  check_out_date: 'departure',
  adults: 'adults',
  room_type_id: 'roomTypeId',
  room_type: 'roomTypeId',
  roomNum: 'roomNum',
};

/** Readable names for fields the page has no input for, used in the summary line. */
const OTHER_FIELD_NAMES: Record<string, string> = {
  rate: 'rate',
  reservation_comments: 'comments',
  version: 'version',
};


/** Sorts a 400's `fields` onto the guest form, the stay fields and a leftover list. */
export function splitFields(fields: Record<string, string> | undefined): { guest: GuestErrors; stay: StayErrors; other: string[] } {
  const guest: GuestErrors = {};
  const stay: StayErrors = {};
  const other: string[] = [];
  for (const [name, msg] of Object.entries(fields ?? {})) {
    if ((GUEST_FIELDS as readonly string[]).includes(name)) guest[name as GuestField] = fieldMessage(msg);
    else if (STAY_FIELDS[name]) stay[STAY_FIELDS[name]] = fieldMessage(msg);
    else other.push(`${OTHER_FIELD_NAMES[name] ?? name}: ${msg}`);
  }
  return { guest, stay, other };
}

export const PROBLEM_TEXT = {
  stale:
    'This reservation was changed by someone else while you were editing it. Reload it to see the current version, then make your change again.',
  failed: 'The server could not be reached or had a problem. Nothing was lost on this screen: try again.',
  invalid: 'Some of the information is not valid. Check the marked fields.',
} as const;

/** Turns whatever a booking call threw into the problem the page explains. */
export function bookingProblem(error: unknown): BookingProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: PROBLEM_TEXT.failed };
  const { status, fields, message } = error;
  if (status === 401) return { kind: 'signed_out' };
  if (status === 400) return { kind: 'invalid', ...splitFields(fields) };
  if (status === 404) return { kind: 'not_found', message };
  if (status === 409) {
    if (fields?.night !== undefined) return { kind: 'sold_out', message };
    if (fields?.version !== undefined) return { kind: 'stale', message: PROBLEM_TEXT.stale };
    return { kind: 'conflict', message, stay: splitFields(fields).stay };
  }
  if (status === 0) return { kind: 'failed', message: `${message} Nothing was lost on this screen.` };
  return { kind: 'failed', message: `${message} Nothing was lost on this screen: try again.` };
}

// ---- Idempotency-Key ------------------------------------------------------------------------------

/**
 * One Idempotency-Key per submit attempt: submitting the same form again (after a timeout or a
 * lost answer) sends the same key, so the service books once; once the clerk changes anything, the
 * next submit is a new attempt with a new key (else the service would answer the old booking).
 */
export class SubmitKeys {
  private fingerprint: string | undefined;
  private key: string | undefined;

  constructor(private readonly newKey: () => string) {}

  /** The key for a body: the previous one when the body is the same as last time. */
  keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.key === undefined || fingerprint !== this.fingerprint) {
      this.key = this.newKey();
      this.fingerprint = fingerprint;
    }
    return this.key;
  }
}

// ---- page messages --------------------------------------------------------------------------------

export type BookingAction = 'book' | 'update' | 'cancel';

const TITLES: Record<BookingAction, string> = {
  book: 'The reservation was not made.',
  update: 'The reservation was not updated.',
  cancel: 'The reservation was not cancelled.',
};

export interface ProblemText {
  title: string;
  text: string;
  details?: string[];
  /** Offer to reload the reservation (it changed meanwhile). */
  offerReload: boolean;
}

/** The words the page shows for a problem; null when there is nothing to show (signed out). */
export function problemText(problem: BookingProblem, action: BookingAction): ProblemText | null {
  const title = TITLES[action];
  switch (problem.kind) {
    case 'signed_out':
      return null;
    case 'invalid':
      return { title, text: PROBLEM_TEXT.invalid, details: problem.other.length ? problem.other : undefined, offerReload: false };
    case 'sold_out':
      return { title, text: `${problem.message} Choose other dates or another room type.`, offerReload: false };
    case 'stale':
      return { title, text: problem.message, offerReload: true };
    case 'conflict':
      // Cancelled or checked in meanwhile: what the screen shows is out of date.
      return { title, text: problem.message, offerReload: action !== 'book' };
    case 'not_found':
      return { title, text: problem.message, offerReload: false };
    case 'failed':
      return { title, text: problem.message, offerReload: false };
  }
}
