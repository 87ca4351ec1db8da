import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SESSION_COOKIE, SessionClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@pms/contracts/auth';
import { scopeList } from '@pms/contracts/permissions';
import { clientRevocationKey } from '@pms/contracts/rules/clients';
import { matchRoute, type RouteDef } from '@pms/contracts/routes';
import type { AppEnv } from './app';
import { forbidden, unauthorized } from './errors';

/** Verifies a session token; throws a 401 `HttpError` for anything not acceptable. */
export interface TokenVerifier {
  verify(token: string): Promise<SessionClaims>;
}

/** Token ids revoked by logout, as learnt from svc-auth's revocation events. */
export interface RevocationList {
  has(jti: string): boolean;
}

export interface VerifierOptions {
  /** svc-auth's public keys: a JWKS URL (distributed) or a key getter (embedded). */
  keys: URL | JWTVerifyGetKey;
  revoked?: RevocationList;
  issuer?: string;
  audience?: string;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

/** Tokens whose signature was checked, kept this long at most (and never past their expiry). */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Checks a session token's signature, issuer, audience and expiry, then the revocation list.
 *
 * A browser sends the same token with every call, so a token whose signature checked out is
 * remembered (at most a minute, never past its expiry, at most 10,000 tokens): the signature check
 * costs ~0.15 ms of CPU on every call at the gateway and again at the service (measured by
 * `npm run bench`, docs/performance.md). Only the exact string that was verified is remembered, so
 * a tampered token is always checked afresh; revocation is consulted on every call; a key withdrawn
 * from svc-auth's JWKS stops being honoured within the minute (the JWKS itself is cached longer).
 */
export function createTokenVerifier({ keys, revoked, issuer = TOKEN_ISSUER, audience = TOKEN_AUDIENCE, now = Date.now }: VerifierOptions): TokenVerifier {
  const getKey = keys instanceof URL ? createRemoteJWKSet(keys, { cooldownDuration: 5_000 }) : keys;
  const verified = new Map<string, { claims: SessionClaims; until: number }>();
  const check = async (token: string, at: number): Promise<SessionClaims> => {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, getKey, {
        issuer,
        audience,
        algorithms: ['EdDSA', 'ES256'],
        // A token without an expiry would be good forever: refuse it even if correctly signed.
        requiredClaims: ['exp', 'jti', 'sub'],
        currentDate: new Date(at),
      }));
    } catch {
      throw unauthorized('Your session is not valid. Please sign in again.');
    }
    const claims = SessionClaims.safeParse(payload);
    if (!claims.success) throw unauthorized('Your session is not valid. Please sign in again.');
    const exp = (payload as { exp: number }).exp * 1000;
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims: claims.data, until: Math.min(exp, at + VERIFIED_TOKEN_TTL_MS) });
    return claims.data;
  };
  return {
    async verify(token) {
      const at = now();
      const known = verified.get(token);
      if (known && known.until <= at) verified.delete(token);
      const claims = known && known.until > at ? known.claims : await check(token, at);
      if (revoked?.has(claims.jti)) throw unauthorized('You have signed out. Please sign in again.');
      // A machine client's tokens all end together when its secret is replaced or it is revoked.
      if (claims.client_id !== undefined && revoked?.has(clientRevocationKey(claims.client_id, claims.client_version ?? 0))) {
        throw unauthorized('This client was revoked or its secret replaced. Ask for a new token.');
      }
      return claims;
    },
  };
}

/** The session token of a request: the HttpOnly cookie, or a bearer token for service clients. */
export function tokenOf(cookieHeaderToken: string | undefined, authorization: string | undefined): string | undefined {
  if (cookieHeaderToken) return cookieHeaderToken;
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return m?.[1];
}

/** Whether a token is a machine client's (docs/integrations.md "Machine clients"). */
export const isClientToken = (claims: SessionClaims): boolean => claims.client_id !== undefined;

/**
 * Whether a token may call a route: a person's by the role's access level, a machine client's by the
 * route's scope alone (a client has no role; Manager and Administrator routes have no scope).
 */
export function mayCall(claims: SessionClaims, route: Pick<RouteDef, 'access' | 'scope'>): boolean {
  if (isClientToken(claims)) return route.scope !== null && scopeList(claims.scope).includes(route.scope);
  return claims.access_id >= route.access;
}

/**
 * Enforces the route table's access levels (and, for machine clients, scopes) on a service (the gateway does the same in front of it;
 * checking twice means a service reached around the gateway is no softer).
 * Unknown paths pass through to the app's own 404.
 */
export function sessionGuard(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = matchRoute(c.req.method, c.req.path);
    const route = match && 'route' in match ? match.route : undefined;
    if (route === undefined || route.access === 0) return next();
    const token = tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));
    if (!token) throw unauthorized();
    const session = await verifier.verify(token);
    if (!mayCall(session, route)) throw forbidden();
    c.set('session', session);
    return next();
  };
}
