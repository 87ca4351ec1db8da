import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { LOGIN_ERRORS, LoginBody, SESSION_COOKIE, SESSION_TTL_SECONDS, type LoginAnswer } from '@pms/contracts/auth';
import { auditActor, hotelMetrics, recordAudit, trustedClientAddress, unauthorized, validate, type AppEnv, type Clock, type Sql } from '@pms/service-kit';
import { recordSession } from '../db/sessions';
import { findUserByName, toUser } from '../db/users';
import { decoyHash, verifyPassword } from '../domain/password';
import type { SessionCookieOptions } from '../routes/session';
import type { KeyRing } from '../tokens/keys';
import { issueSession } from '../tokens/session';
import type { LoginThrottle } from './throttle';

export interface LoginRoutesDeps {
  sql: Sql;
  clock: Clock;
  keys: () => Promise<KeyRing>;
  throttle: LoginThrottle;
  /** Only requests carrying it have their `x-forwarded-for` believed (client-address.ts in service-kit). */
  gatewaySecret: string | undefined;
  cookie: SessionCookieOptions;
}

/** One message for an unknown user and a wrong password: a sign-in form must not confirm usernames. */
const BAD_CREDENTIALS = 'The username or password is incorrect.';
const INACTIVE = 'This account is not active. Please ask a manager.';

/**
 * `POST /api/login` (docs/auth-and-gateway.md, docs/security.md "Sign-in throttling").
 *
 * An unknown username takes exactly the path of a wrong password: the same throttle (keyed on the
 * name as typed), the same scrypt work on a decoy hash, the same answer. What is checked, in order:
 * the body (400, counts nothing), the address's ceiling and the pair's wait (429 at once, counts
 * nothing), then the password.
 */
export function loginRoutes(deps: LoginRoutesDeps) {
  const { sql, clock, keys, throttle, gatewaySecret, cookie } = deps;
  // The decoy's own hashing must not make the first unknown username slower than a known one.
  void decoyHash();

  return new Hono<AppEnv>().post('/login', validate('json', LoginBody), async (c) => {
    const { username, password } = c.req.valid('json');
    const address = trustedClientAddress(c, gatewaySecret);
    const claim = await throttle.claim(username, address, clock.now());
    if (!claim.allowed) {
      c.var.log.warn({ address, reason: claim.reason, retryAfter: claim.retryAfterSeconds }, 'sign-in throttled');
      hotelMetrics.signIns.inc({ outcome: 'throttled' });
      return tooManyAttempts(c, claim.retryAfterSeconds, claim.reason);
    }

    const row = await findUserByName(sql, username);
    const right = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
    if (!row || !right) {
      c.var.log.info({ address, userId: row?.user_id ?? null, failures: claim.attempt.failures }, 'failed sign-in');
      hotelMetrics.signIns.inc({ outcome: 'failure' });
      // Never the name as typed (people type passwords there): the account's, when there is one. An
      // unknown name is recorded too, so both cost the same.
      await recordAudit(sql, { ...auditActor(c, clock), address, user_id: row?.user_id ?? null, username: row?.username ?? null }, {
        action: 'session.sign_in_failed',
        entity: 'session',
        entity_id: row?.user_id ?? 'unknown',
      });
      throw unauthorized(BAD_CREDENTIALS);
    }
    // The password was right: whatever follows, this attempt was no guess.
    await throttle.succeeded(claim.attempt);
    if (!row.active) {
      hotelMetrics.signIns.inc({ outcome: 'failure' });
      throw unauthorized(INACTIVE);
    }

    const user = toUser(row);
    const { token, claims, expiresAt } = await issueSession(await keys(), user, row.must_change_password);
    // Recorded before the cookie leaves, so an Administrator can always revoke what a user holds.
    await sql.begin(async (tx) => {
      await recordSession(tx, claims.jti, user.user_id, expiresAt);
      await recordAudit(tx, { ...auditActor(c, clock), address, user_id: user.user_id, username: user.username }, {
        action: 'session.signed_in',
        entity: 'session',
        entity_id: user.user_id,
      });
    });
    setCookie(c, SESSION_COOKIE, token, { ...cookie, maxAge: SESSION_TTL_SECONDS });
    c.var.log.info({ userId: user.user_id, address }, 'signed in');
    hotelMetrics.signIns.inc({ outcome: 'success' });
    return c.json<LoginAnswer>(row.must_change_password ? { user, must_change_password: true } : { user });
  });
}

/** A throttled attempt: 429 at once with `retry-after` (never a held request). */
export function tooManyAttempts(c: Context, retryAfterSeconds: number, reason: 'address' | 'username') {
  const wait = retryAfterSeconds >= 120 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  const message =
    reason === 'address'
      ? `Too many failed sign-ins from this address. Try again in ${wait}.`
      : `Too many failed sign-ins for this username. Try again in ${wait}.`;
  c.header('retry-after', String(retryAfterSeconds));
  return c.json({ error: LOGIN_ERRORS.tooManyRequests, message }, 429);
}
