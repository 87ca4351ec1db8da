import type { Hono } from 'hono';
import { GATEWAY_SECRET_HEADER, type Clock } from '@pms/service-kit';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { hashPassword } from '../src/domain/password';
import { insertUser } from '../src/db/users';
import type { Sql } from '@pms/service-kit';

/** A hotel clock a test moves by minutes (the lock and the rate limit read it). */
export function movableClock(start = '2026-03-01T12:00:00Z'): Clock & { advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    timeZone: 'America/New_York',
    now: () => new Date(t),
    today: () => new Date(t).toISOString().slice(0, 10),
    calendarDate: () => new Date(t).toISOString().slice(0, 10),
    advance(ms: number) {
      t += ms;
    },
  };
}

export const MINUTE = 60_000;

export async function addUser(sql: Sql, username: string, password: string, access_id = 1, active = true) {
  const user = await insertUser(sql, { username, passwordHash: await hashPassword(password), access_id, active });
  if (!user) throw new Error(`user ${username} exists`);
  return user;
}

type App = Pick<Hono, 'request'>;

export function login(app: App, body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The session token a login answer set. */
export function sessionTokenOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1);
  if (!token) throw new Error('no session cookie in the answer');
  return token;
}

/** The gateway's secret in these tests: with it, `x-forwarded-for` is believed (client-address.ts). */
export const GATEWAY_SECRET = 'a-test-secret-the-gateway-and-svc-auth-share';

/** Headers of a request the gateway forwards for a client at `address`. */
export function viaGateway(address: string): Record<string, string> {
  return { 'x-forwarded-for': address, [GATEWAY_SECRET_HEADER]: GATEWAY_SECRET };
}
