import type { ChargeCodeList, Folio, FolioLine, FolioPayment } from '@pms/contracts/folio';
import { can } from '@pms/contracts/permissions';
import { api, newIdempotencyKey, useApiQuery, useSignedInUser } from '@pms/ui';
import { useState } from 'react';
import { usd } from '../billing/invoice';
import { AmountForm, PostCharge } from './FolioForms';
import { FolioLinesTable, PaymentsTable } from './FolioTables';

type Editing = { kind: 'allowance'; line: FolioLine } | { kind: 'refund'; payment: FolioPayment } | null;

/**
 * The stay's folio on the payment page (docs/billing.md "Folio"): every line by date with an
 * Allowance on each charge, Post Charge, the payments with Refund for managers, and Take Payment
 * (amount defaults to the balance). Every change answers the folio as it stands, shown at once;
 * `onChange` lets the page reload what depends on it.
 */
export function FolioPanel({ resRoomId, onChange }: { resRoomId: number; onChange: () => void }) {
  const [version, setVersion] = useState(0);
  const [fresh, setFresh] = useState<Folio | null>(null);
  const loaded = useApiQuery<Folio>('Load the folio', (signal) => api.request('GET /api/folios/:res_room_id', { params: { res_room_id: resRoomId }, signal }), [resRoomId, version]);
  const codes = useApiQuery<ChargeCodeList>('Load charge codes', (signal) => api.request('GET /api/charge-codes', { signal }), []);
  const user = useSignedInUser();
  const [editing, setEditing] = useState<Editing>(null);
  const folio = fresh ?? loaded.data;

  const changed = (f: Folio) => {
    setFresh(f);
    setEditing(null);
    setVersion((v) => v + 1);
    onChange();
  };

  if (!folio) return loaded.error ? <p role="alert">The folio could not be loaded: {loaded.error.message}</p> : <p role="status">Loading the folio…</p>;
  const open = folio.status === 'open';
  const mayRefund = user ? can(user, 'folio.refund') : false;

  return (
    <section className="pms-card fin-folio pms-no-print" aria-label="Folio">
      <h2>Folio</h2>
      <dl className="fin-facts" data-testid="folio-totals">
        <div>
          <dt>Charges</dt>
          <dd>{usd(folio.charges)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{usd(folio.paid)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd data-testid="folio-balance">{usd(folio.balance)}</dd>
        </div>
        <div>
          <dt>Projected total</dt>
          <dd>{usd(folio.projected_total)}</dd>
        </div>
      </dl>
      <FolioLinesTable
        lines={folio.lines}
        action={(l) =>
          open && ['room', 'extra', 'no_show'].includes(l.kind) ? (
            <button type="button" className="pms-link-button" onClick={() => setEditing({ kind: 'allowance', line: l })}>
              Allowance
            </button>
          ) : null
        }
      />
      {editing?.kind === 'allowance' ? (
        <AmountForm
          title={`Allowance on ${editing.line.description}`}
          submitLabel="Post Allowance"
          reasonRequired
          max={editing.line.amount}
          onCancel={() => setEditing(null)}
          send={({ amount, reason }) => api.request('POST /api/folios/:res_room_id/charges/:line_id/allowances', { params: { res_room_id: resRoomId, line_id: editing.line.line_id }, body: { amount, reason } })}
          onDone={changed}
        />
      ) : null}
      {open ? <PostCharge codes={codes.data?.charge_codes ?? []} send={(body) => api.request('POST /api/folios/:res_room_id/charges', { params: { res_room_id: resRoomId }, body })} onDone={changed} /> : null}
      <h3>Payments</h3>
      <PaymentsTable
        payments={folio.payments}
        action={
          mayRefund
            ? (p) =>
                p.amount > p.refunded ? (
                  <button type="button" className="pms-link-button" onClick={() => setEditing({ kind: 'refund', payment: p })}>
                    Refund
                  </button>
                ) : null
            : undefined
        }
      />
      {editing?.kind === 'refund' ? (
        <AmountForm
          title={`Refund of the ${editing.payment.method} payment`}
          submitLabel="Refund"
          reasonRequired
          max={editing.payment.amount - editing.payment.refunded}
          onCancel={() => setEditing(null)}
          send={({ amount, reason }) => api.request('POST /api/folios/:res_room_id/payments/:payment_id/refunds', { params: { res_room_id: resRoomId, payment_id: editing.payment.payment_id }, body: { amount, reason } })}
          onDone={changed}
        />
      ) : null}
      {open && folio.balance > 0 ? (
        <AmountForm
          key={`pay-${folio.balance}`}
          title="Take Payment"
          submitLabel="Take Payment"
          initial={folio.balance}
          max={folio.projected_total - folio.paid}
          method
          send={({ amount, method }) => api.request('POST /api/folios/:res_room_id/payments', { params: { res_room_id: resRoomId }, body: { method, amount }, idempotencyKey: newIdempotencyKey() })}
          onDone={changed}
        />
      ) : null}
    </section>
  );
}
