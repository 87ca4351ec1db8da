import { Hono } from 'hono';
import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { notFound, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { findResRooms } from '../db/queries';

/** `GET /api/hw/res_rooms/{reservation_id}`: the stays of a reservation. */
export function resRoomRoutes({ sql }: ServiceDeps) {
  return new Hono<AppEnv>().get('/api/hw/res_rooms/:id', validate('param', z.object({ id: Id })), async (c) => {
    const { id } = c.req.valid('param');
    const stays = await findResRooms(sql, id);
    if (stays.length === 0) throw notFound(`There is no reservation ${id}.`);
    return c.json(stays);
  });
}
