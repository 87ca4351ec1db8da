import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer } from '@pms/contracts/auth';
import { NewStaffAnswer, STAFF_MESSAGES, StaffList, StaffUser, type NewStaffBody } from '@pms/contracts/staff';
import { sessionCookie, waitFor } from '@pms/service-kit/testing';
import { addUser, login, sessionTokenOf, startAuthBehindGateway, viaGateway, type AuthBehindGateway } from './helpers';

/**
 * Staff accounts through the gateway (docs/security.md "Staff accounts"): the Administrators'
 * `/api/users` and everyone's `/api/me/password`, on real PostgreSQL and NATS.
 */
let suite: AuthBehindGateway;
let adminCookie: string;
let employeeCookie: string;

const FIRST_PASSWORD = 'first-Pass-for-you-7';
const TAX_RATES = '/api/hw/tax_rates';

beforeAll(async () => {
  suite = await startAuthBehindGateway('auth-staff-test');
  const sql = suite.auth.deps.sql;
  await addUser(sql, 'chiefadmin', 'chief admin secret', 3);
  await addUser(sql, 'deskclerk', 'desk clerk secret', 1);
  adminCookie = await signIn('chiefadmin', 'chief admin secret');
  employeeCookie = await signIn('deskclerk', 'desk clerk secret');
});
afterAll(() => suite?.stop());

async function signIn(username: string, password: string, address = '203.0.113.10'): Promise<string> {
  const res = await login(suite.gateway, { username, password }, viaGateway(address));
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionCookie(sessionTokenOf(res));
}

const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
const createUser = (body: unknown, cookie = adminCookie) => suite.gateway.request('/api/users', json('POST', body, cookie));
const patchUser = (id: number | string, body: unknown, cookie = adminCookie) => suite.gateway.request(`/api/users/${id}`, json('PATCH', body, cookie));
const changePassword = (body: unknown, cookie: string) => suite.gateway.request('/api/me/password', json('POST', body, cookie));
const userCount = async () => (await suite.auth.deps.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;
const staffNamed = async (username: string): Promise<StaffUser> => {
  const list = StaffList.parse(await (await suite.gateway.request('/api/users', { headers: { cookie: adminCookie } })).json());
  const found = list.users.find((u) => u.username === username);
  if (!found) throw new Error(`${username} is not listed`);
  return found;
};

let serial = 0;
const newStaff = (over: Partial<NewStaffBody> = {}): NewStaffBody => ({
  username: `staff${++serial}.${process.pid}`,
  full_name: 'Grace Hopper',
  access_id: 1,
  password: FIRST_PASSWORD,
  ...over,
});

describe('GET /api/users', () => {
  it('lists every account for an Administrator, never a password or hash', async () => {
    const res = await suite.gateway.request('/api/users', { headers: { cookie: adminCookie } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = StaffList.parse(JSON.parse(text));
    expect(list.users.map((u) => u.username)).toEqual(expect.arrayContaining(['chiefadmin', 'deskclerk']));
    expect(list.users.find((u) => u.username === 'deskclerk')).toMatchObject({ full_name: 'deskclerk', access_id: 1, disabled: false });
    expect(text).not.toMatch(/scrypt|password_hash/);
  });

  it('is refused to an Employee (403) and without a session (401), at the gateway and at svc-auth itself', async () => {
    expect((await suite.gateway.request('/api/users', { headers: { cookie: employeeCookie } })).status).toBe(403);
    expect((await suite.gateway.request('/api/users')).status).toBe(401);
    expect((await suite.auth.app.request('/api/users', { headers: { cookie: employeeCookie } })).status).toBe(403);
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

    const changed = await changePassword({ current: FIRST_PASSWORD, next: 'a passphrase of my own' }, cookie);
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await changed.json()).toEqual({ changed: true });
    // The session that changed the password stays signed in.
    expect((await suite.gateway.request(TAX_RATES, { headers: { cookie } })).status).toBe(200);

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
    expect((await createUser(newStaff(), employeeCookie)).status).toBe(403);
    expect((await suite.gateway.request('/api/users', json('POST', newStaff()))).status).toBe(401);
    expect(await userCount()).toBe(before);
  });
});

describe('PATCH /api/users/{id}', () => {
  async function signedInStaff(access_id = 1) {
    const body = newStaff({ access_id });
    const { user_id } = NewStaffAnswer.parse(await (await createUser(body)).json());
    const cookie = await signIn(body.username, FIRST_PASSWORD);
    return { ...body, user_id, cookie };
  }

  it('changes the full name and role; lowering the role signs the user out everywhere', async () => {
    const staff = await signedInStaff(2);
    expect((await suite.gateway.request(TAX_RATES, { headers: { cookie: staff.cookie } })).status).toBe(200);

    const res = await patchUser(staff.user_id, { full_name: 'Grace B. Hopper', access_id: 1 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(StaffUser.parse(await res.json())).toMatchObject({ full_name: 'Grace B. Hopper', access_id: 1 });
    // svc-auth at once; the gateway and the services as soon as the revocation event reaches them.
    expect(await (await suite.gateway.request('/api/login/status', { headers: { cookie: staff.cookie } })).json()).toMatchObject({ user_id: 0 });
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie: staff.cookie } })).status === 401, 'the gateway refuses', { timeoutMs: 1_000 });
    await waitFor(async () => (await suite.billing.request(TAX_RATES, { headers: { cookie: staff.cookie } })).status === 401, 'a service refuses', { timeoutMs: 1_000 });

    const again = LoginAnswer.parse(await (await login(suite.gateway, { username: staff.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.10'))).json());
    expect(again.user).toMatchObject({ access_id: 1, type: 'Employee' });
  });

  it('disabling a signed-in user: their next call is refused within a second and they cannot sign in', async () => {
    const staff = await signedInStaff();
    const res = await patchUser(staff.user_id, { disabled: true });
    expect(res.status).toBe(200);
    expect(StaffUser.parse(await res.json()).disabled).toBe(true);
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie: staff.cookie } })).status === 401, 'the gateway refuses', { timeoutMs: 1_000 });
    const refused = await login(suite.gateway, { username: staff.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.10'));
    expect(refused.status).toBe(401);

    expect((await patchUser(staff.user_id, { disabled: false })).status).toBe(200);
    expect((await login(suite.gateway, { username: staff.username, password: FIRST_PASSWORD }, viaGateway('203.0.113.10'))).status).toBe(200);
  });

  it('a password reset ends the user’s sessions; the new first password must be changed at sign-in', async () => {
    const staff = await signedInStaff();
    expect((await changePassword({ current: FIRST_PASSWORD, next: 'their own passphrase' }, staff.cookie)).status).toBe(200);
    const res = await patchUser(staff.user_id, { reset_password: 'a reset by the admin' });
    expect(res.status, await res.clone().text()).toBe(200);
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie: staff.cookie } })).status === 401, 'the gateway refuses', { timeoutMs: 1_000 });
    expect((await login(suite.gateway, { username: staff.username, password: 'their own passphrase' }, viaGateway('203.0.113.12'))).status).toBe(401);
    const reset = await login(suite.gateway, { username: staff.username, password: 'a reset by the admin' }, viaGateway('203.0.113.12'));
    expect(LoginAnswer.parse(await reset.json()).must_change_password).toBe(true);
  });

  it('unlock lifts the sign-in waits on a username', async () => {
    const staff = await signedInStaff();
    const attacker = viaGateway('198.51.100.66');
    let throttled: Response | undefined;
    for (let i = 0; i < 10 && !throttled; i++) {
      const res = await login(suite.gateway, { username: staff.username, password: 'a wrong guess' }, attacker);
      if (res.status === 429) throttled = res;
    }
    expect(throttled?.status).toBe(429);
    expect((await patchUser(staff.user_id, { unlock: true })).status).toBe(200);
    expect((await login(suite.gateway, { username: staff.username, password: FIRST_PASSWORD }, attacker)).status).toBe(200);
  });

  it('never disables or demotes the last active Administrator (409, nothing changed); two admins demoting each other at once leave one', async () => {
    const sql = suite.auth.deps.sql;
    // Only chiefadmin is an active Administrator in this database.
    const [chief] = await sql<{ user_id: number }[]>`select user_id from users where username = 'chiefadmin'`;
    for (const change of [{ disabled: true }, { access_id: 2 }]) {
      const res = await patchUser(chief!.user_id, change);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'last_administrator' });
    }
    expect(await staffNamed('chiefadmin')).toMatchObject({ access_id: 3, disabled: false });

    const second = await signedInStaff(3);
    const [a, b] = await Promise.all([
      patchUser(second.user_id, { access_id: 1 }, adminCookie),
      patchUser(chief!.user_id, { access_id: 1 }, second.cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [count] = await sql<{ admins: number }[]>`select count(*)::int as admins from users where access_id = 3 and active`;
    expect(count?.admins).toBe(1);
    // Whoever is left is chiefadmin or the second: put things back as they were.
    if (b.status === 200) {
      await sql`update users set access_id = 3 where username = 'chiefadmin'`;
      adminCookie = await signIn('chiefadmin', 'chief admin secret');
    }
  });

  it('answers 400 for a bad id or body and 404 for an unknown user, changing nothing', async () => {
    const staff = await signedInStaff();
    const before = await staffNamed(staff.username);
    const bad = await patchUser(staff.user_id, { access_id: 7, disabled: 'yes', reset_password: 'short', full_name: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields).sort()).toEqual(['access_id', 'disabled', 'full_name', 'reset_password']);
    expect((await patchUser('abc', { full_name: 'X Y' })).status).toBe(400);
    expect((await patchUser(99_999_999, { full_name: 'X Y' })).status).toBe(404);
    expect(await staffNamed(staff.username)).toEqual(before);
    expect((await patchUser(staff.user_id, { full_name: 'X Y' }, employeeCookie)).status).toBe(403);
    expect((await suite.gateway.request(`/api/users/${staff.user_id}`, json('PATCH', { full_name: 'X Y' }))).status).toBe(401);
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
    expect((await changePassword({ current: FIRST_PASSWORD, next: 'a fine passphrase' }, desk)).status).toBe(200);
    await waitFor(async () => (await suite.gateway.request(TAX_RATES, { headers: { cookie: phone } })).status === 401, 'the other session ends');
    expect((await suite.gateway.request(TAX_RATES, { headers: { cookie: desk } })).status).toBe(200);
  });
});
