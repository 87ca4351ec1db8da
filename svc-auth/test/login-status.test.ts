import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER, LoginStatus, SESSION_COOKIE } from '@pms/contracts/auth';
import { sessionCookie, waitFor } from '@pms/service-kit/testing';
import { addUser, login, sessionTokenOf, startAuthBehindGateway, type AuthBehindGateway } from './helpers';

/**
 * `GET /api/login/status` is answered by the gateway from the verified session (docs/auth-and-gateway.md):
 * the same bytes svc-auth answers, and the guest once the session is revoked — as soon as the
 * revocation event reaches the gateway's list.
 */
let suite: AuthBehindGateway;
beforeAll(async () => {
  suite = await startAuthBehindGateway('auth-login-status-test');
  await addUser(suite.auth.deps.sql, 'deskclerk', 'right password', 2);
});
afterAll(() => suite?.stop());

const STATUS = '/api/login/status';
const statusText = async (app: Pick<AuthBehindGateway['gateway'], 'request'>, cookie: string) => (await app.request(STATUS, { headers: { cookie } })).text();

describe('GET /api/login/status through the gateway', () => {
  it('answers exactly what svc-auth answers for a valid session, with no-store', async () => {
    const cookie = sessionCookie(sessionTokenOf(await login(suite.gateway, { username: 'deskclerk', password: 'right password' })));
    const res = await suite.gateway.request(STATUS, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text).toBe(await statusText(suite.auth.app, cookie));
    const status = LoginStatus.strict().parse(JSON.parse(text));
    expect(status).toMatchObject({ username: 'deskclerk', access_id: 2, type: 'Manager' });
    expect(status).not.toHaveProperty('must_change_password');
  });

  it('answers the guest once the session is signed out elsewhere (polled: the revocation travels over NATS)', async () => {
    const cookie = sessionCookie(sessionTokenOf(await login(suite.gateway, { username: 'deskclerk', password: 'right password' })));
    expect(JSON.parse(await statusText(suite.gateway, cookie))).toMatchObject({ username: 'deskclerk' });
    // Signed out at svc-auth itself, as from another tab: the gateway only hears of it by the event.
    const started = performance.now();
    expect((await suite.auth.app.request('/api/logout', { headers: { cookie } })).status).toBe(200);
    await waitFor(async () => (await statusText(suite.gateway, cookie)) === JSON.stringify(GUEST_USER), 'the gateway answers the guest', { intervalMs: 5 });
    // Not asserted (tests never assert timing); docs/performance.md reports it.
    console.log(`revoked session answered as guest after ${Math.round(performance.now() - started)} ms`);
    const res = await suite.gateway.request(STATUS, { headers: { cookie } });
    expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('answers the guest once an Administrator disables the account', async () => {
    const cookie = sessionCookie(sessionTokenOf(await login(suite.gateway, { username: 'deskclerk', password: 'right password' })));
    const [user] = await suite.auth.deps.sql<{ user_id: number }[]>`select user_id from users where username = 'deskclerk'`;
    await addUser(suite.auth.deps.sql, 'chiefadmin', 'an admin password', 3);
    const admin = sessionCookie(sessionTokenOf(await login(suite.gateway, { username: 'chiefadmin', password: 'an admin password' })));
    const patched = await suite.gateway.request(`/api/users/${user?.user_id}`, {
      method: 'PATCH',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ disabled: true }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    await waitFor(async () => (await statusText(suite.gateway, cookie)) === JSON.stringify(GUEST_USER), 'the gateway answers the guest', { intervalMs: 5 });
  });
});
