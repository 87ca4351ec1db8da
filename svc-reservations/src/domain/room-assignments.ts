import type { DeskStay } from './frontdesk';

/**
 * Rooms assigned ahead of arrival (issue #17, docs/reservations.md "Room assignment"): which stays may
 * hold a room before they arrive. Pure: the caller reads the stay under its lock.
 */

/** Why a room cannot be assigned to (or released from) this stay now, or undefined when it can. */
export function assignRefusal(stay: DeskStay, today: string): { message: string; fields?: Record<string, string> } | undefined {
  if (stay.no_show) return { message: `This guest was a no-show (the night audit closed ${stay.check_in_date}); the stay holds no room.`, fields: { res_room_id: 'is a no-show' } };
  if (!stay.active) return { message: 'This reservation is cancelled; a cancelled stay holds no room.', fields: { res_room_id: 'is cancelled' } };
  if (stay.checked_out) return { message: `The guest has already checked out${stay.room_num ? ` of room ${stay.room_num}` : ''}; the stay is over.`, fields: { res_room_id: 'is checked out' } };
  if (stay.checked_in)
    return {
      message: `The guest is already checked in${stay.room_num ? ` to room ${stay.room_num}` : ''}; another room is a room move on the reservation's update screen.`,
      fields: { res_room_id: 'is checked in' },
    };
  if (stay.check_in_date < today)
    return {
      message: `This stay was due to arrive on ${stay.check_in_date}; rooms are assigned to arrivals of today (${today}) or later.`,
      fields: { check_in_date: `is before today (${today})` },
    };
  return undefined;
}

/** The stay holding a room on some of the nights asked about, as the refusal names it. */
export interface RoomHolder {
  res_room_id: number;
  room_num: string;
  checked_in: boolean;
  check_in_date: string;
  check_out_date: string;
}

/** "Room 105 is …": who holds it on an overlapping night. */
export function heldMessage(h: RoomHolder): string {
  return h.checked_in
    ? `Room ${h.room_num} is occupied by a guest staying until ${h.check_out_date}.`
    : `Room ${h.room_num} is assigned to another stay from ${h.check_in_date} to ${h.check_out_date}.`;
}
