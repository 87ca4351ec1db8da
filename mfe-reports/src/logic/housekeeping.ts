/**
 * The HOUSEKEEPING board's state and calls, without React (docs/product.md §2, §3, §4). The rules
 * and labels — reservation status precedence, front office and clean labels, the filters — are the
 * contracts' zod-free rules module's; only types come from the zod contracts (no zod in this remote).
 */
import type { HousekeepingFilters, HousekeepingRow } from '@pms/contracts/housekeeping';
import { routePath } from '@pms/contracts/routes';
import { HOUSEKEEPING_FILTERS, type HousekeepingFlag } from '@pms/contracts/rules/statuses';

export type { HousekeepingFilters, HousekeepingRow };

const everyFlag = (value: boolean): HousekeepingFilters =>
  Object.fromEntries(HOUSEKEEPING_FILTERS.map(({ flag }) => [flag, value])) as unknown as HousekeepingFilters;

/** Select All. (Every box checked filters nothing: each pair and the statuses cover every room.) */
export const ALL_FILTERS: HousekeepingFilters = everyFlag(true);
/** Clear All, and the board's first state: no filter, every active room. */
export const NO_FILTERS: HousekeepingFilters = everyFlag(false);

/**
 * The boxes ticked by the page's address, `?show=dirty,vacant` (the dashboard's Dirty vacant tile
 * links so); names that are no filter are ignored, and without `show` no box is ticked.
 */
export function filtersFromSearch(search: string): HousekeepingFilters {
  const named = new URLSearchParams(search).get('show')?.split(',') ?? [];
  return Object.fromEntries(HOUSEKEEPING_FILTERS.map(({ flag }) => [flag, named.includes(flag)])) as unknown as HousekeepingFilters;
}

export function setFilter(filters: HousekeepingFilters, flag: HousekeepingFlag, checked: boolean): HousekeepingFilters {
  return { ...filters, [flag]: checked };
}

const HOUSEKEEPING_ROUTE =
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
