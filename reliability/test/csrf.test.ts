import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { snapshot, startSuite, USERS, type Suite } from './suite';

/**
 * Cross-site request forgery against the real suite (issue #13, docs/security.md "CSRF"): writes a
 * page on another site can make the clerk's browser send — with the clerk's cookie — are refused
 * and change nothing, through the gateway and straight at a service; the suite's own pages and API
 * clients (no browser origin) work. The gateway answers at http://localhost here (in process).
 */
let suite: Suite;
let clerk: string;

beforeAll(async () => {
  suite = await startSuite({ only: ['auth', 'rooms'], demo: ['auth', 'rooms'], gateway: { publicOrigins: [PUBLIC] } });
  clerk = await suite.signIn(USERS.employee);
}, 120_000);
afterAll(() => suite?.stop());

const OWN = 'http://localhost';
/** Where the clerks reach the suite behind a TLS ingress (PUBLIC_ORIGIN). */
const PUBLIC = 'https://pms.hotel.example';
const EVIL = 'https://evil.example';
const crossSite = { origin: EVIL, 'sec-fetch-site': 'cross-site' };

type Init = { method: string; headers?: Record<string, string>; body?: string; cookie?: string | null };
const through = (path: string, { method, headers = {}, body, cookie = clerk }: Init) =>
  suite.gateway.request(`${OWN}${path}`, { method, headers: { ...(cookie ? { cookie } : {}), ...headers }, body });
/** As a browser on the service's own port would send it (start:services on one machine). */
const ROOMS = 'http://127.0.0.1:8093';
const straightAtRooms = (path: string, { method, headers = {}, body, cookie = clerk }: Init) =>
  suite.services.rooms.app.request(`${ROOMS}${path}`, { method, headers: { ...(cookie ? { cookie } : {}), ...headers }, body });

const cleanOf = async (roomId: number) => {
  const [row] = await suite.sql.rooms<{ clean: number }[]>`select clean from rooms where room_id = ${roomId}`;
  return row?.clean;
};
const workOrder = JSON.stringify({ vals: [1, 'Leaking tap', 1] });

describe.each([
  ['through the gateway', through, OWN],
  ['straight at svc-rooms', straightAtRooms, ROOMS],
] as const)('CSRF %s', (_where, send, own) => {
  const sameOrigin = { origin: own, 'sec-fetch-site': 'same-origin' };
  it('refuses cross-site writes — a bodyless PUT, a JSON POST, an opaque origin — and changes nothing', async () => {
    const before = await snapshot(suite);
    // A page on the same host but another port is the same site, not the same origin.
    const refused: Record<string, string>[] = [crossSite, { origin: EVIL }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' }];
    for (const headers of refused) {
      const res = await send('/api/hw/updateCleanStatus/0/1', { method: 'PUT', headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(ErrorBody.parse(await res.json()).error).toBe('forbidden');
    }
    expect((await send('/api/hw/room_issues', { method: 'POST', headers: { ...crossSite, 'content-type': 'application/json' }, body: workOrder })).status).toBe(403);
    expect(await snapshot(suite)).toEqual(before);
  });

  it('refuses a text/plain form post carrying JSON with 415, even from the suite\'s own page', async () => {
    const before = await snapshot(suite);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await send('/api/hw/room_issues', { method: 'POST', headers: { ...sameOrigin, 'content-type': type }, body: workOrder });
      expect(res.status, type).toBe(415);
      expect(ErrorBody.parse(await res.json()).error).toBe('unsupported_media_type');
    }
    expect(await snapshot(suite)).toEqual(before);
  });

  it('lets the suite\'s own pages and API clients (no browser origin) write', async () => {
    expect((await send('/api/hw/updateCleanStatus/0/2', { method: 'PUT', headers: sameOrigin })).status).toBe(200);
    expect(await cleanOf(2)).toBe(0);
    expect((await send('/api/hw/updateCleanStatus/1/2', { method: 'PUT' })).status).toBe(200);
    expect(await cleanOf(2)).toBe(1);
    if (own === OWN) {
      // Behind a TLS ingress the page's origin is the public one: the gateway knows it, the service
      // behind it need not (the gateway checked, and passes neither Origin nor Sec-Fetch-Site on).
      expect((await send('/api/hw/updateCleanStatus/0/2', { method: 'PUT', headers: { origin: PUBLIC, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
      expect((await send('/api/hw/updateCleanStatus/1/2', { method: 'PUT', headers: { origin: PUBLIC } })).status).toBe(200);
    }
    // A bodyless PUT as it arrives over HTTP: `content-length: 0` and, from the Node server, an empty
    // body stream all the same (the gateway once forwarded that stream, and the service refused it with 415).
    const overHttp = new Request(`${own}/api/hw/updateCleanStatus/0/3`, {
      method: 'PUT',
      headers: { ...sameOrigin, cookie: clerk, 'content-length': '0' },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    const emptyPut = own === OWN ? await suite.gateway.request(overHttp) : await suite.services.rooms.app.request(overHttp);
    expect(emptyPut.status, await emptyPut.text()).toBe(200);
    expect(await cleanOf(3)).toBe(0);
    // Reads are never refused, whoever asks.
    expect((await send('/api/hw/room_issues', { method: 'GET', headers: crossSite })).status).toBe(200);
  });
});

describe('sign-in and sign-out are state-changing too', () => {
  const sameOrigin = { origin: OWN, 'sec-fetch-site': 'same-origin' };
  it('refuses a cross-site login and a cross-site GET /api/logout (the session survives)', async () => {
    const login = await through('/api/login', {
      method: 'POST',
      headers: { ...crossSite, 'content-type': 'application/json' },
      body: JSON.stringify(USERS.employee),
      cookie: null,
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
    expect((await through('/api/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(USERS.employee), cookie: null })).status).toBe(415);

    const session = await suite.signIn(USERS.employee);
    expect((await through('/api/logout', { method: 'GET', headers: crossSite, cookie: session })).status).toBe(403);
    const status = await through('/api/login/status', { method: 'GET', cookie: session });
    expect((await status.json()).username).toBe(USERS.employee.username);

    // From the suite's own page both work.
    expect((await through('/api/logout', { method: 'GET', headers: sameOrigin, cookie: session })).status).toBe(200);
    const ownLogin = await through('/api/login', { method: 'POST', headers: { ...sameOrigin, 'content-type': 'application/json' }, body: JSON.stringify(USERS.employee), cookie: null });
    expect(ownLogin.status).toBe(200);
  });
});
