// Types only from the zod contracts (answers are typed, not parsed: zod would be this remote's
// largest part); the payment types from the zod-free rules module.
import type { CreateInvoiceInput, InvoiceRow, PaymentType } from '@pms/contracts/billing';
import { PAYMENT_TYPES } from '@pms/contracts/rules/statuses';
import { earlyDeparture } from '@pms/contracts/rules/stay';
import {
  api,
  ExclusiveCheckboxes,
  isApiError,
  newIdempotencyKey,
  PageHeader,
  PrintButton,
  HOTEL_INFO_ID,
  useApi,
  useApiQuery,
  useHotelToday,
  useNotice,
} from '@pms/ui';
import { Link, useLocation, useNavigate, useSearchParams } from '@pms/ui';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { isPaid } from '../billing/invoice';
import {
  backToBillingHref,
  paymentHref,
  readPaymentTarget,
  type PaymentTarget,
} from '../billing/paymentTarget';
import { forgetPaymentKey, paymentKey, settleStay } from '../billing/settle';
import { EarlyDepartureQuestion, earlyText } from '../components/EarlyDeparture';
import { FolioHistory } from '../components/FolioHistory';
import { FolioPanel } from '../components/FolioPanel';
import { InvoiceBlock } from '../components/InvoiceBlock';
import '../finance.css';

const PAYMENT_OPTIONS = PAYMENT_TYPES.map((t) => ({ value: t, label: t }));

const sessionStore = () => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

function loadInvoice(target: PaymentTarget, signal: AbortSignal): Promise<InvoiceRow[]> {
  return target.kind === 'invoice'
    ? api.request('GET /api/hw/invoice/:id', { params: { id: target.invoiceId }, signal })
    : api.request('GET /api/hw/pre_invoice/:res_room_id', { params: { res_room_id: target.resRoomId }, signal });
}

const errorText = (e: unknown): string => (isApiError(e) ? e.message : 'Something went wrong in this page.');

/**
 * INVOICE (docs/product.md §2 /cashiering/payment): the invoice of the stay the billing list chose. Before
 * payment it shows what payment will charge, the payment type (Credit Card by default, or Cash)
 * and Submit Payment, which pays and checks the guest out (billing/settle.ts); afterwards, and when
 * opened with an invoice id, the final invoice with its number. Back to Billing; Print.
 */
export default function Payment() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = useNotice();
  const { report } = useApi();

  const target = useMemo(() => readPaymentTarget(searchParams, location.state), [searchParams, location.state]);
  const targetKey = target.kind === 'invalid' ? '' : paymentHref(target);
  const backHref = backToBillingHref(location.state);

  const invoice = useApiQuery(
    'Load invoice',
    target.kind === 'invalid' ? null : (signal) => loadInvoice(target, signal),
    [targetKey],
  );
  // The hotel's name and address head the printed invoice; the screen works without them.
  const hotel = useApiQuery(
    'Load hotel info',
    (signal) => api.request('GET /api/hw/hotel_info/:id', { params: { id: HOTEL_INFO_ID }, signal }),
    [],
  );

  const [paymentType, setPaymentType] = useState<PaymentType>('Credit Card');
  const [submitting, setSubmitting] = useState(false);
  const [paidRow, setPaidRow] = useState<InvoiceRow | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [checkOutPending, setCheckOutPending] = useState<string | null>(null);
  const submittingRef = useRef(false);
  const today = useHotelToday();
  // Leaving before the booked departure: the question shown until the clerk confirms or cancels.
  const [earlyConfirmed, setEarlyConfirmed] = useState<string | null>(null);

  // The page's own answer after paying wins over a (possibly older) load of another document.
  // Once the issued invoice is loaded (with every line and payment), it replaces the payment's answer.
  const loadedIssued = paidRow && invoice.data?.[0]?.invoice_id === paidRow.invoice_id;
  const rows: InvoiceRow[] | undefined = paidRow && !loadedIssued ? [paidRow] : invoice.data;
  const unpaid = rows?.filter((r) => !isPaid(r)) ?? [];
  const allPaid = rows !== undefined && rows.length > 0 && unpaid.length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    await pay(false);
  }

  /** Submit Payment; an early departure waits for the clerk's confirmation (`confirmed`). */
  async function pay(confirmed: boolean) {
    const row = unpaid[0];
    if (!row || submittingRef.current || target.kind === 'invalid') return;
    const early = today ? earlyDeparture(row.check_in_date, row.check_out_date, today) : undefined;
    if (early && !confirmed) {
      setEarlyConfirmed(earlyText(early));
      return;
    }
    setEarlyConfirmed(null);
    submittingRef.current = true;
    setSubmitting(true);
    setPayError(null);
    setCheckOutPending(null);
    const resRoomId = row.res_room_id;
    const roomNum = target.roomNum || row.room_num || '';
    const key = paymentKey(sessionStore(), resRoomId, newIdempotencyKey);
    const body: CreateInvoiceInput = { id: resRoomId, payment_type: paymentType };
    const outcome = await settleStay({
      pay: () => api.request('POST /api/hw/invoice', { body, idempotencyKey: key }),
      checkOut: () =>
        api.request('PUT /api/hw/checkoutRoom/:res_room_id/:room_num', { params: { res_room_id: resRoomId, room_num: roomNum }, idempotencyKey: key }),
    });
    submittingRef.current = false;
    setSubmitting(false);

    if (outcome.kind === 'payment-failed') {
      report(outcome.error, 'Submit payment');
      setPayError(errorText(outcome.error));
      return;
    }
    const [paid, ref] = outcome.answer;
    forgetPaymentKey(sessionStore(), resRoomId);
    setPaidRow(paid);
    if (outcome.kind === 'paid-check-out-pending') {
      console.error('[finance] check-out after payment failed', outcome.checkOutError);
      setCheckOutPending(errorText(outcome.checkOutError));
    } else {
      notice.success(`Payment received. Invoice ${ref.invoice_number} is issued and the guest is checked out.`);
    }
    // The address now names the invoice: a reload shows it, not a second payment form.
    navigate(paymentHref({ kind: 'invoice', invoiceId: ref.invoice_id, roomNum }), {
      replace: true,
      state: { ...(typeof location.state === 'object' ? location.state : {}), invoice_id: ref.invoice_id, room_num: roomNum },
    });
  }

  const h = hotel.data;
  return (
    <div className="pms-page fin-payment">
      {/* Heads the printed invoice; hidden on screen. */}
      {h ? (
        <div className="pms-print-only fin-hotel">
          <p className="fin-hotel__name">{h.hotel_name}</p>
          <p>
            {h.address}, {h.city}, {h.state} {h.zip}
          </p>
          <p>
            {h.phone} · {h.email}
          </p>
        </div>
      ) : null}

      <PageHeader title="INVOICE" actions={<PrintButton disabled={!rows || rows.length === 0} />} />

      {target.kind === 'invalid' ? (
        <p className="fin-error" role="alert">
          {target.message}
        </p>
      ) : null}

      {invoice.error && !rows ? (
        <div className="fin-error" role="alert">
          <p>The invoice could not be loaded: {invoice.error.message}</p>
          <button type="button" className="pms-button pms-button--secondary pms-no-print" onClick={invoice.reload}>
            Try again
          </button>
        </div>
      ) : null}

      {rows === undefined && invoice.loading ? (
        <p role="status" className="fin-summary">
          Loading invoice…
        </p>
      ) : null}
      {rows?.length === 0 ? <p className="fin-error">There is no invoice for this stay.</p> : null}

      <div className="fin-invoices">
        {rows?.map((row) => <InvoiceBlock key={row.invoice_id ?? `stay-${row.res_room_id}`} row={row} />)}
      </div>

      {checkOutPending ? (
        <div className="fin-warning pms-no-print" role="alert">
          <p>
            The payment is recorded, but the check-out call failed: {checkOutPending} The check-out completes automatically
            from the payment; check the room on the housekeeping report if it still shows occupied.
          </p>
        </div>
      ) : null}

      {rows && !allPaid && unpaid[0] ? <FolioPanel resRoomId={unpaid[0].res_room_id} onChange={invoice.reload} /> : null}

      {rows && !allPaid && unpaid.length > 0 ? (
        <form className="pms-card fin-pay pms-no-print" aria-label="Payment" onSubmit={(e) => void submit(e)}>
          <ExclusiveCheckboxes<PaymentType>
            legend="Payment type"
            options={PAYMENT_OPTIONS}
            value={paymentType}
            onChange={(v) => v && setPaymentType(v)}
            allowNone={false}
            disabled={submitting}
          />
          {earlyConfirmed ? <EarlyDepartureQuestion text={earlyConfirmed} onConfirm={() => void pay(true)} onCancel={() => setEarlyConfirmed(null)} /> : null}
          {payError ? (
            <p className="pms-field-error" id="payment-error">
              The payment did not go through: {payError} Submitting again is safe: a stay is never charged twice.
            </p>
          ) : null}
          <div className="pms-actions">
            <button
              type="submit"
              className="pms-button"
              disabled={submitting}
              aria-busy={submitting || undefined}
              aria-describedby={payError ? 'payment-error' : undefined}
            >
              {submitting ? 'Submitting…' : 'Submit Payment'}
            </button>
          </div>
        </form>
      ) : null}

      {rows && rows.length > 0 ? <FolioHistory rows={rows} refresh={invoice.data} /> : null}
      <p className="pms-no-print fin-back">
        <Link to={backHref}>Back to Billing</Link>
      </p>
    </div>
  );
}
