import { RoomState, RoomTypeState, type EventEnvelope } from '@pms/contracts/events';
import { fromCents } from '@pms/contracts/money';
import { applyIfNewer, versionGuard, type ServiceDeps, type Sql, type Subscription } from '@pms/service-kit';

/**
 * svc-rooms' room types and rooms, kept as local projections (docs/architecture.md §4): the rate a booking
 * takes, the type names the lists show, and the capacity of every inventory night.
 *
 * Each event is applied in one transaction with the version guard, so a replay, a duplicate or an
 * out-of-order delivery changes nothing; a handler that throws is redelivered by the bus.
 */

export async function applyRoomTypeEvent(sql: Sql, event: EventEnvelope, subject: string, today: string): Promise<void> {
  const state = RoomTypeState.parse(event.data);
  await sql.begin(async (tx) => {
    if (!(await applyIfNewer(tx, subject, event.version))) return;
    const row = {
      room_type_id: state.room_type_id,
      type: state.type,
      rate: fromCents(state.rate_cents).toFixed(2),
      room_count: state.room_count,
    };
    await tx`
      insert into room_types ${tx(row)}
      on conflict (room_type_id) do update
        set type = excluded.type, rate = excluded.rate, room_count = excluded.room_count`;
    // Capacity follows the active rooms from tonight on; past nights keep the count they were sold at.
    await tx`
      update inventory set capacity = ${state.room_count}
      where room_type_id = ${state.room_type_id} and night >= ${today}::date and capacity <> ${state.room_count}`;
  });
}

async function applyRoomEvent(sql: Sql, event: EventEnvelope, subject: string): Promise<void> {
  const state = RoomState.parse(event.data);
  // The guard and the copy in one statement (every check-in and check-out sends a room event).
  await sql`
    with newer as (${versionGuard(sql, subject, event.version)})
    insert into rooms (room_id, room_num, room_type_id, clean, active, occupied_by)
    select ${state.room_id}::int, ${state.room_num}::text, ${state.room_type_id}::int, ${state.clean}::smallint, ${state.active}::boolean, ${state.occupied_by}::int
    where exists (select 1 from newer)
    on conflict (room_id) do update
      set room_num = excluded.room_num, room_type_id = excluded.room_type_id, clean = excluded.clean,
          active = excluded.active, occupied_by = excluded.occupied_by`;
}

/**
 * Durable consumers for both projections. Their names carry this database's identity (made by the
 * first migration): a fresh database replays every room and room type from the streams; replicas on
 * one database share the consumers.
 */
export async function startProjections({ sql, bus, clock }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  const subs = await Promise.all([
    bus.consume({
      durable: `reservations-room-types-${identity.id}`,
      filter: 'pms.rooms.type.>',
      handler: (event, subject) => applyRoomTypeEvent(sql, event, subject, clock.today()),
    }),
    bus.consume({
      durable: `reservations-rooms-${identity.id}`,
      filter: 'pms.rooms.room.>',
      handler: (event, subject) => applyRoomEvent(sql, event, subject),
    }),
  ]);
  return {
    async stop() {
      await Promise.all(subs.map((s) => s.stop()));
    },
  };
}
