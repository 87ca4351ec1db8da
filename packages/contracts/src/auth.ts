import { z } from 'zod';
import { tooLongMessage } from './rules/guest';
import type { SessionUser } from './rules/session';

/** The guest user and the sign-in form's minimums (zod-free) live in `rules/session.ts`. */
export * from './rules/session';

/**
 * Access levels and the user `type` each carries: the permission table's roles under their older
 * names (svc-auth's `access_levels` table holds the same rows).
 */
export { ROLES as ACCESS, ROLE_NAMES as ACCESS_TYPES } from './permissions';

export const User = z.object({
  user_id: z.number().int(),
  username: z.string(),
  access_id: z.number().int(),
  type: z.string(),
}) satisfies z.ZodType<SessionUser>;
export type User = z.infer<typeof User>;

/** A missing field reads "is required", a field of the wrong kind "must be text". */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

export const LoginBody = z.object({
  username: text().min(1, 'is required').max(100, tooLongMessage(100)),
  password: text().min(1, 'is required').max(200, tooLongMessage(200)),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * `must_change_password` (docs/security.md "Staff accounts"): the password was set by an
 * Administrator (a new account or a reset); the screens lead straight to Change password.
 */
export const LoginAnswer = z.object({ user: User, must_change_password: z.boolean().optional() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/**
 * `GET /api/login/status` answers the user itself (the guest object when signed out), with
 * `must_change_password: true` while a password an Administrator set is still to be changed.
 */
export const LoginStatus = User.extend({ must_change_password: z.boolean().optional() });
export type LoginStatus = z.infer<typeof LoginStatus>;

export const LogoutAnswer = z.object({ user: User });

/**
 * Claims the JWT carries; `sub` is the user id. `must_change_password` lets the gateway answer
 * `GET /api/login/status` from the token alone (docs/auth-and-gateway.md); tokens signed before it
 * existed lack it, and their status is still asked of svc-auth. A machine client's token (docs/integrations.md
 * "Machine clients") carries `client_id`, its `scope` (space-separated), `client_version` (the
 * secret's version: rotating or revoking it ends every token of the version), `sub`
 * `client:<client_id>`, `username` `client:<name>` (so audit entries name the client) and
 * `access_id` 0: no role, only its scopes.
 */
export const SessionClaims = z.object({
  sub: z.string(),
  username: z.string(),
  access_id: z.number().int(),
  type: z.string(),
  jti: z.string(),
  must_change_password: z.boolean().optional(),
  client_id: z.string().optional(),
  client_version: z.number().int().optional(),
  scope: z.string().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaims>;

export const SESSION_COOKIE = 'pms_session';
/** How long a session token (and its cookie) lives. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** svc-auth serves its public keys here (not under /api: services and the gateway fetch it directly). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Answer code of `POST /api/login` beyond the usual ones: failed sign-ins are throttled per username
 * (as typed) and client address, and per address (docs/security.md); a throttled attempt answers
 * 429 `{error:'too_many_requests'}` with `retry-after`. No account is ever locked by failures.
 */
export const LOGIN_ERRORS = { tooManyRequests: 'too_many_requests' } as const;
export const TOKEN_ISSUER = 'pms-auth';
export const TOKEN_AUDIENCE = 'pms';
