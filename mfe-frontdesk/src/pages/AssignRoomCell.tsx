import { createContext, useContext } from 'react';
import type { ArrivalRow, StayRoomChoice } from '@pms/contracts/frontdesk';
import { canAssignRoom, hasRoom, roomNumberText } from '../logic/arrivals';
import { RoomChoice } from './RoomChoice';

/** The attribute marking the Assign/Change room button with its stay's `res_room_id`: a cancelled choice gives it the focus back. */
export const ROOM_CHOICE_OPENER = 'data-room-choice-opener';

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

/*
 * Issue #17 on a future date's list, one control per cell (the shared grid's Enter rule): the Room
 * Number cell holds the room choice while it is open (Escape or Cancel closes it and gives the focus
 * back to the button that opened it), else the room with
 * "Release" once one is assigned; Assign Room opens the choice ("Assign room", or "Change room"),
 * then offers "Cancel" until a room is picked and "Assign" once one is.
 */

/** The room number and its Release button side by side. */
const ASSIGNED_ROOM = { display: 'inline-flex', alignItems: 'center', gap: '0.75rem' } as const;

/** Room Number on a future date's list: the room (or Not Set) and Release, or the open room choice. */
export function AssignRoomNumberCell({ data }: { data: ArrivalRow }) {
  const state = useContext(AssignRoomContext);
  if (!canAssignRoom(data, state.future)) return <>{roomNumberText(data)}</>;
  const busy = state.busy.has(data.res_room_id);
  const open = state.open.get(data.res_room_id);
  if (!open)
    return hasRoom(data) ? (
      <span style={ASSIGNED_ROOM}>
        {data.room_num}
        <button
          type="button"
          className="pms-button pms-button--small pms-button--secondary pms-no-print"
          aria-label={`Release room ${data.room_num} of ${data.name}`}
          disabled={busy}
          onClick={() => state.release(data)}
        >
          {busy ? 'Releasing…' : 'Release'}
        </button>
      </span>
    ) : (
      <>{roomNumberText(data)}</>
    );
  if (!open.rooms) return <span className="pms-hint">Loading rooms…</span>;
  return (
    <span
      onKeyDown={(e) => {
        if (e.key === 'Escape') state.cancel(data.res_room_id);
      }}
    >
      <span className="pms-print-only">{roomNumberText(data)}</span>
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
    </span>
  );
}

/** Assign Room: opens the room choice, then assigns the room picked (or cancels while none is). */
export function AssignRoomCell({ data }: { data: ArrivalRow }) {
  const state = useContext(AssignRoomContext);
  if (!canAssignRoom(data, state.future)) return null;
  const busy = state.busy.has(data.res_room_id);
  const open = state.open.get(data.res_room_id);
  if (open && open.roomId === undefined)
    return (
      <button
        type="button"
        className="pms-button pms-button--small pms-button--secondary pms-no-print"
        aria-label={`Cancel assigning a room to ${data.name}`}
        onClick={() => state.cancel(data.res_room_id)}
      >
        Cancel
      </button>
    );
  if (open)
    return (
      <button
        type="button"
        className="pms-button pms-button--small pms-no-print"
        aria-label={`Assign the room to ${data.name}`}
        disabled={busy}
        onClick={() => state.assign(data)}
      >
        {busy ? 'Assigning…' : 'Assign'}
      </button>
    );
  const label = hasRoom(data) ? 'Change room' : 'Assign room';
  return (
    <button
      type="button"
      className="pms-button pms-button--small pms-no-print"
      aria-label={`${label} for ${data.name}`}
      disabled={busy}
      onClick={() => state.start(data)}
      data-room-choice-opener={data.res_room_id}
    >
      {label}
    </button>
  );
}
