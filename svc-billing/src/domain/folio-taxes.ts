import { addDays } from '@pms/contracts/dates';
import { applyRate } from '@pms/contracts/money';
import type { TaxRateSet } from './charges';

/**
 * Folio taxes (docs/billing.md "Taxes"), pure. Lines are taxed in groups: the stay's room nights are
 * one group, each extra or no-show fee its own. After every posting the taxes of a group are brought
 * to the rounded taxes of the group's net amount (charges plus their allowances), each tax on its own:
 *
 *   tax line for tax T = applyRate(net of the group, rate T) − tax T already posted for the group
 *
 * For the room group that is the running room total, so a stay posted night by night ends with
 * exactly the taxes the stay's formula gives at once (stayCharges), to the cent; an allowance on a
 * taxed line takes its taxes back in proportion, with the same rounding.
 */

export const TAX_CODES = ['county', 'city', 'state'] as const;
export type TaxCode = (typeof TAX_CODES)[number];

/** How a tax line reads on the folio and the invoice. */
export const TAX_LINES: Readonly<Record<TaxCode, { code: string; description: string }>> = {
  county: { code: 'COUNTY_TAX', description: 'County tax' },
  city: { code: 'CITY_TAX', description: 'City tax' },
  state: { code: 'STATE_TAX', description: 'State tax' },
};

/** tax_base of the room nights' group (extras and fees are grouped by their own line id). */
export const ROOM_GROUP = 0;

export type TaxAmounts = Record<TaxCode, number>;
export const NO_TAX_AMOUNTS: TaxAmounts = { county: 0, city: 0, state: 0 };

/** The tax lines (non-zero only) that bring a group's posted taxes to the taxes of its net amount. */
export function taxCorrections(netCents: number, posted: TaxAmounts, rates: TaxRateSet): { tax: TaxCode; amountCents: number }[] {
  return TAX_CODES.map((tax) => ({ tax, amountCents: applyRate(netCents, rates[tax]) - posted[tax] })).filter((t) => t.amountCents !== 0);
}

/** The three taxes of an amount, each rounded on its own. */
export function taxesOf(netCents: number, rates: TaxRateSet): number {
  return TAX_CODES.reduce((sum, tax) => sum + applyRate(netCents, rates[tax]), 0);
}

/** The nights from `arrival` up to (not including) `until`, as dates. */
export function nightsUntil(arrival: string, until: string): string[] {
  const nights: string[] = [];
  for (let night = arrival; night < until; night = addDays(night, 1)) nights.push(night);
  return nights;
}
