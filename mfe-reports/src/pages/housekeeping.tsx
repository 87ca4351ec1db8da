import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  DataGrid,
  PageHeader,
  PrintButton,
  api,
  throttle,
  useLiveRooms,
  useHotelToday,
  useApi,
  useApiQuery,
  useLocation,
  type DataGridColumn,
  type LiveStatus,
} from '@pms/ui';
import type { RoomCleanAnswer } from '@pms/contracts/housekeeping';
import {
  CLEAN_OPTIONS,
  HOUSEKEEPING_FILTERS,
  cleanLabel,
  frontOfficeStatus,
  reservationStatus,
} from '@pms/contracts/rules/statuses';
import {
  ALL_FILTERS,
  NO_FILTERS,
  filterSummary,
  filtersFromSearch,
  housekeepingPath,
  patchRows,
  setFilter,
  updateCleanPath,
  pruneRecent,
  rowsFromAnswer,
  type HousekeepingFilters,
  type HousekeepingRow,
  type RoomPatch,
  type TimedPatch,
} from '../logic/housekeeping';

/** During a burst of room changes the board re-queries at most this often. */
const REQUERY_INTERVAL_MS = 250;

const LIVE_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: changes made by other clerks appear here as they happen.',
  reconnecting: 'Live updates are interrupted; reconnecting…',
};

/**
 * /reports/housekeeping (docs/product.md §2 HOUSEKEEPING): filter checkboxes that re-query on every change,
 * Select All / Clear All / Print, and one row per room with its Clean/Dirty selector (saved at
 * once), front office status and reservation status (docs/product.md §4 precedence). The board is live:
 * every room change the gateway reports re-queries it, so another clerk's check-in, check-out or
 * clean toggle shows without a reload.
 */
export default function HousekeepingPage() {
  const { search } = useLocation();
  // The address may tick boxes (a dashboard tile's link); from then on the boxes are the clerk's.
  const [filters, setFilters] = useState<HousekeepingFilters>(() => filtersFromSearch(search));
  const path = housekeepingPath(filters);
  const query = useApiQuery<{ rows: HousekeepingRow[]; sentAt: number }>(
    'Load the housekeeping report',
    async (signal) => {
      const sentAt = performance.now();
      return { rows: await api.get<HousekeepingRow[]>(path, { signal }), sentAt };
    },
    [path],
  );
  const { reload } = query;
  const [rows, setRows] = useState<HousekeepingRow[] | undefined>(undefined);
  // Changes learnt recently (live events, our own saves): laid over answers that predate them.
  const recent = useRef<TimedPatch[]>([]);
  useEffect(() => {
    if (query.data) setRows(rowsFromAnswer(query.data.rows, query.data.sentAt, recent.current));
  }, [query.data]);
  const [announcement, setAnnouncement] = useState('');
  const { call } = useApi();
  const today = useHotelToday();

  const learn = useCallback((patch: RoomPatch) => {
    const now = performance.now();
    recent.current = [...pruneRecent(recent.current, now), { at: now, patch }];
    setRows((current) => (current ? patchRows(current, [patch]) : current));
  }, []);

  const requery = useMemo(() => throttle(reload, REQUERY_INTERVAL_MS), [reload]);
  useEffect(() => () => requery.cancel(), [requery]);

  const live = useLiveRooms({
    onRoom: (event) => {
      // Cleanliness and occupancy show at once; the re-query brings statuses and filters up to date.
      learn({ room_id: event.room_id, clean: event.clean, occupied: event.occupied });
      requery.request();
    },
    onReady: () => requery.request(),
    // The next call answers 401, which takes the clerk to the login screen.
    onSessionEnded: () => requery.request(),
  });

  const saveClean = useCallback(
    async (row: HousekeepingRow, clean: 0 | 1) => {
      const saved = await call('Save the room status', () => api.put<RoomCleanAnswer>(updateCleanPath(clean, row.room_id)));
      if (saved) {
        learn({ room_id: saved.room_id, clean: saved.clean, occupied: saved.occupied });
        setAnnouncement(`Room ${saved.room_num} is now ${cleanLabel(saved.clean)}.`);
      }
      // Saved or not, the list is read again: it may no longer match the filters, or show the old value.
      requery.request();
    },
    [call, learn, requery],
  );

  const columns = useMemo<DataGridColumn<HousekeepingRow>[]>(
    () => [
      { colId: 'room', headerName: 'Room', field: 'room_num', maxWidth: 120 },
      { colId: 'roomType', headerName: 'Room Type', field: 'type' },
      {
        colId: 'roomStatus',
        headerName: 'Room Status',
        field: 'clean',
        minWidth: 150,
        cellRenderer: (p: { data?: HousekeepingRow }) => (p.data ? <CleanSelect row={p.data} onSave={saveClean} /> : null),
      },
      { colId: 'frontOffice', headerName: 'Front Office Status', valueGetter: (p) => (p.data ? frontOfficeStatus(p.data.occupied) : '') },
      { colId: 'reservationStatus', headerName: 'Reservation Status', valueGetter: (p) => (p.data ? reservationStatus(p.data) : '') },
    ],
    [saveClean],
  );

  const toggle = (e: ChangeEvent<HTMLInputElement>) => {
    const flag = e.target.name as keyof HousekeepingFilters;
    setFilters((f) => setFilter(f, flag, e.target.checked));
  };

  return (
    <div className="pms-page reports-page">
      <PageHeader title="HOUSEKEEPING" actions={<PrintButton />} />
      <fieldset className="pms-fieldset reports-filters pms-no-print">
        <legend>Filters</legend>
        <div className="pms-checks">
          {HOUSEKEEPING_FILTERS.map(({ flag, label }) => (
            <label key={flag} className="pms-check">
              <input type="checkbox" name={flag} checked={filters[flag]} onChange={toggle} />
              {label}
            </label>
          ))}
        </div>
        <div className="pms-actions">
          <button type="button" className="pms-button pms-button--secondary" onClick={() => setFilters(ALL_FILTERS)}>
            Select All
          </button>
          <button type="button" className="pms-button pms-button--secondary" onClick={() => setFilters(NO_FILTERS)}>
            Clear All
          </button>
        </div>
      </fieldset>
      <p className="pms-print-only">
        Housekeeping report{today ? `, ${today}` : ''}. Filters: {filterSummary(filters)}.
      </p>
      <p className={`reports-live reports-live--${live} pms-no-print`} role="status">
        <span aria-hidden="true" className="reports-live__dot" />
        {LIVE_TEXT[live]}
      </p>
      <p className="pms-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="reports-count">{rows ? `${rows.length} ${rows.length === 1 ? 'room' : 'rooms'}` : 'Loading rooms…'}</p>
      <DataGrid<HousekeepingRow>
        ariaLabel="Housekeeping"
        rowData={rows}
        columnDefs={columns}
        getRowId={(r) => String(r.room_id)}
        emptyMessage="No rooms match these filters"
        rowClassRules={{ 'reports-row--dirty': (p) => p.data?.clean === 0 }}
      />
    </div>
  );
}

interface CleanSelectProps {
  row: HousekeepingRow;
  onSave: (row: HousekeepingRow, clean: 0 | 1) => Promise<void>;
}

/**
 * The Clean/Dirty selector of one room: saved as soon as it changes. Saves of one room go one at a
 * time (a second change waits for the first answer, and only the latest waiting value is sent), so
 * two quick changes can never reach the service in the wrong order.
 */
function CleanSelect({ row, onSave }: CleanSelectProps) {
  // The clerk's choice shows while it is being saved; then the row's value takes over again.
  const [pending, setPending] = useState<0 | 1 | null>(null);
  const saving = useRef<{ busy: boolean; next: 0 | 1 | null }>({ busy: false, next: null });
  const value = pending ?? row.clean;

  const save = async (first: 0 | 1) => {
    const s = saving.current;
    s.busy = true;
    try {
      let clean: 0 | 1 | null = first;
      while (clean !== null) {
        await onSave(row, clean);
        clean = s.next;
        s.next = null;
      }
    } finally {
      s.busy = false;
      setPending(null);
    }
  };

  return (
    <select
      className="pms-select reports-clean-select"
      aria-label={`Room status, room ${row.room_num}`}
      aria-busy={pending !== null}
      value={String(value)}
      onChange={(e) => {
        const clean = e.target.value === '1' ? 1 : 0;
        setPending(clean);
        if (saving.current.busy) saving.current.next = clean;
        else void save(clean);
      }}
    >
      {CLEAN_OPTIONS.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
