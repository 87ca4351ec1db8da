import { describe, expect, it } from 'vitest';
import { LoginAnswer } from '@pms/contracts/auth';
import { NewStaffAnswer, StaffUser } from '@pms/contracts/staff';
import { waitFor } from '@pms/service-kit/testing';
import { login, viaGateway } from './helpers';
import { FIRST_PASSWORD, staffSuite, TAX_RATES } from './staff-suite';

/**
 * Changing a staff account through the gateway (docs/security.md "Staff accounts"): name and role,
 * disabling, a password reset and unlocking sign-in, each ending the user's sessions where it must;
 * the last active Administrator is never disabled or demoted.
 */
const { suite, cookies, signIn, json, createUser, patchUser, changePassword, staffNamed, newStaff } = staffSuite('auth-staff-changes-test');

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
    // svc-auth at once; the gateway (which answers the status itself) and the services as soon as
    // the revocation event reaches them.
    expect(await (await suite.auth.app.request('/api/login/status', { headers: { cookie: staff.cookie } })).json()).toMatchObject({ user_id: 0 });
    const status = async () => ((await (await suite.gateway.request('/api/login/status', { headers: { cookie: staff.cookie } })).json()) as { user_id: number }).user_id;
    await waitFor(async () => (await status()) === 0, 'the gateway answers the guest', { timeoutMs: 1_000 });
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
      patchUser(second.user_id, { access_id: 1 }, cookies.admin),
      patchUser(chief!.user_id, { access_id: 1 }, second.cookie),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [count] = await sql<{ admins: number }[]>`select count(*)::int as admins from users where access_id = 3 and active`;
    expect(count?.admins).toBe(1);
    // Whoever is left is chiefadmin or the second: put things back as they were.
    if (b.status === 200) {
      await sql`update users set access_id = 3 where username = 'chiefadmin'`;
      cookies.admin = await signIn('chiefadmin', 'chief admin secret');
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
    expect((await patchUser(staff.user_id, { full_name: 'X Y' }, cookies.employee)).status).toBe(403);
    expect((await suite.gateway.request(`/api/users/${staff.user_id}`, json('PATCH', { full_name: 'X Y' }))).status).toBe(401);
  });
});
