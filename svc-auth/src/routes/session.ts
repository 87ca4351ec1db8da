import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { GUEST_USER, LOGIN_ERRORS, LoginBody, SESSION_COOKIE, SESSION_TTL_SECONDS, type User } from '@pms/contracts/auth';
import { tokenOf, unauthorized, validate, type AppEnv, type Clock, type Logger, type Sql } from '@pms/service-kit';
import { findUserById, findUserByName, recordFailedLogin, recordSuccessfulLogin, toUser } from '../db/users';
import { insertRevokedToken, isTokenRevoked, purgeExpiredRevocations } from '../db/revocations';
import { isLocked, lockedMessage, secondsLeft } from '../domain/lockout';
import { decoyHash, verifyPassword } from '../domain/password';
import type { RateLimiter } from '../domain/rate-limit';
import { enqueueRevocation } from '../events/revocation';
import type { KeyRing } from '../tokens/keys';
import { issueSession, readSession } from '../tokens/session';

export interface SessionRoutesDeps {
  sql: Sql;
  clock: Clock;
  log: Logger;
  keys: () => Promise<KeyRing>;
  limiter: RateLimiter;
  secureCookie: boolean;
}

/** One message for an unknown user and a wrong password: a sign-in form must not confirm usernames. */
const BAD_CREDENTIALS = 'The username or password is incorrect.';
const INACTIVE = 'This account is not active. Please ask a manager.';

/**
 * The caller's address as the gateway saw it. The gateway replaces any `x-forwarded-for` a browser
 * sent with the one address it trusts, and only the gateway can reach this service (network
 * policy), so its first entry is the client. Without a gateway (tests, direct calls) the socket's.
 */
function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

function rateLimited(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = limiter.hit(clientAddress(c));
    if (decision.allowed) return next();
    c.var.log.warn({ address: clientAddress(c) }, 'login rate limit reached');
    c.header('retry-after', String(decision.retryAfterSeconds));
    return c.json(
      {
        error: LOGIN_ERRORS.tooManyRequests,
        message: `Too many sign-in attempts from this address. Try again in ${decision.retryAfterSeconds} seconds.`,
      },
      429,
    );
  };
}

export function sessionRoutes(deps: SessionRoutesDeps) {
  const { sql, clock, keys, limiter, secureCookie } = deps;
  const cookieOptions = { path: '/', httpOnly: true, secure: secureCookie, sameSite: 'Strict' } as const;
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
    .use(async (c, next) => {
      await next();
      // Session answers are per user: never stored by a browser or proxy cache.
      c.header('cache-control', 'no-store');
    })
    .post('/login', rateLimited(limiter), validate('json', LoginBody), async (c) => {
      const { username, password } = c.req.valid('json');
      const now = clock.now();
      const row = await findUserByName(sql, username);
      if (!row) {
        // Same work as a real check, so the answer's timing does not reveal unknown usernames.
        await verifyPassword(password, await decoyHash());
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (row.locked_until && isLocked(row.locked_until, now)) return locked(c, row.locked_until, now);

      if (!(await verifyPassword(password, row.password_hash))) {
        const { locked_until } = await recordFailedLogin(sql, row.user_id, now);
        c.var.log.info({ userId: row.user_id, locked: isLocked(locked_until, now) }, 'failed sign-in');
        if (locked_until && isLocked(locked_until, now)) return locked(c, locked_until, now);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (!row.active) throw unauthorized(INACTIVE);

      await recordSuccessfulLogin(sql, row.user_id);
      const user = toUser(row);
      const { token } = await issueSession(await keys(), user);
      setCookie(c, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
      c.var.log.info({ userId: user.user_id }, 'signed in');
      return c.json({ user });
    })
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

function locked(c: Context, until: Date, now: Date) {
  c.header('retry-after', String(secondsLeft(until, now)));
  return c.json({ error: LOGIN_ERRORS.accountLocked, message: lockedMessage(until, now) }, 423);
}
