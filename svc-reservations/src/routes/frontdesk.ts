import { Hono } from 'hono';
import {
  ArrivalsParams,
  AssignRoomBody,
  CheckinParams,
  CheckoutParams,
  GuestsParams,
  PendingDeparturesParams,
  StayRoomParams,
  type ArrivalsAnswer,
} from '@pms/contracts/frontdesk';
import { announceNextPage, auditActor, hotelMetrics, pageRequest, validate, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { findArrivals, findInHouseGuests, findPendingDepartures, findRoomCandidates } from '../db/frontdesk';
import { checkInStay } from '../db/check-in';
import { findOutOfOrderRooms } from '../db/frontdesk-out-of-order';
import { checkOutStay } from '../db/frontdesk-stays';
import { assignRoom, findStayRoomChoice, releaseRoom } from '../db/room-assignments';
import { busRoomOccupancy } from '../events/room-commands';

/**
 * The front desk (docs/product.md §2 ARRIVALS and IN-HOUSE GUESTS; docs/architecture.md §6 "Check in", "Check out and
 * pay"): arrivals, pending departures, check-in, in-house guests, check-out. "Today" is the hotel
 * zone's date from the service clock.
 */
export function frontDeskRoutes({ sql, bus, clock, log }: ServiceDeps) {
  const rooms = busRoomOccupancy(bus);

  return new Hono<AppEnv>()
    .get('/api/hw/arrivals/:date/:firstname/:lastname/:confirmationNumber', validate('param', ArrivalsParams), async (c) => {
      const params = c.req.valid('param');
      // Paged only when asked (`?limit=&cursor=`), and then only `arrivals`: the rooms and pending
      // departures are the hotel's few, answered whole with every page.
      const [{ rows: arrivals, next }, rooms_arrivals, rooms_out_of_order, pending_departures] = await Promise.all([
        findArrivals(sql, params, pageRequest(c)),
        findRoomCandidates(sql, params.date),
        findOutOfOrderRooms(sql, params.date),
        findPendingDepartures(sql, params.date),
      ]);
      announceNextPage(c, next);
      return c.json({ arrivals, rooms_arrivals, rooms_out_of_order, pending_departures } satisfies ArrivalsAnswer);
    })
    .get('/api/hw/pending_departures/:date', validate('param', PendingDeparturesParams), async (c) =>
      c.json(await findPendingDepartures(sql, c.req.valid('param').date)),
    )
    .get('/api/hw/guests/:firstname/:lastname/:roomNumber/:confirmationNumber', validate('param', GuestsParams), async (c) => {
      // Paged only when asked (`?limit=&cursor=`): the SPEC's answer is the whole list.
      const { rows, next } = await findInHouseGuests(sql, c.req.valid('param'), pageRequest(c));
      announceNextPage(c, next);
      return c.json(rows);
    })
    .put('/api/hw/checkinRoom/:res_room_id/:room_id', validate('param', CheckinParams), async (c) => {
      const { res_room_id, room_id } = c.req.valid('param');
      const answer = await checkInStay({ sql, rooms, log: c.var.log ?? log, today: clock.today(), now: clock.now(), actor: auditActor(c, clock) }, res_room_id, room_id);
      hotelMetrics.checkIns.inc();
      return c.json(answer);
    })
    // Rooms assigned ahead of arrival (issue #17): the choice, the assignment, its release.
    .get('/api/stays/:res_room_id/rooms', validate('param', StayRoomParams), async (c) => c.json(await findStayRoomChoice(sql, c.req.valid('param').res_room_id)))
    .put('/api/stays/:res_room_id/room', validate('param', StayRoomParams), validate('json', AssignRoomBody), async (c) =>
      c.json(await assignRoom({ sql, today: clock.today(), actor: auditActor(c, clock) }, c.req.valid('param').res_room_id, c.req.valid('json').room_id)),
    )
    .delete('/api/stays/:res_room_id/room', validate('param', StayRoomParams), async (c) =>
      c.json(await releaseRoom({ sql, today: clock.today(), actor: auditActor(c, clock) }, c.req.valid('param').res_room_id)),
    )
    .put('/api/hw/checkoutRoom/:res_room_id/:room_num', validate('param', CheckoutParams), async (c) => {
      const { res_room_id, room_num } = c.req.valid('param');
      const { answer, checkedOut } = await checkOutStay({ sql, bus, today: clock.today(), now: clock.now(), actor: { ...auditActor(c, clock), username: c.var.session.username } }, res_room_id, room_num);
      if (checkedOut) hotelMetrics.checkOuts.inc();
      return c.json(answer);
    });
}
