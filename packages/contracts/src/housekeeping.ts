import { z } from 'zod';
import { Bit, Id, PathFlag } from './common';
import { IsoDate } from './dates';
import { DUE_OUT, RESERVATION_STATUSES, STAY_OVER, type HousekeepingFlag } from './rules/statuses';

/** The board's statuses, labels and filters (zod-free) live in `rules/statuses.ts`. */
export * from './rules/statuses';

/**
 * Rooms' occupancy and housekeeping: the room assignment commands (docs/architecture.md §5), the arrivals room
 * list, the clean/dirty toggle, the housekeeping board and the house status room counts (docs/product.md §3,
 * §4). Owner: svc-rooms. See docs/rooms.md.
 */

// ---- occupancy commands (request/reply on `commands.assignRoom` / `commands.releaseRoom`) --------

/**
 * `pms.rooms.cmd.assign`: put a stay into a room (check-in, room move). Atomic: of several stays
 * asking for one vacant room exactly one gets it. Idempotent: the stay already in that room gets the
 * same success again. A stay that holds another room is moved: the old room is freed and marked
 * dirty in the same transaction (`moved_from`), so a later `release` of the old room is a no-op.
 */
export const AssignRoomCommand = z.object({
  room_id: Id,
  res_room_id: Id,
  /** The stay's room type: a room of another type is refused (`wrong_type`). */
  room_type_id: Id,
});
export type AssignRoomCommand = z.infer<typeof AssignRoomCommand>;

export const AssignRoomReply = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  /** 1 clean, 0 dirty: dirty rooms may be assigned; the screen flags them. */
  clean: Bit,
  /** The room the stay held before, when this assignment moved it (that room is now vacant and dirty). */
  moved_from: z.object({ room_id: z.number().int(), room_num: z.string() }).nullable(),
});
export type AssignRoomReply = z.infer<typeof AssignRoomReply>;

/**
 * Codes of a `CommandRefused` from `assign` (the message names the room):
 * `occupied` another stay is in it; `wrong_type` it is not of the stay's type; `inactive` the room is
 * not in service; `out_of_order` an open work order covers today; `unknown_room` no such room;
 * `invalid_command` the payload did not parse.
 */
export const ASSIGN_REFUSALS = ['occupied', 'wrong_type', 'inactive', 'out_of_order', 'unknown_room', 'invalid_command'] as const;
export type AssignRefusal = (typeof ASSIGN_REFUSALS)[number];

/**
 * `pms.rooms.cmd.release`: free the room if (and only if) that stay holds it; idempotent. Used to
 * undo an assignment whose check-in could not be recorded. `mark_dirty` (default false) also marks
 * the room dirty, for a caller that releases a room a guest actually used.
 */
export const ReleaseRoomCommand = z.object({
  room_id: Id,
  res_room_id: Id,
  mark_dirty: z.boolean().optional(),
});
export type ReleaseRoomCommand = z.infer<typeof ReleaseRoomCommand>;

export const ReleaseRoomReply = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  /** True when this call freed the room; false when the stay did not hold it (already released). */
  released: z.boolean(),
  /** Who holds the room after the call (null = vacant). */
  occupied_by: z.number().int().nullable(),
});
export type ReleaseRoomReply = z.infer<typeof ReleaseRoomReply>;

/** Refusal codes of `release`: `unknown_room`, `invalid_command`. */
export const RELEASE_REFUSALS = ['unknown_room', 'invalid_command'] as const;

// ---- arrivals room list -----------------------------------------------------------------------------

/** `GET /api/hw/rooms_arrivals/{date}`. */
export const RoomsArrivalsParams = z.object({ date: IsoDate });

/**
 * A room a stay could take that night (docs/product.md §3 "Room candidate"): active, vacant now, and not
 * out of order on that date. Dirty rooms are listed (`clean` 0) so the screen can flag them.
 */
export const RoomCandidate = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  occupied: Bit,
  clean: Bit,
});
export type RoomCandidate = z.infer<typeof RoomCandidate>;
export const RoomCandidateList = z.array(RoomCandidate);

// ---- clean / dirty ----------------------------------------------------------------------------------

/** `PUT /api/hw/updateCleanStatus/{clean}/{room_id}`: the value first, then the room. */
export const UpdateCleanParams = z.object({
  clean: z.enum(['0', '1'], { message: 'must be 0 (dirty) or 1 (clean)' }).transform(Number).pipe(Bit),
  room_id: Id,
});

/** The room after the change. */
export const RoomCleanAnswer = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  type: z.string(),
  clean: Bit,
  occupied: Bit,
});
export type RoomCleanAnswer = z.infer<typeof RoomCleanAnswer>;

// ---- housekeeping board -----------------------------------------------------------------------------

/** Path of `GET /api/hw/housekeeping_status/...`: each part `true`/`false` (also 1/0). */
export const HousekeepingParams = z.object({
  clean: PathFlag,
  dirty: PathFlag,
  vacant: PathFlag,
  occupied: PathFlag,
  arrived: PathFlag,
  stayOver: PathFlag,
  dueOut: PathFlag,
  departed: PathFlag,
  notReserved: PathFlag,
} satisfies Record<HousekeepingFlag, typeof PathFlag>);
export type HousekeepingFilters = z.infer<typeof HousekeepingParams>;
/**
 * One row per active room (docs/product.md §3), for the stay that concerns the room today: the stay
 * occupying it; else the stay that checked out of it today (the latest); else none.
 */
export const HousekeepingRow = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  type: z.string(),
  clean: Bit,
  occupied: Bit,
  checked_in: Bit,
  checked_out: Bit,
  /** 'Due Out' when the room's stay leaves today, else null. */
  departure: z.literal(DUE_OUT).nullable(),
  /** 'Stay Over' when the room's stay arrived before today and leaves after today, else null. */
  stayover: z.literal(STAY_OVER).nullable(),
  /** The label of `reservationStatus` (the board's "reservation status" column). */
  status: z.enum(RESERVATION_STATUSES),
  /** The stay the row describes, or null. */
  res_room_id: z.number().int().nullable(),
  room_type_id: z.number().int(),
  /**
   * The arrival date (today or later) of the next stay assigned this room ahead of its arrival, or
   * null (issue #17's "Next arrival" column; absent from answers of older services).
   */
  next_arrival: IsoDate.nullable().optional(),
});
export type HousekeepingRow = z.infer<typeof HousekeepingRow>;
export const HousekeepingList = z.array(HousekeepingRow);

// ---- house status -----------------------------------------------------------------------------------

/**
 * `GET /api/hw/house_status_rooms` → a one-element list (docs/product.md §3 `rooms[0]`). Counts over active
 * rooms; rooms out of order today are not rooms to sell.
 */
export const HouseStatusRooms = z.object({
  roomsToSell: z.number().int(),
  cleanVacant: z.number().int(),
  cleanOccupied: z.number().int(),
  dirtyVacant: z.number().int(),
  dirtyOccupied: z.number().int(),
});
export type HouseStatusRooms = z.infer<typeof HouseStatusRooms>;
export const HouseStatusRoomsList = z.array(HouseStatusRooms).length(1);

// ---- live board -------------------------------------------------------------------------------------

/**
 * `GET /api/live/rooms` (the gateway's own route, not in the route table): a `text/event-stream`
 * for the housekeeping board. Events: `ready` once connected (load the board now: changes made
 * while the board was away are not replayed), `room` for every change of a room (this schema),
 * `session-ended` before the gateway closes the stream of a session that is no longer valid.
 */
export { LIVE_ROOMS_PATH } from './routes';

/** The data of a `room` event: the room's new state, from rooms' state event. */
export const LiveRoomEvent = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  clean: Bit,
  /** 1 when a stay occupies the room. */
  occupied: Bit,
  /** The stay (res_room_id) in the room, or null. */
  occupied_by: z.number().int().nullable(),
  active: z.boolean(),
  /** The room's state version: newer events have higher versions. */
  version: z.number().int(),
  occurredAt: z.string(),
});
export type LiveRoomEvent = z.infer<typeof LiveRoomEvent>;

/** The data of a `work-order` event: a work order was recorded, changed or fixed (the dashboard's tiles re-read). */
export const LiveWorkOrderEvent = z.object({
  room_issue_id: z.number().int(),
  room_id: z.number().int(),
  fixed: z.boolean(),
  version: z.number().int(),
  occurredAt: z.string(),
});
export type LiveWorkOrderEvent = z.infer<typeof LiveWorkOrderEvent>;
