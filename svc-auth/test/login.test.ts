import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_USER, LoginAnswer, LoginStatus, SESSION_COOKIE, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { ErrorBody } from '@pms/contracts/errors';
import { createTestKeys, createTestService, sessionCookie, type TestService } from '@pms/service-kit/testing';
import type { AuthConfig } from '../src/config';
import { authService } from '../src/service';
import { addUser, login, movableClock, sessionTokenOf } from './helpers';

const clock = movableClock();
let auth: TestService<AuthConfig>;

beforeAll(async () => {
  // The throttle has its own tests (throttle.test.ts); here every attempt comes from one address.
  auth = await createTestService(authService, { clock, config: { LOGIN_RATE_LIMIT: 1000 } });
  const { sql } = auth.deps;
  await addUser(auth.deps.sql, 'frontdesk', 'correct horse', 1);
  await addUser(sql, 'Manager2', 'battery staple', 2);
  await addUser(sql, 'gone', 'old password', 1, false);
  await addUser(sql, 'valid1', 'valid password', 1);
});
afterAll(() => auth?.stop());

/** What the sign-in throttle holds (a 400 must change none of it). */
const throttleRows = async () => {
  const [r] = await auth.deps.sql<{ pairs: number; failures: number }[]>`
    select (select count(*)::int from login_backoff) as pairs, (select count(*)::int from login_failures) as failures`;
  return r;
};

describe('POST /api/login', () => {
  it('signs in: the user with its type, and an HttpOnly SameSite=Strict session cookie', async () => {
    const res = await login(auth.app, { username: 'frontdesk', password: 'correct horse' });
    expect(res.status).toBe(200);
    const body = LoginAnswer.parse(await res.json());
    expect(body.user).toEqual({ user_id: expect.any(Number), username: 'frontdesk', access_id: 1, type: 'Employee' });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).not.toContain('Secure');

    const token = sessionTokenOf(res);
    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('EdDSA');
    expect(header.kid).toBeTruthy();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(body.user.user_id), username: 'frontdesk', access_id: 1, type: 'Employee' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(8 * 60 * 60);
    expect(claims.jti).toBeTruthy();
  });

  it('matches the username whatever its case and answers it as stored', async () => {
    const res = await login(auth.app, { username: 'MANAGER2', password: 'battery staple' });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ username: 'Manager2', access_id: 2, type: 'Manager' });
  });

  it('answers an unknown user and a wrong password alike, 401', async () => {
    const unknown = await login(auth.app, { username: 'nobody', password: 'whatever' });
    const wrong = await login(auth.app, { username: 'valid1', password: 'not it' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const a = ErrorBody.parse(await unknown.json());
    const b = ErrorBody.parse(await wrong.json());
    expect(a).toEqual(b);
    expect(a.error).toBe('unauthorized');
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an inactive user even with the right password', async () => {
    const right = await login(auth.app, { username: 'gone', password: 'old password' });
    expect(right.status).toBe(401);
    expect((await right.json()).message).toMatch(/not active/);
    expect(right.headers.getSetCookie()).toEqual([]);
    const wrong = await login(auth.app, { username: 'gone', password: 'nope' });
    expect((await wrong.json()).message).toBe('The username or password is incorrect.');
  });

  it.each([
    ['no body fields', {}, ['username', 'password']],
    ['an empty username', { username: '', password: 'x' }, ['username']],
    ['a number as password', { username: 'valid1', password: 12345 }, ['password']],
    ['an overlong username', { username: 'u'.repeat(101), password: 'x' }, ['username']],
  ])('answers 400 naming the fields for %s, and counts nothing', async (_name, body, fields) => {
    const before = await throttleRows();
    const res = await login(auth.app, body);
    expect(res.status).toBe(400);
    const err = ErrorBody.parse(await res.json());
    expect(err.error).toBe('invalid_input');
    expect(Object.keys(err.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await throttleRows()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await login(auth.app, '{"username": "valid1", "password": ');
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toBe('invalid_input');
  });
});

describe('GET /api/login/status', () => {
  it('answers the guest without a cookie (never 401)', async () => {
    const res = await auth.app.request('/api/login/status');
    expect(res.status).toBe(200);
    expect(LoginStatus.parse(await res.json())).toEqual(GUEST_USER);
  });

  it('answers the signed-in user from the session cookie', async () => {
    const signedIn = await login(auth.app, { username: 'Manager2', password: 'battery staple' });
    const res = await auth.app.request('/api/login/status', { headers: { cookie: sessionCookie(sessionTokenOf(signedIn)) } });
    expect(LoginStatus.parse(await res.json())).toMatchObject({ username: 'Manager2', access_id: 2, type: 'Manager' });
  });

  it('answers the guest and clears the cookie for a token it did not sign', async () => {
    const foreign = await createTestKeys();
    for (const token of ['garbage', await foreign.sign({ sub: '1' })]) {
      const res = await auth.app.request('/api/login/status', { headers: { cookie: sessionCookie(token) } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(GUEST_USER);
      expect(res.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    }
  });

  it('answers the guest once the account is disabled', async () => {
    const user = await addUser(auth.deps.sql, 'leaver', 'right password', 1);
    const token = sessionTokenOf(await login(auth.app, { username: 'leaver', password: 'right password' }));
    await auth.deps.sql`update users set active = false where user_id = ${user.user_id}`;
    const res = await auth.app.request('/api/login/status', { headers: { cookie: sessionCookie(token) } });
    expect(await res.json()).toEqual(GUEST_USER);
  });
});
