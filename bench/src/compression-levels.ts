/**
 * `npm run compression-levels --workspace bench`: how each brotli quality and gzip level prices a
 * 100 KiB JSON list, to choose the gateway's defaults (gateway/src/compression.ts). A Hono server
 * with the gateway's compression middleware answers a constant list in a child process (as the
 * gateway would, minus routing and the service hop, so the share is a worst case); autocannon drives
 * it with each `Accept-Encoding`, interleaved, and the table says requests/s against identity.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { httpLoad } from './load';

const SERVER = resolve(import.meta.dirname, 'compression-server.ts');
const settings = [
  { label: 'identity', accept: 'identity', env: {} },
  ...[1, 2, 3, 4].map((q) => ({ label: `br q${q}`, accept: 'br', env: { BROTLI_QUALITY: String(q) } })),
  ...[1, 2, 3, 6].map((l) => ({ label: `gzip ${l}`, accept: 'gzip', env: { GZIP_LEVEL: String(l) } })),
];

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rows: string[] = [];
  let identityRps = 0;
  for (const s of settings) {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env: { ...process.env, ...s.env }, stdio: ['ignore', 'pipe', 'inherit'] });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const [port, bytes] = line.toString().trim().split(' ');
    const url = `http://127.0.0.1:${port}/list`;
    await httpLoad({ url, headers: { 'accept-encoding': s.accept }, connections: 10, seconds: 1 });
    const load = await httpLoad({ url, headers: { 'accept-encoding': s.accept }, connections: 10, seconds });
    if (s.label === 'identity') identityRps = load.rps;
    rows.push(`| ${s.label} | ${Math.round(load.rps)} | ${identityRps ? Math.round((load.rps / identityRps) * 100) : 100} % | ${load.p50} / ${load.p99} | ${((load.bytes ?? 0) / 1024).toFixed(1)} of ${(Number(bytes) / 1024).toFixed(1)} |`);
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  console.log(['| Accept-Encoding, setting | req/s | of identity | p50 / p99 ms | KiB on the wire |', '|---|---:|---:|---:|---:|', ...rows].join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
