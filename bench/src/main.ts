/**
 * `npm run bench` (docs/architecture.md §10): seed a large hotel (or reuse it), start the suite in distributed
 * mode on it as the images run it (suite.ts), drive the gateway with autocannon, measure each read's SQL
 * floor in the same run, the gateway's own cost, check-in → housekeeping board, a write mix and memory,
 * then the same reads against embedded mode (`npm start`) for its memory; write
 * bench/results/<date>.json and the tables in docs/performance.md.
 *
 * Environment: see src/config.ts (BENCH_STAYS, BENCH_ROOMS, BENCH_SECONDS, BENCH_CONNECTIONS,
 * BENCH_RESEED, BENCH_HOTELS, BENCH_DB, BENCH_PG_URL or DATABASE_URL, NATS_URL). Two hotels in turn: the demo's
 * size (100 rooms) and 1,000 rooms × a million stays.
 */
import { SESSION_COOKIE } from '@pms/contracts/auth';
import postgres from 'postgres';
import { createSql, type Sql } from '@pms/service-kit';
import { loadavg } from 'node:os';
import { BENCH_USER, benchHotels, demoHotelConfig, loadConfig, type BenchConfig, type BenchHotel } from './config';
import { CHECKIN_WARMUP, checkInsAlone, checkinToBoard, freeRoomsTonight, writeMix } from './flows';
import { floorLoad, httpLoad, serialHttp, summarize } from './load';
import { describeMachine, frontEndNumbers } from './machine';
import { log } from './progress';
import { measureCeiling, type CeilingResult } from './ceiling';
import { listOf100KiB, measureCompression } from './compression';
import { markdown, writeResults, type EmbeddedResult, type OverheadResult, type ReadResult, type Results } from './report';
import { evaluateTargets, writeMixBaseline } from './targets';
import { readScenarios, type Pools, type ReadScenario } from './scenarios';
import { ensureSeeded, markWritten } from './seed';
import { sampleRss, startEmbedded, startSuite, type RunningSuite } from './suite';

async function signIn(gatewayUrl: string): Promise<{ cookie: string; userId: number; jti: string }> {
  const res = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
  });
  if (res.status !== 200) throw new Error(`bench sign-in answered ${res.status}: ${await res.text()}`);
  const token = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error('sign-in set no session cookie');
  const { user } = (await res.json()) as { user: { user_id: number } };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { jti: string };
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user.user_id, jti: claims.jti };
}

/** The two cheapest calls (issue #15 target 1), each measured in turns with a bare server answering as many bytes. */
const CEILING_CALLS = ['login status', 'hotel info'];

async function ceilingsBeside(gatewayUrl: string, headers: Record<string, string>, scenarios: readonly ReadScenario[], connections: number, seconds: number, where: string): Promise<CeilingResult[]> {
  const ceilings: CeilingResult[] = [];
  for (const s of scenarios.filter((x) => CEILING_CALLS.includes(x.name))) {
    const url = gatewayUrl + s.path;
    const body = await (await fetch(url, { headers })).text();
    const c = await measureCeiling(s.name, body, { url, headers }, connections, seconds);
    ceilings.push(c);
    log(`ceiling as large as ${s.name} (${c.bytes} B): ${c.load.rps} req/s, p50 ${c.load.p50} p99 ${c.load.p99} ms; ${where} in turns with it ${c.suite.rps} req/s`);
  }
  return ceilings;
}

/** Embedded mode's memory (and throughput) under the same reads as the suite's, at the same load. */
async function measureEmbedded(embedded: RunningSuite, scenarios: readonly ReadScenario[], connections: number, seconds: number): Promise<EmbeddedResult> {
  const { cookie } = await signIn(embedded.gatewayUrl);
  const headers = { cookie };
  const peak = sampleRss(embedded.processes);
  const reads: EmbeddedResult['reads'] = [];
  for (const s of scenarios) {
    await httpLoad({ url: embedded.gatewayUrl + s.path, headers, connections, seconds: 1 }); // warm-up
    const load = await httpLoad({ url: embedded.gatewayUrl + s.path, headers, connections, seconds });
    reads.push({ name: s.name, load });
    log(`embedded ${s.name}: ${load.rps} req/s p50 ${load.p50} p99 ${load.p99} ms (${load.non2xx} non-2xx)`);
  }
  const ceiling = await ceilingsBeside(embedded.gatewayUrl, headers, scenarios, connections, seconds, 'embedded');
  const rss = peak.stop().embedded ?? 0;
  log(`embedded mode: peak resident ${rss} MiB`);
  return { how: embedded.how, rss, reads, ceiling };
}

/** One hotel's whole run: seed (or reuse), the suite, every measurement, embedded mode; its tables and JSON. */
async function benchHotel(hotel: BenchHotel, cfg: BenchConfig) {
  const started = performance.now();
  const startedAt = new Date();
  log(`${hotel === 'demo' ? 'the demo hotel' : 'the million-stay hotel'}: ${cfg.rooms.toLocaleString('en-US')} rooms, ${cfg.stays.toLocaleString('en-US')} stays`);
  log(`hotel date ${cfg.today} (${cfg.timeZone}); database ${cfg.database}; NATS ${cfg.natsUrl}`);
  const seed = await ensureSeeded(cfg);
  // BENCH_BUS_NAMESPACE: a bus of the run's own, when another run shares the seed (its consumers would take this one's events).
  const namespace = process.env.BENCH_BUS_NAMESPACE || seed.namespace;

  // The floor's pools: as many connections as callers, given back soon after each row (the server's
  // max_connections is shared with the suite's services and whatever else runs on the machine).
  const floorPool = (schema: string) =>
    postgres(cfg.url, { max: cfg.connections, idle_timeout: 2, onnotice: () => {}, connection: { search_path: `${schema},public` } });
  const pools: Pools = {
    auth: floorPool('auth'),
    reservations: floorPool('reservations'),
    rooms: floorPool('rooms'),
    billing: floorPool('billing'),
  };
  const poller: Sql = createSql(cfg.url, { schema: 'rooms', max: 1 });
  const machine = await describeMachine(pools.auth, cfg.natsUrl);
  log(`machine: ${machine.cpus} CPUs ${machine.cpuModel}, ${machine.memoryGiB} GiB, PostgreSQL ${machine.postgres}, NATS ${machine.nats}, Node ${machine.node}, load ${machine.loadStart}`);

  let suite: RunningSuite | undefined;
  const stopAll = async () => {
    await suite?.stop();
    await Promise.all([...Object.values(pools), poller].map((p) => p.end({ timeout: 5 })));
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    suite = await startSuite(cfg, namespace);
    const { cookie, userId, jti } = await signIn(suite.gatewayUrl);
    const [{ code } = { code: '' }] = await pools.reservations<{ code: string }[]>`
      select confirmation_code as code from res_rooms where check_in_date > ${cfg.today}::date order by res_room_id limit 1`;
    const scenarios = readScenarios(pools, { today: cfg.today, code, userId, jti });
    const headers = { cookie };
    const rss = sampleRss(suite.processes);

    // Every path answers 200 before anything is timed (a 4xx would be measured as fast).
    for (const s of scenarios) {
      const res = await fetch(suite.gatewayUrl + s.path, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${s.name}: ${s.path} answered ${res.status}: ${body.slice(0, 300)}`);
    }

    const reads: ReadResult[] = [];
    for (const s of scenarios) {
      log(`${s.name}: ${s.path}`);
      await httpLoad({ url: suite.gatewayUrl + s.path, headers, connections: cfg.connections, seconds: 1 }); // warm-up
      const gateway = await httpLoad({ url: suite.gatewayUrl + s.path, headers, connections: cfg.connections, seconds: cfg.seconds });
      await floorLoad(s.floor, cfg.connections, 0.5); // warm-up
      const floor = await floorLoad(s.floor, cfg.connections, cfg.seconds);
      const serial = summarize(await serialHttp(suite.gatewayUrl + s.path, headers, 400), 1);
      const ratio = floor.rps > 0 ? gateway.rps / floor.rps : 0;
      reads.push({ name: s.name, path: s.path, gateway, floor, ratio, serial: { p50: serial.p50, p99: serial.p99 } });
      log(
        `  gateway p50 ${gateway.p50} p99 ${gateway.p99} ms ${gateway.rps} req/s (${gateway.non2xx} non-2xx) | floor p50 ${floor.p50} p99 ${floor.p99} ms ` +
          `${floor.rps}/s | ${(ratio * 100).toFixed(0)} % | alone p50 ${serial.p50} p99 ${serial.p99} | ${gateway.bytes} B`,
      );
    }

    // The reference ceiling: a bare server answering as many bytes as the cheapest calls.
    const ceiling = await ceilingsBeside(suite.gatewayUrl, headers, scenarios, cfg.connections, cfg.seconds, 'the suite');

    // Compression's cost on the list the target names (about 100 KiB).
    const list = listOf100KiB(reads.map((x) => ({ name: x.name, path: x.path, bytes: x.gateway.bytes ?? 0 })));
    const compression = list ? await measureCompression(list, suite.gatewayUrl, headers, cfg.connections, cfg.seconds) : undefined;
    if (compression) {
      const { identity, br, gzip } = compression.codings;
      log(`compression, ${compression.name}: identity ${identity.rps} req/s ${identity.bytes} B, br ${br.rps} req/s ${br.bytes} B, gzip ${gzip.rps} req/s ${gzip.bytes} B`);
    }

    // The gateway's own cost: the same request straight to the service and through the gateway, one
    // at a time, interleaved in blocks so drift on the machine hits both alike.
    const overhead: OverheadResult[] = [];
    for (const o of [
      { name: 'tax rates (svc-billing)', path: '/api/hw/tax_rates', service: suite.serviceUrls.billing },
      { name: 'house status rooms (svc-rooms)', path: '/api/hw/house_status_rooms', service: suite.serviceUrls.rooms },
      { name: 'login status (svc-auth)', path: '/api/login/status', service: suite.serviceUrls.auth },
    ]) {
      const direct: number[] = [];
      const through: number[] = [];
      await serialHttp(o.service + o.path, headers, 100);
      await serialHttp(suite.gatewayUrl + o.path, headers, 100);
      for (let block = 0; block < 10; block++) {
        direct.push(...(await serialHttp(o.service + o.path, headers, 100)));
        through.push(...(await serialHttp(suite.gatewayUrl + o.path, headers, 100)));
      }
      const d = summarize(direct, 1);
      const g = summarize(through, 1);
      overhead.push({ name: o.name, path: o.path, direct: { p50: d.p50, p99: d.p99 }, gateway: { p50: g.p50, p99: g.p99 }, addedP50: Math.round((g.p50 - d.p50) * 100) / 100 });
      log(`overhead ${o.name}: direct p50 ${d.p50} ms, gateway p50 ${g.p50} ms`);
    }

    // From here the run books and checks in on the seed: the next run makes it again (seed.ts).
    await markWritten(cfg.url);
    const free = await freeRoomsTonight(pools.reservations, pools.rooms, cfg.today, CHECKIN_WARMUP + 2 * cfg.boardSamples + cfg.flows);
    // Check-ins alone first (target 4: one at a time, nothing else asked meanwhile), then check-in →
    // board (the board's poll runs beside those), then the write mix.
    const alonePool = free.slice(0, Math.min(CHECKIN_WARMUP + cfg.boardSamples, Math.floor(free.length / 4)));
    const boardPool = free.slice(alonePool.length, alonePool.length + Math.min(cfg.boardSamples, Math.floor(free.length / 4)));
    const mixPool = free.slice(alonePool.length + boardPool.length);
    log(`${free.length} vacant rooms with a unit left tonight: ${alonePool.length} for check-in alone, ${boardPool.length} for check-in → board, ${mixPool.length} for the write mix`);
    // A small hotel (the demo's 100 rooms leave ~20 free) warms up with half its few rooms, so some check-ins are timed.
    const warmUp = Math.min(CHECKIN_WARMUP, Math.floor(alonePool.length / 2));
    await checkInsAlone(suite.gatewayUrl, cookie, cfg.today, alonePool.splice(0, warmUp));
    const checkinAlone = alonePool.length ? summarize(await checkInsAlone(suite.gatewayUrl, cookie, cfg.today, alonePool), 1) : undefined;
    if (checkinAlone) log(`check-in alone: ${checkinAlone.requests} check-ins, p50 ${checkinAlone.p50} ms, p99 ${checkinAlone.p99} ms`);
    const board = boardPool.length ? await checkinToBoard(suite.gatewayUrl, cookie, cfg.today, poller, boardPool) : undefined;
    if (board) log(`check-in → board: occupied p50 ${board.occupied.p50} p99 ${board.occupied.p99} ms; projected p50 ${board.projected.p50} p99 ${board.projected.p99} ms`);
    // The mix keeps 2 rooms per connection for the guests it checks out, so it needs more than that to run (the demo's 100 rooms leave ~20).
    const mixRuns = mixPool.length >= 3 * cfg.connections;
    if (!mixRuns) log(`write mix not run: ${mixPool.length} vacant rooms left for it, ${3 * cfg.connections} needed at ${cfg.connections} connections`);
    const mix = mixRuns ? await writeMix(suite.gatewayUrl, cookie, cfg.today, mixPool, cfg.connections) : undefined;
    if (mix) log(`write mix: ${mix.completed}/${mix.flows} flows paid; p50 ${mix.p50} p99 ${mix.p99} ms, ${mix.rps} req/s; ${JSON.stringify(mix.failures)}`);

    const suiteRss = rss.stop();
    const suiteHow = suite.how;
    // The suite gives its port to embedded mode (`npm start`), measured under the same reads.
    await suite.stop();
    suite = await startEmbedded(cfg, namespace);
    const embedded = await measureEmbedded(suite, scenarios, cfg.connections, cfg.seconds);

    const base = {
      hotel,
      // The hotel's date: the seed and every "today" of the run are that day.
      date: cfg.today,
      startedAt: startedAt.toISOString(),
      minutes: Math.round((performance.now() - started) / 600) / 100,
      machine: { ...machine, loadEnd: Math.round(loadavg()[0]! * 100) / 100 },
      seed,
      load: { connections: cfg.connections, seconds: cfg.seconds },
      reads,
      overhead,
      board,
      checkinAlone: checkinAlone && { samples: checkinAlone.requests, warmUp, p50: checkinAlone.p50, p99: checkinAlone.p99, max: checkinAlone.max },
      writeMix: mix,
      suite: suiteHow,
      rss: suiteRss,
      embedded,
      frontEnd: frontEndNumbers(),
      ceiling,
      compression,
      baseline: writeMixBaseline(),
    };
    const results: Results = { ...base, targets: evaluateTargets(base) };
    const out = writeResults(results);
    console.log(markdown(results));
    log(`wrote ${out.json} and the tables in ${out.doc} (${results.minutes} min)`);
  } finally {
    await stopAll();
  }
}

async function main() {
  const cfg = loadConfig();
  for (const hotel of benchHotels()) await benchHotel(hotel, hotel === 'demo' ? demoHotelConfig(cfg) : cfg);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
