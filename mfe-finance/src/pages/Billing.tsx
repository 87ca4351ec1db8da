// Types only from the zod contracts: answers are typed, not parsed (zod would be this remote's largest part).
import type { DepartureList, DepartureRow } from '@pms/contracts/billing';
import { formatUsd, toCents } from '@pms/contracts/rules/money';
import {
  api,
  concatPages,
  DataGrid,
  ExclusiveCheckboxes,
  PageHeader,
  TextField,
  useApi,
  useNotice,
  usePagedQuery,
  type DataGridColumn,
} from '@pms/ui';
import { useLocation, useNavigate, useSearchParams } from '@pms/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  departuresPath,
  filtersFromSearch,
  filtersToSearch,
  SHOW_OPTIONS,
  type BillingFilters,
  type BillingShow,
} from '../billing/filters';
import { paymentHref, paymentState, type PaymentTarget } from '../billing/paymentTarget';
import '../finance.css';

const money = (dollars: number | undefined): string => (dollars === undefined ? '' : formatUsd(toCents(dollars)));

/**
 * FINANCE (docs/product.md §2 /cashiering/billing): the stays to bill, searched by room, first and last name
 * and one of Stay Over / Due Out / Checked Out. Each row shows the balance in US dollars and Check Out
 * (not yet checked out) or Invoice (checked out).
 */
export default function Billing() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const notice = useNotice();
  const { report } = useApi();

  // The applied search is the address; the form edits a draft until Search is pressed.
  const applied = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const [draft, setDraft] = useState<BillingFilters>(applied);
  useEffect(() => setDraft(applied), [applied]);
  const path = departuresPath(applied);

  // Page by page (a big hotel's list is thousands of stays): the first rows paint at once, the rest follow.
  const list = usePagedQuery<DepartureList>('Load billing list', path, concatPages);

  const [opening, setOpening] = useState<number | null>(null);

  const go = useCallback(
    (target: PaymentTarget) => navigate(paymentHref(target), { state: paymentState(target, search) }),
    [navigate, search],
  );

  const openInvoice = useCallback(
    async (row: DepartureRow) => {
      setOpening(row.res_room_id);
      try {
        const ids = await api.request('GET /api/hw/invoice_id/:res_room_id', { params: { res_room_id: row.res_room_id } });
        const first = ids[0];
        if (first) {
          go({ kind: 'invoice', invoiceId: first.invoice_id, roomNum: row.room_num ?? '' });
        } else {
          // Checked out but never paid (the payment call failed after check-out): take the payment now.
          notice.info(`${row.name} has checked out but has not paid yet. Take the payment on this page.`);
          go({ kind: 'stay', resRoomId: row.res_room_id, roomNum: row.room_num ?? '' });
        }
      } catch (e) {
        report(e, 'Open invoice');
      } finally {
        setOpening(null);
      }
    },
    [go, notice, report],
  );

  const columns = useMemo<DataGridColumn<DepartureRow>[]>(
    () => [
      { headerName: 'Room', field: 'room_num', maxWidth: 120 },
      { headerName: 'Name', field: 'name', minWidth: 180 },
      // Two guests of the same name are told apart by their confirmation number (blank for a stay
      // billing has not heard of since it started keeping them, docs/billing.md).
      { headerName: 'Confirmation', field: 'confirmation_code', minWidth: 130 },
      { headerName: 'Arrival', field: 'check_in_date' },
      { headerName: 'Departure', field: 'check_out_date' },
      {
        headerName: 'Balance',
        field: 'balance',
        numeric: true,
        valueFormatter: (p) => money(p.value as number | undefined),
      },
      {
        headerName: 'Action',
        colId: 'action',
        sortable: false,
        minWidth: 140,
        cellRenderer: ({ data }: { data: DepartureRow }) => {
          const label = `${data.name}, room ${data.room_num ?? 'not set'}`;
          return data.checked_out ? (
            <button
              type="button"
              className="pms-button pms-button--secondary pms-button--small"
              aria-label={`Invoice: ${label}`}
              disabled={opening === data.res_room_id}
              onClick={() => void openInvoice(data)}
            >
              Invoice
            </button>
          ) : (
            <button
              type="button"
              className="pms-button pms-button--small"
              aria-label={`Check Out: ${label}`}
              onClick={() => go({ kind: 'stay', resRoomId: data.res_room_id, roomNum: data.room_num ?? '' })}
            >
              Check Out
            </button>
          );
        },
      },
    ],
    [go, openInvoice, opening],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = filtersToSearch(draft);
    // The same search again re-reads the list (balances and check-outs change during the day).
    if (next.toString() === searchParams.toString()) list.reload();
    else setSearchParams(next);
  };

  const rows = list.data;
  const totalCents = rows?.reduce((sum, r) => sum + toCents(r.balance), 0) ?? 0;

  return (
    <div className="pms-page">
      <PageHeader title="FINANCE" />
      <form role="search" aria-label="Billing list" className="pms-card fin-filters" onSubmit={submit}>
        <div className="pms-row">
          <TextField
            id="billing-room"
            label="Room number"
            value={draft.roomNumber}
            onChange={(roomNumber) => setDraft((d) => ({ ...d, roomNumber }))}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            id="billing-first"
            label="First name"
            value={draft.firstName}
            onChange={(firstName) => setDraft((d) => ({ ...d, firstName }))}
            autoComplete="off"
          />
          <TextField
            id="billing-last"
            label="Last name"
            value={draft.lastName}
            onChange={(lastName) => setDraft((d) => ({ ...d, lastName }))}
            autoComplete="off"
          />
        </div>
        <div className="fin-filters__bottom">
          <ExclusiveCheckboxes<BillingShow>
            legend="Show"
            options={SHOW_OPTIONS}
            value={draft.show}
            onChange={(show) => setDraft((d) => ({ ...d, show }))}
          />
          <button type="submit" className="pms-button">
            Search
          </button>
        </div>
      </form>

      <p className="fin-summary" role="status" aria-live="polite">
        {rows === undefined
          ? list.loading
            ? 'Loading…'
            : ''
          : rows.length === 0
            ? 'No stays match this search.'
            : list.loadingMore
              ? `${rows.length} stays so far, loading more…`
              : `${rows.length} ${rows.length === 1 ? 'stay' : 'stays'}, balance ${formatUsd(totalCents)}`}
      </p>
      {list.error && !list.loading ? (
        <div className="fin-error" role="alert">
          <p>The billing list could not be loaded: {list.error.message}</p>
          <button type="button" className="pms-button pms-button--secondary" onClick={list.reload}>
            Try again
          </button>
        </div>
      ) : null}
      <DataGrid<DepartureRow>
        ariaLabel="Billing list"
        rowData={list.error ? (rows ?? []) : rows}
        loading={list.loading && rows === undefined}
        columnDefs={columns}
        getRowId={(r) => String(r.res_room_id)}
        emptyMessage="No stays match this search."
      />
    </div>
  );
}
