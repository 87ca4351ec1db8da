import type { Sql } from '@pms/service-kit';
import { hashPassword } from '../domain/password';
import { insertUser, usernameTaken } from './users';

/** The demo staff (docs/architecture.md §7): only ever seeded in demo mode. */
export const DEMO_USERS = [
  { username: 'user', password: '123123', access_id: 1 },
  { username: 'manager', password: '123456', access_id: 2 },
  { username: 'admin', password: 'admin', access_id: 3 },
] as const;

/** Idempotent: adds the demo users that are missing, leaves existing accounts (and their passwords) alone. */
export async function seedDemoUsers(sql: Sql): Promise<void> {
  for (const demo of DEMO_USERS) {
    // Hashing is deliberately slow: skip it for users already there.
    if (await usernameTaken(sql, demo.username)) continue;
    await insertUser(sql, { username: demo.username, passwordHash: await hashPassword(demo.password), access_id: demo.access_id });
  }
}
