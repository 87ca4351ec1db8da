import { createLocalJWKSet, SignJWT, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER, LogoutAnswer, SESSION_COOKIE, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { routePath } from '@pms/contracts/routes';
import { createTokenVerifier, HttpError } from '@pms/service-kit';
import { createTestKeys, sessionCookie, waitFor } from '@pms/service-kit/testing';
import { authService, loadKeyRing } from '../src/service';
import { addUser, login, sessionTokenOf, startAuthBehindGateway, type AuthBehindGateway } from './helpers';

let suite: AuthBehindGateway;
let auth: AuthBehindGateway['auth'];
let gateway: AuthBehindGateway['gateway'];
let billing: AuthBehindGateway['billing'];
let gatewayRevocations: AuthBehindGateway['gatewayRevocations'];

beforeAll(async () => {
  suite = await startAuthBehindGateway('auth-session-test');
  ({ auth, gateway, billing, gatewayRevocations } = suite);
  await addUser(auth.deps.sql, 'nightaudit', 'right password', 1);
});
afterAll(() => suite?.stop());

const taxRates = routePath('/api/hw/tax_rates');

describe('GET /api/logout', () => {
  it('revokes the token everywhere: auth, the gateway and a service guard refuse it afterwards', async () => {
    const signedIn = await login(gateway, { username: 'nightaudit', password: 'right password' });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(sessionTokenOf(signedIn));
    expect((await gateway.request(taxRates, { headers: { cookie } })).status).toBe(200);
    expect((await billing.request(taxRates, { headers: { cookie } })).status).toBe(200);

    const out = await gateway.request('/api/logout', { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(LogoutAnswer.parse(await out.json())).toEqual({ user: GUEST_USER });
    expect(out.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));

    // svc-auth knows at once (its own table); the gateway, which answers the status from the
    // session, and the others as soon as the event reaches them.
    expect(await (await auth.app.request('/api/login/status', { headers: { cookie } })).json()).toEqual(GUEST_USER);
    await waitFor(async () => JSON.stringify(await (await gateway.request('/api/login/status', { headers: { cookie } })).json()) === JSON.stringify(GUEST_USER), 'gateway status says guest');
    await waitFor(async () => (await gateway.request(taxRates, { headers: { cookie } })).status === 401, 'gateway refuses');
    await waitFor(async () => (await billing.request(taxRates, { headers: { cookie } })).status === 401, 'service guard refuses');

    // A fresh sign-in is a new session and works.
    const again = await login(gateway, { username: 'nightaudit', password: 'right password' });
    expect((await gateway.request(taxRates, { headers: { cookie: sessionCookie(sessionTokenOf(again)) } })).status).toBe(200);
  });

  it('records the revocation once and publishes one event, however often the same token signs out', async () => {
    const token = sessionTokenOf(await login(auth.app, { username: 'nightaudit', password: 'right password' }));
    for (let i = 0; i < 2; i++) {
      const res = await auth.app.request('/api/logout', { headers: { cookie: sessionCookie(token) } });
      expect(await res.json()).toEqual({ user: GUEST_USER });
    }
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { jti: string; exp: number };
    const rows = await auth.deps.sql<{ expires_at: Date }[]>`select expires_at from revoked_tokens where jti = ${claims.jti}`;
    expect(rows.map((r) => r.expires_at.getTime())).toEqual([claims.exp * 1000]);
    const events = await auth.deps.sql`select 1 from outbox where subject = ${`pms.auth.revoked.${claims.jti}`}`;
    expect(events.length).toBe(1);
    await waitFor(async () => gatewayRevocations.has(claims.jti), 'revocation reaches the list');
  });

  it('answers the guest and clears the cookie without a session too', async () => {
    const res = await auth.app.request('/api/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: GUEST_USER });
  });
});

describe('tokens and keys', () => {
  it('publishes public keys only, with kid and alg', async () => {
    const res = await auth.app.request('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('keeps the development key across restarts (sessions survive)', async () => {
    const token = sessionTokenOf(await login(auth.app, { username: 'nightaudit', password: 'right password' }));
    const restarted = authService.createApp(auth.deps);
    const res = await restarted.request('/api/login/status', { headers: { cookie: sessionCookie(token) } });
    expect((await res.json()).username).toBe('nightaudit');
    const a = await loadKeyRing(auth.deps.sql, auth.deps.config);
    const b = await loadKeyRing(auth.deps.sql, auth.deps.config);
    expect(a.kid).toBe(b.kid);
  });

  it('a verifier on the published keys refuses tampered, expired, foreign-key and wrong-audience tokens', async () => {
    const jwks = (await (await auth.app.request('/.well-known/jwks.json')).json()) as JSONWebKeySet;
    const verifier = createTokenVerifier({ keys: createLocalJWKSet(jwks) });
    const ring = await loadKeyRing(auth.deps.sql, auth.deps.config);
    const mint = (audience: string, exp: string | number, issuer = TOKEN_ISSUER) =>
      new SignJWT({ username: 'nightaudit', access_id: 3, type: 'Administrator' })
        .setProtectedHeader({ alg: ring.alg, kid: ring.kid })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject('1')
        .setJti('j1')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(ring.privateKey);

    const good = sessionTokenOf(await login(auth.app, { username: 'nightaudit', password: 'right password' }));
    await expect(verifier.verify(good)).resolves.toMatchObject({ username: 'nightaudit', access_id: 1 });

    const [h, p, s] = good.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), access_id: 3 })).toString('base64url');
    const foreign = await createTestKeys();
    const refused = {
      tampered: `${h}.${raised}.${s}`,
      expired: await mint(TOKEN_AUDIENCE, Math.floor(Date.now() / 1000) - 60),
      'wrong audience': await mint('another-app', '1h'),
      'wrong issuer': await mint(TOKEN_AUDIENCE, '1h', 'someone'),
      'foreign key': await foreign.sign({ sub: '1' }),
    };
    for (const [name, token] of Object.entries(refused)) {
      const err = await verifier.verify(token).then(() => undefined, (e: unknown) => e);
      expect(err, name).toBeInstanceOf(HttpError);
      expect((err as HttpError).status, name).toBe(401);
      // svc-auth itself does not take them as a session either.
      const status = await auth.app.request('/api/login/status', { headers: { cookie: sessionCookie(token) } });
      expect(await status.json(), name).toEqual(GUEST_USER);
    }
  });
});
