import { Hono } from 'hono';
import { DeparturesParams } from '@pms/contracts/billing';
import { validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { billingList } from '../db/departures';
import { taxRatesAnswer } from '../db/tax-rates';

/** The billing list of the FINANCE screen and the tax rates it shows balances with. */
export function billingListRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get(
      '/api/hw/departures/:firstname/:lastname/:roomNumber/:stayOver/:dueOut/:checkedOut',
      validate('param', DeparturesParams),
      async (c) => c.json(await billingList(sql, clock.today(), c.req.valid('param'))),
    )
    .get('/api/hw/tax_rates', async (c) => c.json(await taxRatesAnswer(sql)));
}
