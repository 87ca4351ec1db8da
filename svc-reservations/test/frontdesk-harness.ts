import { CreateReservationAnswer } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import {
  callApp,
  createTestBus,
  createTestDatabase,
  createTestKeys,
  createTestService,
  fixedClock,
  TEST_CLERK,
  TEST_TODAY,
  waitFor,
  type RequestOptions,
  type TestDatabase,
  type TestKeys,
  type TestService,
} from '@pms/service-kit/testing';
import { roomsService } from '@pms/svc-rooms/service';
import type { ReservationsConfig } from '../src/config';
import { reservationsService } from '../src/service';
import { fakeSettle, type FakeSettle } from './fake-billing';
import { bookingBody, reservationCounts, testConfig, type Counts } from './helpers';

/**
 * The front desk against the REAL svc-rooms: both services on one test bus (NATS with its own
 * namespace when NATS_URL is set, else in-process), each with its own database, one clock and one
 * key set. svc-rooms seeds the demo property (100 rooms: odd numbers 2 Queens, x02/x04/x12/x14/…
 * King, other even numbers Suite) and answers the assign/release commands for real.
 */

export const TODAY = TEST_TODAY;

export interface RoomsSide {
  room_id: number;
  room_num: string;
  room_type_id: number;
  clean: number;
  occupied_by: number | null;
}

interface StaySide {
  res_room_id: number;
  checked_in: boolean;
  checked_out: boolean;
  room_id: number | null;
  room_num: string | null;
  version: number;
  checked_in_at: Date | null;
  checked_out_on: string | null;
}

export interface Desk {
  bus: Bus;
  /** svc-billing's stand-in for the check-out's balance question. */
  billing: FakeSettle;
  clock: ReturnType<typeof fixedClock>;
  keys: TestKeys;
  res: TestService<ReservationsConfig>;
  rooms: TestService;
  sql: Sql;
  /** svc-rooms' database, readable also while svc-rooms is stopped. */
  roomsSql: Sql;
  cookie: string;
  request(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<Response>;
  roomsRequest(method: string, path: string, body?: unknown): Promise<Response>;
  /** Books one stay through the booking route; `bookedOn` sets the clock for a past arrival. */
  book(o: { arrival: string; departure: string; type?: number; first?: string; last?: string }): Promise<{ reservation_id: number; res_room_id: number; code: string }>;
  /** Books a stay arriving `arrival` and checks it in that day (clock moved there and back). */
  inHouse(o: { arrival: string; departure: string; roomNum: string; type?: number; first?: string; last?: string }): Promise<{ reservation_id: number; res_room_id: number; code: string; room_id: number }>;
  room(roomNum: string): Promise<RoomsSide>;
  stay(resRoomId: number): Promise<StaySide>;
  /** Row counts and version sums of svc-reservations: equal before and after = nothing written. */
  counts(): Promise<Counts>;
  stopRooms(): Promise<void>;
  startRooms(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `reservationsBus` gives svc-reservations another view of the shared bus (a test's faults);
 * `config` is laid over svc-reservations' test configuration.
 */
export async function startDesk(
  opts: { demo?: boolean; reservationsBus?: (bus: Bus) => Bus; config?: Record<string, unknown> } = {},
): Promise<Desk> {
  const keys = await createTestKeys();
  const clock = fixedClock(TODAY);
  const bus = await createTestBus();
  const roomsDb: TestDatabase = await createTestDatabase();
  const bootRooms = () => createTestService(roomsService, { bus, clock, db: roomsDb, verifier: keys.verifier, config: { DEMO_MODE: true } });
  let rooms = await bootRooms();
  const roomsSql = roomsDb.sql('rooms', 4);
  // svc-rooms first, as the embedded runner does: the reservations demo seed checks guests in through it.
  const res = await createTestService(reservationsService, {
    bus: opts.reservationsBus?.(bus) ?? bus,
    clock,
    verifier: keys.verifier,
    config: testConfig({ ...(opts.demo ? { DEMO_MODE: true } : {}), ...opts.config }),
  });
  const sql = res.deps.sql;
  await waitFor(async () => {
    const [row] = await sql<{ rooms: number; types: number }[]>`
      select (select count(*)::int from rooms) as rooms, (select count(*)::int from room_types) as types`;
    return row!.rooms === 100 && row!.types === 3;
  }, 'the rooms projection to hold the demo property');
  // Check-out asks billing for the balance: a stand-in answers (0 unless a test sets one).
  const billing = await fakeSettle(bus);
  const cookie = await keys.cookie(TEST_CLERK.access_id, TEST_CLERK);
  const call = (app: TestService['app'], method: string, path: string, body?: unknown, { cookie: as = cookie, headers }: RequestOptions = {}) =>
    callApp(app, method, path, body, { cookie: as, headers });

  const desk: Desk = {
    bus,
    billing,
    clock,
    keys,
    res,
    get rooms() {
      return rooms;
    },
    sql,
    roomsSql,
    cookie,
    request: (method, path, body, opts) => call(res.app, method, path, body, opts),
    roomsRequest: (method, path, body) => call(rooms.app, method, path, body),
    async book({ arrival, departure, type = 1, first = 'Ada', last = 'Lovelace' }) {
      const before = clock.today();
      if (arrival < before) clock.set(arrival);
      try {
        const answer = await call(res.app, 'POST', '/api/hw/reservation', bookingBody({ cust: { 0: first, 1: last }, room: { 0: type, 1: arrival, 2: departure } }));
        if (answer.status !== 201) throw new Error(`booking failed: ${answer.status} ${await answer.text()}`);
        const { reservation_id, confirmation_codes } = CreateReservationAnswer.parse(await answer.json());
        const [stay] = await sql<{ res_room_id: number }[]>`select res_room_id from res_rooms where reservation_id = ${reservation_id}`;
        return { reservation_id, res_room_id: stay!.res_room_id, code: confirmation_codes[0]! };
      } finally {
        clock.set(before);
      }
    },
    async inHouse(o) {
      const booked = await desk.book(o);
      const room = await desk.room(o.roomNum);
      const before = clock.today();
      clock.set(o.arrival);
      try {
        const answer = await call(res.app, 'PUT', `/api/hw/checkinRoom/${booked.res_room_id}/${room.room_id}`);
        if (answer.status !== 200) throw new Error(`check-in failed: ${answer.status} ${await answer.text()}`);
      } finally {
        clock.set(before);
      }
      return { ...booked, room_id: room.room_id };
    },
    async room(roomNum) {
      const [row] = await roomsSql<RoomsSide[]>`
        select room_id, room_num, room_type_id, clean::int as clean, occupied_by from rooms where room_num = ${roomNum}`;
      if (!row) throw new Error(`no room ${roomNum}`);
      return row;
    },
    async stay(resRoomId) {
      const [row] = await sql<StaySide[]>`
        select res_room_id, checked_in, checked_out, room_id, room_num, version, checked_in_at, checked_out_on::text as checked_out_on
        from res_rooms where res_room_id = ${resRoomId}`;
      if (!row) throw new Error(`no stay ${resRoomId}`);
      return row;
    },
    counts: () => reservationCounts(sql),
    async stopRooms() {
      await rooms.stop();
    },
    async startRooms() {
      rooms = await bootRooms();
    },
    async stop() {
      await billing.stop();
      await res.stop();
      await rooms.stop();
      await bus.close();
      await roomsDb.drop();
    },
  };
  return desk;
}

/** Polls until svc-rooms shows the room as `want` (its stay consumer applies our events). */
export async function roomBecomes(desk: Desk, roomNum: string, want: Partial<RoomsSide>): Promise<RoomsSide> {
  let last: RoomsSide | undefined;
  await waitFor(async () => {
    last = await desk.room(roomNum);
    return Object.entries(want).every(([k, v]) => last![k as keyof RoomsSide] === v);
  }, `room ${roomNum} to become ${JSON.stringify(want)}`);
  return last!;
}
