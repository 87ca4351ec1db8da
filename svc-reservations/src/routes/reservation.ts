import { Hono } from 'hono';
import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { bookingFieldName, CreateReservationBody, UpdateReservationBody } from '@pms/contracts/reservations';
import { auditActor, hotelMetrics, notFound, readBody, sessionActorKey, sessionUserId, validate, withIdempotencyKey, type AppEnv, type ServiceDeps, retryingConflicts } from '@pms/service-kit';
import { bookReservation, cancelReservation, type BookingContext } from '../db/bookings';
import { findReservation } from '../db/queries';
import { changeReservation } from '../db/room-moves';
import type { CardVault } from '../domain/card-vault';
import { busRoomOccupancy } from '../events/room-commands';
import { bookingChangeOf, bookingRequestOf } from './booking-request';

const IdParam = z.object({ id: Id });

/** `/api/hw/reservation` (book, read, change) and `/api/hw/cancelReservation/{id}`. */
export function reservationRoutes({ sql, clock, bus, log }: ServiceDeps, vault: CardVault) {
  const rooms = busRoomOccupancy(bus);
  const context = (actor: BookingContext['actor']): BookingContext => ({ actor, today: clock.today(), now: clock.now(), vault });

  return new Hono<AppEnv>()
    .post('/api/hw/reservation', async (c) => {
      const request = bookingRequestOf(await readBody(c, CreateReservationBody, bookingFieldName));
      const userId = sessionUserId(c);
      // A retried submit (same key, same clerk) answers the first booking and books nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `reservations.book.${sessionActorKey(c)}`, c.req.header('idempotency-key'), async (tx) => ({
          status: 201,
          body: await bookReservation(tx, request, context({ ...auditActor(c, clock), user_id: userId })),
        })),
      );
      if (!answer.replayed) hotelMetrics.bookings.inc();
      return c.json(answer.body, answer.status as 201);
    })
    .get('/api/hw/reservation/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const reservation = await findReservation(sql, id);
      if (!reservation) throw notFound(`There is no reservation ${id}.`);
      return c.json(reservation);
    })
    .put('/api/hw/reservation', async (c) => {
      const change = bookingChangeOf(await readBody(c, UpdateReservationBody, bookingFieldName));
      return c.json(await changeReservation({ sql, rooms, log: c.var.log ?? log, today: clock.today(), vault, actor: auditActor(c, clock) }, change));
    })
    .put('/api/hw/cancelReservation/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const answer = await retryingConflicts(() => sql.begin((tx) => cancelReservation(tx, id, auditActor(c, clock))));
      return c.json(answer);
    });
}
