import { z } from 'zod';

export const ACCESS = { guest: 0, employee: 1, manager: 2, administrator: 3 } as const;

/** The user `type` each access level carries (svc-auth's `access_levels` table holds the same rows). */
export const ACCESS_TYPES: Record<number, string> = { 0: 'Guest', 1: 'Employee', 2: 'Manager', 3: 'Administrator' };

export const User = z.object({
  user_id: z.number().int(),
  username: z.string(),
  access_id: z.number().int(),
  type: z.string(),
});
export type User = z.infer<typeof User>;

/** The signed-out user (docs/product.md §3). */
export const GUEST_USER: User = { user_id: 0, username: 'guest', access_id: 0, type: 'Guest' };

/** A missing field reads "is required", a field of the wrong kind "must be text". */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

export const LoginBody = z.object({
  username: text().min(1, 'is required').max(100, 'must be at most 100 characters'),
  password: text().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginAnswer = z.object({ user: User });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** `GET /api/login/status` answers the user itself (the guest object when signed out). */
export const LoginStatus = User;

export const LogoutAnswer = z.object({ user: User });

/** Claims the JWT carries; `sub` is the user id. */
export const SessionClaims = z.object({
  sub: z.string(),
  username: z.string(),
  access_id: z.number().int(),
  type: z.string(),
  jti: z.string(),
});
export type SessionClaims = z.infer<typeof SessionClaims>;

export const SESSION_COOKIE = 'pms_session';
/** How long a session token (and its cookie) lives. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** svc-auth serves its public keys here (not under /api: services and the gateway fetch it directly). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Answer codes of `POST /api/login` beyond the usual ones: an account locked after repeated failed
 * sign-ins answers 423 `{error:'account_locked'}` with `retry-after`; too many attempts from one
 * address answer 429 `{error:'too_many_requests'}` with `retry-after`.
 */
export const LOGIN_ERRORS = { accountLocked: 'account_locked', tooManyRequests: 'too_many_requests' } as const;
export const TOKEN_ISSUER = 'pms-auth';
export const TOKEN_AUDIENCE = 'pms';
