/**
 * The states a screen shows and their labels (docs/product.md §2, §4): the housekeeping board's
 * reservation status with its precedence, front office status, clean/dirty, the board's and the
 * billing list's filters, payment types, a reservation's status, a stay without a room, and house
 * status tonight.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

// ---- housekeeping board ---------------------------------------------------------------------------

export const DUE_OUT = 'Due Out';
export const STAY_OVER = 'Stay Over';

/** The reservation status labels of the board, in precedence order (docs/product.md §4). */
export const RESERVATION_STATUSES = ['Departed', DUE_OUT, STAY_OVER, 'Arrived', 'Not Reserved'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * docs/product.md §4, first match wins: Departed if checked out, else the departure value, else the
 * stayover value, else Arrived if checked in, else Not Reserved.
 */
export function reservationStatus(row: {
  checked_in: number | boolean;
  checked_out: number | boolean;
  departure: string | null;
  stayover: string | null;
}): ReservationStatus {
  if (row.checked_out) return 'Departed';
  if (row.departure) return DUE_OUT;
  if (row.stayover) return STAY_OVER;
  if (row.checked_in) return 'Arrived';
  return 'Not Reserved';
}

/** The board's front office status column. */
export function frontOfficeStatus(occupied: number | boolean): 'Occupied' | 'Vacant' {
  return occupied ? 'Occupied' : 'Vacant';
}

/** Room cleanliness: 1 Clean, 0 Dirty (docs/product.md §4). */
export const CLEAN_OPTIONS = [
  { value: 1, label: 'Clean' },
  { value: 0, label: 'Dirty' },
] as const;

export function cleanLabel(clean: number | boolean): 'Clean' | 'Dirty' {
  return clean ? 'Clean' : 'Dirty';
}

/** The board's filter checkboxes, in the screen's order and the route's parameter order (docs/product.md §7). */
export const HOUSEKEEPING_FILTERS = [
  { flag: 'clean', label: 'Clean' },
  { flag: 'dirty', label: 'Dirty' },
  { flag: 'vacant', label: 'Vacant' },
  { flag: 'occupied', label: 'Occupied' },
  { flag: 'arrived', label: 'Arrived' },
  { flag: 'stayOver', label: STAY_OVER },
  { flag: 'dueOut', label: DUE_OUT },
  { flag: 'departed', label: 'Departed' },
  { flag: 'notReserved', label: 'Not Reserved' },
] as const;
export type HousekeepingFlag = (typeof HOUSEKEEPING_FILTERS)[number]['flag'];
export const HOUSEKEEPING_FLAGS = HOUSEKEEPING_FILTERS.map((f) => f.flag) as readonly HousekeepingFlag[];

// ---- billing list ---------------------------------------------------------------------------------

/** The billing list's three checkboxes, of which at most one is ticked (docs/product.md §4). */
export const DEPARTURE_FILTERS = [
  { flag: 'stayOver', label: STAY_OVER },
  { flag: 'dueOut', label: DUE_OUT },
  { flag: 'checkedOut', label: 'Checked Out' },
] as const;
export type DepartureFlag = (typeof DEPARTURE_FILTERS)[number]['flag'];
export const DEPARTURE_FLAGS = DEPARTURE_FILTERS.map((f) => f.flag) as readonly DepartureFlag[];

/** docs/product.md §2/§5: how a stay is paid, one at a time; Credit Card is the default. */
export const PAYMENT_TYPES = ['Credit Card', 'Cash'] as const;

// ---- reservations and stays -----------------------------------------------------------------------

/** ALL RESERVATIONS' Status column (docs/product.md §2): Active, Cancelled, or No-Show since the night audit. */
export function bookingStatus(row: { active: number | boolean; no_show?: number | boolean }): 'Active' | 'Cancelled' | 'No-Show' {
  if (row.no_show) return 'No-Show';
  return row.active ? 'Active' : 'Cancelled';
}

/** What an arrival row shows for a stay without a room (docs/product.md §3). */
export const NOT_SET = 'Not Set';

// ---- house status ---------------------------------------------------------------------------------

/**
 * docs/product.md §9: minimum available tonight = rooms to sell − stayovers − pending arrivals − actual
 * arrivals; maximum occupied tonight = stayovers + pending arrivals + actual arrivals.
 */
export function houseStatusTonight(
  roomsToSell: number,
  res: { stayovers: number; arrivalsPending: number; arrivalsActual: number },
): { minAvailable: number; maxOccupied: number } {
  const maxOccupied = res.stayovers + res.arrivalsPending + res.arrivalsActual;
  return { minAvailable: roomsToSell - maxOccupied, maxOccupied };
}
