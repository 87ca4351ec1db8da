import { Hono } from 'hono';
import { ReservationSearchParams } from '@pms/contracts/reservations';
import { announceNextPage, badRequest, pageRequest, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { searchReservations } from '../db/queries';

/** ALL RESERVATIONS: `GET /api/hw/reservations_list/{firstname}/{lastname}/{sdate}/{edate}/{confirmationNumber}`. */
export function searchRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>().get(
    '/api/hw/reservations_list/:firstname/:lastname/:sdate/:edate/:confirmationNumber',
    validate('param', ReservationSearchParams),
    async (c) => {
      const filters = c.req.valid('param');
      if (filters.sdate && filters.edate && filters.edate < filters.sdate)
        throw badRequest({ edate: 'must not be before the start date' });
      // Paged only when asked (`?limit=&cursor=`): the SPEC's answer is the list as it was.
      const { rows, next } = await searchReservations(sql, filters, clock.today(), pageRequest(c));
      announceNextPage(c, next);
      return c.json(rows);
    },
  );
}
