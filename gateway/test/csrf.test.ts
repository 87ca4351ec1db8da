import { describe, expect, it } from 'vitest';
import { createLogger } from '@pms/service-kit';
import { createTestKeys } from '@pms/service-kit/testing';
import type { ServiceName } from '@pms/contracts/routes';
import { createGateway, type UpstreamHandler } from '../src/gateway';

/** CSRF at the gateway (docs/security.md "CSRF"): cross-site and non-JSON writes refused before any service sees them. */
const keys = await createTestKeys();
const reached: string[] = [];
const forwarded: Headers[] = [];
const upstream: UpstreamHandler = async (req) => {
  reached.push(`${req.method} ${new URL(req.url).pathname}`);
  forwarded.push(req.headers);
  return Response.json({ ok: true });
};
const upstreams = Object.fromEntries((['auth', 'reservations', 'rooms', 'billing'] as ServiceName[]).map((s) => [s, upstream])) as Record<ServiceName, UpstreamHandler>;
const gateway = createGateway({ upstreams, verifier: keys.verifier, log: createLogger('csrf-test', 'silent'), publicOrigins: ['https://pms.hotel.example'] });
const cookie = await keys.cookie(1);
const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
  gateway.request(`http://localhost:8080${path}`, { method: init.method ?? 'POST', headers: { cookie, ...init.headers }, body: init.body });
const json = { 'content-type': 'application/json' };
const body = JSON.stringify({ username: 'user', password: '123123' });

describe('CSRF', () => {
  it('refuses a cross-site write (Sec-Fetch-Site) and one from a foreign Origin, login and sign-out included', async () => {
    reached.length = 0;
    expect((await send('/api/login', { headers: { ...json, 'sec-fetch-site': 'cross-site' }, body })).status).toBe(403);
    expect((await send('/api/hw/reservation', { headers: { ...json, origin: 'https://evil.example' }, body: '{}' })).status).toBe(403);
    expect((await send('/api/hw/checkoutRoom/1/101', { method: 'PUT', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await send('/api/logout', { method: 'GET', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await send('/api/hw/reservation', { headers: { ...json, origin: 'null' }, body: '{}' })).status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('refuses a body that is not JSON with 415: a cross-site text/plain form post carrying JSON', async () => {
    reached.length = 0;
    const res = await send('/api/hw/reservation', { headers: { 'content-type': 'text/plain' }, body: '{"cust":[]}' });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('unsupported_media_type');
    expect((await send('/api/login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=user' })).status).toBe(415);
    expect(reached).toEqual([]);
  });

  it('lets same-origin writes, listed public origins, reads from anywhere and API clients through', async () => {
    reached.length = 0;
    expect((await send('/api/login', { headers: { ...json, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' }, body })).status).toBe(200);
    expect((await send('/api/login', { headers: { ...json, origin: 'https://pms.hotel.example' }, body })).status).toBe(200);
    expect((await send('/api/hw/checkoutRoom/1/101', { method: 'PUT', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await send('/api/hw/tax_rates', { method: 'GET', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    expect((await send('/api/login', { headers: { 'content-type': 'application/json; charset=utf-8' }, body })).status).toBe(200);
    expect(reached).toHaveLength(5);
  });

  it('passes neither Origin nor Sec-Fetch-Site on: the services behind it need not know the public origins', async () => {
    forwarded.length = 0;
    expect((await send('/api/login', { headers: { ...json, origin: 'https://pms.hotel.example', 'sec-fetch-site': 'same-origin' }, body })).status).toBe(200);
    expect(forwarded[0]?.get('origin')).toBeNull();
    expect(forwarded[0]?.get('sec-fetch-site')).toBeNull();
  });

  it('does not apply to a machine client (a bearer token, no cookie): a browser cannot forge that header', async () => {
    reached.length = 0;
    const token = await keys.sign({ access_id: 0, sub: 'client:pms_1', client_id: 'pms_1', scope: 'reservations:write' });
    const bearer = (headers: Record<string, string>) =>
      gateway.request('http://localhost:8080/api/hw/reservation', { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body: '{}' });
    expect((await bearer({ ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    // With the session cookie beside it, the browser's request is checked as any other.
    expect((await bearer({ ...json, cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(reached).toHaveLength(1);
  });

  it('takes a form only at the OAuth token endpoint (RFC 6749)', async () => {
    reached.length = 0;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await send('/api/oauth/token', { headers: form, body: 'grant_type=client_credentials' })).status).toBe(200);
    expect((await send('/api/clients', { headers: form, body: 'name=x' })).status).toBe(415);
    expect(reached).toEqual(['POST /api/oauth/token']);
  });

  it('takes a browser\'s bodyless DELETE (no content-length, no content-type) over HTTP', async () => {
    reached.length = 0;
    const res = await send(`/api/clients/pms_${'a'.repeat(24)}`, { method: 'DELETE', headers: { cookie: await keys.cookie(3), origin: 'http://localhost:8080' } });
    expect(res.status).toBe(200);
    expect(reached).toHaveLength(1);
  });
});
