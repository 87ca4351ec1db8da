import type { EventEnvelope } from '@pms/contracts/events';
import { StayState } from '@pms/contracts/reservations';
import { applyIfNewer, type Logger, type ServiceDeps, type Sql, type Subscription } from '@pms/service-kit';
import { convergeCheckedIn, heldRooms, lockStay, vacateStay } from '../db/occupancy';

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
    // The stay lock first: the same order as assign/release, so they never deadlock with us. The
    // guard is sent with it (one wait; it runs once the lock is held).
    const [, newer] = await Promise.all([lockStay(tx, stay.res_room_id), applyIfNewer(tx, subject, event.version)]);
    if (!newer) return;
    // The hotel date of the check-out is the day rooms learns of it, but never after the departure
    // date: a replay (new database) of an old check-out then lands on its departure day, not today.
    // Set when the stay is newly checked out (no row yet, or a row not checked out), kept while it
    // stays checked out, cleared otherwise — decided against the row under its lock, in the upsert.
    const checkedOutOn = stay.checked_out ? (stay.departure < today ? stay.departure : today) : null;
    // Sent with the upsert: the rooms the stay holds, which vacating or converging starts from.
    const [, held] = await Promise.all([
      tx`
        insert into room_stays
          (res_room_id, room_type_id, room_id, arrival, departure, active, checked_in, checked_out, version, checked_out_on, checked_out_at)
        values (${stay.res_room_id}, ${stay.room_type_id}, ${stay.room_id}, ${stay.arrival}, ${stay.departure}, ${stay.active},
                ${stay.checked_in}, ${stay.checked_out}, ${event.version}, ${checkedOutOn}::date,
                case when ${stay.checked_out}::boolean then now() end)
        on conflict (res_room_id) do update
          set room_type_id = excluded.room_type_id, room_id = excluded.room_id, arrival = excluded.arrival,
              departure = excluded.departure, active = excluded.active, checked_in = excluded.checked_in,
              checked_out = excluded.checked_out, version = excluded.version,
              checked_out_on = case when not excluded.checked_out then null
                                    when room_stays.checked_out then room_stays.checked_out_on
                                    else excluded.checked_out_on end,
              checked_out_at = case when not excluded.checked_out then null
                                    when room_stays.checked_out then room_stays.checked_out_at
                                    else excluded.checked_out_at end`,
      heldRooms(tx, stay.res_room_id),
    ]);

    if (stay.checked_out || !stay.active) {
      await vacateStay(tx, stay.res_room_id, stay.checked_out, held);
    } else if (stay.checked_in && stay.room_id !== null) {
      const outcome = await convergeCheckedIn(tx, stay.res_room_id, stay.room_id, held);
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
