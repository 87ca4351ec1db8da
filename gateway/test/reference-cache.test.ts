import { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayOptions } from '../src/gateway';
import { REFERENCE_CACHE_ENTRIES } from '../src/reference-cache';
import { allServicesAt, listen, rawGet } from './served';
import { stubGateway } from './stub-gateway';

/**
 * The gateway's short-lived cache of the hotel's reference data (reference-cache.ts), served by Node
 * and proxying over HTTP to a fake svc-rooms that counts what reaches it.
 */
const { keys, build } = await stubGateway();
let hotel: Record<string, unknown> = { hotel_info_id: 1, hotel_name: 'Seaside', time_zone: 'America/New_York' };
/** What the fake service answers next instead of the hotel (a status), and a gate holding its answers. */
let failWith: number | undefined;
let gate: Promise<void> | undefined;
let asked = 0;
let clock = 0;
let base = '';

beforeAll(async () => {
  const rooms = new Hono().get('/api/hw/hotel_info/:id', async (c) => {
    asked += 1;
    await gate;
    if (failWith) return c.json({ error: 'unavailable', message: 'down' }, failWith as 500);
    return c.json({ ...hotel, hotel_info_id: Number(c.req.param('id')) });
  });
  base = `http://127.0.0.1:${(await listen(rooms.fetch)).port}`;
});
beforeEach(() => {
  asked = 0;
  failWith = undefined;
  gate = undefined;
  clock = 0;
});

/** A served gateway in front of the fake service, on the test's clock. */
async function gatewayAt(options: Partial<GatewayOptions> = {}) {
  const { port } = await listen(build({ upstreams: allServicesAt(base), referenceClock: () => clock, ...options }).fetch);
  return (path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers, 'latin1');
}

const HOTEL_PATH = '/api/hw/hotel_info/1';

describe('the reference cache', () => {
  it('answers a second call within the time from memory, with the headers a proxied answer has', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    const proxied = await (await gatewayAt({ referenceCacheMs: 0 }))(HOTEL_PATH, { cookie });
    asked = 0;
    const first = await get(HOTEL_PATH, { cookie });
    clock = 999;
    const second = await get(HOTEL_PATH, { cookie });
    expect(asked).toBe(1);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body).toBe(proxied.body);
      for (const name of ['etag', 'cache-control', 'content-type', 'content-length', 'content-security-policy', 'x-content-type-options']) {
        expect(res.headers[name], name).toBe(proxied.headers[name]);
      }
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('asks the service again once the time is over, and serves what changed', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    await get(HOTEL_PATH, { cookie });
    hotel = { ...hotel, hotel_name: 'Seaside Inn' };
    clock = 1_000;
    const later = await get(HOTEL_PATH, { cookie });
    expect(asked).toBe(2);
    expect(JSON.parse(later.body)).toMatchObject({ hotel_name: 'Seaside Inn' });
  });

  it('still refuses a call without a session (401) or below the permission (403) while warm', async () => {
    const get = await gatewayAt();
    expect((await get(HOTEL_PATH, { cookie: await keys.cookie(1) })).status).toBe(200);
    expect((await get(HOTEL_PATH)).status).toBe(401);
    expect((await get(HOTEL_PATH, { cookie: await keys.cookie(0) })).status).toBe(403);
    const otherScope = `Bearer ${await keys.sign({ access_id: 0, sub: 'client:folios', client_id: 'folios', scope: 'folios' })}`;
    expect((await get(HOTEL_PATH, { authorization: otherScope })).status).toBe(403);
    expect(asked).toBe(1);
  });

  it.each([500, 503])('never keeps a %i', async (status) => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    failWith = status;
    expect((await get(HOTEL_PATH, { cookie })).status).toBe(status);
    failWith = undefined;
    expect((await get(HOTEL_PATH, { cookie })).status).toBe(200);
    expect(asked).toBe(2);
  });

  it('asks the service once for concurrent misses', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const calls = Array.from({ length: 8 }, () => get(HOTEL_PATH, { cookie }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(asked).toBe(1);
  });

  it('answers 304 from memory to the validator it gave, and compresses as a proxied answer', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    hotel = { ...hotel, address: 'x'.repeat(2_000) };
    const first = await get(HOTEL_PATH, { cookie });
    const again = await get(HOTEL_PATH, { cookie, 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers['content-type']).toBeUndefined();
    const packed = await get(HOTEL_PATH, { cookie, 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('Accept-Encoding');
    expect(asked).toBe(1);
    hotel = { hotel_info_id: 1, hotel_name: 'Seaside', time_zone: 'America/New_York' };
  });

  it('keeps nothing with a time of 0', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt({ referenceCacheMs: 0 });
    await get(HOTEL_PATH, { cookie });
    await get(HOTEL_PATH, { cookie });
    expect(asked).toBe(2);
  });

  it('keeps a bounded number of paths: arbitrary ids push out the oldest', async () => {
    const cookie = await keys.cookie(1);
    const get = await gatewayAt();
    for (let id = 1; id <= REFERENCE_CACHE_ENTRIES + 1; id++) await get(`/api/hw/hotel_info/${id}`, { cookie });
    await get(`/api/hw/hotel_info/${REFERENCE_CACHE_ENTRIES + 1}`, { cookie });
    expect(asked).toBe(REFERENCE_CACHE_ENTRIES + 1);
    await get('/api/hw/hotel_info/1', { cookie });
    expect(asked).toBe(REFERENCE_CACHE_ENTRIES + 2);
  });
});
