/**
 * The large hotel the bench measures, seeded once and reused between runs: a marker table
 * (`public.bench_seed`) records sizes, the hotel date it was seeded for and the bus namespace; a
 * matching marker skips the seed. Another size or another day (the in-house picture is relative to
 * today) seeds again into a fresh database, and so does a seed a run has written into
 * (`markWritten`). What the seed writes is in seed-load.ts.
 */
import postgres from 'postgres';
import { createBus, createLogger, createSql, migrateService } from '@pms/service-kit';
import type { BenchConfig } from './config';
import { log } from './progress';
import { SERVICES, seedHotel } from './seed-load';

export interface SeedInfo {
  rooms: number;
  stays: number;
  hotel_date: string;
  namespace: string;
  seconds: number;
  seeded_at: string;
  /** Rows per table after the seed. */
  counts: Record<string, number>;
  /** When a run began booking and checking in on it (`markWritten`): the next run seeds again. */
  written_at?: string;
  reused: boolean;
}

/** Seeds the bench database unless a matching seed is there; answers what it holds. */
export async function ensureSeeded(cfg: BenchConfig): Promise<SeedInfo> {
  const admin = postgres(cfg.serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${cfg.database}`;
    if (exists && !cfg.reseed) {
      const found = await readMarker(cfg.url);
      const matches = found && found.rooms === cfg.rooms && found.stays === cfg.stays && found.hotel_date === cfg.today;
      if (matches && !found.written_at) {
        log(`reusing the seeded hotel in ${cfg.database} (${found.stays.toLocaleString('en-US')} stays, seeded ${found.seeded_at} in ${found.seconds} s)`);
        await migrateReused(cfg.url);
        return { ...found, reused: true };
      }
      log(
        !found
          ? `${cfg.database} has no finished seed: seeding again`
          : matches
            ? `a run booked and checked in on the seed in ${cfg.database} (at ${found.written_at}; today's lists grew): seeding again`
            : `the seed in ${cfg.database} is for another size or day (${found.hotel_date}): seeding again`,
      );
    }
    if (exists) {
      // The old seed's streams on the shared NATS go with it.
      const old = await readMarker(cfg.url).catch(() => undefined);
      if (old?.namespace) await forgetNamespace(cfg.natsUrl, old.namespace);
      await admin.unsafe(`drop database ${cfg.database} with (force)`);
    }
    await admin.unsafe(`create database ${cfg.database}`);
  } finally {
    await admin.end();
  }
  return seedHotel(cfg);
}

/** Deletes a bench namespace's streams (and their consumers) from NATS. */
export async function forgetNamespace(natsUrl: string, namespace: string): Promise<void> {
  try {
    const bus = await createBus({ natsUrl, namespace, name: 'bench-cleanup', log: createLogger('bench', 'silent'), ephemeral: true });
    await bus.close();
  } catch (err) {
    log(`could not remove the streams of ${namespace}: ${(err as Error).message}`);
  }
}

/** Migrations added since the seed are applied now, then VACUUM (ANALYZE) (statistics they made, pages they rewrote). */
async function migrateReused(url: string): Promise<void> {
  let applied = 0;
  for (const def of SERVICES) {
    const sql = createSql(url, { schema: def.schema, max: 1 });
    try {
      applied += (await migrateService(sql, def.schema, def.migrationsDir)).applied.length;
    } finally {
      await sql.end();
    }
  }
  if (!applied) return;
  log(`${applied} migration(s) added since the seed: applied; vacuuming and analyzing`);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // A migration that updates rows (a backfill) leaves their pages not all-visible: vacuumed, as the
    // seed's own load is (seed-load.ts), so index-only scans stay index-only.
    await sql`vacuum (analyze)`;
  } finally {
    await sql.end();
  }
}

/**
 * Marks the seed as written into: the check-ins and the write mix add arrivals, in-house guests and
 * departures on the hotel date, so a later run on it would measure longer lists than this one (seen:
 * arrivals 103 → 161 KiB, in-house guests 147 → 177 KiB, billing 187 → 215 KiB from one run to the
 * next) and runs would not compare. The next run seeds again (55–80 s for the million).
 */
export async function markWritten(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`update public.bench_seed set info = info || jsonb_build_object('written_at', now()::text)`;
  } finally {
    await sql.end();
  }
}

async function readMarker(url: string): Promise<Omit<SeedInfo, 'reused'> | undefined> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [table] = await sql`select 1 from pg_tables where schemaname = 'public' and tablename = 'bench_seed'`;
    if (!table) return undefined;
    const [row] = await sql<{ info: Omit<SeedInfo, 'reused'> }[]>`select info from public.bench_seed`;
    return row?.info;
  } finally {
    await sql.end();
  }
}
