import type { StayState } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import {
  createTestKeys,
  createTestService,
  fixedClock,
  publishStay,
  sessionCookie,
  testStay,
  waitFor,
  watchEvents,
  type TestService,
} from '@pms/service-kit/testing';
import { roomsService } from '../src/service';

export const TODAY = '2026-03-01';

export interface Counts {
  room_issues: number;
  fixed_issues: number;
  issue_versions: number;
  room_versions: number;
  outbox: number;
}

export interface RoomsHarness {
  t: TestService;
  sql: Sql;
  bus: Bus;
  clock: ReturnType<typeof fixedClock>;
  /** Cookie of a signed-in Employee, user id 7. */
  cookie: string;
  request(method: string, path: string, body?: unknown, cookie?: string): Promise<Response>;
  /** Rows per table, to prove a refused request changed nothing. */
  counts(): Promise<Counts>;
  /** The room the demo layout gives a number. */
  room(roomNum: string): Promise<{ room_id: number; room_type_id: number; clean: number; occupied_by: number | null; version: number }>;
  stop(): Promise<void>;
}

/** svc-rooms on a fresh database and bus, with the demo property (100 rooms, 3 types) seeded. */
export async function startRooms(): Promise<RoomsHarness> {
  const keys = await createTestKeys();
  const clock = fixedClock(TODAY);
  const t = await createTestService(roomsService, { verifier: keys.verifier, clock, config: { DEMO_MODE: true } });
  const cookie = sessionCookie(await keys.sign({ sub: '7', username: 'clerk', access_id: 1, type: 'Employee' }));
  const sql = t.deps.sql;
  return {
    t,
    sql,
    bus: t.deps.bus,
    clock,
    cookie,
    async request(method, path, body, withCookie = cookie) {
      const headers: Record<string, string> = {};
      if (withCookie) headers.cookie = withCookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return t.app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    },
    async counts() {
      const [row] = await sql<Counts[]>`
        select (select count(*)::int from room_issues) as room_issues,
               (select count(*)::int from room_issues where fixed) as fixed_issues,
               (select coalesce(sum(version), 0)::int from room_issues) as issue_versions,
               (select coalesce(sum(version), 0)::int from rooms) as room_versions,
               (select count(*)::int from outbox) as outbox`;
      if (!row) throw new Error('no counts');
      return row;
    },
    async room(roomNum) {
      const [row] = await sql<{ room_id: number; room_type_id: number; clean: number; occupied_by: number | null; version: number }[]>`
        select room_id, room_type_id, clean::int as clean, occupied_by, version from rooms where room_num = ${roomNum}`;
      if (!row) throw new Error(`no room ${roomNum}`);
      return row;
    },
    stop: () => t.stop(),
  };
}

/** A stay as svc-reservations publishes it; arriving today for two nights unless told otherwise. */
export function stayState(over: Partial<StayState> & { res_room_id: number }): StayState {
  return testStay(TODAY, over);
}

export { publishStay, watchEvents };

/** Waits until the room_stays projection holds `version` (or newer) of a stay. */
export async function stayProjected(sql: Sql, resRoomId: number, version: number): Promise<void> {
  await waitFor(async () => {
    const [row] = await sql<{ version: number }[]>`select version from room_stays where res_room_id = ${resRoomId}`;
    return !!row && row.version >= version;
  }, `stay ${resRoomId} v${version} in room_stays`);
}

/** Publishes a stay and waits until the projection applied it. */
export async function applyStay(h: Pick<RoomsHarness, 'bus' | 'sql'>, state: StayState, version: number): Promise<void> {
  await publishStay(h.bus, state, version);
  await stayProjected(h.sql, state.res_room_id, version);
}
