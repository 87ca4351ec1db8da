import { afterAll, beforeAll, expect } from 'vitest';
import { StaffList, type NewStaffBody, type StaffUser } from '@pms/contracts/staff';
import { sessionCookie } from '@pms/service-kit/testing';
import { addUser, login, sessionTokenOf, startAuthBehindGateway, viaGateway, type AuthBehindGateway } from './helpers';

/** The first password an Administrator gives a new account in these tests. */
export const FIRST_PASSWORD = 'first-Pass-for-you-7';
/** A route of the guarded service behind the gateway: whether a session still works. */
export const TAX_RATES = '/api/hw/tax_rates';

/**
 * Staff accounts through the gateway for the test file that calls this (docs/security.md "Staff
 * accounts"), on real PostgreSQL and NATS: svc-auth with an Administrator (`chiefadmin`) and an
 * Employee (`deskclerk`) signed in before the first test — `cookies` holds their sessions, and a
 * test that ends the Administrator's signs in again there — and the calls of the staff screens.
 * `name` names the file's revocation consumers.
 */
export function staffSuite(name: string, config?: Record<string, string>) {
  const suite = {} as AuthBehindGateway;
  const cookies = { admin: '', employee: '' };

  beforeAll(async () => {
    Object.assign(suite, await startAuthBehindGateway(name, config as never));
    const sql = suite.auth.deps.sql;
    await addUser(sql, 'chiefadmin', 'chief admin secret', 3);
    await addUser(sql, 'deskclerk', 'desk clerk secret', 1);
    cookies.admin = await signIn('chiefadmin', 'chief admin secret');
    cookies.employee = await signIn('deskclerk', 'desk clerk secret');
  });
  afterAll(() => suite.stop?.());

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
  const createUser = (body: unknown, cookie = cookies.admin) => suite.gateway.request('/api/users', json('POST', body, cookie));
  const patchUser = (id: number | string, body: unknown, cookie = cookies.admin) => suite.gateway.request(`/api/users/${id}`, json('PATCH', body, cookie));
  const changePassword = (body: unknown, cookie: string) => suite.gateway.request('/api/me/password', json('POST', body, cookie));
  const userCount = async () => (await suite.auth.deps.sql<{ n: number }[]>`select count(*)::int as n from users`)[0]!.n;
  const staffNamed = async (username: string): Promise<StaffUser> => {
    const list = StaffList.parse(await (await suite.gateway.request('/api/users', { headers: { cookie: cookies.admin } })).json());
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

  return { suite, cookies, signIn, json, createUser, patchUser, changePassword, userCount, staffNamed, newStaff };
}
