/**
 * `npm run tracing --workspace bench`: what tracing costs (issue #18; docs/performance.md "Tracing").
 * Three suites in distributed mode run side by side: one with the SDK disabled (for reference), one
 * without an exporter (ids and context only: the default), one with an OTLP exporter at the default
 * parent-based 10 % sampler, sending to a collector stand-in in this process (an HTTP server on loopback
 * that reads and counts each export). Each read is driven through each gateway in turn (the order
 * turning every round) BENCH_ROUNDS times at BENCH_CONNECTIONS for BENCH_SECONDS, so drift on a shared
 * machine falls on all alike. The verdict: exporting at 10 % against no exporter, from the medians of
 * CPU per request (throughput's inverse on this CPU-bound machine, and steadier). Target: ≤ 10 %.
 *
 * The hotel is the writes bench's small one (1,000 rooms, 28,000 stays, seeded in seconds) in a
 * database of its own, on ports of its own.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { createSql } from '@pms/service-kit';
import { BENCH_USER, loadConfig } from './config';
import { httpLoad, type LoadStats } from './load';
import { log } from './progress';
import { writeDocBlock, writeJson } from './report';
import { ensureSeeded } from './seed';
import { startSuite, type RunningSuite } from './suite';

const defaults: Record<string, string> = {
  BENCH_DB: 'pms_bench_tracing',
  BENCH_ROOMS: '1000',
  BENCH_STAYS: '28000',
  BENCH_PAST_DAYS: '80',
  BENCH_FUTURE_DAYS: '20',
  BENCH_PORT: '18380',
  BENCH_SERVICES_BASE_PORT: '18391',
  BENCH_SECONDS: '3',
};
for (const [k, v] of Object.entries(defaults)) process.env[k] ??= v;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const TARGET_DROP = 0.1;

/** `disabled`: OTEL_SDK_DISABLED (no context, no ids); `off`: the default, no exporter (ids flow, nothing recorded); `on`: OTLP at 10 %. */
type Mode = 'disabled' | 'off' | 'on';
const MODES: readonly Mode[] = ['disabled', 'off', 'on'];
const OTEL_VARS = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG', 'OTEL_SDK_DISABLED'];

/** A collector stand-in: accepts OTLP/HTTP exports and counts them (the bytes are read, as a collector would). */
function collector(): Promise<{ server: Server; url: string; exports: () => number; bytes: () => number }> {
  let exports = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      exports++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}`, exports: () => exports, bytes: () => bytes });
    }),
  );
}

async function signIn(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !cookie) throw new Error(`bench sign-in answered ${res.status}`);
  return cookie;
}

/**
 * CPU time the suite's processes (gateway and services) have used, in ms, from /proc (user + system
 * clock ticks of 10 ms). CPU per request is the steadier measure on a shared machine: other work
 * slows the suite's answers but does not make each answer cost more CPU.
 */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const cfg = loadConfig();
  const loadStart = Math.round(loadavg()[0]! * 100) / 100;
  const seed = await ensureSeeded(cfg);
  const sink = await collector();
  const sql = createSql(cfg.url, { schema: 'reservations', max: 1 });
  const [stay] = await sql<{ res_room_id: number }[]>`select res_room_id from res_rooms where checked_in and not checked_out limit 1`;
  await sql.end({ timeout: 5 });
  // Reads that cross the gateway and one service (hotel info), the gateway alone (login status), and two hops with a heavier answer.
  const reads = [
    { name: 'login status', path: '/api/login/status' },
    { name: 'hotel info', path: '/api/hw/hotel_info/1' },
    { name: 'arrivals (today)', path: `/api/hw/arrivals/${cfg.today}/undefined/undefined/undefined` },
    ...(stay ? [{ name: 'folio', path: `/api/folios/${stay.res_room_id}` }] : []),
  ];
  log(`tracing bench: ${reads.length} reads × ${ROUNDS} rounds off/on, ${cfg.seconds} s each at ${cfg.connections} connections; load ${loadStart}`);

  // Both suites run side by side (idle between turns) and take turns on each read: drift on a shared
  // machine falls on both sides alike, which restarting the suite between modes did not give.
  const suites: Partial<Record<Mode, RunningSuite>> = {};
  const runs: { mode: Mode; round: number; read: string; stats: LoadStats; cpuUsPerRequest: number }[] = [];
  try {
    for (const [i, mode] of MODES.entries()) {
      for (const v of OTEL_VARS) delete process.env[v];
      if (mode === 'disabled') process.env.OTEL_SDK_DISABLED = 'true';
      if (mode === 'on') {
        process.env.OTEL_EXPORTER_OTLP_ENDPOINT = sink.url;
        process.env.OTEL_TRACES_SAMPLER = 'parentbased_traceidratio';
        process.env.OTEL_TRACES_SAMPLER_ARG = '0.1';
      }
      // The second suite on ports of its own; the same hotel and bus namespace (reads only).
      const ports = { gatewayPort: cfg.gatewayPort + 100 * i, servicesBasePort: cfg.servicesBasePort + 100 * i };
      suites[mode] = await startSuite({ ...cfg, ...ports }, seed.namespace);
    }
    for (const v of OTEL_VARS) delete process.env[v];
    const cookies = Object.fromEntries(await Promise.all(MODES.map(async (m) => [m, await signIn(suites[m]!.gatewayUrl)] as const))) as Record<Mode, string>;
    for (const read of reads) {
      for (const mode of MODES) {
        await httpLoad({ url: `${suites[mode]!.gatewayUrl}${read.path}`, headers: { cookie: cookies[mode] }, connections: cfg.connections, seconds: 1 }); // warm-up, uncounted
      }
      for (let round = 1; round <= ROUNDS; round++) {
        // The order turns each round: no mode always goes first.
        for (const mode of MODES.map((_, k) => MODES[(k + round) % MODES.length]!)) {
          const pids = suites[mode]!.processes.map((p) => p.pid);
          const cpuBefore = cpuMs(pids);
          const stats = await httpLoad({ url: `${suites[mode]!.gatewayUrl}${read.path}`, headers: { cookie: cookies[mode] }, connections: cfg.connections, seconds: cfg.seconds });
          const cpuUsPerRequest = Math.round(((cpuMs(pids) - cpuBefore) * 1000) / Math.max(1, stats.requests));
          if (stats.non2xx) throw new Error(`${read.name} answered ${stats.non2xx} non-2xx`);
          runs.push({ mode, round, read: read.name, stats, cpuUsPerRequest });
          log(`${read.name}, round ${round}, tracing ${mode}: ${stats.rps} req/s, p50 ${stats.p50} p99 ${stats.p99} ms, ${cpuUsPerRequest} µs CPU per request`);
        }
      }
    }
  } finally {
    await Promise.all(Object.values(suites).map((s) => s.stop()));
  }

  // The verdict is the CPU-implied drop: on this CPU-bound machine throughput is CPU per request's
  // inverse, and it is the number other work on the machine disturbs least.
  const rows = reads.map((read) => {
    const of = (mode: Mode, pick: (r: (typeof runs)[number]) => number) => median(runs.filter((r) => r.read === read.name && r.mode === mode).map(pick));
    const off = of('off', (r) => r.stats.rps);
    const on = of('on', (r) => r.stats.rps);
    const cpuOff = of('off', (r) => r.cpuUsPerRequest);
    const cpuOn = of('on', (r) => r.cpuUsPerRequest);
    const drop = off > 0 ? (off - on) / off : 0;
    const cpuDrop = cpuOn > 0 ? 1 - cpuOff / cpuOn : 0;
    const cpuDisabled = of('disabled', (r) => r.cpuUsPerRequest);
    const disabled = of('disabled', (r) => r.stats.rps);
    // Beside the verdict: everything telemetry costs, against the SDK disabled.
    const cpuDropAll = cpuOn > 0 ? 1 - cpuDisabled / cpuOn : 0;
    // Met only if exporting costs ≤ 10 % against both: the default and no telemetry at all.
    return { read: read.name, disabled, off, on, drop, cpuDisabled, cpuOff, cpuOn, cpuDrop, cpuDropAll, met: Math.max(cpuDrop, cpuDropAll) <= TARGET_DROP };
  });
  const loadEnd = Math.round(loadavg()[0]! * 100) / 100;
  const at = new Date().toISOString();
  const json = writeJson(`tracing-${cfg.today}.json`, { at, load: { start: loadStart, end: loadEnd }, connections: cfg.connections, seconds: cfg.seconds, rounds: ROUNDS, exports: sink.exports(), exportedBytes: sink.bytes(), rows, runs });
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const body = [
    `Run of ${at.slice(0, 16).replace('T', ' ')} UTC: distributed mode, ${cfg.rooms.toLocaleString('en-US')} rooms, ${cfg.stays.toLocaleString('en-US')} stays; ${cfg.connections} connections, ${cfg.seconds} s per read, ${ROUNDS} turns each, alternating, all three suites running (medians); load average ${loadStart} → ${loadEnd}. The collector stand-in received ${sink.exports()} exports (${Math.round(sink.bytes() / 1024)} KiB). Raw: \`bench/results/tracing-${cfg.today}.json\`.`,
    '',
    '| read (through the gateway) | req/s: SDK disabled / no exporter / exporting at 10 % | throughput drop vs no exporter | CPU µs/request: disabled / no exporter / exporting | drop implied by CPU vs no exporter | drop implied by CPU vs SDK disabled | target ≤ 10 % against both |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.read} | ${r.disabled.toFixed(0)} / ${r.off.toFixed(0)} / ${r.on.toFixed(0)} | ${pct(r.drop)} | ${r.cpuDisabled} / ${r.cpuOff} / ${r.cpuOn} | ${pct(r.cpuDrop)} | ${pct(r.cpuDropAll)} | ${r.met ? 'met' : 'NOT met'} |`,
    ),
  ].join('\n');
  const doc = writeDocBlock('tracing', body, '## Tracing (`npm run tracing --workspace bench`)', 'npm run tracing --workspace bench');
  for (const r of rows) log(`${r.read}: ${r.off.toFixed(0)} → ${r.on.toFixed(0)} req/s (${pct(r.drop)}); CPU ${r.cpuOff} → ${r.cpuOn} µs/request (${pct(r.cpuDrop)}) ${r.met ? 'met' : 'NOT met'}`);
  log(`wrote ${json} and ${doc}`);
  sink.server.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
