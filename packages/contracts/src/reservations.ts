/**
 * Reservations: the booking payloads of docs/product.md §7 (arrays, as the reference screens send them),
 * the read models of docs/product.md §3, the search, and the stay state event other services project.
 *
 * The rules these schemas are built on (guest fields, card, expiry, stay dates, limits) live in the
 * zod-free `rules/guest.ts` and `rules/stay.ts`, shared with the booking screens.
 *
 * long-file: one domain's contract — each reservation schema beside its type; split, one contract
 * would be scattered over several files.
 */
import { z } from 'zod';
import { Bit, emptyIfMissing, Id, OptionalDateFilter, PathFilter, textField } from './common';
import { IsoDate } from './dates';
import {
  CARD_DIGITS_PATTERN,
  EXPIRY_PATTERN,
  GUEST_MESSAGES,
  GUEST_RULE_MESSAGES,
  GUEST_TEXT_RULES,
  keepsCardOnFile,
  luhnValid,
  normalizeCardNumber,
  normalizeExpiry,
  padExpiryMonth,
  type GuestTextField,
} from './rules/guest';
import { ADULTS_MESSAGES, ADULTS_PATTERN, BOOKING_LIMITS } from './rules/stay';

/** The rules themselves (zod-free): guest fields, card and expiry, stay dates, limits. */
export * from './rules/guest';
export * from './rules/stay';

// ---- field schemas, built on the rules (rules/guest.ts, rules/stay.ts) ----------------------------

/** The guest's text fields: each made from its rule, so the form and the service refuse alike. */
const guestText = (field: GuestTextField) => textField(GUEST_TEXT_RULES[field]);

export const GuestFirstName = guestText('first_name');
export const GuestLastName = guestText('last_name');
export const GuestEmail = guestText('email');
export const GuestPhone = guestText('phone');

export const CardNumber = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeCardNumber(v) : typeof v === 'number' ? String(v) : emptyIfMissing(v)),
  z
    .string('must be text')
    .min(1, GUEST_MESSAGES.cardRequired)
    .regex(CARD_DIGITS_PATTERN, GUEST_RULE_MESSAGES.cardDigits)
    .refine(luhnValid, GUEST_RULE_MESSAGES.cardChecksum),
);
export const CardExpiry = z.preprocess(
  emptyIfMissing,
  z
    .string('must be text')
    .trim()
    .min(1, GUEST_MESSAGES.expiryRequired)
    .transform(padExpiryMonth)
    .pipe(z.string().regex(EXPIRY_PATTERN, GUEST_RULE_MESSAGES.expiryFormat).transform(normalizeExpiry)),
);

/** On an update, an empty or masked (`****1234`) card means "keep the card on file" (`keepsCardOnFile`). */
export const CardNumberOrKeep = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && keepsCardOnFile(v)) ? undefined : v),
  CardNumber.optional(),
);
export const CardExpiryOrKeep = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  CardExpiry.optional(),
);

/** `adultsProblem` as a schema: a number, or a string of at most three digits; 1 to `maxAdults`. */
export const Adults = z
  .union([z.number(), z.string().trim().regex(ADULTS_PATTERN, ADULTS_MESSAGES.notWhole)])
  .transform(Number)
  .pipe(z.number().int(ADULTS_MESSAGES.notWhole).min(1, ADULTS_MESSAGES.tooFew).max(BOOKING_LIMITS.maxAdults, ADULTS_MESSAGES.tooMany));

/** The rate the browser shows is never used: the service takes the room type's rate. */
const IgnoredRate = z.unknown().optional();

// ---- request bodies -------------------------------------------------------------------------------

/** Names of the `cust` array's positions (docs/product.md §7) as docs/product.md §3 calls them, used in 400 answers. */
export const CUST_FIELDS = ['first_name', 'last_name', 'address', 'city', 'state', 'zip', 'email', 'phone', 'credit_card_num', 'cc_expiration'] as const;
/** Names of a `rooms` entry's positions. */
export const ROOM_FIELDS = ['room_type_id', 'check_in_date', 'check_out_date', 'adults', 'rate', 'comments'] as const;

const guestTuple = <C extends z.ZodType, E extends z.ZodType>(card: C, expiry: E) =>
  z.tuple(
    [GuestFirstName, GuestLastName, guestText('address'), guestText('city'), guestText('state'), guestText('zip'), GuestEmail, GuestPhone, card, expiry],
    'must be a list of 10 guest fields',
  );

/** The stay's comments (the guest form's comments field) and the reservation's. */
const Comments = guestText('comments');

export const RoomRequest = z.tuple(
  [Id, IsoDate, IsoDate, Adults, IgnoredRate, Comments.optional()],
  'must be [roomtype, arrival, departure, adults, rate, comments]',
);
export type RoomRequest = z.infer<typeof RoomRequest>;

/** `reserve` is `[user_id, comments]`; the user id is taken from the session, never from here. */
const ReserveTuple = z.tuple([z.unknown().optional(), Comments.optional()], 'must be [user_id, comments]').default([undefined, '']);

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
  /** 1 once the night audit closed its arrival day without a check-in (then `active` is 0); svc-reservations always sends it. */
  no_show: Bit.optional(),
  user_id: z.number().int(),
  /** The username of the clerk who booked (the session's); null for bookings of older releases. */
  booked_by: z.string().nullable().optional(),
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
  /** 1 for a stay the night audit made a no-show: the Status column reads No-Show (`bookingStatus`). */
  no_show: Bit,
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
