/**
 * `npm run writes --workspace bench`: only the write side of `npm run bench` (docs/performance.md
 * "Writes: check-in and the write mix"), on a small hotel so it can run beside other work: check-ins
 * one at a time (each guest booked and read first, untimed), then the write mix of `flows.ts`
 * (book → read → check in, and a guest leaving: pre-invoice → pay → check out) at BENCH_CONNECTIONS.
 *
 * The hotel is the bench's own seed at a small size (defaults below: 1,000 rooms so that tonight has
 * a few hundred vacant rooms for the flows, 28,000 stays over 100 days — seeded in seconds, never the
 * million of `npm run bench`), seeded afresh every run (the mix uses tonight's rooms up) into a
 * database of its own (`pms_bench_writes`), on ports of its own, so it never touches `npm run bench`'s.
 * Results go to `bench/results/writes-<label>-<date>.json`; BENCH_LABEL names the run (e.g. before/after).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { BENCH_USER, loadConfig } from './config';
import { CHECKIN_WARMUP, checkInsAlone, freeRoomsTonight, writeMix } from './flows';
import { summarize } from './load';
import { log } from './progress';
import { writeJson } from './report';
import { ensureSeeded } from './seed';
import { startSuite, type SuiteProcess } from './suite';
import { createSql } from '@pms/service-kit';

const defaults: Record<string, string> = {
  BENCH_DB: 'pms_bench_writes',
  BENCH_ROOMS: '1000',
  BENCH_STAYS: '28000',
  BENCH_PAST_DAYS: '80',
  BENCH_FUTURE_DAYS: '20',
  BENCH_RESEED: '1',
  BENCH_PORT: '18280',
  BENCH_SERVICES_BASE_PORT: '18291',
};
for (const [k, v] of Object.entries(defaults)) process.env[k] ??= v;

/** Check-ins timed one at a time. */
const CHECKINS = Number(process.env.BENCH_CHECKINS ?? 100);

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

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks, 100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds each suite process spends per unit of work (a check-in, a flow): robust to the
 * machine's load, which moves wall-clock times but not the work a process does.
 */
function cpuMeter(processes: readonly SuiteProcess[]): { per(units: number): Record<string, number> } {
  const start = processes.map((p) => cpuSeconds(p.pid));
  return {
    per(units) {
      const out: Record<string, number> = {};
      processes.forEach((p, i) => (out[p.name] = Math.round(((cpuSeconds(p.pid) - start[i]!) * 1000 * 10) / Math.max(units, 1)) / 10));
      return out;
    },
  };
}

async function main() {
  const cfg = loadConfig();
  const label = process.env.BENCH_LABEL ?? 'run';
  const loadStart = Math.round(loadavg()[0]! * 100) / 100;
  log(`writes bench "${label}": ${cfg.rooms} rooms, ${cfg.stays} stays, ${cfg.connections} connections; load ${loadStart}`);
  const seed = await ensureSeeded(cfg);
  const reservations = createSql(cfg.url, { schema: 'reservations', max: 1 });
  const rooms = createSql(cfg.url, { schema: 'rooms', max: 1 });
  const suite = await startSuite(cfg, seed.namespace);
  // Ctrl-C stops the suite's processes too.
  process.once('SIGINT', () => void suite.stop().then(() => process.exit(130)));
  try {
    const cookie = await signIn(suite.gatewayUrl);
    const free = await freeRoomsTonight(reservations, rooms, cfg.today, CHECKINS + cfg.flows);
    const alonePool = free.slice(0, Math.min(CHECKINS, Math.floor(free.length / 4)));
    const mixPool = free.slice(alonePool.length);
    log(`${free.length} vacant rooms with a unit left tonight: ${alonePool.length} for check-in alone, ${mixPool.length} for the write mix`);
    // A few uncounted check-ins first: the processes' first calls compile code paths.
    const warm = alonePool.splice(0, CHECKIN_WARMUP);
    await checkInsAlone(suite.gatewayUrl, cookie, cfg.today, warm);
    const aloneCpu = cpuMeter(suite.processes);
    const alone = summarize(await checkInsAlone(suite.gatewayUrl, cookie, cfg.today, alonePool), 1);
    // Per booking + read + check-in (the check-in alone books and reads its guest first, untimed).
    const aloneCpuMs = aloneCpu.per(alone.requests);
    log(`check-in alone: ${alone.requests} check-ins, p50 ${alone.p50} ms, p99 ${alone.p99} ms, max ${alone.max} ms`);
    log(`  CPU ms per booking + read + check-in: ${JSON.stringify(aloneCpuMs)}`);
    const mixCpu = cpuMeter(suite.processes);
    const mix = await writeMix(suite.gatewayUrl, cookie, cfg.today, mixPool, cfg.connections);
    const mixCpuMs = mixCpu.per(mix.completed);
    const flowsPerSecond = Math.round((mix.completed / mix.seconds) * 10) / 10;
    log(
      `write mix: ${mix.completed}/${mix.flows} flows completed in ${mix.seconds} s (${flowsPerSecond} flows/s); ${mix.rps} answers/s, p50 ${mix.p50} p99 ${mix.p99} ms; ` +
        `non-2xx ${mix.non2xx}; ${JSON.stringify(mix.failures)}`,
    );
    for (const [name, s] of Object.entries(mix.steps)) log(`  ${name}: p50 ${s.p50} p99 ${s.p99} ms (${s.count}, failed ${s.failed})`);
    log(`  CPU ms per completed flow: ${JSON.stringify(mixCpuMs)}`);
    const loadEnd = Math.round(loadavg()[0]! * 100) / 100;
    const out = writeJson(`writes-${label}-${cfg.today}.json`, {
      label,
      at: new Date().toISOString(),
      load: { start: loadStart, end: loadEnd },
      hotel: { rooms: cfg.rooms, stays: cfg.stays },
      connections: cfg.connections,
      checkInAlone: { ...alone, cpuMsPerCheckIn: aloneCpuMs },
      writeMix: { ...mix, flowsPerSecond, cpuMsPerFlow: mixCpuMs },
    });
    log(`wrote ${out}; load ${loadStart} → ${loadEnd}`);
  } finally {
    await suite.stop();
    await Promise.all([reservations.end({ timeout: 5 }), rooms.end({ timeout: 5 })]);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
