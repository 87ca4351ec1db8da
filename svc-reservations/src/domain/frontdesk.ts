/**
 * The front desk's rules for a stay (docs/product.md §4, docs/architecture.md §6): who may be checked in, who may be
 * checked out of which room. Pure: the caller reads the stay under its row lock and acts on the
 * answer.
 */

export interface DeskStay {
  res_room_id: number;
  reservation_id: number;
  room_type_id: number;
  /** The reservation is active (not cancelled) and the stay not a no-show. */
  active: boolean;
  /** The night audit closed the arrival day without a check-in. */
  no_show: boolean;
  check_in_date: string;
  check_out_date: string;
  checked_in: boolean;
  checked_out: boolean;
  room_id: number | null;
  room_num: string | null;
  checked_out_on: string | null;
}

/** Why a stay cannot be checked in today, or undefined when it can. */
export function checkInRefusal(stay: DeskStay, today: string): { message: string; fields?: Record<string, string> } | undefined {
  if (stay.no_show)
    return {
      message: `This guest was a no-show: the night audit closed ${stay.check_in_date} without a check-in. Make a new reservation for them.`,
      fields: { res_room_id: 'is a no-show' },
    };
  if (!stay.active) return { message: 'This reservation is cancelled; a cancelled stay cannot be checked in.' };
  if (stay.checked_out)
    return { message: `The guest has already checked out${stay.room_num ? ` of room ${stay.room_num}` : ''}; the stay is over.` };
  if (stay.checked_in)
    return {
      message: `The guest is already checked in${stay.room_num ? ` to room ${stay.room_num}` : ''}.`,
      fields: { res_room_id: 'is already checked in' },
    };
  if (stay.check_in_date !== today) {
    const when = stay.check_in_date > today ? 'arrives on' : 'was due to arrive on';
    return {
      message: `This stay ${when} ${stay.check_in_date}; only today's arrivals (${today}) can be checked in.`,
      fields: { check_in_date: `is ${stay.check_in_date}, not today (${today})` },
    };
  }
  return undefined;
}

export type CheckOutDecision =
  | { kind: 'check-out' }
  /** Already checked out of that very room: a repeated call, answered the same. */
  | { kind: 'already' }
  | { kind: 'refuse'; message: string; fields?: Record<string, string> };

/** Room numbers as typed: surrounding spaces do not count. */
const sameRoom = (a: string | null, b: string) => a !== null && a.trim() === b.trim();

/**
 * Check-out is allowed for a checked-in, not yet checked-out stay whose room is `roomNum`. The stay's
 * dates are not changed: the guest pays the nights booked (an early departure is shortened on the
 * update screen first, which gives the nights back and reprices).
 */
export function checkOutDecision(stay: DeskStay, roomNum: string): CheckOutDecision {
  if (stay.checked_out) {
    if (sameRoom(stay.room_num, roomNum)) return { kind: 'already' };
    return {
      message: `The guest has already checked out of room ${stay.room_num ?? '(none)'}, not room ${roomNum}.`,
      kind: 'refuse',
      fields: { room_num: `is not the room this stay checked out of (${stay.room_num ?? 'none'})` },
    };
  }
  if (!stay.checked_in)
    return { kind: 'refuse', message: 'The guest has not checked in; only an in-house guest can be checked out.' };
  if (!sameRoom(stay.room_num, roomNum))
    return {
      kind: 'refuse',
      message: `The guest is in room ${stay.room_num ?? '(none)'}, not room ${roomNum}.`,
      fields: { room_num: `is not this stay's room (${stay.room_num ?? 'none'})` },
    };
  return { kind: 'check-out' };
}
