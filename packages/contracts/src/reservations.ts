import { z } from 'zod';
import { Bit, Id, OptionalDateFilter, PathFilter } from './common';
import { addDays, IsoDate, nightsBetween } from './dates';

/**
 * Reservations: the booking payloads of docs/product.md §7 (arrays, as the reference screens send them),
 * the read models of docs/product.md §3, the search, and the stay state event other services project.
 *
 * long-file: one domain's contract — each reservation schema beside its type and the rules it is
 * built from; split, one contract would be scattered over several files.
 */

// ---- rules and messages ---------------------------------------------------------------------------

/** Field messages as docs/product.md §5 words them (the form shows them with a leading `*`). */
export const GUEST_MESSAGES = {
  firstNameRequired: 'Please enter your firstname.',
  lastNameRequired: 'Please enter your lastname.',
  alphabetOnly: 'Please enter alphabet characters only.',
  emailRequired: 'Please enter your email-ID.',
  emailInvalid: 'Please enter valid email-ID.',
  phoneRequired: 'Please enter your mobile no.',
  phoneInvalid: 'Please enter valid mobile no.',
  cardRequired: 'Please enter credit card no.',
  expiryRequired: 'Please enter expiration date.',
} as const;

export const BOOKING_LIMITS = {
  /** Longest stay one booking may hold. */
  maxNights: 365,
  /** How far ahead an arrival may be booked (inventory rows are made on demand, so bound them). */
  horizonDays: 730,
  maxAdults: 10,
  /** Stays (rooms) in one reservation; the screens send one. */
  maxRooms: 9,
  /** Rows the search answers at most; narrow the filters to see others. */
  searchLimit: 500,
} as const;

/** Letters of any alphabet and spaces (docs/product.md §5 "alphabet characters only"). */
const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** `MM/YY` or `MM/YYYY` (also with `-`). */
const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])[/-](\d{2}|\d{4})$/;

/** Card numbers as typed: spaces (and dashes) removed, as the form does before sending. */
export function normalizeCardNumber(card: string): string {
  return card.replace(/[\s-]+/g, '');
}

/** The Luhn check digit test every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `05/27`, `5/2027`, `05-2027` → `05/27` (the stored and shown form). */
export function normalizeExpiry(expiry: string): string {
  const m = EXPIRY_PATTERN.exec(expiry.trim().replace(/^(\d)[/-]/, '0$1/'));
  if (!m) return expiry.trim();
  return `${m[1]}/${(m[2] as string).slice(-2)}`;
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(expiry: string, today: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})$/.exec(normalizeExpiry(expiry));
  if (!m) return 'must be MM/YY';
  const endMonth = `20${m[2]}-${m[1]}`;
  return endMonth < today.slice(0, 7) ? 'the card has expired' : undefined;
}

/**
 * Date rules of a stay (docs/product.md §5, docs/architecture.md §6) as `{check_in_date?, check_out_date?}` problems;
 * empty when fine.
 * `arrivalUnchanged`: an update that keeps a past arrival (a stay already under way) is not refused
 * for it.
 */
export function stayDateProblems(
  arrival: string,
  departure: string,
  today: string,
  { arrivalUnchanged = false }: { arrivalUnchanged?: boolean } = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!arrivalUnchanged && arrival < today) problems.check_in_date = `must not be before today (${today})`;
  else if (arrival > addDays(today, BOOKING_LIMITS.horizonDays))
    problems.check_in_date = `must be within ${BOOKING_LIMITS.horizonDays} days from today`;
  const nights = nightsBetween(arrival, departure);
  if (departure < arrival) problems.check_out_date = 'must not be before the arrival date';
  else if (nights < 1) problems.check_out_date = 'must be after the arrival date (a stay is at least one night)';
  else if (nights > BOOKING_LIMITS.maxNights) problems.check_out_date = `a stay can be at most ${BOOKING_LIMITS.maxNights} nights`;
  return problems;
}

// ---- field schemas --------------------------------------------------------------------------------

/** The screens send `null` for fields never touched; treat it as empty. */
const emptyIfMissing = (v: unknown) => (v === null || v === undefined ? '' : v);
const text = (max: number) =>
  z.preprocess(emptyIfMissing, z.string('must be text').trim().max(max, `must be at most ${max} characters`));

const personName = (required: string) =>
  z.preprocess(
    emptyIfMissing,
    z
      .string('must be text')
      .trim()
      .min(1, required)
      .max(50, 'must be at most 50 characters')
      .regex(NAME_PATTERN, GUEST_MESSAGES.alphabetOnly),
  );

export const GuestFirstName = personName(GUEST_MESSAGES.firstNameRequired);
export const GuestLastName = personName(GUEST_MESSAGES.lastNameRequired);
export const GuestEmail = z.preprocess(
  emptyIfMissing,
  z
    .string('must be text')
    .trim()
    .min(1, GUEST_MESSAGES.emailRequired)
    .max(254, 'must be at most 254 characters')
    .regex(EMAIL_PATTERN, GUEST_MESSAGES.emailInvalid),
);
export const GuestPhone = z.preprocess(
  emptyIfMissing,
  z.string('must be text').trim().min(1, GUEST_MESSAGES.phoneRequired).regex(PHONE_PATTERN, GUEST_MESSAGES.phoneInvalid),
);
export const CardNumber = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeCardNumber(v) : typeof v === 'number' ? String(v) : emptyIfMissing(v)),
  z
    .string('must be text')
    .min(1, GUEST_MESSAGES.cardRequired)
    .regex(/^\d{12,19}$/, 'must be 12 to 19 digits')
    .refine(luhnValid, 'is not a valid card number'),
);
export const CardExpiry = z.preprocess(
  emptyIfMissing,
  z
    .string('must be text')
    .trim()
    .min(1, GUEST_MESSAGES.expiryRequired)
    .transform((v) => v.replace(/^(\d)[/-]/, '0$1/'))
    .pipe(z.string().regex(EXPIRY_PATTERN, 'must be MM/YY').transform(normalizeExpiry)),
);

/**
 * On an update the card field shows nothing or the masked number; only a newly typed number replaces
 * the stored card. Empty, missing or masked (`****1234`) means "keep".
 */
export const CardNumberOrKeep = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || v.includes('*'))) ? undefined : v),
  CardNumber.optional(),
);
export const CardExpiryOrKeep = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  CardExpiry.optional(),
);

export const Adults = z
  .union([z.number(), z.string().trim().regex(/^\d{1,3}$/, `must be a whole number from 1 to ${BOOKING_LIMITS.maxAdults}`)])
  .transform(Number)
  .pipe(
    z
      .number()
      .int(`must be a whole number from 1 to ${BOOKING_LIMITS.maxAdults}`)
      .min(1, 'must be at least 1')
      .max(BOOKING_LIMITS.maxAdults, `must be at most ${BOOKING_LIMITS.maxAdults}`),
  );

/** The rate the browser shows is never used: the service takes the room type's rate. */
const IgnoredRate = z.unknown().optional();

// ---- request bodies -------------------------------------------------------------------------------

/** Names of the `cust` array's positions (docs/product.md §7) as docs/product.md §3 calls them, used in 400 answers. */
export const CUST_FIELDS = ['first_name', 'last_name', 'address', 'city', 'state', 'zip', 'email', 'phone', 'credit_card_num', 'cc_expiration'] as const;
/** Names of a `rooms` entry's positions. */
export const ROOM_FIELDS = ['room_type_id', 'check_in_date', 'check_out_date', 'adults', 'rate', 'comments'] as const;

const guestTuple = <C extends z.ZodType, E extends z.ZodType>(card: C, expiry: E) =>
  z.tuple([GuestFirstName, GuestLastName, text(200), text(100), text(50), text(20), GuestEmail, GuestPhone, card, expiry], 'must be a list of 10 guest fields');

export const RoomRequest = z.tuple(
  [Id, IsoDate, IsoDate, Adults, IgnoredRate, text(1000).optional()],
  'must be [roomtype, arrival, departure, adults, rate, comments]',
);
export type RoomRequest = z.infer<typeof RoomRequest>;

/** `reserve` is `[user_id, comments]`; the user id is taken from the session, never from here. */
const ReserveTuple = z.tuple([z.unknown().optional(), text(1000).optional()], 'must be [user_id, comments]').default([undefined, '']);

/** `POST /api/hw/reservation`. */
export const CreateReservationBody = z.object({
  cust: guestTuple(CardNumber, CardExpiry),
  reserve: ReserveTuple,
  rooms: z
    .array(RoomRequest, 'must be a list of rooms')
    .min(1, 'must hold at least one room')
    .max(BOOKING_LIMITS.maxRooms, `may hold at most ${BOOKING_LIMITS.maxRooms} rooms`),
});
export type CreateReservationBody = z.infer<typeof CreateReservationBody>;
export type CreateReservationInput = z.input<typeof CreateReservationBody>;

/**
 * `PUT /api/hw/reservation`: the create shape for one stay (`resRoomId`) plus the ids, the `version`
 * the screen read (a stale one is refused), and optionally the room number shown on the screen.
 */
export const UpdateReservationBody = z.object({
  cust: guestTuple(CardNumberOrKeep, CardExpiryOrKeep),
  reserve: ReserveTuple,
  rooms: z.array(RoomRequest, 'must be a list of rooms').length(1, 'must hold exactly the one room being changed'),
  customerId: Id,
  reservation_id: Id,
  resRoomId: Id,
  version: z.number('must be the version the reservation was read at').int().positive(),
  /** The room number field of the update screen; empty, `Not Set` or unchanged means no change. */
  roomNum: z.union([z.string().max(20), z.number(), z.null()]).optional(),
});
export type UpdateReservationBody = z.infer<typeof UpdateReservationBody>;
export type UpdateReservationInput = z.input<typeof UpdateReservationBody>;

/**
 * Turns a zod path of the booking bodies into the field name the screens use:
 * `cust.0` → `first_name`, `rooms.0.1` → `check_in_date`, `rooms.2.1` → `rooms.2.check_in_date`,
 * `reserve.1` → `reservation_comments`.
 */
export function bookingFieldName(path: readonly PropertyKey[]): string {
  const [head, a, b] = path;
  if (head === 'cust' && typeof a === 'number' && CUST_FIELDS[a]) return CUST_FIELDS[a];
  if (head === 'reserve' && a === 1) return 'reservation_comments';
  if (head === 'rooms' && typeof a === 'number' && typeof b === 'number' && ROOM_FIELDS[b])
    return a === 0 ? ROOM_FIELDS[b] : `rooms.${a}.${ROOM_FIELDS[b]}`;
  return path.length ? path.map(String).join('.') : '(body)';
}

// ---- answers --------------------------------------------------------------------------------------

export const CreateReservationAnswer = z.object({
  reservation_id: z.number().int(),
  /** One per room, in the order of `rooms`. */
  confirmation_codes: z.array(z.string()),
});
export type CreateReservationAnswer = z.infer<typeof CreateReservationAnswer>;

/** `GET /api/hw/reservation/{id}`: the reservation with its customer (docs/product.md §3). */
export const Reservation = z.object({
  reservation_id: z.number().int(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The only part of the card that ever leaves the service. */
  ccLastFour: z.string(),
  cc_expiration: z.string(),
  active: Bit,
  user_id: z.number().int(),
  created_at: z.string(),
  comments: z.string(),
  /** Send it back with an update; a stale one is refused. */
  version: z.number().int(),
});
export type Reservation = z.infer<typeof Reservation>;

/** `GET /api/hw/res_rooms/{reservation_id}`: the reservation's stays. */
export const ResRoom = z.object({
  res_room_id: z.number().int(),
  reservation_id: z.number().int(),
  room_type_id: z.number().int(),
  type: z.string(),
  room_id: z.number().int().nullable(),
  room_num: z.string().nullable(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  nights: z.number().int(),
  adults: z.number().int(),
  /** Nightly rate in dollars. */
  rate: z.number(),
  comments: z.string(),
  confirmation_code: z.string(),
  checked_in: Bit,
  checked_out: Bit,
  version: z.number().int(),
});
export type ResRoom = z.infer<typeof ResRoom>;
export const ResRoomList = z.array(ResRoom);

export const UpdateReservationAnswer = z.object({
  reservation_id: z.number().int(),
  version: z.number().int(),
  message: z.string(),
});
export type UpdateReservationAnswer = z.infer<typeof UpdateReservationAnswer>;

export const CancelReservationAnswer = z.object({
  reservation_id: z.number().int(),
  active: Bit,
  version: z.number().int(),
  message: z.string(),
});
export type CancelReservationAnswer = z.infer<typeof CancelReservationAnswer>;

// ---- search ---------------------------------------------------------------------------------------

/** Path of `GET /api/hw/reservations_list/...`; the word `undefined` means "no filter". */
export const ReservationSearchParams = z.object({
  firstname: PathFilter,
  lastname: PathFilter,
  sdate: OptionalDateFilter,
  edate: OptionalDateFilter,
  confirmationNumber: PathFilter,
});
export type ReservationSearchParams = z.infer<typeof ReservationSearchParams>;

export const ReservationListRow = z.object({
  last_name: z.string(),
  first_name: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  type: z.string(),
  active: Bit,
  reservation_id: z.number().int(),
  res_room_id: z.number().int(),
  confirmation_code: z.string(),
});
export type ReservationListRow = z.infer<typeof ReservationListRow>;
export const ReservationList = z.array(ReservationListRow);

// ---- events ---------------------------------------------------------------------------------------

/**
 * `pms.reservations.stay.<res_room_id>` (type `eventTypes.stay`): the whole state of a stay, published
 * on every change (booking, update, cancel, check-in, check-out). Rooms keeps which stay holds which
 * room from it; billing the guest, dates and rate it invoices.
 */
export const StayState = z.object({
  res_room_id: z.number().int(),
  reservation_id: z.number().int(),
  room_type_id: z.number().int(),
  type: z.string(),
  arrival: IsoDate,
  departure: IsoDate,
  adults: z.number().int(),
  /** Nightly rate in cents. */
  rate_cents: z.number().int().nonnegative(),
  first_name: z.string(),
  last_name: z.string(),
  cc_last_four: z.string(),
  confirmation_code: z.string(),
  /** False once the reservation is cancelled (or turned into a no-show). */
  active: z.boolean(),
  /** True once the night audit closed the arrival date without a check-in (its nights are released). */
  no_show: z.boolean().default(false),
  checked_in: z.boolean(),
  checked_out: z.boolean(),
  room_id: z.number().int().nullable(),
  room_num: z.string().nullable(),
});
export type StayState = z.infer<typeof StayState>;
