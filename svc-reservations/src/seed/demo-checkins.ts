import { BusUnavailableError, HttpError, systemActor, type ServiceDeps, type Sql } from '@pms/service-kit';
import type { ReservationsConfig } from '../config';
import { checkInStay } from '../db/check-in';
import { busRoomOccupancy, type RoomOccupancy } from '../events/room-commands';
import { DEMO_CLERK, DEMO_SEED_NAME, waitForCatalog } from './demo';

/**
 * The demo hotel opens with its guests in the house: the demo stays that arrived before today
 * (80: 40 due out today, 40 staying over) are checked in through the front desk's own path —
 * svc-rooms' assign command, then the recorded check-in and stay event — each with "today" set to
 * its arrival date, into the first free rooms of its type by room number. Today's 40 arrivals are
 * left for the front desk.
 *
 * Idempotent: stays already checked in are skipped, and once every stay is in, a marker row stops
 * later starts from looking again. Replicas starting together queue on an advisory lock.
 */

const SEED_NAME = 'demo-checkins';

interface PastStay {
  res_room_id: number;
  room_type_id: number;
  check_in_date: string;
}

interface Room {
  room_id: number;
  room_num: string;
  room_type_id: number;
}

export interface DemoCheckInOptions {
  /** How long to wait for the rooms projection and for svc-rooms to answer, in ms. */
  waitMs?: number;
  /** svc-rooms' commands; the bus's by default. */
  rooms?: RoomOccupancy;
}

export async function seedDemoCheckIns(deps: ServiceDeps<ReservationsConfig>, opts: DemoCheckInOptions = {}): Promise<void> {
  const { sql, log } = deps;
  const waitMs = opts.waitMs ?? 60_000;
  const [booked] = await sql`select 1 from demo_seed where name = ${DEMO_SEED_NAME}`;
  const [done] = await sql`select 1 from demo_seed where name = ${SEED_NAME}`;
  if (!booked || done) return;

  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(hashtext('pms.reservations.seed-checkins'))`;
    try {
      const [again] = await sql`select 1 from demo_seed where name = ${SEED_NAME}`;
      if (again) return;
      if (!(await waitForCatalog(sql, waitMs))) {
        log.warn('demo check-ins not done: the rooms from svc-rooms did not arrive in time; they are done on the next start');
        return;
      }
      const failed = await checkInPastStays(deps, opts.rooms ?? busRoomOccupancy(deps.bus), waitMs);
      if (failed === 0) await sql`insert into demo_seed (name) values (${SEED_NAME}) on conflict do nothing`;
    } finally {
      await reserved`select pg_advisory_unlock(hashtext('pms.reservations.seed-checkins'))`;
    }
  } finally {
    reserved.release();
  }
}

/** The demo stays that arrived before today and should be in the house, in booking order. */
async function pastStaysToCheckIn(sql: Sql, today: string): Promise<PastStay[]> {
  return sql<PastStay[]>`
    select s.res_room_id, s.room_type_id, s.check_in_date::text as check_in_date
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where r.active and r.user_id = ${DEMO_CLERK} and s.check_in_date < ${today}::date
      and s.check_out_date >= ${today}::date and not s.checked_in
    order by s.res_room_id`;
}

/** Active rooms no stay of ours is in and the projection shows vacant, by type, by room number. */
async function freeRoomsByType(sql: Sql): Promise<Map<number, Room[]>> {
  const rows = await sql<Room[]>`
    select r.room_id, r.room_num, r.room_type_id
    from rooms r
    where r.active and r.occupied_by is null
      and not exists (select 1 from res_rooms s where s.room_id = r.room_id and s.checked_in and not s.checked_out)
    order by length(r.room_num), r.room_num, r.room_id`;
  const byType = new Map<number, Room[]>();
  for (const room of rows) byType.set(room.room_type_id, [...(byType.get(room.room_type_id) ?? []), room]);
  return byType;
}

/** Checks the past stays in; answers how many could not be. */
async function checkInPastStays(deps: ServiceDeps<ReservationsConfig>, rooms: RoomOccupancy, waitMs: number): Promise<number> {
  const { sql, log, clock } = deps;
  const stays = await pastStaysToCheckIn(sql, clock.today());
  if (stays.length === 0) return 0;
  const free = await freeRoomsByType(sql);
  const deadline = Date.now() + waitMs;
  let checkedIn = 0;
  let failed = 0;

  for (const stay of stays) {
    const candidates = free.get(stay.room_type_id) ?? [];
    let placed = false;
    while (!placed && candidates.length > 0) {
      const room = candidates[0]!;
      try {
        await checkInStay(
          // The arrival day's afternoon, as if the front desk had checked the guest in then.
          { sql, rooms, log, today: stay.check_in_date, now: new Date(`${stay.check_in_date}T20:00:00Z`), actor: systemActor({ today: () => stay.check_in_date }) },
          stay.res_room_id,
          room.room_id,
        );
        candidates.shift();
        placed = true;
        checkedIn++;
      } catch (err) {
        if (err instanceof BusUnavailableError || (err instanceof HttpError && err.status === 503)) {
          // svc-rooms is not answering yet (distributed mode, starting): wait for it, within the deadline.
          if (Date.now() > deadline) {
            log.warn({ checkedIn, remaining: stays.length - checkedIn }, 'demo check-ins stopped: svc-rooms did not answer room assignments in time; the rest are done on the next start');
            return stays.length - checkedIn;
          }
          log.info('demo check-ins: waiting for svc-rooms to answer room assignments');
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        if (err instanceof HttpError && err.status === 409 && err.fields?.room_id) {
          // Rooms refused this room (taken meanwhile, out of order, …): try the type's next room.
          candidates.shift();
          continue;
        }
        if (err instanceof HttpError && err.status === 409 && err.fields?.res_room_id) {
          placed = true; // checked in meanwhile (another replica)
          continue;
        }
        throw err;
      }
    }
    if (!placed) {
      failed++;
      log.warn({ res_room_id: stay.res_room_id, room_type_id: stay.room_type_id }, 'demo check-in: no free room of the stay’s type');
    }
  }
  log.info({ checkedIn, failed, of: stays.length }, 'checked in the demo guests who arrived before today');
  return failed;
}
