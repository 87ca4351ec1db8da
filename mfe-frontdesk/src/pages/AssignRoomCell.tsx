import { createContext, useContext } from 'react';
import type { ArrivalRow, StayRoomChoice } from '@pms/contracts/frontdesk';
import { canAssignRoom, hasRoom } from '../logic/arrivals';
import { RoomChoice } from './RoomChoice';

/** One stay's open room choice: loading (no `rooms` yet), then the rooms and the one picked. */
export interface OpenChoice {
  rooms?: StayRoomChoice;
  roomId?: number;
}

/** What the Assign Room cells need; a context, so the grid's columns stay stable. */
export interface AssignRoomState {
  /** True when the rows shown are a future date's arrivals (the only ones assigned a room ahead). */
  future: boolean;
  open: ReadonlyMap<number, OpenChoice>;
  busy: ReadonlySet<number>;
  start: (row: ArrivalRow) => void;
  choose: (resRoomId: number, roomId: number | null) => void;
  cancel: (resRoomId: number) => void;
  assign: (row: ArrivalRow) => void;
  release: (row: ArrivalRow) => void;
}

export const AssignRoomContext = createContext<AssignRoomState>({
  future: false,
  open: new Map(),
  busy: new Set(),
  start: () => undefined,
  choose: () => undefined,
  cancel: () => undefined,
  assign: () => undefined,
  release: () => undefined,
});

/**
 * Assign Room (issue #17): "Assign room" (or "Change room" and "Release" once one is assigned); the
 * first opens the room choice of the rooms free on every night of the stay, with Assign and Cancel.
 */
export function AssignRoomCell({ data }: { data?: ArrivalRow }) {
  const state = useContext(AssignRoomContext);
  if (!data || !canAssignRoom(data, state.future)) return null;
  const busy = state.busy.has(data.res_room_id);
  const open = state.open.get(data.res_room_id);
  if (open) {
    if (!open.rooms) return <span className="pms-hint">Loading rooms…</span>;
    return (
      <span className="pms-row pms-no-print">
        <RoomChoice
          label={`Room to assign to ${data.name}`}
          typeName={data.type}
          roomTypeId={data.room_type_id}
          candidates={open.rooms.rooms}
          outOfOrder={open.rooms.rooms_out_of_order}
          value={open.roomId}
          disabled={busy}
          autoFocus
          onChange={(roomId) => state.choose(data.res_room_id, roomId)}
        />
        <button
          type="button"
          className="pms-button pms-button--small"
          aria-label={`Assign the room to ${data.name}`}
          disabled={busy || open.roomId === undefined}
          onClick={() => state.assign(data)}
        >
          {busy ? 'Assigning…' : 'Assign'}
        </button>
        <button type="button" className="pms-button pms-button--small pms-button--secondary" disabled={busy} onClick={() => state.cancel(data.res_room_id)}>
          Cancel
        </button>
      </span>
    );
  }
  const assigned = hasRoom(data);
  return (
    <span className="pms-row pms-no-print">
      <button type="button" className="pms-button pms-button--small" aria-label={`${assigned ? 'Change room' : 'Assign room'} for ${data.name}`} disabled={busy} onClick={() => state.start(data)}>
        {assigned ? 'Change room' : 'Assign room'}
      </button>
      {assigned ? (
        <button
          type="button"
          className="pms-button pms-button--small pms-button--secondary"
          aria-label={`Release room ${data.room_num} of ${data.name}`}
          disabled={busy}
          onClick={() => state.release(data)}
        >
          {busy ? 'Releasing…' : 'Release'}
        </button>
      ) : null}
    </span>
  );
}
