import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { GUEST_USER, SESSION_COOKIE, type LoginStatus } from '@pms/contracts/auth';
import { auditActor, recordAudit, type AppEnv, type Clock, type Sql } from '@pms/service-kit';
import { insertRevokedToken, purgeExpiredRevocations } from '../db/revocations';
import { forgetSession } from '../db/sessions';
import { enqueueRevocation } from '../events/revocation';
import { requestToken as tokenOfRequest, signedInUser } from '../tokens/current-user';
import type { KeyRing } from '../tokens/keys';
import { readSession } from '../tokens/session';

export interface SessionRoutesDeps {
  sql: Sql;
  clock: Clock;
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
  const { sql, keys, clock, cookie: cookieOptions } = deps;
  const clearSession = (c: Context) => deleteCookie(c, SESSION_COOKIE, cookieOptions);
  const requestToken = (c: Context) => tokenOfRequest(c, getCookie(c, SESSION_COOKIE));

  return new Hono<AppEnv>()
    .get('/login/status', async (c) => {
      const token = requestToken(c);
      const signedIn = await signedInUser(sql, keys, token);
      if (!signedIn && getCookie(c, SESSION_COOKIE)) clearSession(c);
      if (!signedIn) return c.json<LoginStatus>(GUEST_USER);
      return c.json<LoginStatus>(signedIn.mustChangePassword ? { ...signedIn.user, must_change_password: true } : signedIn.user);
    })
    .get('/logout', async (c) => {
      const token = requestToken(c);
      const session = token ? await readSession(await keys(), token) : undefined;
      if (session) {
        await sql.begin(async (tx) => {
          if (await insertRevokedToken(tx, session.jti, session.expiresAt)) {
            await enqueueRevocation(tx, session.jti, session.expiresAt);
            // Once per session: a repeated sign-out of the same token changes nothing.
            await recordAudit(tx, { ...auditActor(c, clock), user_id: Number(session.sub), username: session.username }, {
              action: 'session.signed_out',
              entity: 'session',
              entity_id: session.sub,
            });
          }
          await forgetSession(tx, session.jti);
          // Token expiry is wall-clock time, like the tokens themselves.
          await purgeExpiredRevocations(tx, new Date());
        });
        c.var.log.info({ userId: Number(session.sub) }, 'signed out');
      }
      clearSession(c);
      return c.json({ user: GUEST_USER });
    });
}
