import type { User } from '@pms/contracts/auth';
import { SIGNED_IN } from '@pms/contracts/routes';

/** docs/product.md §2/§6: a route renders only for a user whose access_id reaches the route's level. */
export const hasAccess = (user: Pick<User, 'access_id'>, level: number): boolean => user.access_id >= level;

/** Signed in means access_id ≥ 1; the guest user (access_id 0) sees the login screen. */
export const isSignedIn = (user: Pick<User, 'access_id'>): boolean => hasAccess(user, SIGNED_IN);
