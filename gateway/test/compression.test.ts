import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ServiceName } from '@pms/contracts/routes';
import { negotiateEncoding } from '../src/compression';
import type { LiveRooms, UpstreamHandler } from '../src/gateway';
import { stubGateway, stubUpstreams } from './stub-gateway';

const { keys, seen, staticDir, build } = await stubGateway();

/** A list of `rows` reservations as a service would answer it (about 90 bytes a row). */
const list = (rows: number) =>
  JSON.stringify(Array.from({ length: rows }, (_, i) => ({ res_room_id: i + 1, confirmation_code: `C${1000 + i}`, last_name: `Guest ${i}`, room_num: String(100 + i) })));
const BIG = list(200);
const SMALL = list(3);

/** Reservations answers `BIG` (with its length, or streamed in pieces without one); rooms answers `SMALL`. */
function upstreams(): Record<ServiceName, UpstreamHandler> {
  const stubs = stubUpstreams(seen);
  return {
    ...stubs,
    reservations: (req) => {
      if (new URL(req.url).searchParams.has('streamed')) {
        const bytes = new TextEncoder().encode(BIG);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 300) controller.enqueue(bytes.subarray(i, i + 300));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      }
      return new Response(BIG, { headers: { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(Buffer.byteLength(BIG)) } });
    },
    rooms: () => new Response(SMALL, { headers: { 'content-type': 'application/json' } }),
  };
}

const gateway = build({ upstreams: upstreams() });
const cookie = await keys.cookie(1);
const LIST = '/api/hw/guests/undefined/undefined/undefined/undefined';

async function get(path: string, acceptEncoding?: string, app = gateway) {
  const headers: Record<string, string> = { cookie };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  const res = await app.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['', undefined],
  ])('%j → %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

describe('JSON answers through the gateway', () => {
  it('compresses a list with brotli when the browser takes it, whole (its length said), and the bytes decode to the service answer', async () => {
    const { res, bytes } = await get(LIST, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(BIG) / 3);
    expect(brotliDecompressSync(bytes).toString()).toBe(BIG);
  });

  it('answers gzip when the browser prefers it or takes nothing better', async () => {
    for (const accept of ['gzip', 'br;q=0.2, gzip;q=0.8']) {
      const { res, bytes } = await get(LIST, accept);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(bytes).toString()).toBe(BIG);
    }
  });

  it('compresses an answer that comes without a length, as it streams', async () => {
    const { res, bytes } = await get(`${LIST}?streamed`, 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    expect(brotliDecompressSync(bytes).toString()).toBe(BIG);
  });

  it('answers identity, still saying it varies, to a browser that takes no offered coding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const { res, bytes } = await get(LIST, accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(bytes.toString()).toBe(BIG);
    }
  });

  it('leaves an answer under 1 KiB as it is, with or without its length', async () => {
    const { res, bytes } = await get('/api/hw/house_status_rooms', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bytes.toString()).toBe(SMALL);
    const status = await get('/api/login/status', 'br, gzip');
    expect(status.res.headers.get('content-encoding')).toBeNull();
  });

  it('never compresses the live stream (server-sent events)', async () => {
    const events = `data: ${'x'.repeat(4000)}\n\n`;
    const live: LiveRooms = {
      handle: async () => new Response(events, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } }),
      clients: 0,
      stop: async () => {},
    };
    const { res, bytes } = await get('/api/live/rooms', 'br, gzip', build({ upstreams: upstreams(), live }));
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bytes.toString()).toBe(events);
  });
});

describe('front-end files', () => {
  it('compresses JavaScript of 1 KiB and more, but not images or a 304', async () => {
    await writeFile(join(staticDir, 'big.0123abcd.js'), `console.log(${JSON.stringify(BIG)});`);
    await writeFile(join(staticDir, 'photo.0123abcd.png'), Buffer.alloc(4096, 7));
    const app = build();
    const js = await app.request('/big.0123abcd.js', { headers: { 'accept-encoding': 'br' } });
    expect(js.headers.get('content-encoding')).toBe('br');
    expect(js.headers.get('etag')).toMatch(/^W\//);
    const png = await app.request('/photo.0123abcd.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await png.arrayBuffer()).length).toBe(4096);
    const again = await app.request('/big.0123abcd.js', { headers: { 'accept-encoding': 'br', 'if-none-match': js.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-encoding')).toBeNull();
  });
});
