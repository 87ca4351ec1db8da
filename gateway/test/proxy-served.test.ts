import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { endToEndHeaders, endToEndRawHeaders } from '../src/forwarded-headers';
import { allServicesAt, listen, rawGet } from './served';
import { stubGateway } from './stub-gateway';

/**
 * The gateway as it runs: served by Node, proxying over HTTP. The proxy then reads the request's raw
 * header lines (`endToEndRawHeaders`) and hashes the answer it read whole (revalidate.ts) — paths the
 * in-process tests (`gateway.request`) do not take.
 */
const { keys, build } = await stubGateway();
const HOTEL = { hotel_info_id: 1, hotel_name: 'Seaside', time_zone: 'America/New_York' };
/** A list larger than the proxy reads whole (64 KiB): it streams from the service's socket. */
const GUESTS = JSON.stringify(Array.from({ length: 1200 }, (_, i) => ({ res_room_id: i + 1, confirmation_code: `C${1000 + i}`, last_name: `Guest ${i}`, room_num: String(100 + (i % 900)) })));
const GUESTS_PATH = '/api/hw/guests/undefined/undefined/undefined/undefined';
let gatewayPort = 0;

beforeAll(async () => {
  const echo = new Hono()
    .get('/readyz', (c) => c.json({ status: 'ready' }))
    .get('/api/hw/hotel_info/:id', (c) => c.json(HOTEL))
    .get('/api/hw/guests/*', (c) => c.body(GUESTS, 200, { 'content-type': 'application/json' }))
    .all('/api/*', (c) => c.json({ headers: Object.fromEntries(c.req.raw.headers) }));
  const up = await listen(echo.fetch);
  const gw = await listen(build({ upstreams: allServicesAt(`http://127.0.0.1:${up.port}`), gatewaySecret: 'g-secret' }).fetch);
  gatewayPort = gw.port;
});

/** A GET to the served gateway with these raw header lines (name, value, name, value…). */
const get = (path: string, rawHeaders: string[]) => rawGet(gatewayPort, path, ['Host', `127.0.0.1:${gatewayPort}`, ...rawHeaders]);

describe('the proxy as served by Node', () => {
  it('sends on the end-to-end headers: repeated ones joined, hop-by-hop and replaced ones not', async () => {
    const cookie = await keys.cookie(1);
    const res = await get('/api/hw/room_issues', [
      'Cookie', cookie,
      'X-Note', 'one',
      'x-note', 'two',
      'Connection', 'keep-alive, X-Private',
      'X-Private', 'hop only',
      'Accept-Encoding', 'br',
      'If-None-Match', 'W/"x"',
      'X-Forwarded-For', '6.6.6.6',
      'X-Request-Id', 'served-1',
    ]);
    expect(res.status).toBe(200);
    const seen = (JSON.parse(res.body) as { headers: Record<string, string> }).headers;
    expect(seen.cookie).toBe(cookie);
    expect(seen['x-note']).toBe('one, two');
    expect(seen['x-request-id']).toBe('served-1');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(`127.0.0.1:${gatewayPort}`);
    expect(seen['x-pms-gateway-secret']).toBe('g-secret');
    for (const gone of ['x-private', 'accept-encoding', 'if-none-match']) expect(seen[gone], gone).toBeUndefined();
  });

  it('reads raw header lines as endToEndHeaders reads the same headers', () => {
    const raw = ['Host', 'h', 'Cookie', 'a=1', 'X-Note', 'one', 'x-note', 'two', 'Connection', 'close, X-Private', 'X-Private', 'p', 'TE', 'trailers', 'Accept', '*/*'];
    const web = new Headers();
    for (let i = 0; i < raw.length; i += 2) web.append(raw[i]!, raw[i + 1]!);
    const drop = ['host'];
    expect({ ...endToEndRawHeaders(raw, drop) }).toEqual(Object.fromEntries(endToEndHeaders(web, drop)));
  });

  it('answers hotel info with its validator, and 304 for the same, as the in-process path does', async () => {
    const cookie = await keys.cookie(1);
    const first = await get('/api/hw/hotel_info/1', ['Cookie', cookie]);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual(HOTEL);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    const inProcess = await build({ upstreams: { auth: hotel, reservations: hotel, rooms: hotel, billing: hotel } }).request('/api/hw/hotel_info/1', { headers: { cookie } });
    expect(inProcess.headers.get('etag')).toBe(etag);

    const again = await get('/api/hw/hotel_info/1', ['Cookie', cookie, 'If-None-Match', etag]);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['content-type']).toBeUndefined();
  });
});

describe('a large list as served by Node (streamed from the service, compressed as it streams)', () => {
  it.each([
    ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['identity', (bytes: Buffer) => bytes],
  ])('streams it %s from the service to the client, byte-identical once decoded, with the headers of every answer', async (coding, decode) => {
    expect(Buffer.byteLength(GUESTS)).toBeGreaterThan(64 * 1024);
    const cookie = await keys.cookie(1);
    const res = await rawGet(gatewayPort, GUESTS_PATH, { cookie, 'accept-encoding': coding, 'x-request-id': `served-${coding}` }, 'latin1');
    expect(res.status).toBe(200);
    expect(decode(Buffer.from(res.body, 'latin1')).toString()).toBe(GUESTS);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['x-request-id']).toBe(`served-${coding}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    if (coding === 'identity') {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(GUESTS)));
    } else {
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.body.length).toBeLessThan(Buffer.byteLength(GUESTS) / 3);
    }
  });
});

/** The same answer in process (embedded mode). */
function hotel(): Response {
  return Response.json(HOTEL);
}
