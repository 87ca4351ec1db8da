import type { FolioLine, FolioPayment } from '@pms/contracts/folio';
import type { ReactNode } from 'react';
import { usd } from '../billing/invoice';

/** A folio's lines by date, as the folio page and the printed invoice list them. */
export function FolioLinesTable({ lines, action }: { lines: readonly FolioLine[]; action?: (line: FolioLine) => ReactNode }) {
  // On a phone the table scrolls sideways in its own box, its first column (the date) kept in view.
  return (
    <div className="pms-table-scroll" role="region" aria-label="Folio lines" tabIndex={0}>
      <table className="pms-table fin-lines" data-testid="folio-lines">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Charge</th>
            <th scope="col" className="pms-num">
              Qty
            </th>
            <th scope="col" className="pms-num">
              Amount
            </th>
            <th scope="col">Posted by</th>
            {action ? <th scope="col" className="pms-no-print">Correct</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line_id} data-kind={l.kind}>
              <td>{l.service_date}</td>
              <td>{l.description}</td>
              <td className="pms-num">{l.quantity}</td>
              <td className="pms-num">{usd(l.amount)}</td>
              <td>{l.posted_by}</td>
              {action ? <td className="pms-no-print">{action(l)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A folio's payments with what has been given back of each. */
export function PaymentsTable({ payments, action }: { payments: readonly FolioPayment[]; action?: (p: FolioPayment) => ReactNode }) {
  if (payments.length === 0) return <p>No payments yet.</p>;
  return (
    <div className="pms-table-scroll" role="region" aria-label="Payments" tabIndex={0}>
      <table className="pms-table fin-payments" data-testid="folio-payments">
        <thead>
          <tr>
            <th scope="col">Paid</th>
            <th scope="col">Method</th>
            <th scope="col" className="pms-num">
              Amount
            </th>
            <th scope="col" className="pms-num">
              Refunded
            </th>
            <th scope="col">Taken by</th>
            {action ? <th scope="col" className="pms-no-print">Refund</th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <td>{new Date(p.paid_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>{p.method}</td>
              <td className="pms-num">{usd(p.amount)}</td>
              <td className="pms-num">{usd(p.refunded)}</td>
              <td>{p.paid_by}</td>
              {action ? <td className="pms-no-print">{action(p)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
