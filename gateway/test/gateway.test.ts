import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { routePath, routes, type ServiceName } from '@pms/contracts/routes';
import { createLogger } from '@pms/service-kit';
import { createTestKeys, sessionCookie, type TestKeys } from '@pms/service-kit/testing';
import { createGateway, type GatewayOptions, type Upstream, type UpstreamHandler } from '../src/gateway';

const log = createLogger('gateway-test', 'silent');
const SERVICES: ServiceName[] = ['auth', 'reservations', 'rooms', 'billing'];

interface Seen {
  service: ServiceName;
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

/** In-process services that would answer 200 to anything: what reaches them is recorded. */
function stubUpstreams(seen: Seen[]): Record<ServiceName, UpstreamHandler> {
  const make =
    (service: ServiceName): UpstreamHandler =>
    async (req) => {
      const url = new URL(req.url);
      if (url.pathname === '/readyz') return Response.json({ status: 'ready' });
      seen.push({ service, method: req.method, url: req.url, headers: req.headers, body: await req.text() });
      return Response.json({ service, path: url.pathname }, { headers: { 'set-cookie': 'a=1; Path=/' } });
    };
  return { auth: make('auth'), reservations: make('reservations'), rooms: make('rooms'), billing: make('billing') };
}

/** A port nothing listens on: connections are refused. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

const sample = (path: string) => routePath(path, Object.fromEntries([...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], '1'])));

let keys: TestKeys;
let seen: Seen[];
let gateway: ReturnType<typeof createGateway>;
let staticDir: string;
let workDir: string;

function build(overrides: Partial<GatewayOptions> = {}) {
  return createGateway({ upstreams: stubUpstreams(seen), verifier: keys.verifier, log, staticDir, ...overrides });
}

beforeAll(async () => {
  keys = await createTestKeys();
  seen = [];
  workDir = await mkdtemp(join(tmpdir(), 'pms-gateway-'));
  staticDir = join(workDir, 'site');
  await mkdir(staticDir);
  // Beside the served folder, never inside it: no URL may reach it.
  await writeFile(join(workDir, 'secret.txt'), 'top secret');
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(staticDir, 'main.3f9a1c2b.js'), 'console.log("shell")');
  await writeFile(join(staticDir, 'remoteEntry.js'), 'var shell;');
  await writeFile(join(staticDir, 'mf-manifest.json'), '{"id":"shell"}');
  await writeFile(join(staticDir, 'logo.png'), 'png');
  await mkdir(join(staticDir, 'remotes', 'frontdesk'), { recursive: true });
  await writeFile(join(staticDir, 'remotes', 'frontdesk', 'remoteEntry.js'), 'var frontdesk;');
  gateway = build({ remotes: [{ name: 'frontdesk', entry: '/remotes/frontdesk/mf-manifest.json' }] });
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('access', () => {
  it('refuses an anonymous call to every signed-in route of the table before any service sees it', async () => {
    const guarded = routes.filter((r) => r.access > 0);
    expect(guarded.length).toBeGreaterThan(25);
    seen.length = 0;
    for (const route of guarded) {
      const res = await gateway.request(sample(route.path), {
        method: route.method,
        headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(ErrorBody.parse(await res.json()).error).toBe('unauthorized');
    }
    expect(seen).toEqual([]);
  });

  it('forwards every signed-in route to its owner for a session at the route\'s level', async () => {
    for (const route of routes.filter((r) => r.access > 0)) {
      seen.length = 0;
      const cookie = await keys.cookie(route.access);
      const res = await gateway.request(sample(route.path), { method: route.method, headers: { cookie } });
      expect(res.status, `${route.method} ${route.path}`).toBe(200);
      expect(seen.map((s) => s.service)).toEqual([route.owner]);
    }
  });

  it('refuses every route to a session one level below it, from the permission table, without asking the owner', async () => {
    for (const route of routes.filter((r) => r.access > 1)) {
      seen.length = 0;
      const cookie = await keys.cookie(route.access - 1);
      const res = await gateway.request(sample(route.path), { method: route.method, headers: { cookie } });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(seen).toEqual([]);
    }
  });

  it('lets the sign-in routes through without a session', async () => {
    for (const route of routes.filter((r) => r.access === 0)) {
      seen.length = 0;
      const res = await gateway.request(route.path, { method: route.method });
      expect(res.status).toBe(200);
      expect(seen[0]?.service).toBe('auth');
    }
  });

  it('answers 403 to a session below the route level', async () => {
    const res = await gateway.request('/api/hw/tax_rates', { headers: { cookie: await keys.cookie(0) } });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('forbidden');
  });

  it('accepts a bearer token as well as the cookie', async () => {
    const res = await gateway.request('/api/hw/tax_rates', { headers: { authorization: `Bearer ${await keys.sign()}` } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['tampered', async () => {
      const token = await keys.sign({ access_id: 1 });
      const [h, p, s] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, access_id: 3 })).toString('base64url');
      return `${h}.${forged}.${s}`;
    }],
    ['expired', () => keys.sign({}, { expired: true })],
    ['signed with a foreign key', () => keys.sign({}, { foreignKey: true })],
    ['for another audience', () => keys.sign({}, { audience: 'somebody-else' })],
    ['from another issuer', () => keys.sign({}, { issuer: 'somebody-else' })],
    ['garbage', async () => 'not-a-token'],
  ])('refuses a %s token with 401', async (_name, make) => {
    seen.length = 0;
    const res = await gateway.request('/api/hw/tax_rates', { headers: { cookie: sessionCookie(await make()) } });
    expect(res.status).toBe(401);
    expect(seen).toEqual([]);
  });

  it('refuses a revoked token', async () => {
    const jti = 'revoked-in-test';
    const cookie = sessionCookie(await keys.sign({ jti }));
    expect((await gateway.request('/api/hw/tax_rates', { headers: { cookie } })).status).toBe(200);
    keys.revocations.add(jti, Date.now() + 60_000);
    const res = await gateway.request('/api/hw/tax_rates', { headers: { cookie } });
    expect(res.status).toBe(401);
  });
});

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
    await gateway.request('/api/login/status', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(seen[0]?.headers.get('x-forwarded-for')).toBeNull();

    const behindIngress = build({ trustProxyHops: 1 });
    seen.length = 0;
    await behindIngress.request('/api/login/status', { headers: { 'x-forwarded-for': '6.6.6.6, 10.1.2.3' } });
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('10.1.2.3');
  });

  it('proves its x-forwarded-for to the services with the gateway secret, and never passes a caller\'s on', async () => {
    const secret = 's'.repeat(64);
    const withSecret = build({ trustProxyHops: 1, gatewaySecret: secret });
    seen.length = 0;
    await withSecret.request('/api/login/status', { headers: { 'x-forwarded-for': '10.1.2.3', 'x-pms-gateway-secret': 'forged' } });
    expect(seen[0]?.headers.get('x-pms-gateway-secret')).toBe(secret);
    seen.length = 0;
    await gateway.request('/api/login/status', { headers: { 'x-pms-gateway-secret': 'forged' } });
    expect(seen[0]?.headers.get('x-pms-gateway-secret')).toBeNull();
  });

  it('keeps a caller x-request-id end to end and makes one when absent', async () => {
    seen.length = 0;
    const res = await gateway.request('/api/login/status', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(seen[0]?.headers.get('x-request-id')).toBe('trace-123');

    seen.length = 0;
    const fresh = await gateway.request('/api/login/status', { headers: { 'x-request-id': 'bad id with spaces' } });
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

describe('unavailable services', () => {
  it('answers 503 naming the department when the service refuses connections', async () => {
    const down = build({ upstreams: { ...stubUpstreams(seen), reservations: `http://127.0.0.1:${await closedPort()}` } });
    const res = await down.request('/api/hw/reservation/1', { headers: { cookie: await keys.cookie(1) } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ error: 'unavailable', message: expect.stringContaining('The reservations service is unavailable right now') });
  });

  it('answers 503 when the service does not answer in time', async () => {
    const hang: UpstreamHandler = () => new Promise<Response>(() => {});
    const slow = build({ upstreams: { ...stubUpstreams(seen), billing: hang }, upstreamTimeoutMs: 50 });
    const res = await slow.request('/api/hw/tax_rates', { headers: { cookie: await keys.cookie(1) } });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('The billing service is unavailable right now');
  });

  it('readyz stays ready when one department is down, reports it, and is unready without sign-in', async () => {
    expect((await gateway.request('/readyz')).status).toBe(200);
    const roomsDown = build({ upstreams: { ...stubUpstreams(seen), rooms: `http://127.0.0.1:${await closedPort()}` } });
    const res = await roomsDown.request('/readyz');
    expect(res.status).toBe(200);
    expect((await res.json()).upstreams).toEqual({ auth: true, reservations: true, rooms: false, billing: true });
    const authDown = build({ upstreams: { ...stubUpstreams(seen), auth: `http://127.0.0.1:${await closedPort()}` } });
    const res2 = await authDown.request('/readyz');
    expect(res2.status).toBe(503);
    expect((await res2.json()).upstreams).toMatchObject({ auth: false });
    expect((await gateway.request('/healthz')).status).toBe(200);
  });
});

describe('proxying to a service by URL', () => {
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    const echo = new Hono()
      .get('/readyz', (c) => c.json({ status: 'ready' }))
      .all('/api/*', async (c) => {
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
});

describe('front ends', () => {
  it('serves index.html for a page path (SPA fallback), not cached', async () => {
    const res = await gateway.request('/reserve/new');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('id="root"');
    expect((await gateway.request('/')).status).toBe(200);
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const hashed = await gateway.request('/main.3f9a1c2b.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/logo.png']) {
      expect((await gateway.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await gateway.request('/remoteEntry.js');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const again = await gateway.request('/remoteEntry.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the page, for a missing asset and for paths escaping the folder', async () => {
    expect((await gateway.request('/missing.js')).status).toBe(404);
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/remotes/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await gateway.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('top secret');
    }
  });

  it('serves mounted remotes without fallback', async () => {
    const gw = build({ staticMounts: [{ prefix: '/mfe/frontdesk', dir: join(staticDir, 'remotes', 'frontdesk') }] });
    expect(await (await gw.request('/mfe/frontdesk/remoteEntry.js')).text()).toBe('var frontdesk;');
    expect((await gw.request('/mfe/frontdesk/nothing')).status).toBe(404);
  });

  it('lists the remotes at /remotes.json', async () => {
    const res = await gateway.request('/remotes.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual([{ name: 'frontdesk', entry: '/remotes/frontdesk/mf-manifest.json' }]);
  });

  it('answers 404 JSON for pages when no front end is configured', async () => {
    const bare = build({ staticDir: undefined });
    const res = await bare.request('/reserve/new');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error).toBe('not_found');
  });
});

describe('security headers', () => {
  it.each(['/reserve/new', '/main.3f9a1c2b.js', '/api/login/status', '/api/hw/tax_rates', '/api/nope', '/healthz', '/remotes.json'])(
    'are on %s',
    async (path) => {
      const res = await gateway.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('allows remote origins in the CSP and sends HSTS when asked', async () => {
    const gw = build({ remotes: [{ name: 'finance', entry: 'https://finance.example.com/mf-manifest.json' }], hsts: true });
    const res = await gw.request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://finance.example.com");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
