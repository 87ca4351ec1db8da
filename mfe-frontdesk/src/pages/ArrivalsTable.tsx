import { createContext, useContext, useMemo, type Ref } from 'react';
import type { ArrivalRow, OutOfOrderRoom } from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import { DataGrid, NARROW_SCREEN, PHONE_SCREEN, useMediaQuery, type DataGridColumn, type DataGridHandle } from '@pms/ui';
import { canCheckIn, roomNumberText } from '../logic/arrivals';
import { AssignRoomCell, AssignRoomContext, AssignRoomNumberCell, type AssignRoomState } from './AssignRoomCell';
import { RoomChoice } from './RoomChoice';

/** What the room and Check In cells need; a context, so the grid's columns stay stable. */
export interface CheckInState {
  /** True when the rows shown are today's arrivals (the only ones that may be checked in). */
  today: boolean;
  candidates: readonly RoomCandidate[];
  /** Rooms out of order that night: listed, disabled, with their work order's reason. */
  outOfOrder: readonly OutOfOrderRoom[];
  choices: ReadonlyMap<number, number>;
  busy: ReadonlySet<number>;
  choose: (resRoomId: number, roomId: number | null) => void;
  checkIn: (row: ArrivalRow) => void;
}

const CheckInContext = createContext<CheckInState>({
  today: false,
  candidates: [],
  outOfOrder: [],
  choices: new Map(),
  busy: new Set(),
  choose: () => undefined,
  checkIn: () => undefined,
});

/**
 * Room Number: the room (or Not Set), or — on today's list for a stay not yet in — the room selector;
 * on a future date's list, the room choice of Assign room while it is open, else Release.
 */
function RoomCell({ data }: { data: ArrivalRow }) {
  const state = useContext(CheckInContext);
  if (!state.today) return <AssignRoomNumberCell data={data} />;
  if (!canCheckIn(data, state.today)) return <>{roomNumberText(data)}</>;
  return (
    <>
      {/* On paper: the room assigned ahead of arrival, or Not Set. */}
      <span className="pms-print-only">{roomNumberText(data)}</span>
      <RoomChoice
        label={`Room for ${data.name}`}
        typeName={data.type}
        roomTypeId={data.room_type_id}
        candidates={state.candidates}
        outOfOrder={state.outOfOrder}
        value={state.choices.get(data.res_room_id)}
        disabled={state.busy.has(data.res_room_id)}
        onChange={(roomId) => state.choose(data.res_room_id, roomId)}
      />
    </>
  );
}

/** Check In: the button (once a room is chosen), or what became of the stay. */
function CheckInCell({ data }: { data: ArrivalRow }) {
  const state = useContext(CheckInContext);
  if (data.checked_out === 1) return <>Checked out</>;
  if (data.checked_in === 1) return <>Checked in</>;
  const busy = state.busy.has(data.res_room_id);
  return (
    <button
      type="button"
      className="pms-button pms-button--small"
      aria-label={`Check In ${data.name}`}
      disabled={busy || !state.choices.has(data.res_room_id)}
      onClick={() => state.checkIn(data)}
    >
      {busy ? 'Checking in…' : 'Check In'}
    </button>
  );
}

const NAME: DataGridColumn<ArrivalRow> = { field: 'name', headerName: 'Name', minWidth: 160 };
/**
 * On a phone the pinned name column gives most of the width to the room choice and Check In
 * beside it: a narrow column whose long names wrap onto a second line of the row.
 */
const PHONE_NAME: DataGridColumn<ArrivalRow> = {
  ...NAME,
  minWidth: 100,
  maxWidth: 100,
  wrapText: true,
};
const DETAILS: DataGridColumn<ArrivalRow>[] = [
  // Two guests of the same name are told apart by their confirmation number.
  { field: 'confirmation_code', headerName: 'Confirmation', minWidth: 130 },
  { field: 'check_in_date', headerName: 'Arrival Date' },
  { field: 'check_out_date', headerName: 'Departure Date' },
  { field: 'type', headerName: 'Room Type' },
];
// One Room Number column for all kinds of list: its cell shows text or the selector.
const ROOM: DataGridColumn<ArrivalRow> = {
  colId: 'room_num',
  headerName: 'Room Number',
  valueGetter: ({ data }) => roomNumberText(data),
  cellRenderer: RoomCell,
  minWidth: 170,
};
// A future date's list: Assign room ahead of arrival (issue #17).
const ASSIGN: DataGridColumn<ArrivalRow> = {
  colId: 'assign_room',
  headerName: 'Assign Room',
  cellRenderer: AssignRoomCell,
  sortable: false,
  minWidth: 150,
};
const PHONE_ROOM: DataGridColumn<ArrivalRow> = { ...ROOM, minWidth: 124 };
const CHECK_IN: DataGridColumn<ArrivalRow> = {
  colId: 'check_in',
  headerName: 'Check In',
  cellRenderer: CheckInCell,
  sortable: false,
  minWidth: 140,
};
const PHONE_CHECK_IN: DataGridColumn<ArrivalRow> = { ...CHECK_IN, minWidth: 108 };
const PHONE_ASSIGN: DataGridColumn<ArrivalRow> = { ...ASSIGN, minWidth: 108 };

/**
 * The columns in the order the screen wants them: Check In on today's list, Assign Room on a future
 * date's. On a desktop the stay's details come first, then Room Number and that action. Below
 * 1024 px, where the table scrolls sideways under its pinned name, the room and the action come
 * right after the name, so a check-in needs no sideways swipe — on a 360 px phone name, room choice
 * and Check In (or Assign Room) fit the screen side by side.
 */
export function arrivalsColumns(list: 'today' | 'future' | 'other', narrow: boolean, phone: boolean): DataGridColumn<ArrivalRow>[] {
  const checkingIn = list === 'today';
  const room = phone && list !== 'other' ? PHONE_ROOM : ROOM;
  const action = checkingIn ? [phone ? PHONE_CHECK_IN : CHECK_IN] : list === 'future' ? [phone ? PHONE_ASSIGN : ASSIGN] : [];
  if (!narrow) return [NAME, ...DETAILS, ROOM, ...action];
  return [phone ? PHONE_NAME : NAME, room, ...action, ...DETAILS];
}

/**
 * The arrivals grid: name, dates, room type and Room Number, and — on today's list — Check In, on a
 * future date's list Assign Room. `checkIn` feeds the room and Check In cells (useCheckIn makes it),
 * `assign` the Assign Room cells (useAssignRoom).
 */
export function ArrivalsTable({
  rows,
  checkIn,
  assign,
  grid,
}: {
  rows: ArrivalRow[] | undefined;
  checkIn: CheckInState;
  assign: AssignRoomState;
  /** The grid, for putting the focus back on a row after its check-in. */
  grid: Ref<DataGridHandle>;
}) {
  const showingToday = checkIn.today;
  const list = showingToday ? 'today' : assign.future ? 'future' : 'other';
  const narrow = useMediaQuery(NARROW_SCREEN);
  const phone = useMediaQuery(PHONE_SCREEN);
  const columns = useMemo(() => arrivalsColumns(list, narrow, phone), [list, narrow, phone]);

  return (
    <AssignRoomContext.Provider value={assign}>
    <CheckInContext.Provider value={checkIn}>
      <DataGrid<ArrivalRow>
        ariaLabel="Arrivals"
        rowData={rows}
        columnDefs={columns}
        getRowId={(r) => String(r.res_room_id)}
        emptyMessage="No arrivals for this date"
        ref={grid}
      />
    </CheckInContext.Provider>
    </AssignRoomContext.Provider>
  );
}
