/**
 * `npm run night-audit --workspace bench`: the night audit of the bench hotel (1,000 rooms, ≈ 900
 * guests in the house; docs/performance.md "Night audit"), target ≤ 5 s. The audit changes the hotel
 * (the business date moves, guests are extended, arrivals become no-shows), so it runs on a copy of
 * the seeded database (`CREATE DATABASE … TEMPLATE`) with a bus namespace of its own, both removed
 * afterwards; the seed stays as it was for `npm run bench`.
 *
 * Measured through the gateway with a manager's session, once: the preview, then the run, from the
 * request to the report (billing's postings included: one `post_night` request for the whole house).
 * `BENCH_AUDIT_BILLING=stub` answers `post_night` from this process instead of svc-billing (for a
 * billing without the command yet): then billing's own posting time is NOT in the number.
 *
 * Environment as `npm run bench` (src/config.ts): BENCH_STAYS, BENCH_ROOMS, BENCH_PAST_DAYS, ….
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { commands } from '@pms/contracts/events';
import { NightAuditPreview, NightAuditReport, PostNightCommand, type PostNightReply } from '@pms/contracts/night-audit';
import { createBus, createLogger } from '@pms/service-kit';
import { BENCH_USER, loadConfig } from './config';
import { log } from './progress';
import { writeDocBlock, writeJson } from './report';
import { ensureSeeded, forgetNamespace } from './seed';
import { startSuite } from './suite';

async function signIn(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

/** How many folio reads the bench samples (cycling over the guests in the house). */
const FOLIO_READS = 600;
/**
 * Uncounted reads first, of the first WARMUP_GUESTS guests only: the processes reach steady state
 * (V8 optimises the read path over the first ~1,000 calls; with 100 the first counted seconds still
 * paid for it: p99 13.4 against 8.7 ms, docs/performance.md "Night audit") while the guests counted
 * after them stay uncached in PostgreSQL.
 */
const FOLIO_WARMUP = 1_000;
const WARMUP_GUESTS = 100;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await work();
  return { ms: Math.round((performance.now() - t) * 10) / 10, value };
}

async function main() {
  const cfg = loadConfig();
  const seed = await ensureSeeded(cfg);
  const copy = `${cfg.database}_audit`;
  const url = new URL(cfg.url);
  url.pathname = `/${copy}`;
  const admin = postgres(cfg.serverUrl, { max: 1, onnotice: () => {} });
  const namespace = `bench_audit_${randomBytes(3).toString('hex')}`;
  const stub = process.env.BENCH_AUDIT_BILLING === 'stub';
  const bus = stub ? await createBus({ natsUrl: cfg.natsUrl, namespace, name: 'bench-audit', log: createLogger('bench', 'silent'), ephemeral: true }) : undefined;
  let suite: Awaited<ReturnType<typeof startSuite>> | undefined;
  try {
    await admin.unsafe(`drop database if exists ${copy} with (force)`);
    const copied = await timed(() => admin.unsafe(`create database ${copy} template ${cfg.database}`));
    log(`copied ${cfg.database} to ${copy} in ${(copied.ms / 1000).toFixed(1)} s`);
    if (bus) {
      await bus.ensureStreams();
      await bus.reply(commands.postNight, async (payload): Promise<PostNightReply> => {
        const cmd = PostNightCommand.parse(payload);
        const room = cmd.postings.filter((p) => p.kind === 'room').reduce((t, p) => t + p.amount_cents, 0);
        const fees = cmd.postings.filter((p) => p.kind === 'no_show').reduce((t, p) => t + p.amount_cents, 0);
        const money = { room_revenue_cents: room, tax_revenue_cents: 0, extras_revenue_cents: 0, no_show_revenue_cents: fees, payments_by_method_cents: { 'Credit Card': 0, Cash: 0 }, refunds_cents: 0 };
        return { ok: true, posted: cmd.postings.length, money };
      });
    }
    suite = await startSuite({ ...cfg, database: copy, url: url.toString() }, namespace);
    const cookie = await signIn(suite.gatewayUrl);
    const headers = { cookie, 'content-type': 'application/json' };
    const loadStart = Math.round(loadavg()[0]! * 100) / 100;

    // Folio reads of guests in the house (the payment page's first call), one after another.
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const inHouse = (await db<{ id: number }[]>`
      select res_room_id as id from billing.stays where active and checked_in and not checked_out order by res_room_id`).map((r) => r.id);
    await db.end();
    const folioMs: number[] = [];
    // The first reads warm the processes (JIT, pools, caches) and are not counted.
    const counted = inHouse.slice(WARMUP_GUESTS);
    for (let i = -FOLIO_WARMUP; i < Math.min(FOLIO_READS, counted.length * 3); i++) {
      const id = i < 0 ? inHouse[(i + FOLIO_WARMUP) % WARMUP_GUESTS]! : counted[i % counted.length]!;
      const read = await timed(async () => {
        const res = await fetch(`${suite!.gatewayUrl}/api/folios/${id}`, { headers });
        if (res.status !== 200) throw new Error(`folio ${id} answered ${res.status}: ${await res.text()}`);
        return res.json();
      });
      if (i >= 0) folioMs.push(read.ms);
    }
    folioMs.sort((a, b) => a - b);
    const pct = (p: number) => folioMs[Math.min(folioMs.length - 1, Math.floor((p / 100) * folioMs.length))] ?? 0;
    log(`folio reads: ${folioMs.length}, p50 ${pct(50)} ms, p99 ${pct(99)} ms`);

    const preview = await timed(async () => {
      const res = await fetch(`${suite!.gatewayUrl}/api/night-audit/preview`, { headers });
      if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${await res.text()}`);
      return NightAuditPreview.parse(await res.json());
    });
    log(`preview in ${preview.ms} ms: ${preview.value.extensions.length} due-outs to extend, ${preview.value.no_shows.length} no-shows`);
    const run = await timed(async () => {
      const res = await fetch(`${suite!.gatewayUrl}/api/night-audit`, { method: 'POST', headers, body: JSON.stringify({ business_date: preview.value.business_date }) });
      if (res.status !== 200) throw new Error(`the audit answered ${res.status}: ${await res.text()}`);
      return NightAuditReport.parse(await res.json());
    });
    const r = run.value;
    log(`night audit of ${r.business_date} in ${run.ms} ms: ${r.rooms_occupied} in house, ${r.extended_stays.length} extended, ${r.no_shows.length} no-shows`);

    const result = {
      date: cfg.today,
      ranAt: new Date().toISOString(),
      billing: stub ? 'stub in the bench process (svc-billing’s posting time not included)' : 'svc-billing',
      seed: { rooms: seed.rooms, stays: seed.stays },
      loadStart,
      loadEnd: Math.round(loadavg()[0]! * 100) / 100,
      previewMs: preview.ms,
      runMs: run.ms,
      roomsOccupied: r.rooms_occupied,
      roomsAvailable: r.rooms_available,
      extended: r.extended_stays.length,
      noShows: r.no_shows.length,
      postings: r.rooms_occupied + r.no_shows.filter((n) => n.fee > 0).length,
      folioReads: folioMs.length,
      folioP50Ms: pct(50),
      folioP99Ms: pct(99),
    };
    const json = writeJson(`night-audit-${cfg.today}.json`, result);
    const md = [
      `Run of ${result.date} (${result.ranAt.slice(0, 16).replace('T', ' ')} UTC) on a copy of the bench hotel: ${seed.rooms.toLocaleString('en-US')} rooms, ${seed.stays.toLocaleString('en-US')} stays; billing: ${result.billing}; load average ${result.loadStart} → ${result.loadEnd}. Raw: \`bench/results/night-audit-${cfg.today}.json\`.`,
      '',
      '| night audit (through the gateway, once) | ms | in house | extended | no-shows | postings sent | target |',
      '|---|---:|---:|---:|---:|---:|---|',
      `| preview | ${result.previewMs} | — | ${preview.value.extensions.length} | ${preview.value.no_shows.length} | — | — |`,
      `| run (steps 1–4, report) | ${result.runMs} | ${result.roomsOccupied} | ${result.extended} | ${result.noShows} | ${result.postings} | ≤ 5,000 ms: ${result.runMs <= 5000 ? 'met' : 'NOT met'} |`,
      '',
      `Folio reads (\`GET /api/folios/{id}\` of guests in the house, through the gateway, one at a time, before the audit, after ${FOLIO_WARMUP.toLocaleString('en')} uncounted warm-up reads of ${WARMUP_GUESTS} other guests): ${result.folioReads} reads, p50 ${result.folioP50Ms} ms, p99 ${result.folioP99Ms} ms (target p99 ≤ 10 ms: ${result.folioP99Ms <= 10 ? 'met' : 'NOT met'}).`,
    ].join('\n');
    const doc = writeDocBlock('night-audit', md, '## Night audit (`npm run night-audit --workspace bench`)', 'npm run night-audit --workspace bench');
    console.log(md);
    log(`wrote ${json} and the table in ${doc}`);
  } finally {
    await suite?.stop();
    await bus?.close();
    await forgetNamespace(cfg.natsUrl, namespace);
    await admin.unsafe(`drop database if exists ${copy} with (force)`).catch(() => {});
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
