// Temporary probe (delete after): folio reads of distinct in-house guests, direct vs gateway, per variant.
import postgres from 'postgres';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { BENCH_USER, loadConfig } from './config';
import { ensureSeeded } from './seed';
import { startSuite } from './suite';
import { loadavg } from 'node:os';
import { request } from 'undici';

const cfg = loadConfig();
const seed = await ensureSeeded(cfg);
const suite = await startSuite(cfg, seed.namespace);
const res = await fetch(`${suite.gatewayUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }) });
const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
const db = postgres(cfg.url, { max: 1, onnotice: () => {} });
const ids = (await db<{ id: number }[]>`select res_room_id as id from billing.stays where active and checked_in and not checked_out order by res_room_id`).map((r) => r.id);
await db.end();
async function read(base: string, id: number) {
  const t = performance.now();
  const r = await request(`${base}/api/folios/${id}`, { headers: { cookie } });
  await r.body.arrayBuffer();
  if (r.statusCode !== 200) throw new Error(String(r.statusCode));
  return performance.now() - t;
}
const pct = (a: number[], p: number) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1); };
for (let i = 0; i < 100; i++) await read(suite.gatewayUrl, ids[i % ids.length]!);
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  const via: Record<string, number[]> = { gateway: [], direct: [] };
  for (let i = 0; i < ids.length; i++) {
    const id = ids[(i * 7 + round * 13) % ids.length]!;
    const first = (i + round) % 2 === 0 ? 'gateway' : 'direct';
    for (const w of [first, first === 'gateway' ? 'direct' : 'gateway']) via[w]!.push(await read(w === 'gateway' ? suite.gatewayUrl : suite.serviceUrls.billing, id));
  }
  console.log(`${process.env.LABEL ?? ''} round ${round} load ${loadavg()[0]!.toFixed(1)}: gateway p50 ${pct(via.gateway!, 50)} p90 ${pct(via.gateway!, 90)} p99 ${pct(via.gateway!, 99)} | direct p50 ${pct(via.direct!, 50)} p90 ${pct(via.direct!, 90)} p99 ${pct(via.direct!, 99)}  (n=${via.gateway!.length})`);
}
await suite.stop();
process.exit(0);
