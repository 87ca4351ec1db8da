import type { EventEnvelope } from '@pms/contracts/events';
import type { Sql, TransactionSql } from './db';

/**
 * Projections apply a state event only when its version is newer than the one they hold
 * (docs/architecture.md §5), which makes replays, redeliveries and reordering harmless.
 *
 * The versions live in `projection_versions` of the consuming service's schema, one row per
 * subject. A service that keeps two projections of the same subject (two durables on one stream)
 * passes a distinct key for each, e.g. `room-board:${subject}`.
 */

/**
 * Inside the caller's transaction: records `version` for `subject` and returns true only when it is
 * newer than what is held (apply the event), false otherwise (skip it). Concurrent calls for one
 * subject queue on its row, so exactly the newest version wins.
 */
export async function applyIfNewer(tx: TransactionSql, subject: string, version: number): Promise<boolean> {
  const rows = await tx`${versionGuard(tx, subject, version)}`;
  return rows.length > 0;
}

/**
 * `applyIfNewer` as a statement fragment that returns a row only when `version` is newer, for a
 * projection whose change is one statement: `with newer as (${versionGuard(…)}) insert … select …
 * where exists (select 1 from newer)` guards and applies in one statement (atomic on its own), one
 * wait on the database instead of four (begin, guard, change, commit).
 */
export function versionGuard(sql: Sql | TransactionSql, subject: string, version: number) {
  return sql`
    insert into projection_versions (subject, version) values (${subject}, ${version})
    on conflict (subject) do update set version = excluded.version
    where projection_versions.version < excluded.version
    returning 1`;
}

/** The version held for a subject, or undefined before its first event. */
export async function projectedVersion(sql: Sql | TransactionSql, subject: string): Promise<number | undefined> {
  const [row] = await sql<{ version: string }[]>`select version from projection_versions where subject = ${subject}`;
  return row ? Number(row.version) : undefined;
}

/**
 * Applies one event in one transaction: the version guard and `apply` commit together, so a
 * failing `apply` leaves the version unrecorded and the redelivered event is applied again.
 * Returns whether the event was applied.
 */
export async function projectEvent(
  sql: Sql,
  subject: string,
  event: Pick<EventEnvelope, 'version'>,
  apply: (tx: TransactionSql) => Promise<void>,
): Promise<boolean> {
  return sql.begin(async (tx) => {
    if (!(await applyIfNewer(tx, subject, event.version))) return false;
    await apply(tx);
    return true;
  });
}
