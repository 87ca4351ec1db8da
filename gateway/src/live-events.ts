import { RoomIssueState, RoomState, type EventEnvelope } from '@pms/contracts/events';
import type { LiveRoomEvent, LiveWorkOrderEvent } from '@pms/contracts/housekeeping';

/** What the live feed (live.ts) sends for rooms' and work orders' state events. */

/** One SSE message. `data` is one JSON line (JSON.stringify never emits a newline). */
export function sseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The board's view of a room state event; undefined when the event is not a valid room state. */
export function liveRoomEvent(event: EventEnvelope): LiveRoomEvent | undefined {
  const parsed = RoomState.safeParse(event.data);
  if (!parsed.success) return undefined;
  const room = parsed.data;
  return {
    room_id: room.room_id,
    room_num: room.room_num,
    room_type_id: room.room_type_id,
    clean: room.clean === 0 ? 0 : 1,
    occupied: room.occupied_by === null ? 0 : 1,
    occupied_by: room.occupied_by,
    active: room.active,
    version: event.version,
    occurredAt: event.occurredAt,
  };
}

/** The feed's view of a work order's state event; undefined when it is not a valid one. */
export function liveWorkOrderEvent(event: EventEnvelope): LiveWorkOrderEvent | undefined {
  const parsed = RoomIssueState.safeParse(event.data);
  if (!parsed.success) return undefined;
  const { room_issue_id, room_id, fixed } = parsed.data;
  return { room_issue_id, room_id, fixed, version: event.version, occurredAt: event.occurredAt };
}
