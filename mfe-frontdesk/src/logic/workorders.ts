/**
 * MAINTENANCE rules without React (docs/product.md §2, §4, §5, §7): the form's title, which room a typed
 * number names, the `vals` payload, the earliest start a picker may offer, and what the manager is
 * told about oversold nights. Types only from the contracts (no zod in this remote).
 */
import type { RoomIdNum } from '@pms/contracts/rooms';
import type { RoomIssue, WorkOrderAnswer } from '@pms/contracts/workorders';
import type { ApiBody } from '@pms/ui';

export const ADD_TITLE = 'Add New Work Order';
export const UPDATE_TITLE = 'Update Selected Issue';

export const formTitle = (editing: boolean): string => (editing ? UPDATE_TITLE : ADD_TITLE);

export interface WorkOrderForm {
  roomNum: string;
  start: string;
  end: string;
  issue: string;
}

/** A new work order: a one-day job starting today until the clerk says otherwise. */
export const newWorkOrderForm = (today: string): WorkOrderForm => ({ roomNum: '', start: today, end: today, issue: '' });

export const formFromIssue = (issue: RoomIssue): WorkOrderForm => ({
  roomNum: issue.room_num,
  start: issue.start_date,
  end: issue.end_date,
  issue: issue.issue,
});

/**
 * The room a typed number names, when exactly one active room has that number; otherwise `null`
 * and the form submits nothing (docs/product.md §5 — no message either).
 */
export function matchRoom(rooms: readonly RoomIdNum[] | undefined, typed: string): RoomIdNum | null {
  const num = typed.trim();
  if (num === '' || !rooms) return null;
  const found = rooms.filter((r) => r.room_num === num);
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** Body of POST/PUT room_issues as docs/product.md §7 writes it: `vals` = [room_id, issue, user_id, start, end]. */
export function workOrderBody(roomId: number, form: WorkOrderForm, userId: number | null): ApiBody<'POST /api/hw/room_issues'> {
  // user_id is part of the spec's payload, but the service records the session's user whatever it says.
  return { vals: [roomId, form.issue.trim(), userId, form.start, form.end] };
}

/**
 * The earliest start the range picker offers: today (docs/product.md §5), or — when updating a job already
 * under way — its own start, which the service lets an update keep.
 */
export function earliestStart(today: string, editing: Pick<RoomIssue, 'start_date'> | null): string {
  return editing && editing.start_date < today ? editing.start_date : today;
}

/**
 * What the manager must see after a save: the oversold nights (the work order is recorded even
 * though the rooms left do not cover the bookings of those nights), or that the check could not be
 * made. `null` when there is nothing to act on.
 */
export function oversoldWarning(answer: Pick<WorkOrderAnswer, 'oversold_nights' | 'oversold_check' | 'room_num'>): string | null {
  if (answer.oversold_check === 'unavailable')
    return `The oversold check for room ${answer.room_num} could not be made just now. Look at availability for these dates.`;
  const nights = answer.oversold_nights;
  if (nights.length === 0) return null;
  const which = nights.length === 1 ? `the night of ${nights[0]}` : `the nights of ${nights.join(', ')}`;
  return `Taking room ${answer.room_num} out of order oversells ${which}: more guests are booked than rooms are left. A manager should move or change those bookings.`;
}

/** Server field names (`room_id`, `issue`, `start_date`, `end_date`) → the form's fields. */
export function formErrors(fields: Record<string, string> | undefined): Partial<Record<keyof WorkOrderForm, string>> {
  if (!fields) return {};
  const out: Partial<Record<keyof WorkOrderForm, string>> = {};
  if (fields.room_id) out.roomNum = `Room ${fields.room_id}`;
  if (fields.issue) out.issue = `Problem ${fields.issue}`;
  if (fields.start_date) out.start = `From ${fields.start_date}`;
  if (fields.end_date) out.end = `To ${fields.end_date}`;
  return out;
}

/**
 * What is wrong with the form before it is sent, field by field (empty when nothing). Every bad
 * input is said beside its field (issue #17 replaced the spec's silent form, docs/product.md §5):
 * the room number must name exactly one of the hotel's rooms, and the problem must be described.
 * The dates are checked with the service's own rule by the caller.
 */
export function formProblems(rooms: readonly RoomIdNum[] | undefined, form: WorkOrderForm): Partial<Record<keyof WorkOrderForm, string>> {
  const out: Partial<Record<keyof WorkOrderForm, string>> = {};
  const num = form.roomNum.trim();
  if (num === '') out.roomNum = 'Please enter the room number.';
  else if (!rooms) out.roomNum = 'The hotel’s rooms are still loading; try again in a moment.';
  else {
    const found = rooms.filter((r) => r.room_num === num).length;
    if (found === 0) out.roomNum = `There is no room ${num}.`;
    else if (found > 1) out.roomNum = `Several rooms are numbered ${num}; ask a manager to correct the room list.`;
  }
  if (form.issue.trim() === '') out.issue = 'Please describe the problem.';
  return out;
}
