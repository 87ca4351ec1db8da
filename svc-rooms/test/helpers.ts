import { randomUUID } from 'node:crypto';
import { addDays } from '@pms/contracts/dates';
import { eventTypes, subjects, type EventEnvelope } from '@pms/contracts/events';
import type { StayState } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import { createTestKeys, createTestService, fixedClock, sessionCookie, waitFor, type TestService } from '@pms/service-kit/testing';
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
  return {
    reservation_id: over.res_room_id,
    room_type_id: 1,
    type: '2 Queens',
    arrival: TODAY,
    departure: addDays(TODAY, 2),
    adults: 1,
    rate_cents: 10999,
    first_name: 'Ann',
    last_name: 'Lee',
    cc_last_four: '1111',
    confirmation_code: `C${over.res_room_id}`,
    active: true,
    checked_in: false,
    checked_out: false,
    room_id: null,
    room_num: null,
    ...over,
  };
}

/** Publishes a stay state event on the bus, as svc-reservations' outbox relay would. */
export async function publishStay(bus: Bus, state: StayState, version: number): Promise<void> {
  const event: EventEnvelope<StayState> = {
    id: randomUUID(),
    type: eventTypes.stay,
    version,
    occurredAt: new Date().toISOString(),
    data: state,
  };
  await bus.publish(subjects.stay(state.res_room_id), event);
}

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

/** Collects the events published on subjects matching `filter` (latest per subject). */
export async function watchEvents(bus: Bus, filter: string) {
  const seen = new Map<string, EventEnvelope>();
  const sub = await bus.consume({
    durable: `watch-${randomUUID().slice(0, 8)}`,
    filter,
    handler: async (event, subject) => {
      const prev = seen.get(subject);
      if (!prev || prev.version <= event.version) seen.set(subject, event);
    },
  });
  return {
    seen,
    async waitForVersion(subject: string, version: number) {
      await waitFor(() => (seen.get(subject)?.version ?? -1) >= version, `${subject} v${version}`);
      return seen.get(subject) as EventEnvelope;
    },
    stop: () => sub.stop(),
  };
}
