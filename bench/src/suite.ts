/**
 * long-file: the three ways the bench starts what it measures (bundles, tsx, embedded) share the environment, readiness, stopping and sampling.
 * The suite the bench drives, started as it runs in production (docker/node-app.Dockerfile): each
 * service and the gateway its own `node <entrypoint flags> dist/index.js` process on the esbuild
 * bundle of scripts/bundle-service.ts (built here when missing or older than its sources), with
 * NODE_ENV=production, the bench database and NATS (a bus namespace of the seed's own), demo mode
 * off, and the ports and environment of scripts/start-services.ts. `BENCH_SUITE=tsx` starts it the
 * development way instead (scripts/start-services.ts under tsx, NODE_ENV=development), to compare.
 *
 * `startEmbedded` starts the embedded mode (`npm start`, scripts/embedded.ts: everything in one
 * process) on the same database and NATS. Output goes to a log file; each process's pid is known so
 * its memory can be sampled.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_CARD_KEY, type BenchConfig } from './config';
import { log } from './progress';
import { imageRuntime } from '../../scripts/image-runtime';
import { embeddedCommand, ensureEmbeddedBundle } from '../../scripts/start';

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
  /** How the processes were started, for the report. */
  how: string;
  logFile: string;
  stop(): Promise<void>;
}

const SERVICE_ORDER = ['auth', 'reservations', 'rooms', 'billing'] as const;
const DEPLOYABLES = ['gateway', ...SERVICE_ORDER.map((s) => `svc-${s}`)];

/** What every process of the suite is given, whichever way it starts. */
function suiteEnv(cfg: BenchConfig, namespace: string, nodeEnv: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: cfg.url,
    NATS_URL: cfg.natsUrl,
    BUS_NAMESPACE: namespace,
    DEMO_MODE: 'false',
    CARD_KEY: BENCH_CARD_KEY,
    HOTEL_TZ: cfg.timeZone,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    NODE_ENV: nodeEnv,
    DATABASE_POOL_MAX: String(cfg.poolMax),
    // Production refuses to start without these (docs/deploy.md); a run's own, like `npm run start:services`'s.
    ...(nodeEnv === 'production' ? { JWT_PRIVATE_JWK: JSON.stringify(generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })), GATEWAY_SECRET: randomBytes(32).toString('hex') } : {}),
  };
}

/** Newest modification time of the files under `dir` (0 when it is not there). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  return Math.max(0, ...readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => statSync(join(e.parentPath, e.name)).mtimeMs));
}

/**
 * Builds `<deployable>/dist/` with the image's own command (`node scripts/bundle-service.ts
 * <deployable>`) unless its bundle is newer than the deployable's sources, the shared packages'
 * and the lockfile.
 */
function ensureBundles(): void {
  const shared = Math.max(newest(join(root, 'packages/contracts/src')), newest(join(root, 'packages/service-kit/src')), statSync(join(root, 'package-lock.json')).mtimeMs, statSync(join(root, 'scripts/bundle-service.ts')).mtimeMs);
  for (const deployable of DEPLOYABLES) {
    const bundle = join(root, deployable, 'dist/index.js');
    if (existsSync(bundle) && statSync(bundle).mtimeMs > Math.max(shared, newest(join(root, deployable, 'src')))) continue;
    const started = performance.now();
    execFileSync(process.execPath, ['scripts/bundle-service.ts', deployable], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    log(`bundled ${deployable}/dist in ${Math.round(performance.now() - started)} ms`);
  }
}

export async function startSuite(cfg: BenchConfig, namespace: string): Promise<RunningSuite> {
  const logFile = join(tmpdir(), `pms-bench-suite-${process.pid}.log`);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const gatewayUrl = url(cfg.gatewayPort);
  const serviceUrls = Object.fromEntries(SERVICE_ORDER.map((s, i) => [s, url(cfg.servicesBasePort + i)])) as RunningSuite['serviceUrls'];
  const development = process.env.BENCH_SUITE === 'tsx';
  const children = new Map<string, ChildProcess>();
  const fd = openSync(logFile, 'a');
  const spawnLogged = (name: string, args: string[], env: NodeJS.ProcessEnv, cwd = root) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', fd, fd] });
    children.set(name, child);
  };

  let how: string;
  if (development) {
    how = 'scripts/start-services.ts under tsx, NODE_ENV=development';
    spawnLogged('start-services', ['--import', 'tsx', 'scripts/start-services.ts'], {
      ...suiteEnv(cfg, namespace, 'development'),
      PORT: String(cfg.gatewayPort),
      SERVICES_BASE_PORT: String(cfg.servicesBasePort),
    });
  } else {
    ensureBundles();
    const image = imageRuntime();
    how = `one \`${Object.entries(image.env).map(([k, v]) => `${k}=${v}`).join(' ')} node ${[...image.flags, 'dist/index.js'].join(' ')}\` per deployable (the bundles of scripts/bundle-service.ts, as docker/node-app.Dockerfile runs them)`;
    // As scripts/start-services.ts wires them: svc-auth's JWKS, one metrics port each (the gateway secret is suiteEnv's).
    const jwks = `${serviceUrls.auth}/.well-known/jwks.json`;
    const metricsPort = (i: number) => String(cfg.servicesBasePort + 10 + i);
    const env = suiteEnv(cfg, namespace, 'production');
    const start = (deployable: string, own: Record<string, string>) =>
      spawnLogged(deployable, [...image.flags, 'dist/index.js'], { ...env, ...image.env, ...own }, join(root, deployable));
    SERVICE_ORDER.forEach((s, i) => start(`svc-${s}`, { PORT: String(cfg.servicesBasePort + i), AUTH_JWKS_URL: jwks, METRICS_PORT: metricsPort(i + 1) }));
    start('gateway', {
      ...Object.fromEntries(SERVICE_ORDER.map((s) => [`${s.toUpperCase()}_URL`, serviceUrls[s]])),
      PORT: String(cfg.gatewayPort),
      AUTH_JWKS_URL: jwks,
      METRICS_PORT: metricsPort(0),
    });
  }

  const stop = stopper(children, fd);
  try {
    await waitReady(`${gatewayUrl}/readyz`, children, logFile);
  } catch (err) {
    await stop();
    throw err;
  }

  let processes: SuiteProcess[];
  if (development) {
    processes = [];
    for (const line of execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(children.get('start-services')!.pid)], { encoding: 'utf8' }).split('\n')) {
      const m = /^\s*(\d+)\s+(.*)$/.exec(line);
      if (!m) continue;
      const args = m[2]!;
      const svc = /svc-(\w+)\/src\/index\.ts/.exec(args)?.[1] as (typeof SERVICE_ORDER)[number] | undefined;
      if (svc) processes.push({ name: `svc-${svc}`, pid: Number(m[1]), url: serviceUrls[svc] });
      else if (args.includes('gateway/src/index.ts')) processes.push({ name: 'gateway', pid: Number(m[1]) });
    }
  } else {
    processes = [...children].map(([name, child]) => ({ name, pid: child.pid!, url: name.startsWith('svc-') ? serviceUrls[name.slice(4) as keyof RunningSuite['serviceUrls']] : undefined }));
  }
  processes.sort((a, b) => a.name.localeCompare(b.name));
  log(`suite ready at ${gatewayUrl} (${how}): ${processes.map((p) => `${p.name} (${p.pid})`).join(', ')}; log ${logFile}`);
  return { gatewayUrl, serviceUrls, processes, how, logFile, stop };
}

/**
 * Embedded mode as `npm start` runs it (scripts/start.ts: the bundle of scripts/embedded.ts with the
 * image's Node flags), in one process, on the bench's database and NATS with the suite's environment;
 * the front ends are not built.
 */
export async function startEmbedded(cfg: BenchConfig, namespace: string): Promise<RunningSuite> {
  const logFile = join(tmpdir(), `pms-bench-embedded-${process.pid}.log`);
  const fd = openSync(logFile, 'a');
  const { args, env } = embeddedCommand(await ensureEmbeddedBundle());
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, ...suiteEnv(cfg, namespace, 'production'), PORT: String(cfg.gatewayPort), METRICS_PORT: String(cfg.servicesBasePort + 10), SKIP_FRONT_END_BUILD: '1' },
    stdio: ['ignore', fd, fd],
  });
  const children = new Map([['embedded', child]]);
  const stop = stopper(children, fd);
  const gatewayUrl = `http://127.0.0.1:${cfg.gatewayPort}`;
  try {
    await waitReady(`${gatewayUrl}/readyz`, children, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  const how = `\`node ${args.join(' ').replace(root + '/', '')}\` (npm start, scripts/start.ts), NODE_ENV=production`;
  log(`embedded mode ready at ${gatewayUrl} (${child.pid}); log ${logFile}`);
  return { gatewayUrl, serviceUrls: { auth: '', reservations: '', rooms: '', billing: '' }, processes: [{ name: 'embedded', pid: child.pid! }], how, logFile, stop };
}

async function waitReady(readyz: string, children: Map<string, ChildProcess>, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const gone = [...children].find(([, c]) => c.exitCode !== null || c.signalCode !== null);
    if (gone) throw new Error(`${gone[0]} exited while starting; see ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(readyz);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the suite did not become ready in 120 s; see ${logFile}:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM to each process (each drains), waiting at most 15 s for them all. */
function stopper(children: Map<string, ChildProcess>, fd: number): () => Promise<void> {
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    const running = [...children.values()].filter((c) => c.exitCode === null && c.signalCode === null);
    const exits = running.map((c) => new Promise((r) => c.once('exit', r)));
    for (const c of running) c.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 15_000))]);
    closeSync(fd);
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
