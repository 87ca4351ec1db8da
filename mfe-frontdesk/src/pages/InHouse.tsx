import { useCallback, useState } from 'react';
import type { InHouseGuest } from '@pms/contracts/frontdesk';
import {
  DataGrid,
  PageHeader,
  PrintButton,
  TextField,
  concatPages,
  useDebounced,
  useOpenReservation,
  usePagedQuery,
  type DataGridColumn,
} from '@pms/ui';
import { NO_GUEST_FILTERS, filterSummary, guestName, guestsPath, type GuestFilters } from '../logic/inhouse';

const FILTER_DEBOUNCE_MS = 250;

const COLUMNS: DataGridColumn<InHouseGuest>[] = [
  { colId: 'name', headerName: 'Name', valueGetter: ({ data }) => guestName(data), minWidth: 160 },
  // Two guests of the same name are told apart by their confirmation number.
  { field: 'confirmation_code', headerName: 'Confirmation', minWidth: 130 },
  { field: 'check_in_date', headerName: 'Arrival' },
  { field: 'check_out_date', headerName: 'Departure' },
  { field: 'type', headerName: 'Room Type' },
  { field: 'room_num', headerName: 'Room Number' },
];

/**
 * IN-HOUSE GUESTS (docs/product.md §2): the guests checked in and not yet out, searched by room,
 * confirmation number and names as the clerk types. A row (click or Enter) hands its reservation
 * to the update screen through localStorage `reservation_id`.
 */
export default function InHousePage() {
  const openReservation = useOpenReservation();
  const [filters, setFilters] = useState<GuestFilters>(NO_GUEST_FILTERS);
  const settled = useDebounced(filters, FILTER_DEBOUNCE_MS);
  const path = guestsPath(settled);
  // Page by page (a big hotel has thousands in house): the first rows paint at once, the rest follow.
  const query = usePagedQuery<InHouseGuest[]>('Load in-house guests', path, concatPages);
  const set = (key: keyof GuestFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  const open = useCallback((guest: InHouseGuest) => openReservation(guest.reservation_id), [openReservation]);

  const rows = query.data;
  return (
    <div className="pms-page pms-stack">
      <PageHeader title="IN-HOUSE GUESTS" actions={<PrintButton />} />

      <form className="pms-row pms-no-print" role="search" aria-label="In-house guests" onSubmit={(e) => e.preventDefault()}>
        <TextField id="inhouse-room" label="Room Number" value={filters.roomNumber} onChange={set('roomNumber')} autoComplete="off" inputMode="numeric" />
        <TextField
          id="inhouse-confirmation"
          label="Confirmation Number"
          value={filters.confirmationNumber}
          onChange={set('confirmationNumber')}
          autoComplete="off"
        />
        <TextField id="inhouse-first" label="First Name" value={filters.firstName} onChange={set('firstName')} autoComplete="off" />
        <TextField id="inhouse-last" label="Last Name" value={filters.lastName} onChange={set('lastName')} autoComplete="off" />
      </form>

      <p className="pms-print-only">{filterSummary(settled)}</p>

      <p className="pms-hint pms-no-print" role="status">
        {rows
          ? `${rows.length} in-house ${rows.length === 1 ? 'guest' : 'guests'}${query.loadingMore ? ' so far, loading more…' : '.'} Click a guest (or press Enter on the row) to open the reservation.`
          : 'Loading guests…'}
      </p>

      <DataGrid<InHouseGuest>
        ariaLabel="In-house guests"
        rowData={rows}
        columnDefs={COLUMNS}
        getRowId={(g) => String(g.res_room_id)}
        onRowClick={open}
        rowActionHint="Press Enter on a guest to open the reservation."
        emptyMessage="No in-house guests match"
      />
    </div>
  );
}
