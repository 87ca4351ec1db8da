import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { RoomState, RoomTypeState } from '@pms/contracts/events';
import type { CreateReservationInput } from '@pms/contracts/reservations';
import type { Sql } from '@pms/service-kit';
import {
  DEMO_ROOM_TYPE_STATES,
  publishRoom,
  publishRoomType,
  startService,
  tableCounts,
  TEST_TODAY,
  waitForValue,
  type ServiceHarness,
} from '@pms/service-kit/testing';
import type { ReservationsConfig } from '../src/config';
import { reservationsService } from '../src/service';

/** The demo hotel's catalog as svc-rooms announces it. */
export const ROOM_TYPES = DEMO_ROOM_TYPE_STATES;

export const TODAY = TEST_TODAY;

export { publishRoom, publishRoomType };

/** Rooms numbered 101… in type order (not the demo layout: here 101–150 are the 50 2 Queens), as svc-rooms would publish them. */
export function roomsOf(types: readonly RoomTypeState[]): RoomState[] {
  const rooms: RoomState[] = [];
  let n = 0;
  for (const t of types)
    for (let i = 0; i < t.room_count; i++, n++)
      rooms.push({ room_id: n + 1, room_num: String(101 + n), room_type_id: t.room_type_id, clean: 1, active: true, occupied_by: null });
  return rooms;
}

export async function roomTypesProjected(sql: Sql, expected: readonly RoomTypeState[]): Promise<void> {
  await waitForValue(
    () => sql<{ room_type_id: number; room_count: number }[]>`select room_type_id, room_count from room_types order by 1`,
    (rows) =>
      rows.length === expected.length &&
      expected.every((t) => rows.some((r) => r.room_type_id === t.room_type_id && r.room_count === t.room_count)),
    'the room types to be projected',
  );
}

/**
 * Rows of reservations' own tables (and version sums), and the nights sold: "nothing written" means
 * all equal. Projections of other services' events are left out: they may move while a test compares.
 */
export async function reservationCounts(sql: Sql) {
  const [row] = await sql<{ sold: number }[]>`select coalesce(sum(sold), 0)::int as sold from inventory`;
  return { ...(await tableCounts(sql, 'reservations', ['customers', 'reservations', 'res_rooms', 'inventory', 'outbox'])), sold: row?.sold ?? 0 };
}

export type Counts = Awaited<ReturnType<typeof reservationCounts>>;
export type Harness = ServiceHarness<ReservationsConfig, Counts>;

/**
 * The configuration every svc-reservations test starts from: its own card key, and the automatic night
 * audit off — a test moving the clock forward would otherwise see days closed behind its back (the
 * audit's own tests turn it on, or call its scheduler).
 */
export function testConfig(over: Partial<Record<string, unknown>> = {}) {
  return { CARD_KEY: randomBytes(32).toString('hex'), NIGHT_AUDIT_AT: 'off', ...over };
}

/** svc-reservations on a fresh database and bus, with the demo catalog projected. */
export async function startHarness(types: readonly RoomTypeState[] = ROOM_TYPES): Promise<Harness> {
  const h = await startService(reservationsService, { config: testConfig(), counts: reservationCounts });
  for (const type of types) await publishRoomType(h.bus, type);
  await roomTypesProjected(h.sql, types);
  return h;
}

/**
 * svc-reservations for the test file that calls this at its top: started before its first test,
 * stopped after its last (`prepare` runs once it has started). The object is filled in when it starts — read it inside tests and hooks.
 */
export function harnessForFile(types: readonly RoomTypeState[] = ROOM_TYPES, prepare?: (h: Harness) => Promise<void>): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startHarness(types));
    await prepare?.(h);
  });
  afterAll(() => h.t?.stop());
  return h;
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

/** Posts a booking as the test clerk and reads the answer's JSON, whatever its status. */
export async function postBooking(h: Harness, body: unknown = bookingBody(), headers: Record<string, string> = {}) {
  const res = await h.request('POST', '/api/hw/reservation', body, { headers });
  return { res, json: (await res.json()) as unknown };
}

/** Sum of nights of active stays per room type and night, computed from the stays themselves. */
export async function inventoryMatchesStays(sql: Sql): Promise<{ sold: number; fromStays: number; mismatches: number }> {
  const [row] = await sql<{ sold: number; from_stays: number; mismatches: number }[]>`
    with nights as (
      select s.room_type_id, d::date as night, count(*)::int as n
      from res_rooms s join reservations r using (reservation_id)
      cross join generate_series(s.check_in_date, s.check_out_date - 1, interval '1 day') d
      where r.active and not s.no_show
      group by 1, 2
    )
    select (select coalesce(sum(sold), 0)::int from inventory) as sold,
           (select coalesce(sum(n), 0)::int from nights) as from_stays,
           (select count(*)::int from inventory i full join nights n using (room_type_id, night)
             where coalesce(i.sold, 0) <> coalesce(n.n, 0)) as mismatches`;
  return { sold: row!.sold, fromStays: row!.from_stays, mismatches: row!.mismatches };
}
