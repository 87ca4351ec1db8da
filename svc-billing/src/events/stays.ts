import type { EventEnvelope } from '@pms/contracts/events';
import { StayState } from '@pms/contracts/reservations';
import { projectEvent, type ServiceDeps, type Sql, type Subscription } from '@pms/service-kit';
import { centsToNumeric } from '../domain/charges';

/**
 * The `stays` projection of svc-reservations' stay events (`pms.reservations.stay.<res_room_id>`):
 * guest, card last four, room, dates, rate and front-desk state, which the billing list shows and
 * an invoice charges for. Each event is applied in one transaction behind the version guard, so a
 * replay, a duplicate or an out-of-order delivery changes nothing; a handler that throws (a
 * malformed event, the database away) is redelivered by the bus.
 */
export async function applyStayEvent(sql: Sql, event: EventEnvelope, subject: string): Promise<boolean> {
  const stay = StayState.parse(event.data);
  const row = {
    res_room_id: stay.res_room_id,
    reservation_id: stay.reservation_id,
    room_type_id: stay.room_type_id,
    type: stay.type,
    first_name: stay.first_name,
    last_name: stay.last_name,
    cc_last_four: stay.cc_last_four,
    room_num: stay.room_num,
    arrival: stay.arrival,
    departure: stay.departure,
    rate: centsToNumeric(stay.rate_cents),
    active: stay.active,
    checked_in: stay.checked_in,
    checked_out: stay.checked_out,
    version: event.version,
  };
  return projectEvent(sql, subject, event, async (tx) => {
    await tx`
      insert into stays ${tx(row)}
      on conflict (res_room_id) do update
        set reservation_id = excluded.reservation_id, room_type_id = excluded.room_type_id, type = excluded.type,
            first_name = excluded.first_name, last_name = excluded.last_name, cc_last_four = excluded.cc_last_four,
            room_num = excluded.room_num, arrival = excluded.arrival, departure = excluded.departure,
            rate = excluded.rate, active = excluded.active, checked_in = excluded.checked_in,
            checked_out = excluded.checked_out, version = excluded.version`;
  });
}

/**
 * The durable consumer of stay events. Its name carries this database's identity (made by the
 * migration): a fresh database replays every stay from the stream; replicas share the consumer.
 */
export async function startStayProjection({ sql, bus }: Pick<ServiceDeps, 'sql' | 'bus'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  return bus.consume({
    durable: `billing-stays-${identity.id}`,
    filter: 'pms.reservations.stay.>',
    handler: async (event, subject) => {
      await applyStayEvent(sql, event, subject);
    },
  });
}
