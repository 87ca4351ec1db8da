import { Hono } from 'hono';
import { AVAILABILITY_DAYS, ReportDateParams, type Availability, type HouseStatusResRooms } from '@pms/contracts/reports';
import { validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { availabilityNights, houseStatusStays } from '../db/inventory-reports';
import { availabilityReport } from '../domain/availability';

/**
 * The reports svc-reservations answers (docs/product.md §2 DETAILED AVAILABILITY, HOUSE STATUS):
 * `GET /api/room/types/available/{date}` → 14 days of availability from the date, and
 * `GET /api/hw/house_status_res_rooms/{date}` → `[{stayovers, departuresPending, departuresActual,
 * arrivalsPending, arrivalsActual}]`. A date that is not `YYYY-MM-DD` → 400 naming `date`.
 */
export function reportRoutes({ sql }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get('/api/room/types/available/:date', validate('param', ReportDateParams), async (c) => {
      const { date } = c.req.valid('param');
      const { roomTypes, nights } = await availabilityNights(sql, date, AVAILABILITY_DAYS);
      return c.json<Availability>(availabilityReport(roomTypes, nights, date, AVAILABILITY_DAYS));
    })
    .get('/api/hw/house_status_res_rooms/:date', validate('param', ReportDateParams), async (c) => {
      const { date } = c.req.valid('param');
      return c.json<HouseStatusResRooms[]>([await houseStatusStays(sql, date)]);
    });
}
