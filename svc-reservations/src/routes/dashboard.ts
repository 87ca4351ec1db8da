import { Hono } from 'hono';
import type { ReservationFigures } from '@pms/contracts/dashboard';
import { houseStatusTonight } from '@pms/contracts/rules/statuses';
import type { AppEnv, ServiceDeps } from '@pms/service-kit';
import { countInHouse } from '../db/frontdesk';
import { houseStatusStays } from '../db/inventory-reports';

/**
 * `GET /api/dashboard/reservations` (docs/dashboard.md): the front desk's figures for the business
 * date, from the queries behind the screens — HOUSE STATUS's stay counts (whose arrivals are the
 * ARRIVALS list's rows: active, not a no-show) and the IN-HOUSE GUESTS condition — as counts, never
 * as lists. The gateway merges them into `GET /api/dashboard`.
 */
export function dashboardRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>().get('/api/dashboard/reservations', async (c) => {
    const business_date = clock.today();
    const [stays, in_house] = await Promise.all([houseStatusStays(sql, business_date), countInHouse(sql)]);
    return c.json<ReservationFigures>({
      business_date,
      arrivals_pending: stays.arrivalsPending,
      arrivals_checked_in: stays.arrivalsActual,
      in_house,
      // Maximum occupied does not depend on the rooms to sell, which are svc-rooms'.
      occupied_tonight: houseStatusTonight(0, stays).maxOccupied,
    });
  });
}
