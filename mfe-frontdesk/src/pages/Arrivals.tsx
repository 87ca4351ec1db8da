import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ArrivalRow, ArrivalsAnswer, CheckinAnswer } from '@pms/contracts/frontdesk';
import type { RoomCandidate } from '@pms/contracts/housekeeping';
import {
  ApiError,
  DataGrid,
  DatePickerField,
  PageHeader,
  PrintButton,
  TextField,
  api,
  isApiError,
  useApi,
  useApiQuery,
  useDebounced,
  newIdempotencyKey,
  useHotelToday,
  useNotice,
  type DataGridColumn,
  type GridApi,
} from '@pms/ui';
import {
  EMPTY_DATE_NOTE,
  arrivalsPath,
  canCheckIn,
  checkInFailureMessage,
  checkInPath,
  pendingDeparturesText,
  pruneChoices,
  roomNumberText,
  roomOptionsFor,
} from '../logic/arrivals';
import { FRONT_DESK_GRID } from '../grid';

/** How long typing in a name filter pauses before the list is asked again. */
const FILTER_DEBOUNCE_MS = 250;

/** An answer together with the date it is for, so controls follow the rows shown, not the picker. */
interface LoadedArrivals {
  date: string;
  answer: ArrivalsAnswer;
}

/** What the room and Check In cells need; a context, so the grid's columns stay stable. */
interface CheckInState {
  /** True when the rows shown are today's arrivals (the only ones that may be checked in). */
  today: boolean;
  candidates: readonly RoomCandidate[];
  choices: ReadonlyMap<number, number>;
  busy: ReadonlySet<number>;
  choose: (resRoomId: number, roomId: number | null) => void;
  checkIn: (row: ArrivalRow) => void;
}

const CheckInContext = createContext<CheckInState>({
  today: false,
  candidates: [],
  choices: new Map(),
  busy: new Set(),
  choose: () => undefined,
  checkIn: () => undefined,
});

/** Room Number: the room (or Not Set), or — on today's list for a stay not yet in — the room selector. */
function RoomCell({ data }: { data?: ArrivalRow }) {
  const state = useContext(CheckInContext);
  if (!data) return null;
  if (!canCheckIn(data, state.today)) return <>{roomNumberText(data)}</>;
  const options = roomOptionsFor(state.candidates, data.room_type_id);
  const chosen = state.choices.get(data.res_room_id);
  return (
    <>
      {/* On paper the stay has no room yet. */}
      <span className="pms-print-only">{roomNumberText(data)}</span>
      <select
        className="pms-select pms-no-print"
        style={{ minHeight: '2.25rem', paddingBlock: 0 }}
        aria-label={`Room for ${data.name}`}
        value={chosen === undefined ? '' : String(chosen)}
        disabled={state.busy.has(data.res_room_id)}
        onChange={(e) => state.choose(data.res_room_id, e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{options.length ? 'Select a room' : `No vacant ${data.type} room`}</option>
        {options.map((o) => (
          <option key={o.room_id} value={o.room_id}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Check In: the button (once a room is chosen), or what became of the stay. */
function CheckInCell({ data }: { data?: ArrivalRow }) {
  const state = useContext(CheckInContext);
  if (!data) return null;
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

const BASE_COLUMNS: DataGridColumn<ArrivalRow>[] = [
  { field: 'name', headerName: 'Name', minWidth: 160 },
  { field: 'check_in_date', headerName: 'Arrival Date' },
  { field: 'check_out_date', headerName: 'Departure Date' },
  { field: 'type', headerName: 'Room Type' },
];
// One Room Number column for both kinds of list (its cell shows text or the selector): swapping
// column definitions with the same id leaves AG Grid's cells blank.
const ROOM: DataGridColumn<ArrivalRow> = {
  colId: 'room_num',
  headerName: 'Room Number',
  valueGetter: (p) => (p.data ? roomNumberText(p.data) : ''),
  cellRenderer: RoomCell,
  minWidth: 190,
};
const CHECK_IN: DataGridColumn<ArrivalRow> = {
  colId: 'check_in',
  headerName: 'Check In',
  cellRenderer: CheckInCell,
  sortable: false,
  minWidth: 140,
};

/**
 * ARRIVALS (docs/product.md §2): the stays arriving on a date (today in the hotel's zone by default),
 * filtered by first and last name as the clerk types, the day's pending departures by room type,
 * and — for today only — a room selector and Check In per stay not yet in.
 */
export default function ArrivalsPage() {
  const today = useHotelToday();
  const notice = useNotice();
  const { report } = useApi();
  // null until the hotel's today is known: the first query is for the right day, not the browser's.
  const [date, setDate] = useState<string | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const first = useDebounced(firstName, FILTER_DEBOUNCE_MS);
  const last = useDebounced(lastName, FILTER_DEBOUNCE_MS);

  useEffect(() => {
    if (date === null && today) setDate(today);
  }, [date, today]);

  const path = date === null ? null : arrivalsPath(date, first, last);
  const dateMissing = date !== null && path === null;
  useEffect(() => {
    if (dateMissing) console.log(EMPTY_DATE_NOTE);
  }, [dateMissing, date]);

  const query = useApiQuery<LoadedArrivals>(
    'Load arrivals',
    path && date ? (signal) => api.get<ArrivalsAnswer>(path, { signal }).then((answer) => ({ date, answer })) : null,
    [path],
  );
  const loaded = dateMissing ? undefined : query.data;
  const answer = loaded?.answer;
  const showingToday = loaded !== undefined && loaded.date === today;

  const [choices, setChoices] = useState<Map<number, number>>(new Map());
  const [busy, setBusy] = useState<Set<number>>(new Set());
  const gridApi = useRef<GridApi<ArrivalRow> | null>(null);
  /** The stay just checked in: once the list has reloaded, focus goes to its row (its controls are gone). */
  const refocus = useRef<number | null>(null);

  // A reload may have taken rooms away (another clerk, a work order): drop choices it no longer offers.
  useEffect(() => {
    if (!answer) return;
    setChoices((prev) => (prev.size ? pruneChoices(prev, answer.arrivals, answer.rooms_arrivals) : prev));
    const id = refocus.current;
    const grid = gridApi.current;
    if (id !== null && grid) {
      refocus.current = null;
      const index = grid.getRowNode(String(id))?.rowIndex;
      if (index !== null && index !== undefined) grid.setFocusedCell(index, 'room_num');
    }
  }, [answer]);

  const choose = useCallback((resRoomId: number, roomId: number | null) => {
    setChoices((prev) => {
      const next = new Map(prev);
      if (roomId === null) next.delete(resRoomId);
      else next.set(resRoomId, roomId);
      return next;
    });
  }, []);

  const { reload } = query;
  const checkIn = useCallback(
    async (row: ArrivalRow) => {
      const roomId = choices.get(row.res_room_id);
      if (roomId === undefined) return;
      setBusy((prev) => new Set(prev).add(row.res_room_id));
      try {
        // A key per attempt: a retried request after a lost answer is answered once (docs/security.md).
        const done = await api.put<CheckinAnswer>(checkInPath(row.res_room_id, roomId), undefined, { idempotencyKey: newIdempotencyKey() });
        notice.success(`${row.name}: ${done.message}`);
        refocus.current = row.res_room_id;
      } catch (e) {
        // A refusal (409) names the room; an outage (503) changed nothing. Both are said on the page.
        report(
          isApiError(e) ? new ApiError({ status: e.status, code: e.code, message: checkInFailureMessage(e.status, e.message), fields: e.fields, cause: e }) : e,
          `Check in of ${row.name}`,
        );
      } finally {
        setBusy((prev) => {
          const next = new Set(prev);
          next.delete(row.res_room_id);
          return next;
        });
        // Whatever happened, the list shows the truth again (docs/product.md §4: the list then reloads).
        reload();
      }
    },
    [choices, notice, report, reload],
  );

  const checkInState = useMemo<CheckInState>(
    () => ({
      today: showingToday,
      candidates: answer?.rooms_arrivals ?? [],
      choices,
      busy,
      choose,
      checkIn: (row) => void checkIn(row),
    }),
    [showingToday, answer, choices, busy, choose, checkIn],
  );

  const columns = useMemo(
    () => (showingToday ? [...BASE_COLUMNS, ROOM, CHECK_IN] : [...BASE_COLUMNS, ROOM]),
    [showingToday],
  );

  const rows = dateMissing ? [] : answer?.arrivals;
  const onGridReady = useCallback((api: GridApi<ArrivalRow>) => {
    gridApi.current = api;
  }, []);

  return (
    <div className="pms-page pms-stack">
      <PageHeader title="ARRIVALS" actions={<PrintButton />} />

      <form className="pms-row pms-no-print" role="search" aria-label="Arrivals" onSubmit={(e) => e.preventDefault()}>
        <DatePickerField
          id="arrivals-date"
          label="Arrival Date"
          value={date ?? ''}
          onChange={setDate}
          required
          error={dateMissing ? EMPTY_DATE_NOTE : undefined}
        />
        <TextField id="arrivals-first" label="First Name" value={firstName} onChange={setFirstName} autoComplete="off" />
        <TextField id="arrivals-last" label="Last Name" value={lastName} onChange={setLastName} autoComplete="off" />
      </form>

      <p className="pms-print-only">
        Arrivals on {date || '—'}
        {firstName.trim() ? `, first name ${firstName.trim()}` : ''}
        {lastName.trim() ? `, last name ${lastName.trim()}` : ''}
      </p>

      <p>
        <strong>Pending Departures:</strong> <span data-testid="pending-departures">{answer ? pendingDeparturesText(answer.pending_departures) : '…'}</span>
      </p>

      <p className="pms-hint pms-no-print" role="status">
        {dateMissing
          ? 'Enter a date to see its arrivals.'
          : rows
            ? `${rows.length} ${rows.length === 1 ? 'arrival' : 'arrivals'}${showingToday ? ' today: choose a vacant room of the stay’s type, then Check In. Dirty rooms are marked (dirty).' : '.'}`
            : 'Loading arrivals…'}
      </p>

      <CheckInContext.Provider value={checkInState}>
        <DataGrid<ArrivalRow>
          ariaLabel="Arrivals"
          rowData={rows}
          columnDefs={columns}
          getRowId={(r) => String(r.res_room_id)}
          emptyMessage="No arrivals for this date"
          onGridReady={onGridReady}
          gridOptions={FRONT_DESK_GRID}
        />
      </CheckInContext.Provider>
    </div>
  );
}
