import { useState } from 'react';
import type { NightAuditReport } from '@pms/contracts/night-audit';
import { formatUsd } from '@pms/contracts/rules/money';
import { api, isApiError, PageHeader, PrintButton, refreshBusinessDate, useApi, useApiQuery } from '@pms/ui';
import { AuditReport } from './nightAuditReport';

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));
/** The departures due out and not gone: any name and room (the SPEC's `undefined`), due out only. */
const DUE_OUT = { firstname: 'undefined', lastname: 'undefined', roomNumber: 'undefined', stayOver: 'false', dueOut: 'true', checkedOut: 'false' } as const;

type Run = { state: 'idle' } | { state: 'confirming' } | { state: 'running' } | { state: 'done'; report: NightAuditReport } | { state: 'failed'; message: string };

/**
 * /reports/nightAudit (Manager and up; docs/billing.md "Night audit"): what closing the business date
 * will do — arrivals that become no-shows, guests due out who will be extended, departures with an
 * open balance — then Run with a confirmation and a progress bar while the day closes, the printable
 * report, and the past reports.
 */
export default function NightAuditPage() {
  const { report: reportError } = useApi();
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [shown, setShown] = useState<NightAuditReport | null>(null);
  const preview = useApiQuery('Load the night audit preview', (signal) => api.request('GET /api/night-audit/preview', { signal }), [run.state === 'done']);
  const dueOut = useApiQuery('Load the departures', (signal) => api.request('GET /api/hw/departures/:firstname/:lastname/:roomNumber/:stayOver/:dueOut/:checkedOut', { params: DUE_OUT, signal }), [run.state === 'done']);
  const past = useApiQuery('Load past reports', (signal) => api.request('GET /api/night-audit', { signal }), [run.state === 'done']);
  const p = preview.data;
  const openBalances = (dueOut.data ?? []).filter((d) => d.balance > 0);

  async function close() {
    if (!p) return;
    setRun({ state: 'running' });
    try {
      const report = await api.request('POST /api/night-audit', { body: { business_date: p.business_date } });
      setRun({ state: 'done', report });
      setShown(report);
      refreshBusinessDate();
    } catch (e) {
      reportError(e, 'Run the night audit');
      setRun({ state: 'failed', message: isApiError(e) ? e.message : 'The night audit did not answer.' });
    }
  }

  async function open(date: string) {
    try {
      setShown(await api.request('GET /api/night-audit/:date', { params: { date } }));
    } catch (e) {
      reportError(e, 'Load the report');
    }
  }

  return (
    <div className="pms-page reports-page">
      <PageHeader title="NIGHT AUDIT" actions={<PrintButton disabled={!shown} />} />
      {preview.error ? <p role="alert" className="pms-field-error">The preview could not be loaded: {preview.error.message}</p> : null}
      {p ? (
        <section className="pms-card pms-no-print" aria-labelledby="audit-preview">
          <h2 id="audit-preview">Closing business date {p.business_date}</h2>
          {p.closes_early ? (
            <p className="reports-warning" role="note">
              The calendar date is still {p.calendar_date}: the day is being closed before midnight. Guests arriving later tonight
              become no-shows.
            </p>
          ) : null}
          <h3>Arrivals that will become no-shows ({p.no_shows.length})</h3>
          <PreviewList empty="None." items={p.no_shows.map((n) => `${n.name} · ${n.confirmation_code} · ${n.type} · fee ${usd(n.fee)}`)} />
          <h3>
            Guests due out who will be {p.due_out_policy === 'extend' ? 'extended one night' : 'listed and stop the audit'} ({p.extensions.length})
          </h3>
          <PreviewList
            empty="None."
            items={p.extensions.map((x) => `${x.name} · room ${x.room_num ?? '—'} · leaves ${x.check_out_date}${x.oversold ? ' · over-sold night' : ''}`)}
          />
          <h3>Departures with an open balance ({openBalances.length})</h3>
          <PreviewList empty="None." items={openBalances.map((d) => `${d.name} · room ${d.room_num ?? '—'} · ${usd(d.balance)}`)} />

          {run.state === 'confirming' ? (
            <div className="pms-actions" role="group" aria-label="Confirm the night audit">
              <p>Close {p.business_date}? This posts tonight's charges, marks the no-shows and moves the business date. It cannot be undone.</p>
              <button type="button" className="pms-button" onClick={() => void close()} autoFocus>
                Close {p.business_date}
              </button>
              <button type="button" className="pms-button pms-button--secondary" onClick={() => setRun({ state: 'idle' })}>
                Cancel
              </button>
            </div>
          ) : run.state === 'running' ? (
            <div role="status">
              <p>Closing {p.business_date}: posting the night to every folio…</p>
              <progress aria-label="Night audit progress" />
            </div>
          ) : (
            <div className="pms-actions">
              <button type="button" className="pms-button" onClick={() => setRun({ state: 'confirming' })}>
                Run Night Audit
              </button>
            </div>
          )}
          {run.state === 'failed' ? (
            <p role="alert" className="pms-field-error">
              The night audit did not close the day: {run.message}
            </p>
          ) : null}
          {run.state === 'done' ? <p role="status">Closed {run.report.business_date}. The business date is now the next day.</p> : null}
        </section>
      ) : null}

      {shown ? <AuditReport report={shown} /> : null}

      <section className="pms-card pms-no-print" aria-labelledby="audit-past">
        <h2 id="audit-past">Past reports</h2>
        {past.data && past.data.reports.length === 0 ? <p>No day has been closed yet.</p> : null}
        <ul>
          {past.data?.reports.map((r) => (
            <li key={r.business_date}>
              <button type="button" className="pms-link-button" onClick={() => void open(r.business_date)}>
                {r.business_date}
              </button>{' '}
              · {r.rooms_occupied} occupied · {r.occupancy_pct}% · room revenue {usd(r.room_revenue)} · {r.run_by ?? 'automatic'}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PreviewList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
