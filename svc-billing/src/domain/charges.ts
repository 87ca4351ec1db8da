import { nightsBetween } from '@pms/contracts/dates';
import { applyRate, fromCents } from '@pms/contracts/money';

/**
 * The stay's charges (docs/product.md §9), all in integer cents:
 *   room  = nights × rate
 *   tax   = room × tax rate, rounded half away from zero to the cent, once per tax (county, city, state)
 *   total = room + county + city + state
 * The billing list's balance and the invoice's total are both this `total`, so they agree to the
 * cent. Rounding each tax on its own (not the sum of the rates) is what the spec says and what the
 * invoice shows line by line.
 */

/** Tax rates as fractions of the room charge (0.05 = 5 %), at most four decimals. */
export interface TaxRateSet {
  county: number;
  city: number;
  state: number;
}

export const NO_TAXES: TaxRateSet = { county: 0, city: 0, state: 0 };

export interface StayCharges {
  nights: number;
  rateCents: number;
  roomCents: number;
  countyTaxCents: number;
  cityTaxCents: number;
  stateTaxCents: number;
  totalCents: number;
}

/** Nights of a stay: the day difference of its dates; never negative (a same-day stay is 0 nights). */
export function stayNightCount(arrival: string, departure: string): number {
  return Math.max(0, nightsBetween(arrival, departure));
}

export function stayCharges(arrival: string, departure: string, rateCents: number, rates: TaxRateSet): StayCharges {
  if (!Number.isSafeInteger(rateCents) || rateCents < 0) throw new RangeError(`rate must be whole non-negative cents, got ${rateCents}`);
  const nights = stayNightCount(arrival, departure);
  const roomCents = nights * rateCents;
  const countyTaxCents = applyRate(roomCents, rates.county);
  const cityTaxCents = applyRate(roomCents, rates.city);
  const stateTaxCents = applyRate(roomCents, rates.state);
  return {
    nights,
    rateCents,
    roomCents,
    countyTaxCents,
    cityTaxCents,
    stateTaxCents,
    totalCents: roomCents + countyTaxCents + cityTaxCents + stateTaxCents,
  };
}

/** Cents as PostgreSQL `numeric(12,2)` text (exact: no float arithmetic on the amount). */
export function centsToNumeric(cents: number): string {
  return fromCents(cents).toFixed(2);
}

/** A rate stored as `numeric(6,4)` text, e.g. `0.0500`, as the fraction the arithmetic takes. */
export function rateOf(numeric: string | number): number {
  const rate = Number(numeric);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new RangeError(`not a tax rate: ${String(numeric)}`);
  return rate;
}

/** The readable invoice number: `INV-2026-000042` (numbered without gaps per hotel year). */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}
