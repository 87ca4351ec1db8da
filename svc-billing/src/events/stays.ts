import type { EventEnvelope } from '@pms/contracts/events';
import { StayState } from '@pms/contracts/reservations';
import { projectEvent, type ServiceDeps, type Sql, type Subscription, type TransactionSql } from '@pms/service-kit';
import { openFolioOf, postNights } from '../db/folio-charges';
import { folioTotals } from '../db/folio-totals';
import { centsToNumeric } from '../domain/charges';

/**
 * The `stays` projection of svc-reservations' stay events (`pms.reservations.stay.<res_room_id>`):
 * guest, card last four, room, dates, rate and front-desk state, which the billing list shows and
 * an invoice charges for. Each event is applied in one transaction behind the version guard, so a
 * replay, a duplicate or an out-of-order delivery changes nothing; a handler that throws (a
 * malformed event, the database away) is redelivered by the bus.
 */
export async function applyStayEvent(sql: Sql, event: EventEnvelope, subject: string, today: () => string): Promise<boolean> {
  const stay = StayState.parse(event.data);
  const row = {
    res_room_id: stay.res_room_id,
    reservation_id: stay.reservation_id,
    room_type_id: stay.room_type_id,
    type: stay.type,
    first_name: stay.first_name,
    last_name: stay.last_name,
    cc_last_four: stay.cc_last_four,
    confirmation_code: stay.confirmation_code,
    room_num: stay.room_num,
    arrival: stay.arrival,
    departure: stay.departure,
    rate: centsToNumeric(stay.rate_cents),
    active: stay.active,
    checked_in: stay.checked_in,
    checked_out: stay.checked_out,
    no_show: stay.no_show,
    version: event.version,
  };
  return projectEvent(sql, subject, event, async (tx) => {
    // The stay's folio opens with its first event (the booking); a guest checked in after the arrival
    // day (the demo hotel's seed, a late check-in) gets the nights already stayed posted now. The
    // stay, its folio (opened if new: the stay row is there, just written) and, for a guest in the
    // house, the folio's totals are sent together (run in this order): one wait. The totals are read
    // only for a guest in the house: a booking, a cancellation or a check-out posts nothing here.
    const inHouse = stay.checked_in && !stay.checked_out;
    const [, , folio] = await Promise.all([
      upsertStay(tx, row),
      openFolioOf(tx, stay.res_room_id),
      inHouse ? folioTotals(tx, stay.res_room_id) : undefined,
    ]);
    if (!inHouse) return;
    if (!folio) throw new Error(`the folio of stay ${stay.res_room_id} vanished as it opened`);
    const actor = { by: 'check-in', businessDate: today() };
    if (folio.stay?.checked_in && !folio.stay.checked_out) await postNights(tx, folio.stay, folio.posted_nights, actor, 'stayed');
  });
}

async function upsertStay(tx: TransactionSql, row: Record<string, unknown>): Promise<void> {
  await tx`
    insert into stays ${tx(row)}
    on conflict (res_room_id) do update
      set reservation_id = excluded.reservation_id, room_type_id = excluded.room_type_id, type = excluded.type,
          first_name = excluded.first_name, last_name = excluded.last_name, cc_last_four = excluded.cc_last_four,
          confirmation_code = excluded.confirmation_code,
          room_num = excluded.room_num, arrival = excluded.arrival, departure = excluded.departure,
          rate = excluded.rate, active = excluded.active, checked_in = excluded.checked_in,
          checked_out = excluded.checked_out, no_show = excluded.no_show, version = excluded.version`;
}

/**
 * The durable consumer of stay events. Its name carries this database's identity (made by the
 * migration): a fresh database replays every stay from the stream; replicas share the consumer.
 */
export async function startStayProjection({ sql, bus, clock }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  return bus.consume({
    durable: `billing-stays-${identity.id}`,
    filter: 'pms.reservations.stay.>',
    handler: async (event, subject) => {
      await applyStayEvent(sql, event, subject, () => clock.today());
    },
  });
}
