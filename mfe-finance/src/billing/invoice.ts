/**
 * The invoice block's arithmetic for display (docs/product.md §9). svc-billing computes every amount in
 * integer cents; the page only lays them out and checks that they add up, so a screen can never
 * show a total that differs from its lines.
 */
import type { InvoiceRow } from '@pms/contracts/billing';
import type { InvoiceDetail } from '@pms/contracts/folio';
import { formatUsd, toCents } from '@pms/contracts/rules/money';

/** An invoice as the page has it: a pre-invoice row, or an issued invoice with its folio lines and payments. */
export type InvoiceView = InvoiceRow & Partial<Pick<InvoiceDetail, 'lines' | 'payments' | 'extras_total' | 'credit_note'>>;

export interface InvoiceLine {
  key: 'room' | 'county' | 'city' | 'state' | 'extras' | 'total';
  label: string;
  /** What the line is computed from, e.g. "3 nights × $129.00" or "5% of $387.00". */
  basis: string;
  cents: number;
}

/** 0.05 → "5%", 0.0725 → "7.25%" (rates have at most four decimals). */
export function ratePercent(rate: number): string {
  const hundredths = Math.round(rate * 10_000); // percent × 100, exact for four-decimal rates
  const whole = Math.trunc(hundredths / 100);
  const frac = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}

export const nightsLabel = (n: number): string => `${n} ${n === 1 ? 'night' : 'nights'}`;

export const usd = (dollars: number): string => formatUsd(toCents(dollars));

/** Room charge, the three taxes, the extras (a folio's charges beyond the room) and the total, in the order an invoice lists them. */
export function invoiceLines(row: InvoiceView): InvoiceLine[] {
  const extras = row.extras_total ? toCents(row.extras_total) : 0;
  const room = toCents(row.room_total);
  const roomText = usd(row.room_total);
  return [
    { key: 'room', label: 'Room', basis: `${nightsLabel(row.num_days)} × ${usd(row.rate)}`, cents: room },
    { key: 'county', label: 'County tax', basis: `${ratePercent(row.county_rate)} of ${roomText}`, cents: toCents(row.county_tax) },
    { key: 'city', label: 'City tax', basis: `${ratePercent(row.city_rate)} of ${roomText}`, cents: toCents(row.city_tax) },
    { key: 'state', label: 'State tax', basis: `${ratePercent(row.state_rate)} of ${roomText}`, cents: toCents(row.state_tax) },
    ...(extras !== 0 ? [{ key: 'extras' as const, label: 'Extras and allowances', basis: 'every line below', cents: extras }] : []),
    { key: 'total', label: 'Total', basis: '', cents: toCents(row.total) },
  ];
}

/**
 * Whether the row is internally consistent. An invoice issued from a folio lists every line: its
 * total is their sum. A pre-invoice (or an invoice of the release before folios): room = nights ×
 * rate and total = room + taxes, to the cent. The page warns rather than print a wrong bill.
 */
export function invoiceAddsUp(row: InvoiceView): boolean {
  if (row.lines && row.lines.length > 0) return toCents(row.total) === row.lines.reduce((t, l) => t + toCents(l.amount), 0);
  const room = toCents(row.room_total);
  const taxes = toCents(row.county_tax) + toCents(row.city_tax) + toCents(row.state_tax);
  return room === row.num_days * toCents(row.rate) && toCents(row.total) === room + taxes;
}

/** An invoice is paid once it has an id (before payment, `pre_invoice` answers it with nulls). */
export const isPaid = (row: InvoiceRow): boolean => row.invoice_id !== null;

/** "**** 1234" (docs/product.md §9: the card is shown as its last four digits only). */
export function maskedCard(lastFour: string): string {
  const digits = lastFour.trim();
  return digits === '' ? 'None on file' : `**** ${digits}`;
}

/** The guest's name as the invoice prints it. */
export const guestName = (row: Pick<InvoiceRow, 'first_name' | 'last_name'>): string =>
  `${row.first_name} ${row.last_name}`.trim();
