// Temporary probe (delete after): CPU profile of the suite under one read.
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { BENCH_USER, loadConfig } from './config';
import { ensureSeeded } from './seed';
import { startSuite } from './suite';
import { httpLoad } from './load';

const cfg = loadConfig();
const seed = await ensureSeeded(cfg);
const suite = await startSuite(cfg, seed.namespace);
const res = await fetch(`${suite.gatewayUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }) });
const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
const path = process.env.PROBE_PATH ?? '/api/login/status';
await httpLoad({ url: suite.gatewayUrl + path, headers: { cookie }, connections: 10, seconds: 2 });
const l = await httpLoad({ url: suite.gatewayUrl + path, headers: { cookie }, connections: 10, seconds: 8 });
console.log(`${path}: ${l.rps} req/s p50 ${l.p50} p99 ${l.p99} non2xx ${l.non2xx}`);
await suite.stop();
process.exit(0);
