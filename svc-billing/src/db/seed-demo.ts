import type { ServiceDeps } from '@pms/service-kit';
import type { TaxRateSet } from '../domain/charges';

/** The demo hotel's taxes: county 5 %, city 3 %, state 7 %. */
export const DEMO_TAX_RATES: TaxRateSet = { county: 0.05, city: 0.03, state: 0.07 };

/** Demo mode only: the demo tax rates, once (rates the hotel changed later are kept). */
export async function seedDemoBilling({ sql, log }: ServiceDeps): Promise<void> {
  const rows = await sql`
    insert into tax_rates (county_rate, city_rate, state_rate)
    values (${DEMO_TAX_RATES.county}, ${DEMO_TAX_RATES.city}, ${DEMO_TAX_RATES.state})
    on conflict (singleton) do nothing
    returning 1`;
  if (rows.length) log.info(DEMO_TAX_RATES, 'seeded the demo tax rates');
}
