import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE, type SessionClaims, type User } from '@pms/contracts/auth';
import { matchRoute } from '@pms/contracts/routes';
import { forbidden, tokenOf, unauthorized, type AppEnv, type Sql } from '@pms/service-kit';
import { isTokenRevoked } from '../db/revocations';
import { findUserById } from '../db/users';
import type { KeyRing } from './keys';
import { isClientToken, readSession } from './session';

export interface SignedIn {
  user: User;
  /** The password an Administrator set is still to be changed. */
  mustChangePassword: boolean;
  session: SessionClaims & { expiresAt: Date };
}

/**
 * The signed-in user of a token, or `undefined`: not signed, forged, expired, signed out, or the
 * account gone or disabled. svc-auth answers from its own keys and revocation table (authoritative
 * the moment a sign-out or an Administrator's revocation commits), not the shared verifier.
 */
export async function signedInUser(sql: Sql, keys: () => Promise<KeyRing>, token: string | undefined): Promise<SignedIn | undefined> {
  if (!token) return undefined;
  const session = await readSession(await keys(), token);
  if (!session || (await isTokenRevoked(sql, session.jti))) return undefined;
  const row = await findUserById(sql, Number(session.sub));
  if (!row?.active) return undefined;
  // The claims are what the gateway and services enforce for this token, so the answer says the same.
  return {
    user: { user_id: row.user_id, username: session.username, access_id: session.access_id, type: session.type },
    mustChangePassword: row.must_change_password,
    session,
  };
}

/** The session token of a request: the cookie, or a bearer token. */
export const requestToken = (c: { req: { header(name: string): string | undefined } }, cookie: string | undefined) =>
  tokenOf(cookie, c.req.header('authorization'));

/**
 * svc-auth's own session guard: the route table's level for every signed-in route of this service
 * (`/api/users`, `/api/me/password`), checked with `signedInUser` — so a disabled or revoked user is
 * refused here at once, whatever the other verifiers have heard yet.
 */
export function authGuard(sql: Sql, keys: () => Promise<KeyRing>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = matchRoute(c.req.method, c.req.path);
    const level = match && 'route' in match ? match.route.access : 0;
    if (level === 0) return next();
    const token = requestToken(c, getCookie(c, SESSION_COOKIE));
    const signedIn = await signedInUser(sql, keys, token);
    // No route of svc-auth's has a scope: a machine client is known but never allowed.
    if (!signedIn && token && (await isClientToken(await keys(), token))) throw forbidden();
    if (!signedIn) throw unauthorized();
    if (signedIn.session.access_id < level) throw forbidden();
    c.set('session', signedIn.session);
    return next();
  };
}
