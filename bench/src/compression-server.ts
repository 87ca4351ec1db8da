/** The server compression-levels.ts drives: the gateway's middleware over a constant 100 KiB list. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compressAnswers, isJson } from '@pms/gateway/compression';

const rows = Array.from({ length: 700 }, (_, i) => ({
  res_room_id: 900_000 + i * 7,
  confirmation_code: (0x5f3a91 * (i + 1)).toString(36).toUpperCase().slice(0, 8),
  first_name: ['Maria', 'James', 'Wei', 'Olga', 'Ahmed', 'Lucy'][i % 6],
  last_name: `Smith${(i * 37) % 211}`,
  check_in_date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
  check_out_date: `2026-12-${String(1 + ((i * 3) % 28)).padStart(2, '0')}`,
  room_num: String(100 + ((i * 13) % 900)),
  type: ['2 Queens', 'King', 'Suite'][i % 3],
  balance: ((i * 7919) % 100_000) / 100,
}));
const body = JSON.stringify(rows);
const app = new Hono();
// The gateway's own defaults unless the run names a setting.
const setting = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
app.use(compressAnswers({ accepts: isJson, brotliQuality: setting('BROTLI_QUALITY'), gzipLevel: setting('GZIP_LEVEL') }));
app.get('/list', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`${info.port} ${Buffer.byteLength(body)}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
