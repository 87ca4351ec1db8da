/**
 * The HOUSEKEEPING board's rules, without React (docs/product.md §2, §3, §4). Types only from the
 * contracts: their zod schemas would add zod to this remote's code. `reservationStatus` mirrors the
 * contract's function; test/housekeeping.test.ts keeps the two equal.
 */
import type { HousekeepingFilters, HousekeepingRow, LiveRoomEvent, ReservationStatus } from '@pms/contracts/housekeeping';
import { routePath } from '@pms/contracts/routes';

export type HousekeepingFlag = keyof HousekeepingFilters;
export type { HousekeepingFilters, HousekeepingRow, LiveRoomEvent, ReservationStatus };

/** The filter checkboxes, in the screen's order, with the spec's labels. */
export const HOUSEKEEPING_FILTERS: readonly { flag: HousekeepingFlag; label: string }[] = [
  { flag: 'clean', label: 'Clean' },
  { flag: 'dirty', label: 'Dirty' },
  { flag: 'vacant', label: 'Vacant' },
  { flag: 'occupied', label: 'Occupied' },
  { flag: 'arrived', label: 'Arrived' },
  { flag: 'stayOver', label: 'Stay Over' },
  { flag: 'dueOut', label: 'Due Out' },
  { flag: 'departed', label: 'Departed' },
  { flag: 'notReserved', label: 'Not Reserved' },
];

const everyFlag = (value: boolean): HousekeepingFilters =>
  Object.fromEntries(HOUSEKEEPING_FILTERS.map(({ flag }) => [flag, value])) as unknown as HousekeepingFilters;

/** Select All. (Every box checked filters nothing: each pair and the statuses cover every room.) */
export const ALL_FILTERS: HousekeepingFilters = everyFlag(true);
/** Clear All, and the board's first state: no filter, every active room. */
export const NO_FILTERS: HousekeepingFilters = everyFlag(false);

export function setFilter(filters: HousekeepingFilters, flag: HousekeepingFlag, checked: boolean): HousekeepingFilters {
  return { ...filters, [flag]: checked };
}

export const HOUSEKEEPING_ROUTE =
  '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved';

/** `GET /api/hw/housekeeping_status/{clean}/…/{notReserved}`, each part `true` or `false`. */
export function housekeepingPath(filters: HousekeepingFilters): string {
  return routePath(HOUSEKEEPING_ROUTE, Object.fromEntries(HOUSEKEEPING_FILTERS.map(({ flag }) => [flag, String(filters[flag])])));
}

/** `PUT /api/hw/updateCleanStatus/{clean}/{room_id}`: the value first, then the room. */
export function updateCleanPath(clean: 0 | 1, roomId: number): string {
  return routePath('/api/hw/updateCleanStatus/:clean/:room_id', { clean, room_id: roomId });
}

/** The labels of the checked boxes, for the printed page ("All rooms" when none is checked). */
export function filterSummary(filters: HousekeepingFilters): string {
  const on = HOUSEKEEPING_FILTERS.filter(({ flag }) => filters[flag]).map(({ label }) => label);
  return on.length ? on.join(', ') : 'All rooms';
}

/**
 * docs/product.md §4, in precedence order: Departed if checked out, else the departure value, else the
 * stayover value, else Arrived if checked in, else Not Reserved. (Mirrors `reservationStatus` of
 * @pms/contracts/housekeeping.)
 */
export function reservationStatus(row: {
  checked_in: number | boolean;
  checked_out: number | boolean;
  departure: string | null;
  stayover: string | null;
}): ReservationStatus {
  if (row.checked_out) return 'Departed';
  if (row.departure) return 'Due Out';
  if (row.stayover) return 'Stay Over';
  if (row.checked_in) return 'Arrived';
  return 'Not Reserved';
}

/** The front office status column. */
export function frontOfficeStatus(occupied: number | boolean): 'Occupied' | 'Vacant' {
  return occupied ? 'Occupied' : 'Vacant';
}

export const CLEAN_OPTIONS = [
  { value: 1, label: 'Clean' },
  { value: 0, label: 'Dirty' },
] as const;

export function cleanLabel(clean: number): 'Clean' | 'Dirty' {
  return clean ? 'Clean' : 'Dirty';
}

/** A room's cleanliness and occupancy as a live event or a save answered them. */
export interface RoomPatch {
  room_id: number;
  clean: 0 | 1;
  occupied: 0 | 1;
}

/** A patch and when the board learnt it (`performance.now()` time). */
export interface TimedPatch {
  at: number;
  patch: RoomPatch;
}

/**
 * Applies room changes to the board's rows, in the order learnt: a live change shows at once,
 * before the re-query answers (the reservation status, which the change does not carry, comes
 * with that answer). Rows of other rooms are kept as they are.
 */
export function patchRows(rows: readonly HousekeepingRow[], patches: readonly RoomPatch[]): HousekeepingRow[] {
  if (patches.length === 0) return rows as HousekeepingRow[];
  const latest = new Map<number, RoomPatch>();
  for (const p of patches) latest.set(p.room_id, p);
  return rows.map((r) => {
    const p = latest.get(r.room_id);
    return p && (p.clean !== r.clean || p.occupied !== r.occupied) ? { ...r, clean: p.clean, occupied: p.occupied } : r;
  });
}

/**
 * The rows of a query answer, with the changes learnt since that query was sent laid over them: an
 * answer read before a change committed must not undo on screen what the board already shows.
 */
export function rowsFromAnswer(rows: readonly HousekeepingRow[], sentAt: number, recent: readonly TimedPatch[]): HousekeepingRow[] {
  return patchRows(
    rows,
    recent.filter((p) => p.at >= sentAt).map((p) => p.patch),
  );
}

/** Keeps the changes learnt in the last `keepMs` (a query takes far less). */
export function pruneRecent(recent: readonly TimedPatch[], now: number, keepMs = 60_000): TimedPatch[] {
  return recent.filter((p) => now - p.at <= keepMs);
}
