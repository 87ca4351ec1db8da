/**
 * The suite in distributed mode, as `npm run start:services` runs it: scripts/start-services.ts with
 * the bench database and NATS (a bus namespace of the seed's own), demo mode off. Its output goes
 * to a log file; the processes are found by parentage so their memory can be sampled.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_CARD_KEY, type BenchConfig } from './config';
import { log } from './progress';

const root = resolve(import.meta.dirname, '../..');

export interface SuiteProcess {
  name: string;
  pid: number;
  /** Direct URL of a service (not the gateway). */
  url?: string;
}

export interface RunningSuite {
  gatewayUrl: string;
  serviceUrls: Record<'auth' | 'reservations' | 'rooms' | 'billing', string>;
  processes: SuiteProcess[];
  logFile: string;
  stop(): Promise<void>;
}

const SERVICE_ORDER = ['auth', 'reservations', 'rooms', 'billing'] as const;

export async function startSuite(cfg: BenchConfig, namespace: string): Promise<RunningSuite> {
  const logFile = join(tmpdir(), `pms-bench-suite-${process.pid}.log`);
  const out = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-services.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: cfg.url,
      NATS_URL: cfg.natsUrl,
      BUS_NAMESPACE: namespace,
      DEMO_MODE: 'false',
      CARD_KEY: BENCH_CARD_KEY,
      HOTEL_TZ: cfg.timeZone,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      NODE_ENV: 'development',
      PORT: String(cfg.gatewayPort),
      SERVICES_BASE_PORT: String(cfg.servicesBasePort),
      DATABASE_POOL_MAX: String(cfg.poolMax),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  let exited = false;
  child.on('exit', () => (exited = true));

  const url = (port: number) => `http://127.0.0.1:${port}`;
  const gatewayUrl = url(cfg.gatewayPort);
  const serviceUrls = Object.fromEntries(SERVICE_ORDER.map((s, i) => [s, url(cfg.servicesBasePort + i)])) as RunningSuite['serviceUrls'];

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the suite exited while starting; see ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${gatewayUrl}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the suite did not become ready in 120 s; see ${logFile}:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  const processes: SuiteProcess[] = [];
  for (const line of execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' }).split('\n')) {
    const m = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const args = m[2]!;
    const svc = /svc-(\w+)\/src\/index\.ts/.exec(args)?.[1] as (typeof SERVICE_ORDER)[number] | undefined;
    if (svc) processes.push({ name: `svc-${svc}`, pid: Number(m[1]), url: serviceUrls[svc] });
    else if (args.includes('gateway/src/index.ts')) processes.push({ name: 'gateway', pid: Number(m[1]) });
  }
  processes.sort((a, b) => a.name.localeCompare(b.name));
  log(`suite ready at ${gatewayUrl}: ${processes.map((p) => `${p.name} (${p.pid})`).join(', ')}; log ${logFile}`);

  return {
    gatewayUrl,
    serviceUrls,
    processes,
    logFile,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
      out.end();
    },
  };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
}

/** Resident set size of a process in MiB (0 when it is gone). */
function rssMiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : 0;
  } catch {
    return 0;
  }
}

/** Samples RSS of each process while a load runs; `stop` answers the peak per process. */
export function sampleRss(processes: readonly SuiteProcess[], everyMs = 250): { stop(): Record<string, number> } {
  const peak: Record<string, number> = {};
  const take = () => {
    for (const p of processes) peak[p.name] = Math.max(peak[p.name] ?? 0, rssMiB(p.pid));
    peak['bench (autocannon + floor)'] = Math.max(peak['bench (autocannon + floor)'] ?? 0, rssMiB(process.pid));
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}
