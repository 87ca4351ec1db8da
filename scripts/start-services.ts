/**
 * `npm run start:services`: the distributed topology on one machine — every service in its own
 * process on the PostgreSQL of DATABASE_URL and the NATS of NATS_URL, and the gateway in front of
 * them on PORT (default 8080). Ctrl-C (or SIGTERM) stops them all, each draining gracefully.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const missing = ['DATABASE_URL', 'NATS_URL'].filter((v) => !process.env[v]);
if (missing.length) {
  console.error(`start:services needs ${missing.join(' and ')} (e.g. postgres://postgres@127.0.0.1:5432/test, nats://127.0.0.1:4222)`);
  process.exit(1);
}

const gatewayPort = Number(process.env.PORT ?? 8080);
const basePort = Number(process.env.SERVICES_BASE_PORT ?? 8091);
const services = ['auth', 'reservations', 'rooms', 'billing']
  .map((name, i) => ({ name, dir: `svc-${name}`, port: basePort + i }))
  .filter((s) => existsSync(resolve(root, s.dir, 'src/index.ts')));
const url = (port: number) => `http://127.0.0.1:${port}`;
const authPort = services.find((s) => s.name === 'auth')?.port;
const jwks = authPort ? `${url(authPort)}/.well-known/jwks.json` : undefined;

// The gateway proves its x-forwarded-for to the services with a secret they share (docs/security.md).
const gatewaySecret = process.env.GATEWAY_SECRET ?? randomBytes(32).toString('hex');

const children: ChildProcess[] = [];
function run(label: string, script: string, env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, GATEWAY_SECRET: gatewaySecret, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream?.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix} exited (${signal ?? code})`);
    if (!stopping) stopAll(1);
  });
  children.push(child);
}

// Each process serves its own /metrics: the gateway on METRICS_PORT (9464), the services on the next ports.
const metricsPort = Number(process.env.METRICS_PORT ?? 9464);
const metricsPortOf = (i: number) => String(metricsPort === 0 ? 0 : metricsPort + i);
services.forEach((s, i) => {
  run(s.dir, `${s.dir}/src/index.ts`, { PORT: String(s.port), AUTH_JWKS_URL: jwks, DEMO_MODE: process.env.DEMO_MODE ?? 'true', METRICS_PORT: metricsPortOf(i + 1) });
});
const upstreamEnv = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_URL`, url(s.port)]));
run('gateway', 'gateway/src/index.ts', { ...upstreamEnv, PORT: String(gatewayPort), AUTH_JWKS_URL: jwks, METRICS_PORT: metricsPortOf(0) });
console.log(`Starting ${services.map((s) => s.dir).join(', ')} and the gateway on ${url(gatewayPort)}`);

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 12_000).unref();
  // Resolves only (an exit is awaited, never an error); the timer above is the fallback.
  void Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
