import { Hono } from 'hono';
import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { toCents, fromCents } from '@pms/contracts/money';
import type { HotelInfoAnswer, RoomIdNum, RoomType } from '@pms/contracts/rooms';
import { notFound, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { findHotelInfo } from '../db/hotel-info';

/** The property catalog: hotel info, room types, rooms. Read-only over HTTP. */
export function catalogRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .get('/api/hw/hotel_info/:id', validate('param', z.object({ id: Id })), async (c) => {
      const { id } = c.req.valid('param');
      const info = await findHotelInfo(sql, id);
      if (!info) throw notFound(`There is no hotel info record ${id}.`);
      // The zone lets screens compute the hotel's today (the clerk's browser may be elsewhere).
      return c.json({ ...info, time_zone: clock.timeZone } satisfies HotelInfoAnswer);
    })
    .get('/api/room/types', async (c) => {
      const rows = await sql<{ room_type_id: number; type: string; rate: string }[]>`
        select room_type_id, type, rate from room_types order by room_type_id`;
      return c.json(rows.map((r): RoomType => ({ ...r, rate: fromCents(toCents(r.rate)) })));
    })
    .get('/api/hw/roomsIdNum', async (c) => {
      const rows = await sql<RoomIdNum[]>`
        select room_id, room_num, room_type_id from rooms where active
        order by length(room_num), room_num`;
      return c.json(rows);
    });
}
