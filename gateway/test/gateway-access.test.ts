import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { SCOPES } from '@pms/contracts/permissions';
import { routePath, routes, SIGNED_IN } from '@pms/contracts/routes';
import { sessionCookie } from '@pms/service-kit/testing';
import { stubGateway } from './stub-gateway';

const { keys, seen, gateway } = await stubGateway();

const sample = (path: string) => routePath(path, Object.fromEntries([...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], '1'])));

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

  it('lets a machine client\'s token through to exactly the routes of its scopes (docs/integrations.md)', async () => {
    const scoped = routes.filter((r) => r.scope !== null);
    expect(new Set(scoped.map((r) => r.scope))).toEqual(new Set(SCOPES));
    // Never a Manager's or an Administrator's route, nor a public one.
    expect(scoped.every((r) => r.access === SIGNED_IN || r.action === 'business_date.read' || r.action === 'folio.work')).toBe(true);
    for (const scope of SCOPES) {
      const bearer = `Bearer ${await keys.sign({ access_id: 0, sub: `client:${scope}`, client_id: scope, scope })}`;
      for (const route of routes.filter((r) => r.access > 0)) {
        seen.length = 0;
        const res = await gateway.request(sample(route.path), { method: route.method, headers: { authorization: bearer } });
        expect(res.status, `${scope} → ${route.method} ${route.path}`).toBe(route.scope === scope ? 200 : 403);
        expect(seen.length).toBe(route.scope === scope ? 1 : 0);
      }
    }
  });

  it('lets the sign-in routes through without a session', async () => {
    // Login status is the gateway's own answer (login-status.test.ts).
    for (const route of routes.filter((r) => r.access === 0 && r.path !== '/api/login/status')) {
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
