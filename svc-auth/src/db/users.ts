import type { User } from '@pms/contracts/auth';
import type { Sql, TransactionSql } from '@pms/service-kit';

type Db = Sql | TransactionSql;

export interface UserRow {
  user_id: number;
  username: string;
  password_hash: string;
  access_id: number;
  type: string;
  full_name: string;
  active: boolean;
  must_change_password: boolean;
}

/** What leaves the service about a user: never the hash. */
export function toUser(row: Pick<UserRow, 'user_id' | 'username' | 'access_id' | 'type'>): User {
  return { user_id: row.user_id, username: row.username, access_id: row.access_id, type: row.type };
}

export async function findUserByName(sql: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`
    select u.user_id, u.username, u.password_hash, u.access_id, a.type, u.full_name, u.active, u.must_change_password
    from users u join access_levels a using (access_id)
    where lower(u.username) = lower(${username})`;
  return row;
}

export async function findUserById(sql: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await sql<UserRow[]>`
    select u.user_id, u.username, u.password_hash, u.access_id, a.type, u.full_name, u.active, u.must_change_password
    from users u join access_levels a using (access_id)
    where u.user_id = ${userId}`;
  return row;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  access_id: number;
  active?: boolean;
  /** Defaults to the username. */
  full_name?: string;
  /** A password someone else chose (an Administrator): to be changed at the first sign-in. */
  must_change_password?: boolean;
}

/** Inserts a user; answers `undefined` when the username (in any case) is taken. */
export async function insertUser(sql: Db, user: NewUser): Promise<User | undefined> {
  const [row] = await sql<{ user_id: number; username: string; access_id: number; type: string }[]>`
    with inserted as (
      insert into users (username, password_hash, access_id, active, full_name, must_change_password)
      values (${user.username}, ${user.passwordHash}, ${user.access_id}, ${user.active ?? true},
              ${user.full_name ?? user.username}, ${user.must_change_password ?? false})
      on conflict ((lower(username))) do nothing
      returning user_id, username, access_id
    )
    select i.user_id, i.username, i.access_id, a.type from inserted i join access_levels a using (access_id)`;
  return row ? toUser(row) : undefined;
}

export async function usernameTaken(sql: Db, username: string): Promise<boolean> {
  const [row] = await sql`select 1 from users where lower(username) = lower(${username})`;
  return row !== undefined;
}
