import { Hono } from 'hono';
import type { BusinessDateAnswer } from '@pms/contracts/night-audit';
import type { AppEnv, ServiceDeps } from '@pms/service-kit';

/** `GET /api/business-date`: the hotel's "today" (docs/billing.md "Business date"), for the top bar and every screen. */
export function businessDateRoutes({ clock }: ServiceDeps) {
  return new Hono<AppEnv>().get('/api/business-date', (c) => c.json<BusinessDateAnswer>({ business_date: clock.today() }));
}
