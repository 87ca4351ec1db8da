import type { EventEnvelope } from '@pms/contracts/events';
import { StayState } from '@pms/contracts/reservations';
import { applyIfNewer, type Logger, type ServiceDeps, type Sql, type Subscription } from '@pms/service-kit';
import { convergeCheckedIn, lockStay, vacateStay } from '../db/occupancy';

/**
 * The `room_stays` projection of svc-reservations' stay events (`pms.reservations.stay.<id>`): which
 * stay is or was in which room, its dates and front-desk state, for the housekeeping board. It also
 * carries the occupancy consequences of a stay's state that rooms must follow:
 * - checked out → every room it holds is freed and marked dirty (the guest used it);
 * - cancelled (inactive) → every room it holds is freed (not dirty: nobody stayed);
 * - checked in to a room that rooms does not show it in → the room is taken for it when free.
 *
 * Each event is applied in one transaction with the version guard, so a replay, a duplicate or an
 * out-of-order delivery changes nothing; a handler that throws is redelivered by the bus.
 */
async function applyStayEvent(sql: Sql, log: Logger, event: EventEnvelope, subject: string, today: string): Promise<void> {
  const stay = StayState.parse(event.data);
  await sql.begin(async (tx) => {
    // The stay lock first: the same order as assign/release, so they never deadlock with us.
    await lockStay(tx, stay.res_room_id);
    if (!(await applyIfNewer(tx, subject, event.version))) return;
    const [before] = await tx<{ checked_out: boolean }[]>`
      select checked_out from room_stays where res_room_id = ${stay.res_room_id}`;
    const row = {
      res_room_id: stay.res_room_id,
      room_type_id: stay.room_type_id,
      room_id: stay.room_id,
      arrival: stay.arrival,
      departure: stay.departure,
      active: stay.active,
      checked_in: stay.checked_in,
      checked_out: stay.checked_out,
      version: event.version,
    };
    // The hotel date of the check-out is the day rooms learns of it, but never after the departure
    // date: a replay (new database) of an old check-out then lands on its departure day, not today.
    const newlyCheckedOut = stay.checked_out && !before?.checked_out;
    await tx`
      insert into room_stays ${tx(row)}
      on conflict (res_room_id) do update
        set room_type_id = excluded.room_type_id, room_id = excluded.room_id, arrival = excluded.arrival,
            departure = excluded.departure, active = excluded.active, checked_in = excluded.checked_in,
            checked_out = excluded.checked_out, version = excluded.version`;
    if (newlyCheckedOut) {
      await tx`
        update room_stays
        set checked_out_on = least(departure, ${today}::date), checked_out_at = now()
        where res_room_id = ${stay.res_room_id}`;
    } else if (!stay.checked_out) {
      await tx`update room_stays set checked_out_on = null, checked_out_at = null where res_room_id = ${stay.res_room_id}`;
    }

    if (stay.checked_out || !stay.active) {
      await vacateStay(tx, stay.res_room_id, stay.checked_out);
    } else if (stay.checked_in && stay.room_id !== null) {
      const outcome = await convergeCheckedIn(tx, stay.res_room_id, stay.room_id);
      if (outcome !== 'already' && outcome !== 'taken') {
        log.warn({ res_room_id: stay.res_room_id, room_id: stay.room_id, outcome }, 'a checked-in stay is not in the room its owner names');
      } else if (outcome === 'taken') {
        log.info({ res_room_id: stay.res_room_id, room_id: stay.room_id }, 'took the room for a checked-in stay (converged)');
      }
    }
  });
}

/**
 * The durable consumer of stay events. Its name carries this database's identity (made by a
 * migration): a fresh database replays every stay from the stream; replicas share the consumer.
 */
export async function startStayProjection({ sql, bus, clock, log }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock' | 'log'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  const projectionLog = log.child({ component: 'room-stays' });
  return bus.consume({
    durable: `rooms-stays-${identity.id}`,
    filter: 'pms.reservations.stay.>',
    handler: (event, subject) => applyStayEvent(sql, projectionLog, event, subject, clock.today()),
  });
}
