import { Hono } from 'hono';
import { HousekeepingParams, RoomsArrivalsParams, UpdateCleanParams } from '@pms/contracts/housekeeping';
import { auditActor, notFound, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { houseStatusRooms, housekeepingBoard, roomsForArrivals, setClean } from '../db/housekeeping';

/** Rooms' front-office and housekeeping state: arrivals room list, clean toggle, board, house status. */
export function housekeepingRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get('/api/hw/rooms_arrivals/:date', validate('param', RoomsArrivalsParams), async (c) => {
      const { date } = c.req.valid('param');
      return c.json(await roomsForArrivals(sql, date));
    })
    .put('/api/hw/updateCleanStatus/:clean/:room_id', validate('param', UpdateCleanParams), async (c) => {
      const { clean, room_id } = c.req.valid('param');
      const room = await setClean(sql, room_id, clean, auditActor(c, clock));
      if (!room) throw notFound(`There is no room with id ${room_id}.`);
      return c.json(room);
    })
    .get(
      '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved',
      validate('param', HousekeepingParams),
      async (c) => c.json(await housekeepingBoard(sql, clock.today(), c.req.valid('param'))),
    )
    .get('/api/hw/house_status_rooms', async (c) => c.json([await houseStatusRooms(sql, clock.today())]));
}
