import { z } from 'zod';
import { Bit, Id, PathFilter } from './common';
import { IsoDate } from './dates';
import { RoomCandidate } from './housekeeping';

/**
 * Front desk (docs/product.md §2 ARRIVALS and IN-HOUSE GUESTS, §3, §4; docs/architecture.md §6 "Check in", "Check out
 * and pay"): arrivals with the rooms they could take and the pending departures, check-in, in-house
 * guests, check-out. Owner: svc-reservations (rooms are taken through svc-rooms' assign command).
 * See docs/reservations.md "Front desk".
 */

/** The text an arrival row shows for a stay no room is assigned to yet (docs/product.md §3). */
export { NOT_SET } from './rules/statuses';

/** A date path part that must be a date (the arrivals date may not be empty, docs/product.md §5). */
const RequiredDate = z
  .string()
  .transform((v) => (v === 'undefined' || v === 'null' ? '' : v.trim()))
  .pipe(z.string().min(1, 'must be a date (YYYY-MM-DD); it may not be empty').pipe(IsoDate));

// ---- arrivals -------------------------------------------------------------------------------------

/**
 * `GET /api/hw/arrivals/{date}/{firstname}/{lastname}/{confirmationNumber}`: names are
 * case-insensitive prefixes, the code a case-insensitive substring, `undefined` = no filter.
 */
export const ArrivalsParams = z.object({
  date: RequiredDate,
  firstname: PathFilter,
  lastname: PathFilter,
  confirmationNumber: PathFilter,
});
export type ArrivalsParams = z.infer<typeof ArrivalsParams>;

/** docs/product.md §3 "Arrival row", plus the guest's names, the code and the reservation. */
export const ArrivalRow = z.object({
  /** `first last`. */
  name: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  /** Room type name. */
  type: z.string(),
  /** The assigned room's number, or `Not Set`. */
  room_num: z.string(),
  room_type_id: z.number().int(),
  res_room_id: z.number().int(),
  checked_in: Bit,
  first_name: z.string(),
  last_name: z.string(),
  confirmation_code: z.string(),
  reservation_id: z.number().int(),
  /** 1 once the guest has also checked out (an arrival of a past date). */
  checked_out: Bit,
});
export type ArrivalRow = z.infer<typeof ArrivalRow>;

/** docs/product.md §3 "Pending departures item": stays of a room type due out that day, not checked out. */
export const PendingDeparture = z.object({
  type: z.string(),
  pending_departures: z.number().int().positive(),
  room_type_id: z.number().int(),
});
export type PendingDeparture = z.infer<typeof PendingDeparture>;
/** Only types with at least one pending departure, by room type id; empty = the screen's `None`. */
export const PendingDepartureList = z.array(PendingDeparture);

/** `GET /api/hw/pending_departures/{date}`. */
export const PendingDeparturesParams = z.object({ date: RequiredDate });

/**
 * A vacant room an open work order takes out of service on the date: the check-in room choice shows it
 * greyed out with the work order's reason rather than leaving it out (issue #17).
 */
export const OutOfOrderRoom = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  room_issue_id: z.number().int(),
  issue: z.string(),
  start_date: IsoDate,
  end_date: IsoDate,
});
export type OutOfOrderRoom = z.infer<typeof OutOfOrderRoom>;

/**
 * docs/product.md §3 "Arrivals response". `rooms_arrivals`: the rooms a stay could take that night —
 * active, vacant now, not out of order on the date — by room number; dirty ones have `clean: 0`.
 * `rooms_out_of_order`: the active, vacant rooms out of order that night, with their work order (absent
 * from answers of older services).
 */
export const ArrivalsAnswer = z.object({
  arrivals: z.array(ArrivalRow),
  rooms_arrivals: z.array(RoomCandidate),
  rooms_out_of_order: z.array(OutOfOrderRoom).optional(),
  pending_departures: PendingDepartureList,
});
export type ArrivalsAnswer = z.infer<typeof ArrivalsAnswer>;

// ---- check-in -------------------------------------------------------------------------------------

/** `PUT /api/hw/checkinRoom/{res_room_id}/{room_id}` (no body): the stay, then the chosen room. */
export const CheckinParams = z.object({ res_room_id: Id, room_id: Id });
export type CheckinParams = z.infer<typeof CheckinParams>;

/** The stay's arrival row after check-in, and the room's cleanliness (the screen flags a dirty room). */
export const CheckinAnswer = ArrivalRow.extend({
  room_id: z.number().int(),
  clean: Bit,
  message: z.string(),
});
export type CheckinAnswer = z.infer<typeof CheckinAnswer>;

// ---- room assignment (issue #17) -----------------------------------------------------------------

/** `PUT|DELETE /api/stays/{res_room_id}/room` and `GET /api/stays/{res_room_id}/rooms`: the stay. */
export const StayRoomParams = z.object({ res_room_id: Id });
export type StayRoomParams = z.infer<typeof StayRoomParams>;

/** `PUT /api/stays/{res_room_id}/room`: the room to hold for the stay ahead of its arrival. */
export const AssignRoomBody = z.object({ room_id: Id });
export type AssignRoomBody = z.infer<typeof AssignRoomBody>;

/**
 * The stay's arrival row after an assignment or a release (`room_num` is `Not Set` once released),
 * the room it now holds (null when none) and what happened, for the screen.
 */
export const StayRoomAnswer = ArrivalRow.extend({
  room_id: z.number().int().nullable(),
  message: z.string(),
});
export type StayRoomAnswer = z.infer<typeof StayRoomAnswer>;

/**
 * `GET /api/stays/{res_room_id}/rooms`: the room choice for assigning a room to a stay ahead of its
 * arrival — `rooms`: active rooms of the stay's type no other stay holds on any of its nights (assigned
 * or in the house) and out of order on none of them (the stay's own room included); `rooms_out_of_order`:
 * those a work order takes out for one of its nights, with that work order (the earliest).
 */
export const StayRoomChoice = z.object({
  rooms: z.array(RoomCandidate),
  rooms_out_of_order: z.array(OutOfOrderRoom),
});
export type StayRoomChoice = z.infer<typeof StayRoomChoice>;

// ---- in-house guests ------------------------------------------------------------------------------

/**
 * `GET /api/hw/guests/{firstname}/{lastname}/{roomNumber}/{confirmationNumber}`: names are
 * case-insensitive prefixes, the room number exact, the code a substring; `undefined` = no filter.
 */
export const GuestsParams = z.object({
  firstname: PathFilter,
  lastname: PathFilter,
  roomNumber: PathFilter,
  confirmationNumber: PathFilter,
});
export type GuestsParams = z.infer<typeof GuestsParams>;

/** docs/product.md §3 "In-house guest", plus the stay, its code and its room type id. */
export const InHouseGuest = z.object({
  reservation_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  type: z.string(),
  room_num: z.string(),
  res_room_id: z.number().int(),
  room_type_id: z.number().int(),
  confirmation_code: z.string(),
});
export type InHouseGuest = z.infer<typeof InHouseGuest>;
export const InHouseGuestList = z.array(InHouseGuest);

// ---- check-out ------------------------------------------------------------------------------------

/** `PUT /api/hw/checkoutRoom/{res_room_id}/{room_num}` (no body): the stay, then its room's number. */
export const CheckoutParams = z.object({
  res_room_id: Id,
  room_num: z.string().trim().min(1, 'must be a room number').max(20, 'must be at most 20 characters'),
});
export type CheckoutParams = z.infer<typeof CheckoutParams>;

/** The stay after check-out (the same answer when the call is repeated). */
export const CheckoutAnswer = z.object({
  res_room_id: z.number().int(),
  reservation_id: z.number().int(),
  name: z.string(),
  room_id: z.number().int(),
  room_num: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  checked_in: z.literal(1),
  checked_out: z.literal(1),
  /** The hotel date the guest checked out. */
  checked_out_on: IsoDate,
  message: z.string(),
});
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;
