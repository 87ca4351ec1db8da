import type { NightAuditReport } from '@pms/contracts/night-audit';
import { formatUsd } from '@pms/contracts/rules/money';

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

/** One night audit report, printable (docs/billing.md "Night audit": how each figure is made). */
export function AuditReport({ report: r }: { report: NightAuditReport }) {
  const figures: [string, string][] = [
    ['Rooms available', String(r.rooms_available)],
    ['Rooms occupied', String(r.rooms_occupied)],
    ['Rooms out of order', String(r.rooms_out_of_order)],
    ['Occupancy', `${r.occupancy_pct.toFixed(1)} %`],
    ['ADR', usd(r.adr)],
    ['RevPAR', usd(r.revpar)],
    ['Room revenue', usd(r.room_revenue)],
    ['Tax revenue', usd(r.tax_revenue)],
    ['Extras revenue', usd(r.extras_revenue)],
    ['No-show revenue', usd(r.no_show_revenue)],
    ['Payments by credit card', usd(r.payments_by_method['Credit Card'])],
    ['Payments in cash', usd(r.payments_by_method.Cash)],
    ['Refunds', usd(r.refunds)],
  ];
  return (
    <section className="pms-card reports-audit" aria-labelledby="audit-report">
      <h2 id="audit-report">Night audit report · {r.business_date}</h2>
      <p>
        Closed {new Date(r.completed_at).toLocaleString()} by {r.run_by ?? 'the automatic run'}.
      </p>
      <table className="pms-table">
        <tbody>
          {figures.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>No-shows ({r.no_shows.length})</h3>
      <ul>
        {r.no_shows.map((n) => (
          <li key={n.res_room_id}>
            {n.name} · {n.confirmation_code} · fee {usd(n.fee)}
          </li>
        ))}
      </ul>
      <h3>Extended stays ({r.extended_stays.length})</h3>
      <ul>
        {r.extended_stays.map((x) => (
          <li key={x.res_room_id}>
            {x.name} · room {x.room_num ?? '—'} · now leaves {x.new_check_out_date}
            {x.oversold ? ' · over-sold night' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
