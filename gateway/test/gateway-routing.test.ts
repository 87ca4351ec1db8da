import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import type { ServiceName } from '@pms/contracts/routes';
import type { Upstream } from '../src/gateway';
import { stubGateway, type Seen } from './stub-gateway';

const { keys, seen, build, gateway } = await stubGateway();
const SERVICES: ServiceName[] = ['auth', 'reservations', 'rooms', 'billing'];
/** A public call the gateway forwards as it is (login status is answered by the gateway itself). */
const PUBLIC = '/api/logout';

describe('routing', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await gateway.request('/api/hw/nothing_here');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error).toBe('not_found');
  });

  it('answers 405 JSON with Allow for a known path and the wrong method', async () => {
    const res = await gateway.request('/api/hw/reservation', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, PUT');
    expect(ErrorBody.parse(await res.json()).error).toBe('method_not_allowed');
  });

  it('passes the cookie, path, query and body through, and the service answer back', async () => {
    seen.length = 0;
    const cookie = await keys.cookie(1);
    const res = await gateway.request('/api/hw/room_issues?x=1', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', connection: 'keep-alive, x-secret', 'x-secret': 'hop' },
      body: JSON.stringify({ vals: [1, 'leak', 1] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('a=1; Path=/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const got = seen[0] as Seen;
    expect(new URL(got.url).pathname + new URL(got.url).search).toBe('/api/hw/room_issues?x=1');
    expect(got.headers.get('cookie')).toBe(cookie);
    expect(got.headers.get('x-secret')).toBeNull();
    expect(got.body).toBe(JSON.stringify({ vals: [1, 'leak', 1] }));
  });

  it('replaces a browser-sent x-forwarded-for with the address it trusts', async () => {
    seen.length = 0;
    await gateway.request(PUBLIC, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen[0]?.headers.get('x-forwarded-for')).toBeNull();

    const behindIngress = build({ trustProxyHops: 1 });
    seen.length = 0;
    await behindIngress.request(PUBLIC, { headers: { 'x-forwarded-for': '6.6.6.6, 10.1.2.3' } });
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('10.1.2.3');
  });

  it('proves its x-forwarded-for to the services with the gateway secret, and never passes a caller\'s on', async () => {
    const secret = 's'.repeat(64);
    const withSecret = build({ trustProxyHops: 1, gatewaySecret: secret });
    seen.length = 0;
    await withSecret.request(PUBLIC, { headers: { 'x-forwarded-for': '10.1.2.3', 'x-pms-gateway-secret': 'forged' } });
    expect(seen[0]?.headers.get('x-pms-gateway-secret')).toBe(secret);
    seen.length = 0;
    await gateway.request(PUBLIC, { headers: { 'x-pms-gateway-secret': 'forged' } });
    expect(seen[0]?.headers.get('x-pms-gateway-secret')).toBeNull();
  });

  it('keeps a caller x-request-id end to end and makes one when absent', async () => {
    seen.length = 0;
    const res = await gateway.request(PUBLIC, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(seen[0]?.headers.get('x-request-id')).toBe('trace-123');

    seen.length = 0;
    const fresh = await gateway.request(PUBLIC, { headers: { 'x-request-id': 'bad id with spaces' } });
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]?.headers.get('x-request-id')).toBe(id);
  });

  it('refuses a body over the limit with 413 before the service', async () => {
    const small = build({ maxBodyBytes: 10 });
    seen.length = 0;
    const res = await small.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'x'.repeat(50) }) });
    expect(res.status).toBe(413);
    expect(seen).toEqual([]);
  });
});

describe('proxying to a service by URL', () => {
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    const echo = new Hono()
      .get('/readyz', (c) => c.json({ status: 'ready' }))
      .all('/api/*', async (c) => {
        // A list larger than the answers the gateway reads whole, and an answer without a body.
        if (c.req.query('big')) return c.json({ rooms: Array.from({ length: 5_000 }, (_, i) => ({ room_id: i, room_num: `R${i}` })) });
        if (c.req.query('list')) return c.json({ rooms: Array.from({ length: 1_000 }, (_, i) => ({ room_id: i, room_num: `R${i}` })) });
        if (c.req.query('empty')) return c.body(null, 204);
        c.header('set-cookie', 'one=1; Path=/', { append: true });
        c.header('set-cookie', 'two=2; Path=/', { append: true });
        c.header('connection', 'close');
        return c.json({
          method: c.req.method,
          path: c.req.path,
          query: c.req.query('q'),
          body: await c.req.text(),
          forwardedFor: c.req.header('x-forwarded-for') ?? null,
          requestId: c.req.header('x-request-id') ?? null,
          cookie: c.req.header('cookie') ?? null,
        });
      });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: echo.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('streams the request body to the service and its answer back, Set-Cookie headers intact', async () => {
    const upstreams = Object.fromEntries(SERVICES.map((s) => [s, base])) as Record<ServiceName, Upstream>;
    const gw = build({ upstreams });
    const cookie = await keys.cookie(1);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"vals":'));
        controller.enqueue(new TextEncoder().encode('[1]}'));
        controller.close();
      },
    });
    const res = await gw.request('/api/hw/room_issues?q=ok', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-request-id': 'proxy-1' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(['one=1; Path=/', 'two=2; Path=/']);
    expect(res.headers.get('connection')).toBeNull();
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/api/hw/room_issues',
      query: 'ok',
      body: '{"vals":[1]}',
      forwardedFor: null,
      requestId: 'proxy-1',
      cookie,
    });
    expect((await gw.request('/readyz')).status).toBe(200);
  });

  it('passes a large answer on whole as it streams, and an answer without a body as one', async () => {
    const upstreams = Object.fromEntries(SERVICES.map((s) => [s, base])) as Record<ServiceName, Upstream>;
    const gw = build({ upstreams });
    const cookie = await keys.cookie(1);
    const big = await gw.request('/api/hw/room_issues?big=1', { headers: { cookie } });
    expect(big.status).toBe(200);
    const { rooms } = (await big.json()) as { rooms: { room_id: number; room_num: string }[] };
    expect(rooms).toHaveLength(5_000);
    expect(rooms[4_999]).toEqual({ room_id: 4_999, room_num: 'R4999' });
    const empty = await gw.request('/api/hw/room_issues?empty=1', { headers: { cookie } });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('compresses an answer it read whole in one piece (its length said), a larger one as it streams, both to the bytes the service answered', async () => {
    const upstreams = Object.fromEntries(SERVICES.map((s) => [s, base])) as Record<ServiceName, Upstream>;
    const gw = build({ upstreams });
    const cookie = await keys.cookie(1);
    for (const [query, whole] of [['list=1', true], ['big=1', false]] as const) {
      const text = await (await gw.request(`/api/hw/room_issues?${query}`, { headers: { cookie } })).text();
      for (const [coding, decode] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
        const res = await gw.request(`/api/hw/room_issues?${query}`, { headers: { cookie, 'accept-encoding': coding } });
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(res.headers.get('content-encoding')).toBe(coding);
        expect(res.headers.get('content-length')).toBe(whole ? String(bytes.length) : null);
        expect(decode(bytes).toString()).toBe(text);
      }
    }
  });
});
