import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  useMediaQuery,
  PHONE_SCREEN,
  type DataGridColumn,
  type LiveStatus,
} from '@pms/ui';
import type { RoomCleanAnswer } from '@pms/contracts/housekeeping';
import { cleanLabel, frontOfficeStatus, reservationStatus } from '@pms/contracts/rules/statuses';
import {
  filterSummary,
  filtersFromSearch,
  housekeepingPath,
  patchRows,
  updateCleanPath,
  pruneRecent,
  rowsFromAnswer,
  type HousekeepingFilters,
  type HousekeepingRow,
  type RoomPatch,
  type TimedPatch,
} from '../logic/housekeeping';
import { RoomCards } from './housekeepingCards';
import { CleanSelect } from './housekeepingClean';
import { HousekeepingFilterBoxes } from './housekeepingFilters';

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
 * once), front office status, reservation status (docs/product.md §4 precedence) and the next arrival the
 * room is assigned to (blank when none). The board is live:
 * every room change the gateway reports re-queries it, so another clerk's check-in, check-out or
 * clean toggle shows without a reload. Up to 768 px wide the rows are cards with one-tap Clean/Dirty
 * and the filters wait in a drawer (housekeepingCards.tsx, housekeepingFilters.tsx).
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
  const phone = useMediaQuery(PHONE_SCREEN);

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
        cellRenderer: ({ data }: { data: HousekeepingRow }) => <CleanSelect row={data} onSave={saveClean} />,
      },
      { colId: 'frontOffice', headerName: 'Front Office Status', valueGetter: ({ data }) => frontOfficeStatus(data.occupied) },
      { colId: 'reservationStatus', headerName: 'Reservation Status', valueGetter: ({ data }) => reservationStatus(data) },
      // The date the front desk assigned the room to its next arrival (issue #17); blank when none.
      { colId: 'nextArrival', headerName: 'Next Arrival', valueGetter: ({ data }) => data.next_arrival ?? '' },
    ],
    [saveClean],
  );

  return (
    <div className="pms-page reports-page">
      <PageHeader title="HOUSEKEEPING" actions={<PrintButton />} />
      <HousekeepingFilterBoxes filters={filters} onChange={setFilters} phone={phone} />
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
      {phone ? (
        <RoomCards rows={rows} onSave={saveClean} />
      ) : (
        <DataGrid<HousekeepingRow>
          ariaLabel="Housekeeping"
          rowData={rows}
          columnDefs={columns}
          getRowId={(r) => String(r.room_id)}
          emptyMessage="No rooms match these filters"
          rowClassRules={{ 'reports-row--dirty': ({ data }) => data.clean === 0 }}
        />
      )}
    </div>
  );
}
