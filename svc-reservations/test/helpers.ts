import { randomBytes } from 'node:crypto';
import { eventTypes, subjects, type RoomState, type RoomTypeState } from '@pms/contracts/events';
import type { CreateReservationInput } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import { createTestKeys, createTestService, fixedClock, publishState, type TestService } from '@pms/service-kit/testing';
import type { ReservationsConfig } from '../src/config';
import { reservationsService } from '../src/service';

/** The demo hotel's catalog as svc-rooms announces it. */
export const ROOM_TYPES: RoomTypeState[] = [
  { room_type_id: 1, type: '2 Queens', rate_cents: 10999, room_count: 50 },
  { room_type_id: 2, type: 'King', rate_cents: 11999, room_count: 20 },
  { room_type_id: 3, type: 'Suite', rate_cents: 12999, room_count: 30 },
];

export const TODAY = '2026-03-01';

export async function publishRoomType(bus: Bus, state: RoomTypeState, version = 1): Promise<void> {
  await publishState(bus, subjects.roomType(state.room_type_id), eventTypes.roomType, state, version);
}

export async function publishRoom(bus: Bus, state: RoomState, version = 1): Promise<void> {
  await publishState(bus, subjects.room(state.room_id), eventTypes.room, state, version);
}

/** Rooms numbered 101… with the given types, as svc-rooms would publish them. */
export function roomsOf(types: readonly RoomTypeState[]): RoomState[] {
  const rooms: RoomState[] = [];
  let n = 0;
  for (const t of types)
    for (let i = 0; i < t.room_count; i++, n++)
      rooms.push({ room_id: n + 1, room_num: String(101 + n), room_type_id: t.room_type_id, clean: 1, active: true, occupied_by: null });
  return rooms;
}

/** Polls a condition until it holds or the deadline passes (never a fixed sleep). */
export async function eventually<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function roomTypesProjected(sql: Sql, expected: readonly RoomTypeState[]): Promise<void> {
  const got = await eventually(
    () => sql<{ room_type_id: number; room_count: number }[]>`select room_type_id, room_count from room_types order by 1`,
    (rows) =>
      rows.length === expected.length &&
      expected.every((t) => rows.some((r) => r.room_type_id === t.room_type_id && r.room_count === t.room_count)),
  );
  if (got.length !== expected.length) throw new Error(`room types not projected: ${JSON.stringify(got)}`);
}

/** Row counts (and sums) that any write would change: "nothing written" means all equal. */
export interface Counts {
  customers: number;
  reservations: number;
  res_rooms: number;
  sold: number;
  inventory_rows: number;
  outbox: number;
  versions: number;
}

export interface Harness {
  t: TestService<ReservationsConfig>;
  clock: ReturnType<typeof fixedClock>;
  /** Cookie of a signed-in Employee, user id 7. */
  cookie: string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  counts(): Promise<Counts>;
}

/** svc-reservations on a fresh database and bus, with the demo catalog projected. */
export async function startHarness(types: readonly RoomTypeState[] = ROOM_TYPES): Promise<Harness> {
  const keys = await createTestKeys();
  const clock = fixedClock(TODAY);
  const t = await createTestService(reservationsService, {
    clock,
    verifier: keys.verifier,
    config: { CARD_KEY: randomBytes(32).toString('hex') },
  });
  for (const type of types) await publishRoomType(t.deps.bus, type);
  await roomTypesProjected(t.deps.sql, types);
  const cookie = await keys.cookie(1, { sub: '7', username: 'clerk' });
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, {
      method,
      headers: { cookie, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const counts = async () => {
    const [row] = await t.deps.sql<Counts[]>`
      select (select count(*)::int from customers) as customers,
             (select count(*)::int from reservations) as reservations,
             (select count(*)::int from res_rooms) as res_rooms,
             (select coalesce(sum(sold), 0)::int from inventory) as sold,
             (select count(*)::int from inventory) as inventory_rows,
             (select count(*)::int from outbox) as outbox,
             (select coalesce(sum(version), 0)::int from reservations) as versions`;
    return row!;
  };
  return { t, clock, cookie, request, counts };
}

/** A valid booking body (docs/product.md §7 shape); override what a test is about. */
export function bookingBody(
  over: { cust?: Partial<Record<number, unknown>>; room?: Partial<Record<number, unknown>>; comments?: string } = {},
): CreateReservationInput {
  const cust: unknown[] = ['Ada', 'Lovelace', '1 Analytical Way', 'London', 'Ohio', '44114', 'ada@example.com', '216-555-0100', '4111 1111 1111 1111', '12/30'];
  const room: unknown[] = [1, '2026-03-10', '2026-03-12', 2, 1.0, 'quiet room please'];
  for (const [i, v] of Object.entries(over.cust ?? {})) cust[Number(i)] = v;
  for (const [i, v] of Object.entries(over.room ?? {})) room[Number(i)] = v;
  return { cust, reserve: [999, over.comments ?? ''], rooms: [room] } as unknown as CreateReservationInput;
}

/** Sum of nights of active stays per room type and night, computed from the stays themselves. */
export async function inventoryMatchesStays(sql: Sql): Promise<{ sold: number; fromStays: number; mismatches: number }> {
  const [row] = await sql<{ sold: number; from_stays: number; mismatches: number }[]>`
    with nights as (
      select s.room_type_id, d::date as night, count(*)::int as n
      from res_rooms s join reservations r using (reservation_id)
      cross join generate_series(s.check_in_date, s.check_out_date - 1, interval '1 day') d
      where r.active
      group by 1, 2
    )
    select (select coalesce(sum(sold), 0)::int from inventory) as sold,
           (select coalesce(sum(n), 0)::int from nights) as from_stays,
           (select count(*)::int from inventory i full join nights n using (room_type_id, night)
             where coalesce(i.sold, 0) <> coalesce(n.n, 0)) as mismatches`;
  return { sold: row!.sold, fromStays: row!.from_stays, mismatches: row!.mismatches };
}
