import { DEMO_CHARGE_CODES } from '@pms/contracts/folio';
import { DEMO_TAX_RATES } from '@pms/contracts/demo-hotel';
import type { ServiceDeps } from '@pms/service-kit';

/** Demo mode only: the demo tax rates and charge codes, once (what the hotel changed later is kept). */
export async function seedDemoBilling({ sql, log }: ServiceDeps): Promise<void> {
  const rows = await sql`
    insert into tax_rates (county_rate, city_rate, state_rate)
    values (${DEMO_TAX_RATES.county}, ${DEMO_TAX_RATES.city}, ${DEMO_TAX_RATES.state})
    on conflict (singleton) do nothing
    returning 1`;
  if (rows.length) log.info(DEMO_TAX_RATES, 'seeded the demo tax rates');
  const codes = DEMO_CHARGE_CODES.map((c, position) => ({ ...c, position }));
  await sql`insert into charge_codes ${sql(codes)} on conflict (code) do nothing`;
}
