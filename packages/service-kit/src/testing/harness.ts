/**
 * The one test harness every service's tests start from: the service booted by `createTestService`
 * (its own database and bus unless shared), a clock set to the test's "today", real session tokens
 * (`createTestKeys`), a signed-in clerk, a `request` that calls the app in process, and `counts()`
 * to prove that a refused request wrote nothing. A service's own test helpers add only what is
 * its own: its fixtures, its projections to wait for, a narrower `counts` where a table needs it.
 */
import type { Bus } from '../bus/types';
import { fixedClock, type SettableClock } from '../clock';
import type { BaseConfig } from '../config';
import type { Sql } from '../db';
import type { ServiceDefinition } from '../service';
import { createTestKeys, type TestKeys } from './auth';
import { createTestService, type TestService, type TestServiceOptions } from './service';

/** The hotel date tests start on unless they say otherwise. */
export const TEST_TODAY = '2026-03-01';

/** The clerk every harness signs in: an Employee, user id 7. */
export const TEST_CLERK = { sub: '7', username: 'clerk', access_id: 1, type: 'Employee' } as const;

export interface RequestOptions {
  /** The Cookie header; default the clerk's session, `null` for none (a 401 test). */
  cookie?: string | null;
  headers?: Record<string, string>;
}

/**
 * Calls a Hono app in process as a browser would: `body` goes out as JSON (a string as given, so a
 * test can send malformed JSON) with the JSON content type.
 */
export async function callApp(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  method: string,
  path: string,
  body?: unknown,
  { cookie, headers = {} }: RequestOptions = {},
): Promise<Response> {
  const h: Record<string, string> = { ...headers };
  if (cookie) h.cookie = cookie;
  if (body !== undefined) h['content-type'] ??= 'application/json';
  return app.request(path, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

const AUDIT_SEALING_TABLES = new Set(['audit_seals', 'audit_unsealed']);

/**
 * Every table of `schema` (or only `tables`) with its row count, and `<table>.version` with the sum
 * of its `version` column where it has one: two equal answers mean nothing was written. Name the
 * tables where projections of other services' events may change while a test compares.
 */

export async function tableCounts<T extends string = string>(
  sql: Sql,
  schema: string,
  only?: readonly T[],
): Promise<Record<T, number> & Record<string, number | undefined>> {
  const tables = await sql<{ table_name: string; has_version: boolean }[]>`
    select t.table_name,
           exists (select 1 from information_schema.columns c
                   where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'version') as has_version
    from information_schema.tables t
    where t.table_schema = ${schema} and t.table_type = 'BASE TABLE' and (${only ?? null}::text[] is null or t.table_name = any(${only ?? null}::text[]))
    order by t.table_name`;
  const out: Record<string, number> = {};
  for (const { table_name, has_version } of tables) {
    // The audit sealer's own bookkeeping moves by itself shortly after any write (audit.ts): not a
    // change a request made. The entries themselves (audit_entries) are counted like any table.
    if (!only && AUDIT_SEALING_TABLES.has(table_name)) continue;
    const [row] = await sql.unsafe<{ n: number; v: number }[]>(
      `select count(*)::int as n, ${has_version ? 'coalesce(sum(version), 0)::bigint' : '0'} as v from "${schema}"."${table_name}"`,
    );
    out[table_name] = Number(row?.n ?? 0);
    if (has_version) out[`${table_name}.version`] = Number(row?.v ?? 0);
  }
  const missing = only?.filter((t) => !(t in out));
  if (missing?.length) throw new Error(`tableCounts: no table ${missing.join(', ')} in schema ${schema}`);
  return out;
}

export interface HarnessOptions<C extends BaseConfig, R> extends Omit<TestServiceOptions<C>, 'clock' | 'verifier'> {
  /** The hotel date the clock starts on; default `TEST_TODAY`. */
  today?: string;
  /** Demo mode (the service seeds its demo data); default off. */
  demo?: boolean;
  /** What `counts()` answers; default `tableCounts` of the service's schema. */
  counts?: (sql: Sql) => Promise<R>;
}

export interface ServiceHarness<C extends BaseConfig = BaseConfig, R = Record<string, number | undefined>> {
  t: TestService<C>;
  /** The service's pool on its own schema. */
  sql: Sql;
  bus: Bus;
  clock: SettableClock;
  keys: TestKeys;
  /** The clerk's session (`TEST_CLERK`), sent by `request` unless told otherwise. */
  cookie: string;
  request(method: string, path: string, body?: unknown, opts?: RequestOptions): Promise<Response>;
  /** Rows per table (see `tableCounts`), to prove a refused request changed nothing. */
  counts(): Promise<R>;
  stop(): Promise<void>;
}

/** Boots `definition` for a test file; `stop()` it in `afterAll`. */
export async function startService<C extends BaseConfig = BaseConfig, R = Record<string, number | undefined>>(
  definition: ServiceDefinition<C>,
  opts: HarnessOptions<C, R> = {},
): Promise<ServiceHarness<C, R>> {
  const { today = TEST_TODAY, demo, counts, ...rest } = opts;
  const keys = await createTestKeys();
  const clock = fixedClock(today);
  const config = { ...(demo === undefined ? {} : { DEMO_MODE: demo }), ...(rest.config ?? {}) } as TestServiceOptions<C>['config'];
  const t = await createTestService(definition, { ...rest, config, clock, verifier: keys.verifier });
  const cookie = await keys.cookie(TEST_CLERK.access_id, TEST_CLERK);
  const sql = t.deps.sql;
  return {
    t,
    sql,
    bus: t.deps.bus,
    clock,
    keys,
    cookie,
    request: (method, path, body, { cookie: as = cookie, headers } = {}) => callApp(t.app, method, path, body, { cookie: as, headers }),
    counts: () => (counts ? counts(sql) : (tableCounts(sql, definition.schema) as Promise<R>)),
    stop: () => t.stop(),
  };
}
