import { DEMO_ROOM_TYPES, demoRooms } from '@pms/contracts/demo-hotel';
import { eventTypes, subjects, type RoomState, type RoomTypeState } from '@pms/contracts/events';
import type { Bus } from '../bus/types';
import { publishState } from './events';

/**
 * The demo hotel's catalog (`@pms/contracts/demo-hotel`) as svc-rooms announces it, for the tests of
 * services that project it without svc-rooms running.
 */

/** The demo room types as svc-rooms' room-type state events carry them. */
export const DEMO_ROOM_TYPE_STATES: readonly RoomTypeState[] = DEMO_ROOM_TYPES.map((t) => ({ ...t }));

/** The demo rooms as svc-rooms publishes them on a fresh database (room_id n for the n-th), clean and vacant. */
export function demoRoomStates(): RoomState[] {
  return demoRooms().map((r, i) => ({ room_id: i + 1, ...r, clean: 1, active: true, occupied_by: null }));
}

/** Publishes a room type's state as svc-rooms' outbox relay would. */
export async function publishRoomType(bus: Bus, state: RoomTypeState, version = 1): Promise<void> {
  await publishState(bus, subjects.roomType(state.room_type_id), eventTypes.roomType, state, version);
}

/** Publishes a room's state as svc-rooms' outbox relay would. */
export async function publishRoom(bus: Bus, state: RoomState, version = 1): Promise<void> {
  await publishState(bus, subjects.room(state.room_id), eventTypes.room, state, version);
}

/** The demo room types with other room counts, e.g. a small hotel where "full" is a few bookings. */
export function demoRoomTypesWith(roomCounts: Record<number, number>): RoomTypeState[] {
  return DEMO_ROOM_TYPE_STATES.map((t) => ({ ...t, room_count: roomCounts[t.room_type_id] ?? t.room_count }));
}
