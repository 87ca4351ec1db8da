import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { GUEST_USER, SESSION_COOKIE, type LoginStatus, type SessionClaims } from '@pms/contracts/auth';
import { lightAnswer, tokenOf, type TokenVerifier } from '@pms/service-kit';

/** `GET /api/login/status` (contracts auth.ts `LoginStatus`). */
export const LOGIN_STATUS_PATH = '/api/login/status';

/** The answer svc-auth gives for a valid session, built from the token's claims (the same fields, in the same order). */
function statusOfClaims(claims: SessionClaims & { must_change_password: boolean }): LoginStatus {
  const user = { user_id: Number(claims.sub), username: claims.username, access_id: claims.access_id, type: claims.type };
  return claims.must_change_password ? { ...user, must_change_password: true } : user;
}

/**
 * Answers the screens' most frequent call at the gateway, which has verified the session anyway:
 * a second hop to svc-auth and its two queries (revocation, user row) cost ~10× the rest
 * (docs/performance.md). What svc-auth's answer depended on is in hand: the claims are what every
 * verifier enforces for the token, `must_change_password` travels in it (svc-auth replaces the
 * token when the password is changed), and whatever else would make the session void — sign-out,
 * an Administrator disabling, demoting or resetting the account — revokes the token, which the
 * verifier's revocation list (fed by NATS) learns within a second.
 *
 * Left to svc-auth (`passOn`): a token the verifier refuses (svc-auth answers the guest and clears
 * the cookie with the attributes it set it with) and a token signed before the claim existed.
 */
export function loginStatus(verifier: TokenVerifier, passOn: (c: Context) => Promise<Response>) {
  return async (c: Context): Promise<Response> => {
    const token = tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));
    if (!token) return answer(GUEST_USER);
    let claims: SessionClaims;
    try {
      claims = await verifier.verify(token);
    } catch {
      return passOn(c);
    }
    const { must_change_password } = claims;
    if (must_change_password === undefined) return passOn(c);
    return answer(statusOfClaims({ ...claims, must_change_password }));
  };
}

/**
 * The status as JSON with its length said: a small answer whose length is known passes the
 * compression middleware untouched and leaves as one buffer (without it, the answer is read back to
 * learn it is small — a tenth of this call's CPU, docs/performance.md "Login status").
 */
function answer(status: LoginStatus): Response {
  const body = JSON.stringify(status);
  return lightAnswer(body, 200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store' });
}
