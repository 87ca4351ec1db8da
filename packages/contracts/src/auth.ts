import { z } from 'zod';

export const ACCESS = { guest: 0, employee: 1, manager: 2, administrator: 3 } as const;

export const User = z.object({
  user_id: z.number().int(),
  username: z.string(),
  access_id: z.number().int(),
  type: z.string(),
});
export type User = z.infer<typeof User>;

/** The signed-out user (SPEC.md §3). */
export const GUEST_USER: User = { user_id: 0, username: 'guest', access_id: 0, type: 'Guest' };

export const LoginBody = z.object({
  username: z.string().min(1, 'is required').max(100, 'must be at most 100 characters'),
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
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
export const TOKEN_ISSUER = 'pms-auth';
export const TOKEN_AUDIENCE = 'pms';
