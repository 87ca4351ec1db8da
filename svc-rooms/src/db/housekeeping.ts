import {
  DUE_OUT,
  STAY_OVER,
  type HouseStatusRooms,
  type HousekeepingFilters,
  type HousekeepingRow,
  reservationStatus,
  type ReservationStatus,
  type RoomCandidate,
  type RoomCleanAnswer,
} from '@pms/contracts/housekeeping';
import { recordAudit, type AuditActor, type Sql } from '@pms/service-kit';
import { publishRoom } from '../events/publish';
import { outOfOrderOn } from './out-of-order';

/** Numeric room numbers sort as numbers ("99" before "101"), the rest by text. */
const byRoomNumber = (sql: Sql) => sql`order by length(r.room_num), r.room_num`;

/** Rooms a stay could take on `date`: active, vacant now, and not out of order on that date. */
export async function roomsForArrivals(sql: Sql, date: string): Promise<RoomCandidate[]> {
  return sql<RoomCandidate[]>`
    select r.room_id, r.room_num, r.room_type_id, 0 as occupied, r.clean::int as clean
    from rooms r
    where r.active and r.occupied_by is null and not ${outOfOrderOn(sql, date)}
    ${byRoomNumber(sql)}`;
}

/** Sets a room clean (1) or dirty (0), publishes and audits it; undefined for an unknown room. */
export async function setClean(sql: Sql, roomId: number, clean: 0 | 1, actor: AuditActor): Promise<RoomCleanAnswer | undefined> {
  return sql.begin(async (tx) => {
    // Only a real change bumps the version, goes out as an event and is audited; a repeated click is a no-op.
    const changed = await tx`
      update rooms set clean = ${clean}, version = version + 1
      where room_id = ${roomId} and clean <> ${clean}
      returning room_id`;
    if (changed.length) {
      await publishRoom(tx, roomId);
      await recordAudit(tx, actor, { action: 'room.clean_changed', entity: 'room', entity_id: roomId, changes: { clean: [1 - clean, clean] } });
    }
    const [room] = await tx<RoomCleanAnswer[]>`
      select r.room_id, r.room_num, r.room_type_id, t.type, r.clean::int as clean, (r.occupied_by is not null)::int as occupied
      from rooms r join room_types t on t.room_type_id = r.room_type_id
      where r.room_id = ${roomId}`;
    return room;
  });
}

/**
 * The housekeeping board (docs/product.md §3, §4): one row per active room, for the stay that concerns the
 * room today, chosen deterministically:
 *   1. the stay occupying the room (rooms.occupied_by);
 *   2. else the stay that checked out of it today, the latest check-out first (then the highest id);
 *   3. else none (Not Reserved).
 * An occupied room whose stay the projection has not seen yet counts as checked in (occupancy is
 * only ever given at check-in) with unknown dates.
 *
 * Filters: clean/dirty and vacant/occupied each filter only when exactly one of the pair is set;
 * the five status flags are ORed over the status label; none set = no status filter.
 *
 * `next_arrival`: the earliest arrival, today or later, of a stay not yet in that was assigned the
 * room ahead of its arrival (issue #17), or null.
 *
 * Cost: each kind of stay is read once as a small set and hashed to the rooms (migration 004): the
 * stays in the house, today's check-outs and the assigned arrivals from today, each through its own
 * partial index, whatever the number of stays. Only a room occupied by a stay the in-house set does
 * not hold (its check-in event not yet in the projection) probes the stay by key.
 */
export async function housekeepingBoard(sql: Sql, today: string, f: HousekeepingFilters): Promise<HousekeepingRow[]> {
  const cleanFilter = f.clean !== f.dirty ? sql`and r.clean = ${f.clean ? 1 : 0}` : sql``;
  const occupancyFilter = f.vacant !== f.occupied ? (f.occupied ? sql`and r.occupied_by is not null` : sql`and r.occupied_by is null`) : sql``;
  const statuses = new Set<ReservationStatus>();
  if (f.departed) statuses.add('Departed');
  if (f.dueOut) statuses.add(DUE_OUT);
  if (f.stayOver) statuses.add(STAY_OVER);
  if (f.arrived) statuses.add('Arrived');
  if (f.notReserved) statuses.add('Not Reserved');

  // Rows as arrays and the six 0/1 facts packed in one integer (BoardFlag): a thousand rooms arrive as
  // 7 columns instead of 13 and the answer's rows are built once, straight from them; the labels are
  // the contract's constants and the status its own rule, not text sent per row.
  const rows = (await sql`
    -- Materialized so it is read once and hashed, not probed per room.
    with in_house as materialized (
      select h.res_room_id, h.arrival, h.departure, h.checked_in, h.checked_out
      from room_stays h where h.checked_in and not h.checked_out
    ), departed as (
      -- Per room, the stay that checked out of it today: the latest check-out first, then the highest id.
      select distinct on (d.room_id) d.room_id, d.res_room_id, d.arrival, d.departure, d.checked_in, d.checked_out
      from room_stays d
      where d.checked_out_on = ${today}::date and d.room_id is not null
      order by d.room_id, d.checked_out_at desc nulls last, d.res_room_id desc
    ), next_arrivals as (
      select a.room_id, min(a.arrival) as arrival
      from room_stays a
      where a.room_id is not null and a.active and not a.checked_in and a.arrival >= ${today}::date
      group by a.room_id
    )
    select r.room_id, r.room_num, t.type, r.room_type_id,
           -- Parenthesised: PostgreSQL gives | and << the same precedence.
           r.clean::int
           | ((r.occupied_by is not null)::int << 1)
           | ((r.occupied_by is not null or coalesce(s.checked_in, false))::int << 2)
           | (coalesce(s.checked_out, false)::int << 3)
           | (coalesce(s.departure = ${today}::date, false)::int << 4)
           | (coalesce(s.arrival < ${today}::date and s.departure > ${today}::date, false)::int << 5) as flags,
           coalesce(s.res_room_id, r.occupied_by) as res_room_id,
           n.arrival::text as next_arrival
    from rooms r
    join room_types t on t.room_type_id = r.room_type_id
    left join in_house h on h.res_room_id = r.occupied_by
    left join departed d on r.occupied_by is null and d.room_id = r.room_id
    left join next_arrivals n on n.room_id = r.room_id
    -- The occupying stay when the in-house set lacks it (the projection is behind the room).
    left join lateral (
      select o.res_room_id, o.arrival, o.departure, o.checked_in, o.checked_out
      from room_stays o where h.res_room_id is null and o.res_room_id = r.occupied_by
      -- Kept a subquery (not joined) so the test on h is checked before any probe.
      offset 0
    ) o on true
    cross join lateral (
      select coalesce(h.res_room_id, o.res_room_id, d.res_room_id) as res_room_id,
             case when h.res_room_id is not null then h.arrival when o.res_room_id is not null then o.arrival else d.arrival end as arrival,
             case when h.res_room_id is not null then h.departure when o.res_room_id is not null then o.departure else d.departure end as departure,
             case when h.res_room_id is not null then h.checked_in when o.res_room_id is not null then o.checked_in else d.checked_in end as checked_in,
             case when h.res_room_id is not null then h.checked_out when o.res_room_id is not null then o.checked_out else d.checked_out end as checked_out
    ) s
    where r.active ${cleanFilter} ${occupancyFilter}
    order by length(r.room_num), r.room_num`.values()) as unknown as BoardRow[];

  const board: HousekeepingRow[] = [];
  for (const [room_id, room_num, type, room_type_id, flags, res_room_id, next_arrival] of rows) {
    const row: HousekeepingRow = {
      room_id,
      room_num,
      type,
      clean: bit(flags, BoardFlag.clean),
      occupied: bit(flags, BoardFlag.occupied),
      checked_in: bit(flags, BoardFlag.checkedIn),
      checked_out: bit(flags, BoardFlag.checkedOut),
      departure: flags & BoardFlag.dueOut ? DUE_OUT : null,
      stayover: flags & BoardFlag.stayOver ? STAY_OVER : null,
      // Set just below; named here so the answer keeps its field order.
      status: 'Not Reserved',
      res_room_id,
      room_type_id,
      next_arrival,
    };
    row.status = reservationStatus(row);
    if (statuses.size === 0 || statuses.has(row.status)) board.push(row);
  }
  return board;
}

/** One board row as the statement sends it (housekeepingBoard); postgres.js types `.values()` rows loosely. */
type BoardRow = [room_id: number, room_num: string, type: string, room_type_id: number, flags: number, res_room_id: number | null, next_arrival: string | null];

/** The bits of a board row's `flags`, in the order the statement shifts them. */
const BoardFlag = { clean: 1, occupied: 2, checkedIn: 4, checkedOut: 8, dueOut: 16, stayOver: 32 } as const;

const bit = (flags: number, flag: number): 0 | 1 => (flags & flag ? 1 : 0);

/**
 * House status room counts (docs/product.md §3 `rooms[0]`), over active rooms. Rooms out of order today are
 * not rooms to sell; the four clean/dirty × vacant/occupied counts cover every active room.
 */
export async function houseStatusRooms(sql: Sql, today: string): Promise<HouseStatusRooms> {
  const [row] = await sql<HouseStatusRooms[]>`
    select count(*) filter (where not ${outOfOrderOn(sql, today)})::int as "roomsToSell",
           count(*) filter (where r.clean = 1 and r.occupied_by is null)::int as "cleanVacant",
           count(*) filter (where r.clean = 1 and r.occupied_by is not null)::int as "cleanOccupied",
           count(*) filter (where r.clean = 0 and r.occupied_by is null)::int as "dirtyVacant",
           count(*) filter (where r.clean = 0 and r.occupied_by is not null)::int as "dirtyOccupied"
    from rooms r
    where r.active`;
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}
