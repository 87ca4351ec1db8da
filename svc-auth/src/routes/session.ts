import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { GUEST_USER, SESSION_COOKIE, type User } from '@pms/contracts/auth';
import { tokenOf, type AppEnv, type Sql } from '@pms/service-kit';
import { findUserById } from '../db/users';
import { insertRevokedToken, isTokenRevoked, purgeExpiredRevocations } from '../db/revocations';
import { enqueueRevocation } from '../events/revocation';
import type { KeyRing } from '../tokens/keys';
import { readSession } from '../tokens/session';

export interface SessionRoutesDeps {
  sql: Sql;
  keys: () => Promise<KeyRing>;
  cookie: SessionCookieOptions;
}

export interface SessionCookieOptions {
  path: string;
  httpOnly: true;
  secure: boolean;
  sameSite: 'Strict';
}

/** The session cookie's attributes (the same when it is set at sign-in and when it is cleared). */
export function sessionCookieOptions(secure: boolean): SessionCookieOptions {
  return { path: '/', httpOnly: true, secure, sameSite: 'Strict' };
}

export function sessionRoutes(deps: SessionRoutesDeps) {
  const { sql, keys, cookie: cookieOptions } = deps;
  const clearSession = (c: Context) => deleteCookie(c, SESSION_COOKIE, cookieOptions);
  const requestToken = (c: Context) => tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));

  /** The signed-in user of a request, or `undefined`: not signed, forged, expired, signed out, or the account gone or disabled. */
  async function currentUser(token: string | undefined): Promise<User | undefined> {
    if (!token) return undefined;
    const session = await readSession(await keys(), token);
    if (!session || (await isTokenRevoked(sql, session.jti))) return undefined;
    const row = await findUserById(sql, Number(session.sub));
    if (!row?.active) return undefined;
    // The claims are what the gateway and services enforce for this token, so the status says the same.
    return { user_id: row.user_id, username: session.username, access_id: session.access_id, type: session.type };
  }

  return new Hono<AppEnv>()
    .get('/login/status', async (c) => {
      const token = requestToken(c);
      const user = await currentUser(token);
      if (!user && getCookie(c, SESSION_COOKIE)) clearSession(c);
      return c.json(user ?? GUEST_USER);
    })
    .get('/logout', async (c) => {
      const token = requestToken(c);
      const session = token ? await readSession(await keys(), token) : undefined;
      if (session) {
        await sql.begin(async (tx) => {
          if (await insertRevokedToken(tx, session.jti, session.expiresAt)) {
            await enqueueRevocation(tx, session.jti, session.expiresAt);
          }
          // Token expiry is wall-clock time, like the tokens themselves.
          await purgeExpiredRevocations(tx, new Date());
        });
        c.var.log.info({ userId: Number(session.sub) }, 'signed out');
      }
      clearSession(c);
      return c.json({ user: GUEST_USER });
    });
}
