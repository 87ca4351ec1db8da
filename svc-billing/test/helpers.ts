import { randomUUID } from 'node:crypto';
import { addDays } from '@pms/contracts/dates';
import { eventTypes, subjects, type EventEnvelope } from '@pms/contracts/events';
import type { StayState } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import { createTestKeys, createTestService, fixedClock, sessionCookie, waitFor, type TestService } from '@pms/service-kit/testing';
import { billingService } from '../src/service';

export const TODAY = '2026-03-01';

export interface Counts {
  invoices: number;
  payments: number;
  outbox: number;
  counters: number;
  stays: number;
}

export interface BillingHarness {
  t: TestService;
  sql: Sql;
  bus: Bus;
  clock: ReturnType<typeof fixedClock>;
  /** Cookie of a signed-in Employee, user id 7. */
  cookie: string;
  request(method: string, path: string, body?: unknown, opts?: { cookie?: string | null; headers?: Record<string, string> }): Promise<Response>;
  /** Rows per table, to prove a refused request changed nothing. */
  counts(): Promise<Counts>;
  stop(): Promise<void>;
}

/** svc-billing on a fresh database (and a fresh bus unless one is given), demo tax rates seeded. */
export async function startBilling(opts: { bus?: Bus; demo?: boolean } = {}): Promise<BillingHarness> {
  const keys = await createTestKeys();
  const clock = fixedClock(TODAY);
  const t = await createTestService(billingService, { verifier: keys.verifier, clock, bus: opts.bus, config: { DEMO_MODE: opts.demo ?? true } });
  const cookie = sessionCookie(await keys.sign({ sub: '7', username: 'clerk', access_id: 1, type: 'Employee' }));
  const sql = t.deps.sql;
  return {
    t,
    sql,
    bus: t.deps.bus,
    clock,
    cookie,
    async request(method, path, body, { cookie: withCookie = cookie, headers: extra = {} } = {}) {
      const headers: Record<string, string> = { ...extra };
      if (withCookie) headers.cookie = withCookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return t.app.request(path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    },
    async counts() {
      const [row] = await sql<Counts[]>`
        select (select count(*)::int from invoices) as invoices,
               (select count(*)::int from payments) as payments,
               (select count(*)::int from outbox) as outbox,
               (select coalesce(sum(last_number), 0)::int from invoice_counters) as counters,
               (select count(*)::int from stays) as stays`;
      if (!row) throw new Error('no counts');
      return row;
    },
    stop: () => t.stop(),
  };
}

/** A stay as svc-reservations publishes it: arriving today for two nights at $109.99 unless told otherwise. */
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

export function stayEvent(state: StayState, version: number): EventEnvelope<StayState> {
  return { id: randomUUID(), type: eventTypes.stay, version, occurredAt: new Date().toISOString(), data: state };
}

/** Publishes a stay state event on the bus, as svc-reservations' outbox relay would. */
export async function publishStay(bus: Bus, state: StayState, version: number): Promise<void> {
  await bus.publish(subjects.stay(state.res_room_id), stayEvent(state, version));
}

/** Waits until the stays projection holds `version` (or newer) of a stay. */
export async function stayProjected(sql: Sql, resRoomId: number, version: number): Promise<void> {
  await waitFor(async () => {
    const [row] = await sql<{ version: number }[]>`select version from stays where res_room_id = ${resRoomId}`;
    return !!row && row.version >= version;
  }, `stay ${resRoomId} v${version} in stays`);
}

/** Publishes stays and waits until the projection applied every one. */
export async function applyStays(h: Pick<BillingHarness, 'bus' | 'sql'>, states: readonly StayState[], version = 1): Promise<void> {
  for (const s of states) await publishStay(h.bus, s, version);
  for (const s of states) await stayProjected(h.sql, s.res_room_id, version);
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
    async waitFor(subject: string) {
      await waitFor(() => seen.has(subject), `an event on ${subject}`);
      return seen.get(subject) as EventEnvelope;
    },
    stop: () => sub.stop(),
  };
}
