import { z } from 'zod';
import { Dollars, InvoiceRow, PaymentType } from './billing';
import { Id } from './common';
import { IsoDate } from './dates';

/**
 * Folios (docs/billing.md): one per stay, opened when the stay is booked and named by its
 * `res_room_id`. A folio is a ledger: posted lines are never edited or deleted (a correction is an
 * allowance, a new negative line), payments are never edited (money given back is a refund), and an
 * issued invoice never changes (a credit note reverses it). Owner: svc-billing.
 *
 * Money on the wire is dollars with at most two decimals; svc-billing keeps integer cents.
 */

export const FOLIO_LINE_KINDS = ['room', 'tax', 'extra', 'allowance', 'no_show'] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];

export const FolioLine = z.object({
  line_id: z.number().int(),
  kind: z.enum(FOLIO_LINE_KINDS),
  /** The night or day the charge is for (the business date it was posted on for extras). */
  service_date: IsoDate,
  /** `ROOM`, a tax code (`COUNTY_TAX`, `CITY_TAX`, `STATE_TAX`), a charge code, `ALLOWANCE`, `NO_SHOW`. */
  code: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  /** quantity × unit price; negative for an allowance. */
  amount: Dollars,
  /** The line an allowance or a tax belongs to (null for a room night, an extra or a no-show fee). */
  parent_line_id: z.number().int().nullable(),
  /** Username of who posted it; `night audit` for the automatic run. */
  posted_by: z.string(),
  posted_at: z.string(),
});
export type FolioLine = z.infer<typeof FolioLine>;

export const FolioPayment = z.object({
  payment_id: z.number().int(),
  method: PaymentType,
  amount: Dollars,
  /** How much of it has been given back. */
  refunded: Dollars,
  paid_at: z.string(),
  paid_by: z.string(),
});
export type FolioPayment = z.infer<typeof FolioPayment>;

/**
 * `GET /api/folios/{res_room_id}`. `charges` = the sum of posted lines; `paid` = payments − refunds;
 * `balance` = charges − paid; `projected_total` = charges + the nights not yet posted with their
 * taxes (what the stay will cost with no more extras).
 */
export const Folio = z.object({
  res_room_id: z.number().int(),
  status: z.enum(['open', 'closed']),
  lines: z.array(FolioLine),
  payments: z.array(FolioPayment),
  charges: Dollars,
  paid: Dollars,
  balance: Dollars,
  projected_total: Dollars,
  /** Invoices and credit notes issued for this folio, oldest first. */
  documents: z.array(
    z.object({
      kind: z.enum(['invoice', 'credit_note']),
      id: z.number().int(),
      number: z.string(),
      total: Dollars,
      issued_at: z.string(),
      /** For a credit note: the invoice it reverses. */
      invoice_id: z.number().int().nullable(),
    }),
  ),
});
export type Folio = z.infer<typeof Folio>;

export const FolioParams = z.object({ res_room_id: Id });
export type FolioParams = z.infer<typeof FolioParams>;
export const FolioLineParams = z.object({ res_room_id: Id, line_id: Id });
export type FolioLineParams = z.infer<typeof FolioLineParams>;
export const FolioPaymentParams = z.object({ res_room_id: Id, payment_id: Id });
export type FolioPaymentParams = z.infer<typeof FolioPaymentParams>;
export const InvoiceIdParams = z.object({ id: Id });
export type InvoiceIdParams = z.infer<typeof InvoiceIdParams>;

// ---- charge codes --------------------------------------------------------------------------------

export const ChargeCode = z.object({
  code: z.string(),
  description: z.string(),
  /** Taxed like a room night (county, city and state tax) or tax-free. */
  taxed: z.boolean(),
});
export type ChargeCode = z.infer<typeof ChargeCode>;

/** `GET /api/charge-codes`. */
export const ChargeCodeList = z.object({ charge_codes: z.array(ChargeCode) });
export type ChargeCodeList = z.infer<typeof ChargeCodeList>;

/** The demo hotel's charge codes, exactly. */
export const DEMO_CHARGE_CODES: readonly ChargeCode[] = [
  { code: 'Minibar', description: 'Minibar', taxed: true },
  { code: 'Restaurant', description: 'Restaurant', taxed: true },
  { code: 'Parking', description: 'Parking', taxed: true },
  { code: 'Laundry', description: 'Laundry', taxed: true },
  { code: 'Telephone', description: 'Telephone', taxed: true },
  { code: 'Damage', description: 'Damage', taxed: false },
];

/** A positive dollar amount, at most two decimals, at most $100,000. */
export const PositiveDollars = Dollars.pipe(z.number().positive('must be more than 0').max(100_000, 'must be at most 100000'));

const Reason = z.string({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters');

/** `POST /api/folios/{res_room_id}/charges`: `amount` is the unit price; the line is quantity × amount. */
export const PostChargeBody = z.object({
  code: z.string({ error: 'is required' }).min(1, 'is required').max(40, 'must be at most 40 characters'),
  description: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  amount: PositiveDollars,
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(999, 'must be at most 999').optional(),
});
export type PostChargeBody = z.infer<typeof PostChargeBody>;

/** `POST /api/folios/{res_room_id}/charges/{line_id}/allowances`: never more than what is left of the line. */
export const AllowanceBody = z.object({ amount: PositiveDollars, reason: Reason });
export type AllowanceBody = z.infer<typeof AllowanceBody>;

/** `POST /api/folios/{res_room_id}/payments` (`Idempotency-Key` honoured): `paid` never exceeds `projected_total`. */
export const FolioPaymentBody = z.object({ method: PaymentType, amount: PositiveDollars });
export type FolioPaymentBody = z.infer<typeof FolioPaymentBody>;

/** `POST /api/folios/{res_room_id}/payments/{payment_id}/refunds` (Manager+): at most the unrefunded amount. */
export const RefundBody = z.object({ amount: PositiveDollars, reason: Reason });
export type RefundBody = z.infer<typeof RefundBody>;

/** `POST /api/invoices/{id}/credit-note` (Manager+): reverses an issued invoice and reopens the folio. */
export const CreditNoteBody = z.object({ reason: Reason });
export type CreditNoteBody = z.infer<typeof CreditNoteBody>;

export const CreditNoteAnswer = z.object({
  credit_note_id: z.number().int(),
  /** Its own gapless series, e.g. `CN-2026-000003`. */
  credit_note_number: z.string(),
  invoice_id: z.number().int(),
  res_room_id: z.number().int(),
  total: Dollars,
  reason: z.string(),
  issued_at: z.string(),
});
export type CreditNoteAnswer = z.infer<typeof CreditNoteAnswer>;

/**
 * `GET /api/hw/invoice/{id}` for an invoice issued from a folio: the invoice row plus every line and
 * payment as they stood when it was issued (an issued invoice never changes), and the credit note
 * that reversed it, if any. `extras_total` is every line that is not a room night or a tax.
 */
export const InvoiceDetail = InvoiceRow.extend({
  lines: z.array(FolioLine),
  payments: z.array(FolioPayment),
  extras_total: Dollars,
  credit_note: CreditNoteAnswer.nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

// ---- events --------------------------------------------------------------------------------------

export const FOLIO_CHANGES = ['opened', 'line_posted', 'payment_recorded', 'payment_refunded', 'invoice_issued', 'credit_note_issued', 'closed'] as const;
export type FolioChange = (typeof FOLIO_CHANGES)[number];

/**
 * `pms.billing.folio.<res_room_id>` (type `eventTypes.folio`, version = the folio's version): the
 * folio's totals after its last change, and what that change was. Dashboards, webhooks and the
 * audit view follow it.
 */
export const FolioState = z.object({
  res_room_id: z.number().int(),
  status: z.enum(['open', 'closed']),
  charges_cents: z.number().int(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  change: z.object({
    kind: z.enum(FOLIO_CHANGES),
    /** The line, payment, invoice or credit note the change made. */
    id: z.number().int().nullable(),
    amount_cents: z.number().int(),
    by: z.string(),
  }),
});
export type FolioState = z.infer<typeof FolioState>;

/** `pms.billing.credit_note.<credit_note_id>` (type `eventTypes.creditNote`). */
export const CreditNoteState = z.object({
  credit_note_id: z.number().int(),
  credit_note_number: z.string(),
  invoice_id: z.number().int(),
  res_room_id: z.number().int(),
  total_cents: z.number().int(),
  issued_at: z.string(),
});
export type CreditNoteState = z.infer<typeof CreditNoteState>;

/** `GET /api/hw/invoice/{id}` answers a one-element list, like the reference's invoice read. */
export const InvoiceDetailList = z.array(InvoiceDetail);
export type InvoiceDetailList = z.infer<typeof InvoiceDetailList>;
