import type { TaxRates } from '@pms/contracts/billing';
import type { Sql, TransactionSql } from '@pms/service-kit';
import { rateOf, type TaxRateSet } from '../domain/charges';

/** The hotel's tax rates, or undefined while none are set up. */
export async function currentTaxRates(sql: Sql | TransactionSql): Promise<TaxRateSet | undefined> {
  const [row] = await sql<{ county_rate: string; city_rate: string; state_rate: string }[]>`
    select county_rate::text, city_rate::text, state_rate::text from tax_rates`;
  return row ? { county: rateOf(row.county_rate), city: rateOf(row.city_rate), state: rateOf(row.state_rate) } : undefined;
}

/** `GET /api/hw/tax_rates`: one item, or none while no rates are set up. */
export async function taxRatesAnswer(sql: Sql): Promise<TaxRates[]> {
  const rates = await currentTaxRates(sql);
  return rates ? [{ county_rate: rates.county, city_rate: rates.city, state_rate: rates.state }] : [];
}
