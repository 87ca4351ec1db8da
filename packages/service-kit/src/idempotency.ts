import type { Sql, TransactionSql } from './db';
import { badRequest } from './errors';

/**
 * `Idempotency-Key` support (STYLE.md "Idempotency at two levels"): a retried create or payment
 * returns the first result and does the work once.
 */

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * Runs `run` in a transaction. With a key, the first successful (2xx) answer is stored in that same
 * transaction, and every later or concurrent call with the same `scope` + `key` returns the stored
 * answer (`replayed: true`) without running `run`: concurrent calls queue on the key, so the work
 * happens once. A run that throws or answers non-2xx stores nothing, so the client may retry.
 * Without a key `run` simply runs in a transaction.
 *
 * `scope` separates the keys of different operations (e.g. `POST /api/hw/reservation`); include
 * the user when keys are only unique per user.
 */
export async function withIdempotencyKey(
  sql: Sql,
  scope: string,
  key: string | undefined,
  run: (tx: TransactionSql) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer & { replayed: boolean }> {
  if (key === undefined || key === '') {
    const answer = await sql.begin((tx) => run(tx));
    return { status: answer.status, body: answer.body, replayed: false };
  }
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest({ 'Idempotency-Key': `must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` });
  }
  return sql.begin(async (tx) => {
    // Calls with the same key wait here for the first to commit (or roll back), then see its answer.
    await tx`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`;
    const [stored] = await tx<{ status: number; body: unknown }[]>`
      select status, body from idempotency_keys where scope = ${scope} and key = ${key}`;
    if (stored) return { status: stored.status, body: stored.body, replayed: true };
    const answer = await run(tx);
    if (answer.status >= 200 && answer.status < 300) {
      await tx`
        insert into idempotency_keys (scope, key, status, body)
        values (${scope}, ${key}, ${answer.status}, ${tx.json((answer.body ?? null) as Parameters<typeof tx.json>[0])})`;
    }
    return { status: answer.status, body: answer.body, replayed: false };
  });
}

/** Forgets keys older than `olderThanHours` (clients retry within minutes; a day is generous). */
export async function pruneIdempotencyKeys(sql: Sql, olderThanHours = 24): Promise<number> {
  const rows = await sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${olderThanHours}) returning 1`;
  return rows.length;
}
