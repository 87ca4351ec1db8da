/**
 * Who is signed in, as the screens need it before anything else (docs/product.md §1, §5, §9): the
 * guest user and the sign-in form's minimums. Roles and who may do what: `permissions.ts`.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** A user as the session answers describe it (docs/product.md §3); `auth.ts`'s `User` schema checks it. */
export interface SessionUser {
  user_id: number;
  username: string;
  access_id: number;
  type: string;
}

/** The signed-out user (docs/product.md §3). */
export const GUEST_USER: Readonly<SessionUser> = Object.freeze({ user_id: 0, username: 'guest', access_id: 0, type: 'Guest' });

/** docs/product.md §5/§9: **Login** stays disabled until the username and password are this long. */
export const LOGIN_MINIMUMS = { username: 4, password: 5 } as const;

/** Whether the sign-in form may be sent (the rule behind the Login button). */
export function canSubmitLogin(username: string, password: string): boolean {
  return username.length >= LOGIN_MINIMUMS.username && password.length >= LOGIN_MINIMUMS.password;
}
