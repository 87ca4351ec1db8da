import { Hono } from 'hono';
import type { BillingFigures } from '@pms/contracts/dashboard';
import { fromCents } from '@pms/contracts/money';
import type { AppEnv, ServiceDeps } from '@pms/service-kit';
import { departureFigures } from '../db/departures';

/**
 * `GET /api/dashboard/billing` (docs/dashboard.md): the billing list's departures of the business
 * date and the open balance of the guests in house, as counts and one sum.
 */
export function dashboardRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>().get('/api/dashboard/billing', async (c) => {
    const business_date = clock.today();
    const figures = await departureFigures(sql, business_date);
    return c.json<BillingFigures>({
      business_date,
      departures_pending: figures.due_out,
      departures_checked_out: figures.checked_out,
      balance_due: fromCents(figures.balance_cents),
    });
  });
}
