import type { StaffUser } from '@pms/contracts/staff';
import { ROLES } from '@pms/contracts/permissions';
import type { Sql, TransactionSql } from '@pms/service-kit';

type Db = Sql | TransactionSql;

interface StaffRow {
  user_id: number;
  username: string;
  full_name: string;
  access_id: number;
  active: boolean;
  must_change_password: boolean;
}

export const toStaffView = (row: StaffRow): StaffUser => ({
  user_id: row.user_id,
  username: row.username,
  full_name: row.full_name,
  access_id: row.access_id,
  disabled: !row.active,
  must_change_password: row.must_change_password,
});

/** Every account, by username: a hotel has tens of staff, not thousands. */
export async function listStaff(sql: Db): Promise<StaffUser[]> {
  const rows = await sql<StaffRow[]>`
    select user_id, username, full_name, access_id, active, must_change_password from users order by lower(username)`;
  return rows.map(toStaffView);
}

/**
 * Locks an account for a change, and with it every active Administrator's row: two Administrators
 * demoting or disabling each other at once are then taken one after the other, so the second sees
 * the first's change and the hotel never loses its last Administrator. Answers the account (or
 * `undefined`) and how many other active Administrators there are.
 */
export async function lockForChange(tx: TransactionSql, userId: number): Promise<{ user: StaffRow | undefined; otherAdministrators: number }> {
  const locked = await tx<StaffRow[]>`
    select user_id, username, full_name, access_id, active, must_change_password from users
    where user_id = ${userId} or (access_id = ${ROLES.administrator} and active)
    order by user_id
    for update`;
  const user = locked.find((r) => r.user_id === userId);
  const otherAdministrators = locked.filter((r) => r.user_id !== userId && r.access_id === ROLES.administrator && r.active).length;
  return { user, otherAdministrators };
}

export interface StaffChange {
  full_name?: string;
  access_id?: number;
  active?: boolean;
  password_hash?: string;
  must_change_password?: boolean;
}

export async function updateStaff(tx: TransactionSql, userId: number, change: StaffChange): Promise<StaffUser> {
  const [row] = await tx<StaffRow[]>`
    update users set
      full_name = coalesce(${change.full_name ?? null}, full_name),
      access_id = coalesce(${change.access_id ?? null}::int, access_id),
      active = coalesce(${change.active ?? null}::boolean, active),
      password_hash = coalesce(${change.password_hash ?? null}, password_hash),
      must_change_password = coalesce(${change.must_change_password ?? null}::boolean, must_change_password),
      updated_at = now()
    where user_id = ${userId}
    returning user_id, username, full_name, access_id, active, must_change_password`;
  return toStaffView(row!);
}

/** Lifts every sign-in wait on a username (docs/security.md "Operating lockouts"). */
export async function liftSignInWaits(tx: TransactionSql, usernameKey: string): Promise<void> {
  await tx`delete from login_backoff where username_key = ${usernameKey}`;
}
