import type { AssignRoomReply } from '@pms/contracts/housekeeping';
import { CommandRefused, conflict, type Logger, type ServiceDeps, type Sql, type TransactionSql, retryingConflicts } from '@pms/service-kit';
import { claimsToSettle, dropClaim, markUnsettled, type ClaimAttempt, type RoomClaim } from '../db/room-claims';
import { repeatEvery } from './repeat';
import { busRoomOccupancy, type RoomOccupancy } from './room-commands';

/**
 * Keeps svc-rooms' occupancy in agreement with the stays this service records, when a conversation
 * with svc-rooms went wrong (docs/reservations.md "Rooms through svc-rooms"): an answer that never
 * came, a give-back that could not be sent, a process that died between the two transactions, an
 * assign that svc-rooms carried out after we had given up on it. What the stay records wins:
 * - a stay in the house with room R is in R: rooms is asked to assign R (which moves the stay back
 *   if rooms had moved it elsewhere);
 * - any other stay holds no room: rooms is asked to release the room (dirty if the stay checked out).
 */

interface StayRecord {
  res_room_id: number;
  room_type_id: number;
  in_house: boolean;
  checked_out: boolean;
  room_id: number | null;
}

async function stayRecord(sql: Sql, resRoomId: number): Promise<StayRecord | undefined> {
  const [row] = await sql<StayRecord[]>`
    select s.res_room_id, s.room_type_id, (s.checked_in and not s.checked_out and r.active) as in_house, s.checked_out, s.room_id
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.res_room_id = ${resRoomId}`;
  return row;
}

/** Asks rooms to make `roomId` agree with the stay's record. Throws the bus's error when rooms cannot be asked. */
async function makeRoomAgree(rooms: RoomOccupancy, log: Logger, stay: StayRecord, roomId: number): Promise<void> {
  if (stay.in_house && stay.room_id !== null) {
    if (stay.room_id === roomId) return;
    try {
      await rooms.assign({ room_id: stay.room_id, res_room_id: stay.res_room_id, room_type_id: stay.room_type_id });
      log.warn({ res_room_id: stay.res_room_id, room_id: stay.room_id, from: roomId }, 'room sync: moved the guest back to the room the stay records');
    } catch (err) {
      if (!(err instanceof CommandRefused)) throw err;
      // Nothing this service can decide on its own: the room it records is taken or out of service.
      log.error({ err, res_room_id: stay.res_room_id, room_id: stay.room_id }, 'room sync: svc-rooms refuses the room the stay records');
    }
    return;
  }
  const reply = await rooms.release({ room_id: roomId, res_room_id: stay.res_room_id, mark_dirty: stay.checked_out });
  if (reply.released) log.warn({ res_room_id: stay.res_room_id, room_id: roomId }, 'room sync: released a room held for a stay that is not in it');
}

/**
 * Settles a claim: makes svc-rooms agree with what the stay records about the claimed room, then
 * drops the claim. When svc-rooms cannot be asked the claim stays, marked unsettled, and the error
 * is thrown (the room sync tries again).
 */
async function settleClaim(sql: Sql, rooms: RoomOccupancy, log: Logger, claim: RoomClaim): Promise<void> {
  const stay = await stayRecord(sql, claim.res_room_id);
  try {
    if (stay) await makeRoomAgree(rooms, log, stay, claim.room_id);
  } catch (err) {
    await markUnsettled(sql, claim);
    throw err;
  }
  await dropClaim(sql, claim);
}

/** A request's claim could not be recorded: settle it now, or leave it to the room sync when rooms cannot be asked. */
async function settleOrLeave(sql: Sql, rooms: RoomOccupancy, log: Logger, claim: RoomClaim, what: string): Promise<void> {
  try {
    await settleClaim(sql, rooms, log, claim);
  } catch (err) {
    log.warn({ err, res_room_id: claim.res_room_id, room_id: claim.room_id }, `${what} not recorded and svc-rooms cannot be asked to undo it yet; the room sync will`);
  }
}

/** How long a request waits for another request's claim on the same stay before giving up. */
const WAIT_FOR_OTHER_MS = 20_000;

/**
 * Runs the claiming transaction (retried on a deadlock) until it claims (or finishes without needing rooms): a claim left
 * behind is settled first, another request's claim is waited for (then `busyMessage` as a 409).
 */
export async function untilClaimed<T>(
  sql: Sql,
  rooms: RoomOccupancy,
  log: Logger,
  attempt: (tx: TransactionSql) => Promise<ClaimAttempt | { kind: 'done'; value: T }>,
  busyMessage: string,
): Promise<{ claim: RoomClaim } | { value: T }> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const step = await retryingConflicts(() => sql.begin((tx) => attempt(tx)));
    if (step.kind === 'done') return { value: step.value };
    if (step.kind === 'claimed') return { claim: step.claim };
    if (step.kind === 'settle-first') await settleClaim(sql, rooms, log, step.claim);
    else if (Date.now() > deadline) throw conflict(busyMessage);
    else await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Steps 2 and 3 of a claim: asks rooms to assign the claimed room, then `record`s the answer (which
 * drops the claim in its transaction). A refusal drops the claim and is a 409 naming the room under
 * `refusalField`; no answer, or a failed record, settles the claim (or leaves it to the room sync).
 */
export async function confirmClaim<T>(
  sql: Sql,
  rooms: RoomOccupancy,
  log: Logger,
  claim: RoomClaim,
  o: { what: string; refusalField: string; record: (room: AssignRoomReply) => Promise<T> },
): Promise<T> {
  let room: AssignRoomReply;
  try {
    room = await rooms.assign({ room_id: claim.room_id, res_room_id: claim.res_room_id, room_type_id: claim.room_type_id });
  } catch (err) {
    if (err instanceof CommandRefused) {
      await dropClaim(sql, claim);
      throw conflict(err.message, { [o.refusalField]: err.code });
    }
    // No answer: rooms may or may not have acted (a time-out after it committed).
    await settleOrLeave(sql, rooms, log, claim, o.what);
    throw err;
  }
  try {
    return await o.record(room);
  } catch (err) {
    await settleOrLeave(sql, rooms, log, claim, o.what);
    throw err;
  }
}

/** Rooms the projection shows held by a stay that does not record being in them, with no claim open. */
async function disagreements(sql: Sql): Promise<{ room_id: number; res_room_id: number }[]> {
  return sql<{ room_id: number; res_room_id: number }[]>`
    select r.room_id, r.occupied_by as res_room_id
    from rooms r
    join res_rooms s on s.res_room_id = r.occupied_by
    join reservations v on v.reservation_id = s.reservation_id
    where not exists (select 1 from room_claims c where c.res_room_id = s.res_room_id)
      and not (s.checked_in and not s.checked_out and v.active and s.room_id = r.room_id)
    order by r.room_id`;
}

export interface RoomSyncOptions {
  /** How long a disagreement must last before it is acted on: events take a moment to arrive. */
  graceMs?: number;
  rooms?: RoomOccupancy;
}

/**
 * One pass of the room sync: settles the claims left behind, then acts on every disagreement the
 * rooms projection has shown for at least `graceMs` (a check-out's or a move's room events are
 * normally only a moment behind the stay; a disagreement that lasts is real). Failures are logged
 * and tried again on the next pass.
 */
export function roomSync({ sql, bus, log }: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>, { graceMs = 30_000, rooms = busRoomOccupancy(bus) }: RoomSyncOptions = {}) {
  const seen = new Map<string, number>();
  return async function once(now = Date.now()): Promise<void> {
    for (const claim of await claimsToSettle(sql)) {
      await settleClaim(sql, rooms, log, claim).catch((err: unknown) =>
        log.warn({ err, res_room_id: claim.res_room_id }, 'room sync: svc-rooms cannot settle a claim yet'),
      );
    }
    const current = new Set<string>();
    for (const d of await disagreements(sql)) {
      const key = `${d.room_id}:${d.res_room_id}`;
      current.add(key);
      const since = seen.get(key) ?? now;
      seen.set(key, since);
      if (now - since < graceMs) continue;
      const stay = await stayRecord(sql, d.res_room_id);
      if (stay)
        await makeRoomAgree(rooms, log, stay, d.room_id).catch((err: unknown) =>
          log.warn({ err, ...d }, 'room sync: svc-rooms cannot be asked yet'),
        );
    }
    for (const key of seen.keys()) if (!current.has(key)) seen.delete(key);
  };
}

/** The room sync in the background: a pass every `everyMs` until stopped. */
export function startRoomSync(deps: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>, { everyMs = 5_000, ...options }: RoomSyncOptions & { everyMs?: number } = {}) {
  const log = deps.log.child({ component: 'room-sync' });
  return repeatEvery(everyMs, log, 'room sync pass', roomSync({ ...deps, log }, options));
}
