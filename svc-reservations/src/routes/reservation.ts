import { Hono } from 'hono';
import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { CreateReservationBody, UpdateReservationBody } from '@pms/contracts/reservations';
import { notFound, validate, withIdempotencyKey, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { bookReservation, cancelReservation, updateReservation, type BookingContext } from '../db/bookings';
import { findReservation } from '../db/queries';
import { retryingConflicts } from '../db/transaction';
import type { CardVault } from '../domain/card-vault';
import { readBookingBody, sessionUserId } from './body';

const IdParam = z.object({ id: Id });

/** `/api/hw/reservation` (book, read, change) and `/api/hw/cancelReservation/{id}`. */
export function reservationRoutes({ sql, clock }: ServiceDeps, vault: CardVault) {
  const context = (userId: number): BookingContext => ({ userId, today: clock.today(), now: clock.now(), vault });

  return new Hono<AppEnv>()
    .post('/api/hw/reservation', async (c) => {
      const body = await readBookingBody(c, CreateReservationBody);
      const userId = sessionUserId(c);
      // A retried submit (same key, same clerk) answers the first booking and books nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `reservations.book.user.${userId}`, c.req.header('idempotency-key'), async (tx) => ({
          status: 201,
          body: await bookReservation(tx, body, context(userId)),
        })),
      );
      return c.json(answer.body, answer.status as 201);
    })
    .get('/api/hw/reservation/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const reservation = await findReservation(sql, id);
      if (!reservation) throw notFound(`There is no reservation ${id}.`);
      return c.json(reservation);
    })
    .put('/api/hw/reservation', async (c) => {
      const body = await readBookingBody(c, UpdateReservationBody);
      const userId = sessionUserId(c);
      const answer = await retryingConflicts(() => sql.begin((tx) => updateReservation(tx, body, context(userId))));
      return c.json(answer);
    })
    .put('/api/hw/cancelReservation/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const answer = await retryingConflicts(() => sql.begin((tx) => cancelReservation(tx, id)));
      return c.json(answer);
    });
}
