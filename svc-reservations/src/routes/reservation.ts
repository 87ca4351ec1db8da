import { Hono } from 'hono';
import { z } from 'zod';
import { Id } from '@pms/contracts/common';
import { bookingFieldName, CreateReservationBody, UpdateReservationBody } from '@pms/contracts/reservations';
import { notFound, readBody, sessionUserId, validate, withIdempotencyKey, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { updateReservation, type RoomMove } from '../db/booking-changes';
import { bookReservation, cancelReservation, type BookingContext } from '../db/bookings';
import { findReservation } from '../db/queries';
import { retryingConflicts } from '../db/transaction';
import type { CardVault } from '../domain/card-vault';
import { busRoomAssigner } from '../domain/room-moves';
import { bookingChangeOf, bookingRequestOf } from './booking-request';

const IdParam = z.object({ id: Id });

/** `/api/hw/reservation` (book, read, change) and `/api/hw/cancelReservation/{id}`. */
export function reservationRoutes({ sql, clock, bus, log }: ServiceDeps, vault: CardVault) {
  const rooms = busRoomAssigner(bus);
  const context = (userId: number): BookingContext => ({ userId, today: clock.today(), now: clock.now(), vault });

  /**
   * svc-rooms moved the guest but our transaction did not commit: move them back, so rooms and
   * reservations name the same room. Best effort; if it fails too, say so loudly.
   */
  const undoMove = async (move: RoomMove) => {
    if (!move.from) return;
    try {
      await rooms.assign({ room_id: move.from.room_id, res_room_id: move.res_room_id, room_type_id: move.room_type_id });
    } catch (err) {
      log.error({ err, move }, 'room move not recorded and could not be undone: rooms and reservations disagree about this stay');
    }
  };

  return new Hono<AppEnv>()
    .post('/api/hw/reservation', async (c) => {
      const request = bookingRequestOf(await readBody(c, CreateReservationBody, bookingFieldName));
      const userId = sessionUserId(c);
      // A retried submit (same key, same clerk) answers the first booking and books nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `reservations.book.user.${userId}`, c.req.header('idempotency-key'), async (tx) => ({
          status: 201,
          body: await bookReservation(tx, request, context(userId)),
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
      const change = bookingChangeOf(await readBody(c, UpdateReservationBody, bookingFieldName));
      let moved: RoomMove | undefined;
      try {
        const answer = await retryingConflicts(() =>
          sql.begin((tx) => updateReservation(tx, change, { today: clock.today(), vault, rooms, onRoomMoved: (m) => (moved = m) })),
        );
        return c.json(answer);
      } catch (err) {
        if (moved) await undoMove(moved);
        throw err;
      }
    })
    .put('/api/hw/cancelReservation/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      const answer = await retryingConflicts(() => sql.begin((tx) => cancelReservation(tx, id)));
      return c.json(answer);
    });
}
