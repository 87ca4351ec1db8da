import { conflict, type TransactionSql } from '@pms/service-kit';
import type { InventoryChange } from '../domain/inventory';
import { insertMissingInventoryRows } from './out-of-order';

interface LockedNight {
  room_type_id: number;
  night: string;
  capacity: number;
  out_of_order: number;
  sold: number;
  delta: number;
  type: string | null;
}

/**
 * Applies netted inventory changes inside the caller's transaction, or throws a 409 naming the
 * first room-type night that has no unit left (the transaction then rolls back whole).
 *
 * Rows for nights being taken are made on demand with the room type's capacity (and the units open
 * work orders hold that night). Every touched row is locked in (room type, night) order before
 * anything is checked, so concurrent bookings of the same nights queue on the row locks and each sees
 * the count the previous one committed — 50 clerks booking the last 5 rooms get exactly 5 bookings —
 * and two transactions never wait on each other in opposite orders.
 */
export async function applyInventoryChanges(tx: TransactionSql, changes: readonly InventoryChange[]): Promise<void> {
  if (changes.length === 0) return;
  const types = changes.map((c) => c.roomTypeId);
  const nights = changes.map((c) => c.night);
  const deltas = changes.map((c) => c.delta);

  // A new row starts with the open work orders covering its night (db/out-of-order.ts).
  await insertMissingInventoryRows(tx, changes.filter((c) => c.delta > 0));

  const locked = await tx<LockedNight[]>`
    select i.room_type_id, i.night::text as night, i.capacity, i.out_of_order, i.sold, d.delta, rt.type
    from unnest(${types}::int[], ${nights}::date[], ${deltas}::int[]) as d(room_type_id, night, delta)
    join inventory i on i.room_type_id = d.room_type_id and i.night = d.night
    left join room_types rt on rt.room_type_id = i.room_type_id
    order by i.room_type_id, i.night
    for update of i`;

  if (locked.length !== changes.length) {
    const found = new Set(locked.map((r) => `${r.room_type_id}|${r.night}`));
    const missing = changes.find((c) => !found.has(`${c.roomTypeId}|${c.night}`));
    // Taking: the room type is not (yet) in the projection. Giving back: a night that was never
    // taken — the books do not add up, which must not be papered over.
    throw new Error(`inventory row missing for room type ${missing?.roomTypeId} on ${missing?.night}`);
  }

  const full = locked.find((r) => r.delta > 0 && r.sold + r.out_of_order + r.delta > r.capacity);
  if (full) {
    const type = full.type ?? `room type ${full.room_type_id}`;
    throw conflict(`No ${type} room is left for the night of ${full.night}.`, {
      room_type: type,
      night: full.night,
    });
  }

  await tx`
    update inventory i set sold = i.sold + d.delta
    from unnest(${types}::int[], ${nights}::date[], ${deltas}::int[]) as d(room_type_id, night, delta)
    where i.room_type_id = d.room_type_id and i.night = d.night`;
}

/**
 * Takes one unit per entry of `units` WITHOUT refusing (the night audit's extra night for a guest
 * still in the house: recorded whatever was sold), in the caller's transaction, locking rows in the
 * usual (room type, night) order. Answers, per entry in the order given, whether that unit took its
 * night past what can be sold (sold + out of order > capacity): the oversell the report shows.
 */
export async function takeUnitsReportingOversell(tx: TransactionSql, units: readonly { roomTypeId: number; night: string }[]): Promise<boolean[]> {
  if (units.length === 0) return [];
  const key = (u: { roomTypeId: number; night: string }) => `${String(u.roomTypeId).padStart(10, '0')}|${u.night}`;
  const netted = new Map<string, { roomTypeId: number; night: string; delta: number }>();
  for (const u of units) {
    const n = netted.get(key(u)) ?? { roomTypeId: u.roomTypeId, night: u.night, delta: 0 };
    n.delta++;
    netted.set(key(u), n);
  }
  const changes = [...netted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  await insertMissingInventoryRows(tx, changes);
  const types = changes.map((c) => c.roomTypeId);
  const nights = changes.map((c) => c.night);
  const deltas = changes.map((c) => c.delta);
  const rows = await tx<{ room_type_id: number; night: string; free: number }[]>`
    select i.room_type_id, i.night::text as night, i.capacity - i.out_of_order - i.sold as free
    from unnest(${types}::int[], ${nights}::date[]) as d(room_type_id, night)
    join inventory i on i.room_type_id = d.room_type_id and i.night = d.night
    order by i.room_type_id, i.night
    for update of i`;
  const free = new Map(rows.map((r) => [key({ roomTypeId: r.room_type_id, night: r.night }), r.free]));
  const oversold = units.map((u) => {
    const left = (free.get(key(u)) ?? 0) - 1;
    free.set(key(u), left);
    return left < 0;
  });
  await tx`
    update inventory i set sold = i.sold + d.delta
    from unnest(${types}::int[], ${nights}::date[], ${deltas}::int[]) as d(room_type_id, night, delta)
    where i.room_type_id = d.room_type_id and i.night = d.night`;
  return oversold;
}
