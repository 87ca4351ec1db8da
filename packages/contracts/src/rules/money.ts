/**
 * Money is exact: integer cents inside, a two-decimal dollar amount on the wire (as docs/product.md shows it).
 * Never add dollars as floats; convert to cents first.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** Parses `109.99`, `"109.99"` or `"109.9"` into 10999 cents without float error. */
export function toCents(amount: number | string): number {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new RangeError(`not a money amount: ${String(amount)}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 10999 → 109.99 (a number; JSON prints it with at most two decimals). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents times a fractional rate (e.g. a tax of 0.05), rounded half away from zero to a cent. */
export function applyRate(cents: number, rate: number): number {
  // Rates are stored with at most 4 decimals; scale to integers so rounding is exact.
  const scaled = Math.round(rate * 10_000);
  const product = cents * scaled;
  // Integer half-up on the magnitude; exact for any hotel-sized amount (well below 2^53).
  return Math.sign(product) * Math.trunc((Math.abs(product) + 5_000) / 10_000);
}

// Made once: each Intl formatter holds memory the garbage collector does not see (see rules/dates.ts).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
