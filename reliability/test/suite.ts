/**
 * The whole suite in this test process, composed the way scripts/embedded.ts composes it: the four
 * services booted by the same `bootService`, each on its own schema of one fresh test database, one
 * bus (NATS with its own namespace when NATS_URL is set, else in-process), and the gateway in front
 * with each service's `app.fetch` as its upstream. Unlike embedded mode, the gateway and every service
 * keep their OWN revocation list (one durable consumer each), as separate processes would, so "a
 * signed-out token stops working everywhere" is proven per process.
 */
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { createGateway, startLiveRooms, type GatewayOptions, type LiveRooms, type LiveRoomsOptions, type Upstream } from '@pms/gateway';
import {
  bootService,
  createRevocationList,
  createTokenVerifier,
  generateGatewaySecret,
  parseConfig,
  revocationDurable,
  BaseConfig,
  type BootedService,
  type Bus,
  type SettableClock,
  type RevocationFeed,
  type ServiceDefinition,
  type Sql,
} from '@pms/service-kit';
import { callApp, createTestBus, createTestDatabase, fixedClock, tableCounts, testLogger, waitFor, type TestDatabase } from '@pms/service-kit/testing';
import { authService, localKeyGetter, AuthConfig } from '@pms/svc-auth/service';
import { billingService } from '@pms/svc-billing/service';
import { reservationsService } from '@pms/svc-reservations/service';
import { roomsService } from '@pms/svc-rooms/service';

export const TODAY = '2026-03-01';
export const SCHEMAS = ['auth', 'rooms', 'reservations', 'billing'] as const;
export type Schema = (typeof SCHEMAS)[number];

/** The demo users (demo mode seeds them). */
export const USERS = {
  employee: { username: 'user', password: '123123' },
  manager: { username: 'manager', password: '123456' },
} as const;

export interface Suite {
  db: TestDatabase;
  bus: Bus;
  clock: ReturnType<typeof fixedClock>;
  gateway: Hono;
  services: Record<Schema, BootedService>;
  /** The live board feed, when `live` was asked for. */
  live: LiveRooms | undefined;
  /** A pool per schema for checking what the services wrote. */
  sql: Record<Schema, Sql>;
  /** A request through the gateway (in process). */
  request(method: string, path: string, init?: { body?: unknown; cookie?: string | null; headers?: Record<string, string> }): Promise<Response>;
  /** Signs in through the gateway; answers the Cookie header value. */
  signIn(user?: { username: string; password: string }): Promise<string>;
  stop(): Promise<void>;
}

export interface SuiteOptions {
  /** Demo mode for all services (default), none, or only these. */
  demo?: boolean | readonly Schema[];
  bus?: Bus;
  clock?: SettableClock;
  /** Boot only these (default all four). */
  only?: readonly Schema[];
  /** Where the gateway finds a service that is not booted here (e.g. one run as a child process, or a stub). */
  upstreams?: Partial<Record<Schema, Upstream>>;
  /** Environment over the suite's (e.g. `LOGIN_RATE_LIMIT`). */
  env?: Record<string, string>;
  /** Gateway options over the suite's (e.g. `trustProxyHops: 1`, as behind the ingress). */
  gateway?: Pick<GatewayOptions, 'trustProxyHops' | 'publicOrigins' | 'dashboardTimeoutMs'>;
  /** Serve the live board feed (`GET /api/live/rooms`) with these options, fed by the gateway's revocations. */
  live?: Partial<LiveRoomsOptions>;
}

/** The four services by schema, as the runners boot them. */
export const DEFINITIONS: Record<Schema, ServiceDefinition> = {
  auth: authService,
  rooms: roomsService,
  reservations: reservationsService,
  billing: billingService,
};

export async function startSuite(opts: SuiteOptions = {}): Promise<Suite> {
  const db = await createTestDatabase();
  const bus = opts.bus ?? (await createTestBus());
  const clock = opts.clock ?? fixedClock(TODAY);
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    HOTEL_TZ: clock.timeZone,
    DEMO_MODE: 'false',
    CARD_KEY: randomBytes(32).toString('hex'),
    // Tests move the clock: the automatic night audit would close days behind their backs.
    NIGHT_AUDIT_AT: 'off',
    // The fuzzer signs in (and fails to) far more often than a clerk; the limit itself is sign-in.test.ts's.
    LOGIN_RATE_LIMIT: '100000',
    GATEWAY_SECRET: generateGatewaySecret(),
    ...opts.env,
  };
  const sql = Object.fromEntries(SCHEMAS.map((s) => [s, db.sql(s, 6)])) as Record<Schema, Sql>;
  const authConfig = parseConfig(AuthConfig, env);
  const getKey = localKeyGetter(sql.auth, authConfig);
  const feeds: RevocationFeed[] = [];
  const feedFor = async (name: string) => {
    const feed = await createRevocationList({ bus, durable: revocationDurable(`rel-${name}`), log: testLogger(name) });
    feeds.push(feed);
    return feed;
  };
  const verifierFor = async (name: string) => createTokenVerifier({ keys: getKey, revoked: await feedFor(name) });

  const services = {} as Record<Schema, BootedService>;
  const booted: BootedService[] = [];
  // Rooms before reservations: the reservations demo seed books against rooms' catalog and checks in through it.
  for (const name of ['auth', 'rooms', 'reservations', 'billing'] as const) {
    if (opts.only && !opts.only.includes(name)) continue;
    const def = DEFINITIONS[name];
    const demo = opts.demo === undefined || opts.demo === true || (Array.isArray(opts.demo) && opts.demo.includes(name));
    const config = parseConfig((def.configSchema ?? BaseConfig) as typeof BaseConfig, { ...env, DEMO_MODE: String(demo) });
    const service = await bootService(def, { sql: sql[name], bus, clock, config, log: testLogger(`svc-${name}`), verifier: await verifierFor(name) });
    services[name] = service;
    booted.push(service);
  }
  const missing: Hono['fetch'] = async () => Response.json({ error: 'unavailable' }, { status: 503 });
  const upstream = (name: Schema) => services[name]?.app.fetch ?? opts.upstreams?.[name] ?? missing;
  const gatewayFeed = await feedFor('gateway');
  const live = opts.live ? await startLiveRooms({ bus, log: testLogger('gateway'), revocations: gatewayFeed, ...opts.live }) : undefined;
  const gateway = createGateway({
    upstreams: { auth: upstream('auth'), rooms: upstream('rooms'), reservations: upstream('reservations'), billing: upstream('billing') },
    verifier: createTokenVerifier({ keys: getKey, revoked: gatewayFeed }),
    live,
    log: testLogger('gateway'),
    gatewaySecret: env.GATEWAY_SECRET,
    ...opts.gateway,
  }) as unknown as Hono;

  const request: Suite['request'] = (method, path, init = {}) => callApp(gateway, method, path, init.body, init);

  const signIn: Suite['signIn'] = async (user = USERS.employee) => {
    const res = await request('POST', '/api/login', { body: user });
    if (res.status !== 200) throw new Error(`sign-in as ${user.username} answered ${res.status}: ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error('sign-in set no session cookie');
    return cookie;
  };

  const demoBookings = opts.demo === undefined || opts.demo === true || (Array.isArray(opts.demo) && opts.demo.includes('reservations'));
  if (demoBookings && services.reservations && services.billing) {
    // The demo seed's bookings reach billing's projection by events.
    await waitFor(async () => {
      const [row] = await sql.billing<{ n: number }[]>`select count(*)::int as n from stays`;
      return row!.n >= 200;
    }, 'billing to project the demo stays', { timeoutMs: 30_000 });
  }

  let stopped: Promise<void> | undefined;
  return {
    db,
    bus,
    clock,
    gateway,
    services,
    live,
    sql,
    request,
    signIn,
    stop() {
      stopped ??= (async () => {
        await live?.stop();
        for (const s of booted.reverse()) await s.stop();
        for (const f of feeds) await f.stop();
        if (!opts.bus) await bus.close();
        await db.drop();
      })();
      return stopped;
    },
  };
}

/**
 * Every table of every schema with its row count and, where it has one, the sum of its `version`
 * column (`tableCounts`): two equal snapshots mean nothing was written (idempotency keys and outbox included).
 */
export async function snapshot(db: Pick<Suite, 'sql'>): Promise<Record<string, number | undefined>> {
  const out: Record<string, number | undefined> = {};
  for (const schema of SCHEMAS) {
    for (const [table, n] of Object.entries(await tableCounts(db.sql[schema], schema))) out[`${schema}.${table}`] = n;
  }
  return out;
}
