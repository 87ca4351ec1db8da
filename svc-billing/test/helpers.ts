import type { StayState } from '@pms/contracts/reservations';
import type { Bus, Sql } from '@pms/service-kit';
import {
  createTestKeys,
  createTestService,
  fixedClock,
  publishStay,
  sessionCookie,
  stayEvent,
  testStay,
  waitFor,
  watchEvents,
  type TestService,
} from '@pms/service-kit/testing';
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
  return testStay(TODAY, over);
}

export { publishStay, stayEvent, watchEvents };

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
