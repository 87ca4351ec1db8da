import { describe, expect, it } from 'vitest';
import { GUEST_USER, LoginAnswer } from '@pms/contracts/auth';
import { NewStaffAnswer, STAFF_MESSAGES, StaffList } from '@pms/contracts/staff';
import { sessionCookie, waitFor } from '@pms/service-kit/testing';
import { login, sessionTokenOf, viaGateway } from './helpers';
import { FIRST_PASSWORD, staffSuite, TAX_RATES } from './staff-suite';

/**
 * Staff accounts through the gateway (docs/security.md "Staff accounts"): listing and creating them
 * at the Administrators' `/api/users`, and everyone's `/api/me/password`. Changing an account
 * (PATCH /api/users/{id}) is in staff-changes.test.ts.
 */
const { suite, cookies, signIn, json, createUser, changePassword, userCount, staffNamed, newStaff } = staffSuite('auth-staff-test');

describe('GET /api/users', () => {
  it('lists every account for an Administrator, never a password or hash', async () => {
    const res = await suite.gateway.request('/api/users', { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = StaffList.parse(JSON.parse(text));
    expect(list.users.map((u) => u.username)).toEqual(expect.arrayContaining(['chiefadmin', 'deskclerk']));
    expect(list.users.find((u) => u.username === 'deskclerk')).toMatchObject({ full_name: 'deskclerk', access_id: 1, disabled: false });
    expect(text).not.toMatch(/scrypt|password_hash/);
  });

  it('is refused to an Employee (403) and without a session (401), at the gateway and at svc-auth itself', async () => {
    expect((await suite.gateway.request('/api/users', { headers: { cookie: cookies.employee } })).status).toBe(403);
    expect((await suite.gateway.request('/api/users')).status).toBe(401);
    expect((await suite.auth.app.request('/api/users', { headers: { cookie: cookies.employee } })).status).toBe(403);
    expect((await suite.auth.app.request('/api/users')).status).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates an account whose first sign-in leads to Change password, and the change ends that', async () => {
    const body = newStaff({ access_id: 2, full_name: 'Ada Lovelace' });
    const res = await createUser(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = NewStaffAnswer.parse(await res.json());
    expect(created).toMatchObject({ username: body.username, full_name: 'Ada Lovelace', access_id: 2 });
    expect(await staffNamed(body.username)).toMatchObject({ must_change_password: true, disabled: false });

    const first = await login(suite.gateway, { username: body.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.11'));
    expect(LoginAnswer.parse(await first.clone().json())).toMatchObject({ must_change_password: true, user: { access_id: 2, type: 'Manager' } });
    const cookie = sessionCookie(sessionTokenOf(first));
    // A reload asks the status: it says so too, until the password is changed.
    const status = async () => (await suite.gateway.request('/api/login/status', { headers: { cookie } })).json();
    expect(await status()).toMatchObject({ username: body.username, must_change_password: true });

    const changed = await changePassword({ current: FIRST_PASSWORD, next: 'a passphrase of my own' }, cookie);
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json()).toEqual({ changed: true });
    // The session that changed the password stays signed in, on a fresh token without the must-change
    // claim (the gateway answers the status from the token); the old token is revoked.
    const fresh = sessionCookie(sessionTokenOf(changed));
    expect((await suite.gateway.request(TAX_RATES, { headers: { cookie: fresh } })).status).toBe(200);
    const freshStatus = await (await suite.gateway.request('/api/login/status', { headers: { cookie: fresh } })).json();
    expect(freshStatus).toEqual({ user_id: created.user_id, username: body.username, access_id: 2, type: 'Manager' });
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie } })).status === 401, 'the must-change token ends');
    expect(await status()).toEqual(GUEST_USER);

    const again = await login(suite.gateway, { username: body.username, password: 'a passphrase of my own' }, viaGateway('203.0.113.11'));
    const answer = LoginAnswer.parse(await again.json());
    expect(answer.must_change_password).toBeUndefined();
    expect((await login(suite.gateway, { username: body.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.11'))).status).toBe(401);
  });

  it('answers 400 naming each bad field, and adds nobody', async () => {
    const before = await userCount();
    const res = await createUser({ username: 'ab', full_name: '', access_id: 4, password: 'short' });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({
      username: STAFF_MESSAGES.usernameTooShort,
      full_name: STAFF_MESSAGES.required,
      access_id: STAFF_MESSAGES.role,
      password: STAFF_MESSAGES.passwordTooShort,
    });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a common password with digits around it', 'password1234!', STAFF_MESSAGES.passwordCommon],
    ['one of the most common passwords', 'qwertyuiop123', STAFF_MESSAGES.passwordCommon],
    ['the username inside', 'my-name-is-{username}-ok', STAFF_MESSAGES.passwordHasUsername],
    ['too few different characters', 'abababababababab', STAFF_MESSAGES.passwordTooSimple],
  ])('refuses %s (400 beside the password), adding nobody', async (_, password, message) => {
    const before = await userCount();
    const body = newStaff();
    const res = await createUser({ ...body, password: password.replace('{username}', body.username) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({ password: message });
    expect(await userCount()).toBe(before);
  });

  it('refuses a username taken in any case (409 beside the username); two racing creates make one account', async () => {
    const body = newStaff();
    expect((await createUser(body)).status).toBe(201);
    const dup = await createUser({ ...body, username: body.username.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({ error: 'username_taken', fields: { username: STAFF_MESSAGES.usernameTaken } });

    const racing = newStaff();
    const answers = await Promise.all([createUser(racing), createUser(racing), createUser(racing)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await suite.auth.deps.sql`select 1 from users where lower(username) = lower(${racing.username})`;
    expect(rows.length).toBe(1);
  });

  it('is refused to an Employee (403) and without a session (401), adding nobody', async () => {
    const before = await userCount();
    expect((await createUser(newStaff(), cookies.employee)).status).toBe(403);
    expect((await suite.gateway.request('/api/users', json('POST', newStaff()))).status).toBe(401);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/me/password', () => {
  it('refuses a wrong current password and a weak or unchanged next one beside their fields, changing nothing', async () => {
    const body = newStaff();
    await createUser(body);
    const cookie = await signIn(body.username, FIRST_PASSWORD);
    const fieldsOf = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string> }).fields;
    };
    expect(await fieldsOf(await changePassword({ current: 'not my password', next: 'a fine passphrase' }, cookie))).toEqual({
      current: STAFF_MESSAGES.currentPasswordWrong,
    });
    expect(await fieldsOf(await changePassword({ current: FIRST_PASSWORD, next: 'password1234' }, cookie))).toEqual({ next: STAFF_MESSAGES.passwordCommon });
    expect(await fieldsOf(await changePassword({ current: FIRST_PASSWORD, next: FIRST_PASSWORD }, cookie))).toEqual({ next: STAFF_MESSAGES.passwordUnchanged });
    expect(await fieldsOf(await changePassword({ next: 'x' }, cookie))).toEqual({ current: STAFF_MESSAGES.required, next: STAFF_MESSAGES.passwordTooShort });
    expect((await login(suite.gateway, { username: body.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.10'))).status).toBe(200);
  });

  it('needs a session (401) and ends the user’s other sessions', async () => {
    expect((await changePassword({ current: 'a', next: 'a fine passphrase' }, '')).status).toBe(401);
    const body = newStaff();
    await createUser(body);
    const phone = await signIn(body.username, FIRST_PASSWORD, '203.0.113.20');
    const desk = await signIn(body.username, FIRST_PASSWORD, '203.0.113.21');
    const changed = await changePassword({ current: FIRST_PASSWORD, next: 'a fine passphrase' }, desk);
    expect(changed.status).toBe(200);
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie: phone } })).status === 401, 'the other session ends');
    // The desk goes on with the token the answer set (its first one still said "must change").
    expect((await suite.gateway.request(TAX_RATES, { headers: { cookie: sessionCookie(sessionTokenOf(changed)) } })).status).toBe(200);
  });
});
