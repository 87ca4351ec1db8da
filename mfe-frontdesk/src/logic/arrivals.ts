/**
 * ARRIVALS rules without React (docs/product.md §2, §3, §5, §8): the query path, the pending-departures
 * line, which rooms a stay may be offered and when it may be checked in. Types only from the zod
 * contracts (they would add zod to this remote); labels from the zod-free rules module.
 */
import type { ArrivalRow, ArrivalsAnswer, OutOfOrderRoom, PendingDeparture } from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { NOT_SET } from '@pms/contracts/rules/statuses';
import { isIsoDate, routePath } from '@pms/ui';

/** docs/product.md §8: the console note for an empty (or unreadable) arrivals date. */
export const EMPTY_DATE_NOTE = 'Must enter a valid date';

const ARRIVALS_ROUTE = '/api/hw/arrivals/:date/:firstname/:lastname/:confirmationNumber';
/** Rooms assigned ahead of arrival (issue #17): the stay's room choice, and its assignment (PUT) or release (DELETE). */

/**
 * The arrivals query for a date and the two name filters, or `null` when the date is not a date
 * (then nothing is asked, docs/product.md §5). Empty filters travel as the word `undefined` (docs/product.md §7).
 */
export function arrivalsPath(date: string, firstName: string, lastName: string): string | null {
  if (!isIsoDate(date)) return null;
  return routePath(ARRIVALS_ROUTE, {
    date,
    firstname: firstName.trim(),
    lastname: lastName.trim(),
    confirmationNumber: undefined,
  });
}

/** The date an arrivals query (`arrivalsPath`) is for. */
export const arrivalsDateOf = (path: string): string => decodeURIComponent(path.split('/')[4] ?? '');

/**
 * The next page of arrivals (`?limit=&cursor=` pages only `arrivals`) added to those so far; the
 * rooms and pending departures of the newest page, which are the freshest.
 */
export const mergeArrivalPages = (sofar: ArrivalsAnswer, page: ArrivalsAnswer): ArrivalsAnswer => ({
  ...page,
  arrivals: [...sofar.arrivals, ...page.arrivals],
});

/** "2 Queens: 16, King: 7" — or "None" when nobody is due out (docs/product.md §2). */
export function pendingDeparturesText(items: readonly PendingDeparture[] | undefined): string {
  const due = (items ?? []).filter((d) => d.pending_departures > 0);
  if (due.length === 0) return 'None';
  return due.map((d) => `${d.type}: ${d.pending_departures}`).join(', ');
}

export interface RoomOption {
  room_id: number;
  room_num: string;
  dirty: boolean;
  /** What the selector shows: `107`, or `108 (dirty)`. */
  label: string;
}

/** The vacant rooms of the stay's type, in the answer's order (by room number), dirty ones flagged. */
export function roomOptionsFor(candidates: readonly RoomCandidate[] | undefined, roomTypeId: number): RoomOption[] {
  return (candidates ?? [])
    .filter((r) => r.room_type_id === roomTypeId && r.occupied === 0)
    .map((r) => ({
      room_id: r.room_id,
      room_num: r.room_num,
      dirty: r.clean === 0,
      label: r.clean === 0 ? `${r.room_num} (dirty)` : r.room_num,
    }));
}

/**
 * The rooms of the stay's type that an open work order takes out that night: shown greyed out in the
 * room choice with the reason (`107 – out of order: Broken AC`), so the clerk sees why it is not offered.
 */
export function outOfOrderOptionsFor(rooms: readonly OutOfOrderRoom[] | undefined, roomTypeId: number): { room_id: number; label: string }[] {
  return (rooms ?? [])
    .filter((r) => r.room_type_id === roomTypeId)
    .map((r) => ({ room_id: r.room_id, label: `${r.room_num} – out of order: ${r.issue}` }));
}

/** The room selector and Check In appear only on today's list, for stays not yet in (docs/product.md §2, §4). */
export function canCheckIn(row: Pick<ArrivalRow, 'checked_in' | 'checked_out'>, isToday: boolean): boolean {
  return isToday && row.checked_in === 0 && row.checked_out === 0;
}

/**
 * Assign room appears on a future date's list (after the hotel's today: today keeps the check-in
 * selector), for stays not yet in (issue #17).
 */
export function canAssignRoom(row: Pick<ArrivalRow, 'checked_in' | 'checked_out'>, isFuture: boolean): boolean {
  return isFuture && row.checked_in === 0 && row.checked_out === 0;
}

/** Whether the stay holds a room (assigned ahead of arrival, or the guest's). */
export function hasRoom(row: Pick<ArrivalRow, 'room_num'>): boolean {
  return roomNumberText(row) !== NOT_SET;
}

/**
 * Check-in offers the room assigned ahead of arrival first: for a waiting stay with no choice yet,
 * its assigned room is chosen when the list offers it (vacant, of the stay's type).
 */
export function withAssignedRooms(
  choices: ReadonlyMap<number, number>,
  arrivals: readonly ArrivalRow[],
  candidates: readonly RoomCandidate[],
): ReadonlyMap<number, number> {
  let next: Map<number, number> | undefined;
  for (const a of arrivals) {
    if (a.checked_in !== 0 || choices.has(a.res_room_id) || !hasRoom(a)) continue;
    const room = candidates.find((c) => c.room_num === a.room_num && c.room_type_id === a.room_type_id);
    if (room) (next ??= new Map(choices)).set(a.res_room_id, room.room_id);
  }
  return next ?? choices;
}

/** The room number column when no selector is shown: the room, or `Not Set`. */
export function roomNumberText(row: Pick<ArrivalRow, 'room_num'>): string {
  return row.room_num.trim() === '' ? NOT_SET : row.room_num;
}

/**
 * Drops choices whose room is no longer offered (someone took it, a work order closed it) or whose
 * stay is no longer waiting, so a reload never leaves a selector pointing at a room it cannot show.
 */
export function pruneChoices(
  choices: ReadonlyMap<number, number>,
  arrivals: readonly ArrivalRow[],
  candidates: readonly RoomCandidate[],
): Map<number, number> {
  const waiting = new Map(arrivals.filter((a) => a.checked_in === 0).map((a) => [a.res_room_id, a.room_type_id]));
  const next = new Map<number, number>();
  for (const [resRoomId, roomId] of choices) {
    const type = waiting.get(resRoomId);
    if (type !== undefined && candidates.some((c) => c.room_id === roomId && c.room_type_id === type)) next.set(resRoomId, roomId);
  }
  return next;
}

/** How a failed check-in is explained: the service's refusal names the room; an outage says nothing changed. */
export function checkInFailureMessage(status: number, serverMessage: string): string {
  // Not for status 0 (no answer at all): the check-in may have gone through, the reload shows it.
  if (status === 503)
    return 'The rooms service is not answering, so nobody was checked in and nothing changed. Try again in a moment.';
  return serverMessage;
}
