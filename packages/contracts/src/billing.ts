import { z } from 'zod';
import { Bit, Id, PathFilter, PathFlag } from './common';
import { IsoDate } from './dates';
import { DEPARTURE_FLAGS, PAYMENT_TYPES } from './rules/statuses';

/**
 * Billing (FINANCE): the billing list of departures, tax rates, the pre-payment invoice, payment
 * (which creates the stay's one invoice) and the invoice itself (docs/product.md §2, §3, §9). Owner:
 * svc-billing. See docs/billing.md.
 *
 * Money on the wire is US dollars as a number with at most two decimals; the service computes in
 * integer cents, so every amount here is exact to the cent. Tax rates are fractions (0.05 = 5 %).
 */

/** A dollar amount with at most two decimals (computed from integer cents). */
export const Dollars = z
  .number()
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most two decimals');

/** A tax rate as a fraction of the room charge (0.05 = 5 %), at most four decimals. */
export const TaxRate = z.number().min(0).max(1);

// ---- billing list ---------------------------------------------------------------------------------

/** The three billing-list checkboxes (at most one may be true) and their labels: `rules/statuses.ts`. */
export { DEPARTURE_FILTERS, DEPARTURE_FLAGS, PAYMENT_TYPES, type DepartureFlag } from './rules/statuses';

/**
 * `GET /api/hw/departures/{firstname}/{lastname}/{roomNumber}/{stayOver}/{dueOut}/{checkedOut}`.
 * Names are case-insensitive prefixes, the room number is exact, `undefined` means no filter. More
 * than one true flag is a 400 naming every true flag.
 */
export const DeparturesParams = z
  .object({
    firstname: PathFilter,
    lastname: PathFilter,
    roomNumber: PathFilter,
    stayOver: PathFlag,
    dueOut: PathFlag,
    checkedOut: PathFlag,
  })
  .superRefine((p, ctx) => {
    const on = DEPARTURE_FLAGS.filter((f) => p[f]);
    if (on.length <= 1) return;
    for (const flag of on) {
      ctx.addIssue({ code: 'custom', path: [flag], message: `only one of ${DEPARTURE_FLAGS.join(', ')} may be true` });
    }
  });
export type DeparturesParams = z.infer<typeof DeparturesParams>;

/**
 * One row of the billing list: docs/product.md §3's departure row plus `balance`, the stay's charges
 * (docs/product.md §9: nights × rate plus county, city and state tax, each rounded to the cent). For a stay
 * already invoiced it is the invoice's total, so the list and the invoice always agree.
 */
export const DepartureRow = z.object({
  room_num: z.string().nullable(),
  /** `first last`. */
  name: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  /** Nights: the day difference between the dates. */
  num_days: z.number().int().nonnegative(),
  /** Nightly rate in dollars. */
  rate: Dollars,
  /** 1 once the guest has checked out (the row shows Invoice instead of Check Out). */
  checked_out: Bit,
  res_room_id: z.number().int(),
  /** The stay's confirmation number; null for a stay whose events predate billing keeping it (migration 004). */
  confirmation_code: z.string().nullable(),
  balance: Dollars,
});
export type DepartureRow = z.infer<typeof DepartureRow>;
export const DepartureList = z.array(DepartureRow);
export type DepartureList = z.infer<typeof DepartureList>;

// ---- tax rates ------------------------------------------------------------------------------------

export const TaxRates = z.object({
  county_rate: TaxRate,
  city_rate: TaxRate,
  state_rate: TaxRate,
});
export type TaxRates = z.infer<typeof TaxRates>;

/** `GET /api/hw/tax_rates`: one item (empty while the hotel has no tax rates configured). */
export const TaxRatesAnswer = z.array(TaxRates);
export type TaxRatesAnswer = z.infer<typeof TaxRatesAnswer>;

// ---- invoices -------------------------------------------------------------------------------------

export const PaymentType = z.enum(PAYMENT_TYPES, { message: `must be one of ${PAYMENT_TYPES.join(', ')}` });
export type PaymentType = z.infer<typeof PaymentType>;

/** `GET /api/hw/pre_invoice/{res_room_id}` and `GET /api/hw/invoice_id/{res_room_id}`. */
export const ResRoomIdParams = z.object({ res_room_id: Id });
export type ResRoomIdParams = z.infer<typeof ResRoomIdParams>;

/** `GET /api/hw/invoice/{id}`: the invoice id. */
export const InvoiceParams = z.object({ id: Id });
export type InvoiceParams = z.infer<typeof InvoiceParams>;

/** `POST /api/hw/invoice`: pay for a stay (`id` is its res_room_id); the user comes from the session. */
export const CreateInvoiceBody = z.object({
  id: Id,
  payment_type: PaymentType,
});
export type CreateInvoiceBody = z.infer<typeof CreateInvoiceBody>;
export type CreateInvoiceInput = z.input<typeof CreateInvoiceBody>;

/**
 * An invoice row: docs/product.md §3's fields (res_room_id … invoice_id) plus the room, the room total, the
 * rates the taxes were computed with, the total, and the invoice's number and payment time.
 * Before payment (`pre_invoice` of a stay not yet invoiced) `payment_type`, `invoice_id`,
 * `invoice_number` and `paid_at` are null and the amounts are what payment would charge now.
 * Always `total = room_total + county_tax + city_tax + state_tax` and `room_total = num_days × rate`.
 */
export const InvoiceRow = z.object({
  res_room_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  ccLastFour: z.string(),
  room_num: z.string().nullable(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  payment_type: PaymentType.nullable(),
  num_days: z.number().int().nonnegative(),
  /** Nightly rate in dollars. */
  rate: Dollars,
  /** num_days × rate. */
  room_total: Dollars,
  county_tax: Dollars,
  city_tax: Dollars,
  state_tax: Dollars,
  county_rate: TaxRate,
  city_rate: TaxRate,
  state_rate: TaxRate,
  total: Dollars,
  invoice_id: z.number().int().nullable(),
  /** Readable and unique, e.g. `INV-2026-000042`; numbered without gaps per year. */
  invoice_number: z.string().nullable(),
  /** ISO instant of the payment. */
  paid_at: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

/** `GET /api/hw/pre_invoice/{res_room_id}` and `GET /api/hw/invoice/{id}`: one row per room (one). */
export const InvoiceRows = z.array(InvoiceRow);
export type InvoiceRows = z.infer<typeof InvoiceRows>;

export const InvoiceRef = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string(),
});
export type InvoiceRef = z.infer<typeof InvoiceRef>;

/**
 * `POST /api/hw/invoice` answer: `[invoiceRow, {invoice_id, invoice_number}]` — "the second element
 * of the result holds the invoice id" (docs/product.md §7). 201 when this call created the invoice, 200 when
 * the stay already had one (then the existing invoice is answered, whatever payment type was sent).
 */
export const CreateInvoiceAnswer = z.tuple([InvoiceRow, InvoiceRef]);
export type CreateInvoiceAnswer = z.infer<typeof CreateInvoiceAnswer>;

/** `GET /api/hw/invoice_id/{res_room_id}`: `[{invoice_id}]`, or `[]` when the stay has no invoice. */
export const InvoiceIdList = z.array(z.object({ invoice_id: z.number().int() }));
export type InvoiceIdList = z.infer<typeof InvoiceIdList>;

// ---- events ---------------------------------------------------------------------------------------

/**
 * `pms.billing.invoice.<invoice_id>` (type `eventTypes.invoice`, version 1: an invoice never
 * changes): a stay was paid. svc-reservations completes the stay's check-out from it when the
 * check-out call itself was lost.
 */
export const InvoiceState = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  res_room_id: z.number().int(),
  total_cents: z.number().int().nonnegative(),
  payment_type: PaymentType,
  /** ISO instant of the payment. */
  paid_at: z.string(),
  /**
   * The departure the invoice billed up to: the booked one, or the business date of an early
   * departure (svc-reservations completes a lost check-out with it). Absent on invoices of older releases.
   */
  check_out_date: IsoDate.optional(),
});
export type InvoiceState = z.infer<typeof InvoiceState>;
