import { Hono } from 'hono';
import { DeparturesParams } from '@pms/contracts/billing';
import { announceNextPage, pageRequest, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { billingList } from '../db/departures';
import { taxRatesAnswer } from '../db/tax-rates';

/** The billing list of the FINANCE screen and the tax rates it shows balances with. */
export function billingListRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get(
      '/api/hw/departures/:firstname/:lastname/:roomNumber/:stayOver/:dueOut/:checkedOut',
      validate('param', DeparturesParams),
      async (c) => {
        // Paged only when asked (`?limit=&cursor=`): the SPEC's answer is the whole list.
        const { rows, next } = await billingList(sql, clock.today(), c.req.valid('param'), pageRequest(c));
        announceNextPage(c, next);
        return c.json(rows);
      },
    )
    .get('/api/hw/tax_rates', async (c) => c.json(await taxRatesAnswer(sql)));
}
