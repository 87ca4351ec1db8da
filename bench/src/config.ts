/**
 * What `npm run bench` runs against, from the environment. Defaults are the sizes on this
 * machine's PostgreSQL and NATS; smaller sizes are for developing the bench itself.
 */
import { DEMO_ROOM_TYPES } from '@pms/contracts/demo-hotel';
import { dateIn } from '@pms/contracts/dates';

const int = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return n;
};

export interface BenchConfig {
  /** The PostgreSQL server (any database on it); the bench creates and uses `database` there. */
  serverUrl: string;
  database: string;
  /** URL of the bench database. */
  url: string;
  natsUrl: string;
  timeZone: string;
  /** The hotel's today, in its zone. */
  today: string;
  rooms: number;
  stays: number;
  /** Days of history before today and of bookings after it. */
  pastDays: number;
  futureDays: number;
  /** Seconds each measured load run lasts (the SQL floor runs as long). */
  seconds: number;
  /** autocannon's fixed concurrency, and the floor's. */
  connections: number;
  /** Booking → check-in → check-out → payment flows in the write mix (at most; limited by free rooms tonight). */
  flows: number;
  /** Check-ins timed from the request to the housekeeping projection. */
  boardSamples: number;
  /** Drop and seed again even when a matching seed exists. */
  reseed: boolean;
  gatewayPort: number;
  servicesBasePort: number;
  /** Connections each service may hold (DATABASE_POOL_MAX). */
  poolMax: number;
}

export function loadConfig(): BenchConfig {
  const serverUrl = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = process.env.BENCH_DB ?? 'pms_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`BENCH_DB must be a plain lower-case name, not ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const timeZone = process.env.HOTEL_TZ ?? 'America/New_York';
  const rooms = int('BENCH_ROOMS', 1000);
  if (rooms < 10) throw new Error('BENCH_ROOMS must be at least 10');
  return {
    serverUrl,
    database,
    url: url.toString(),
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    timeZone,
    today: dateIn(timeZone),
    rooms,
    stays: int('BENCH_STAYS', 1_000_000),
    pastDays: int('BENCH_PAST_DAYS', 4 * 365 + 1),
    futureDays: int('BENCH_FUTURE_DAYS', 365),
    seconds: int('BENCH_SECONDS', 6),
    connections: int('BENCH_CONNECTIONS', 10),
    flows: int('BENCH_FLOWS', 150),
    boardSamples: int('BENCH_BOARD_SAMPLES', 40),
    reseed: process.env.BENCH_RESEED === '1' || process.env.BENCH_RESEED === 'true',
    gatewayPort: int('BENCH_PORT', 18080),
    servicesBasePort: int('BENCH_SERVICES_BASE_PORT', 18091),
    poolMax: int('BENCH_POOL_MAX', 5),
  };
}

/** The bench's card key: fixed, so the seeded (sealed) card numbers stay readable across runs. */
export const BENCH_CARD_KEY = '9c41e07a5d2b8f36e1a4c7d09b52f8e3716d4a0c93be25f8d1476a3e0c9b5d27';
export const BENCH_USER = { username: 'bench', password: 'bench-password-1', access_id: 2 } as const;

/** The hotels `npm run bench` measures, in order (`BENCH_HOTELS`, e.g. `million` alone while developing). */
export type BenchHotel = 'demo' | 'million';

export function benchHotels(): BenchHotel[] {
  const raw = process.env.BENCH_HOTELS ?? 'demo,million';
  const hotels = raw.split(',').map((h) => h.trim()).filter((h) => h.length > 0);
  for (const h of hotels) if (h !== 'demo' && h !== 'million') throw new Error(`BENCH_HOTELS lists demo and/or million, not ${h}`);
  return hotels as BenchHotel[];
}

/**
 * The demo hotel's size (issue #15 asks for its table beside the million's): the demo's 100 rooms,
 * stays as dense as the big hotel's over the same five years, in a database and on ports of its own
 * so both seeds are kept for the next run.
 */
export function demoHotelConfig(cfg: BenchConfig): BenchConfig {
  const rooms = DEMO_ROOM_TYPES.reduce((n, t) => n + t.room_count, 0);
  const database = `${cfg.database}_demo`;
  const url = new URL(cfg.url);
  url.pathname = `/${database}`;
  return {
    ...cfg,
    database,
    url: url.toString(),
    rooms,
    stays: Math.round((cfg.stays / cfg.rooms) * rooms),
    gatewayPort: cfg.gatewayPort + 300,
    servicesBasePort: cfg.servicesBasePort + 300,
  };
}
