import { Hono } from 'hono';
import type { RoomFigures } from '@pms/contracts/dashboard';
import type { AppEnv, ServiceDeps } from '@pms/service-kit';
import { houseStatusRooms } from '../db/housekeeping';
import { countOpenWorkOrders } from '../db/workorders';

/**
 * `GET /api/dashboard/rooms` (docs/dashboard.md): HOUSE STATUS's room counts for the business date
 * (its dirty + vacant rooms are the HOUSEKEEPING board's rows with Dirty and Vacant ticked: both read
 * active rooms by `clean` and `occupied_by`) and the MAINTENANCE list's size, as counts.
 */
export function dashboardRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>().get('/api/dashboard/rooms', async (c) => {
    const business_date = clock.today();
    const [rooms, open_work_orders] = await Promise.all([houseStatusRooms(sql, business_date), countOpenWorkOrders(sql)]);
    // The four clean/dirty × vacant/occupied counts cover every active room; those not to sell are out of order today.
    const active = rooms.cleanVacant + rooms.cleanOccupied + rooms.dirtyVacant + rooms.dirtyOccupied;
    return c.json<RoomFigures>({
      business_date,
      rooms_to_sell: rooms.roomsToSell,
      rooms_clean_vacant: rooms.cleanVacant,
      rooms_dirty_vacant: rooms.dirtyVacant,
      rooms_out_of_order: active - rooms.roomsToSell,
      open_work_orders,
    });
  });
}
