import { z } from 'zod';
import { IsoDate } from './dates';

/**
 * The reports svc-reservations answers from its inventory and stays (docs/product.md §3 availability and
 * house status responses, §9 house status arithmetic): DETAILED AVAILABILITY and the reservation half
 * of HOUSE STATUS. The room half (`house_status_rooms`) is svc-rooms' (housekeeping.ts).
 * See docs/reservations.md "Work orders and reports".
 */

/** Days the detailed availability report covers, starting on the requested date. */
export const AVAILABILITY_DAYS = 14;

/** `GET /api/room/types/available/{date}` and `GET /api/hw/house_status_res_rooms/{date}`. */
export const ReportDateParams = z.object({ date: IsoDate });

export const AvailabilityRoomType = z.object({
  room_type_id: z.number().int(),
  type: z.string(),
});
export type AvailabilityRoomType = z.infer<typeof AvailabilityRoomType>;

/**
 * One day of the report. `AvailableTypeN` / `OccupiedTypeN` belong to `roomTypes[N-1]` (the
 * property's room types in `room_type_id` order). Available = capacity − sold − out of order, and
 * is NEGATIVE when the night is oversold (a work order or a room leaving service after the night
 * was sold): the manager must see the oversell, not a comforting 0. Occupied = units sold. Totals
 * are the sums over every room type (so Total = the sum of the columns, negatives included).
 *
 * Type1–3 are always present (0 for a property with fewer types: `roomTypes` says how many are
 * real); a property with more than three types gets `AvailableType4`, `OccupiedType4`, … as well.
 */
export const AvailabilityDay = z
  .object({
    date: IsoDate,
    /** English weekday name of `date`, e.g. `Monday`. */
    day: z.string(),
    AvailableType1: z.number().int(),
    AvailableType2: z.number().int(),
    AvailableType3: z.number().int(),
    OccupiedType1: z.number().int(),
    OccupiedType2: z.number().int(),
    OccupiedType3: z.number().int(),
    TotalAvailable: z.number().int(),
    TotalOccupied: z.number().int(),
  })
  .catchall(z.number().int());
/**
 * Written out rather than `z.infer`red: zod types a catchall as an index signature over every key,
 * which `date` (a string) would violate; the template-literal keys say exactly which extras exist.
 */
export interface AvailabilityDay {
  date: string;
  day: string;
  AvailableType1: number;
  AvailableType2: number;
  AvailableType3: number;
  OccupiedType1: number;
  OccupiedType2: number;
  OccupiedType3: number;
  TotalAvailable: number;
  TotalOccupied: number;
  [column: `AvailableType${number}` | `OccupiedType${number}`]: number;
}

export const Availability = z.object({
  roomTypes: z.array(AvailabilityRoomType),
  /** `AVAILABILITY_DAYS` rows, one per date from the requested one, in date order. */
  typeData: z.array(AvailabilityDay),
});
export interface Availability {
  roomTypes: AvailabilityRoomType[];
  typeData: AvailabilityDay[];
}

/**
 * `GET /api/hw/house_status_res_rooms/{date}` → a one-element list (docs/product.md §3 `res_rooms[0]`).
 * Active (not cancelled) stays only:
 * - `stayovers`: checked in, arrived before the date and departing after it, and still in the hotel
 *   that night (not checked out, or checked out on a later day);
 * - `departuresPending` / `departuresActual`: departing on the date, not checked out / checked out;
 * - `arrivalsPending` / `arrivalsActual`: arriving on the date, not checked in / checked in.
 */
export const HouseStatusResRooms = z.object({
  stayovers: z.number().int().nonnegative(),
  departuresPending: z.number().int().nonnegative(),
  departuresActual: z.number().int().nonnegative(),
  arrivalsPending: z.number().int().nonnegative(),
  arrivalsActual: z.number().int().nonnegative(),
});
export type HouseStatusResRooms = z.infer<typeof HouseStatusResRooms>;
export const HouseStatusResRoomsList = z.array(HouseStatusResRooms).length(1);

/** docs/product.md §9's house status arithmetic (zod-free, `rules/statuses.ts`). */
export { houseStatusTonight } from './rules/statuses';
