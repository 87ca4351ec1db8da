import type { ReservationListRow } from '@pms/contracts/reservations';
import { bookingStatus } from '@pms/contracts/rules/statuses';
import { concatPages, DataGrid, DateRangePicker, PageHeader, TextField, useOpenReservation, usePagedQuery, type DataGridColumn } from '@pms/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { cleanFilters, emptyFilters, reservationsListPath, type ReservationFilters } from '../domain/search';
import '../reservations.css';

const ID = 'all';
/** Up to this many rows the table grows to fit; longer lists scroll inside it (rendering 500 rows at once is slow). */
const FIT_ROWS = 40;

// Every column sorts (the grid's default), on the rows loaded so far.
const COLUMNS: DataGridColumn<ReservationListRow>[] = [
  { headerName: 'Last Name', field: 'last_name' },
  { headerName: 'First Name', field: 'first_name' },
  // Two bookings of the same name are told apart by their confirmation number.
  { headerName: 'Confirmation', field: 'confirmation_code' },
  { headerName: 'Arrival Date', field: 'check_in_date' },
  { headerName: 'Departure Date', field: 'check_out_date' },
  { headerName: 'Room Type', field: 'type' },
  {
    headerName: 'Status',
    colId: 'status',
    valueGetter: ({ data }) => bookingStatus(data),
  },
];

/** ALL RESERVATIONS (/reserve/allreservations, docs/product.md §2). */
export default function AllReservations() {
  const openReservation = useOpenReservation();
  const [draft, setDraft] = useState<ReservationFilters>(emptyFilters);
  // What the table shows: the filters of the last Search (none at first: stays arriving from today).
  const [applied, setApplied] = useState<ReservationFilters>(emptyFilters);
  // Page by page: a broad search at a big hotel matches thousands; the first rows paint at once and
  // Load more reads the next page (the server keeps the order and the filters).
  const results = usePagedQuery<ReservationListRow[]>('Search reservations', reservationsListPath(applied), concatPages, { auto: false });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(cleanFilters(draft));
    // The same search again reads the list afresh (bookings change during the day).
    results.reload();
  };
  const set = (field: keyof ReservationFilters) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const open = (row: ReservationListRow) => openReservation(row.reservation_id);

  const rows = results.data;
  const fit = (rows?.length ?? 0) <= FIT_ROWS;
  const summary = useMemo(() => {
    if (results.loading || !rows) return 'Searching…';
    if (rows.length === 0) return 'No reservations match.';
    return `${rows.length} ${rows.length === 1 ? 'stay' : 'stays'} found${results.more ? ', more match' : ''}.`;
  }, [results.loading, results.more, rows]);

  return (
    <div className="pms-page res-page">
      <PageHeader title="ALL RESERVATIONS" />
      <form className="pms-stack" onSubmit={search} role="search" aria-label="Search reservations">
        <fieldset className="pms-fieldset">
          <legend>Search</legend>
          <DateRangePicker
            idPrefix={`${ID}-arrival`}
            value={{ start: draft.arrivalFrom, end: draft.arrivalTo }}
            onChange={({ start, end }) => setDraft((d) => ({ ...d, arrivalFrom: start, arrivalTo: end }))}
            startLabel="Arrival From"
            endLabel="Arrival To"
            min={null}
          />
          <div className="pms-row">
            <TextField
              id={`${ID}-confirmation`}
              label="Confirmation Number"
              value={draft.confirmationNumber}
              onChange={set('confirmationNumber')}
              autoComplete="off"
              spellCheck={false}
            />
            <TextField id={`${ID}-last`} label="Last Name" value={draft.lastName} onChange={set('lastName')} autoComplete="off" />
            <TextField id={`${ID}-first`} label="First Name" value={draft.firstName} onChange={set('firstName')} autoComplete="off" />
          </div>
          <div className="pms-actions">
            <button type="submit" className="pms-button">
              Search
            </button>
          </div>
        </fieldset>
      </form>
      <p className="res-summary" role="status">
        {summary}
      </p>
      <DataGrid<ReservationListRow>
        ariaLabel="Reservations"
        rowData={rows}
        columnDefs={COLUMNS}
        getRowId={(r) => String(r.res_room_id)}
        onRowClick={open}
        rowActionHint="Press Enter on a row to open the reservation."
        emptyMessage="No reservations match."
        loading={results.loading}
        autoHeight={fit}
        height={fit ? undefined : 560}
      />
      {results.more ? (
        <div className="pms-actions">
          <button type="button" className="pms-button pms-button--secondary" onClick={results.loadMore} disabled={results.loadingMore}>
            {results.loadingMore ? 'Loading more…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
