import { formatUsd } from '@pms/contracts/rules/money';
import { useId } from 'react';
import { guestName, invoiceAddsUp, invoiceLines, isPaid, maskedCard, nightsLabel, usd, type InvoiceView } from '../billing/invoice';
import { FolioLinesTable, PaymentsTable } from './FolioTables';

const paidAt = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * One room's invoice (docs/product.md §2 INVOICE: "an invoice block per room"): the guest, card last four,
 * dates, nights, rate, room total, each tax and the total; once paid, its number, payment type and
 * time. Laid out to print as the guest's copy.
 */
export function InvoiceBlock({ row }: { row: InvoiceView }) {
  const headingId = useId();
  const paid = isPaid(row);
  const lines = invoiceLines(row);
  const total = lines.find((l) => l.key === 'total');
  return (
    <section className="pms-card fin-invoice" aria-labelledby={headingId} data-testid="invoice-block">
      <div className="fin-invoice__head">
        <h2 id={headingId} className="fin-invoice__title">
          {paid && row.invoice_number ? `Invoice ${row.invoice_number}` : 'Invoice (not yet paid)'}
        </h2>
        <p className={paid ? 'fin-badge fin-badge--paid' : 'fin-badge'}>{paid ? 'Paid' : 'Balance due'}</p>
      </div>

      <dl className="fin-facts">
        <div>
          <dt>Guest</dt>
          <dd>{guestName(row)}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{row.room_num ?? 'Not set'}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>{maskedCard(row.ccLastFour)}</dd>
        </div>
        <div>
          <dt>Arrival</dt>
          <dd>{row.check_in_date}</dd>
        </div>
        <div>
          <dt>Departure</dt>
          <dd>{row.check_out_date}</dd>
        </div>
        <div>
          <dt>Nights</dt>
          <dd>{row.num_days}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{usd(row.rate)} per night</dd>
        </div>
        {paid ? (
          <>
            <div>
              <dt>Invoice number</dt>
              <dd data-testid="invoice-number">{row.invoice_number}</dd>
            </div>
            <div>
              <dt>Paid by</dt>
              <dd>{row.payment_type}</dd>
            </div>
            <div>
              <dt>Paid on</dt>
              <dd>{paidAt(row.paid_at)}</dd>
            </div>
          </>
        ) : null}
      </dl>

      <table className="pms-table fin-charges">
        <caption className="pms-visually-hidden">
          Charges for {nightsLabel(row.num_days)} in room {row.room_num ?? ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Computed from</th>
            <th scope="col" className="pms-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lines
            .filter((l) => l.key !== 'total')
            .map((l) => (
              <tr key={l.key} data-line={l.key}>
                <th scope="row">{l.label}</th>
                <td>{l.basis}</td>
                <td className="pms-num">{formatUsd(l.cents)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr className="fin-charges__total" data-line="total">
            <th scope="row">Total</th>
            <td />
            <td className="pms-num" data-testid="invoice-total">
              {total ? formatUsd(total.cents) : ''}
            </td>
          </tr>
        </tfoot>
      </table>
      {row.lines && row.lines.length > 0 ? (
        <>
          <h3>Every line</h3>
          <FolioLinesTable lines={row.lines} />
          <h3>Payments</h3>
          <PaymentsTable payments={row.payments ?? []} />
        </>
      ) : null}
      {row.credit_note ? (
        <p className="fin-warning" role="note">
          Reversed by credit note {row.credit_note.credit_note_number} ({usd(row.credit_note.total)}): {row.credit_note.reason}
        </p>
      ) : null}
      {invoiceAddsUp(row) ? null : (
        <p className="pms-field-error" role="alert">
          These amounts do not add up. Do not hand this invoice to the guest; reload the page and tell the manager if it
          persists.
        </p>
      )}
    </section>
  );
}
