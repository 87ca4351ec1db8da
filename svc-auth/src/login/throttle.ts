import type { Sql } from '@pms/service-kit';

/**
 * Sign-in throttling (OWASP ASVS 2.2.1: soft lockout and increasing delays; docs/security.md).
 *
 * - Per (username as typed, client address): the first `FREE_FAILURES` failures cost nothing (a
 *   clerk's typo), then each failure makes that pair wait 1 s, 2 s, 4 s … at most 60 s before its
 *   next attempt is even checked. A failure more than 10 minutes after the last one starts again.
 * - Per client address, across usernames: after `addressLimit` failures in 10 minutes, every attempt
 *   from it waits until enough of them are 10 minutes old.
 * - A refused attempt is answered at once (429 + `retry-after`), never by holding the request, and
 *   counts nothing. A successful sign-in removes its own attempt and its pair's failures: successes
 *   never count. Nothing here ever refuses an address for another address's failures, and nothing
 *   locks an account.
 *
 * The state is in PostgreSQL so that every svc-auth replica applies the same waits. Every attempt is
 * written BEFORE its password is checked and taken back if it succeeds, so racing attempts see each
 * other: a burst of parallel guesses gets no more checks than the same guesses one after another.
 */
export const FREE_FAILURES = 3;
const MAX_WAIT_SECONDS = 60;
const WINDOW_MS = 10 * 60 * 1000;
/** Old rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** The wait after a pair's `failures`-th failure: 0 for the free ones, then 1, 2, 4 … 60 seconds. */
export function waitSeconds(failures: number): number {
  const paid = failures - FREE_FAILURES;
  if (paid <= 0) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** Math.min(paid - 1, 16));
}

/** The username as typed, in the form the throttle keys on: whether or not such a user exists. */
export function usernameKey(typed: string): string {
  return typed.normalize('NFKC').toLowerCase();
}

/** An attempt allowed to check its password; `succeeded` takes it back. */
interface Attempt {
  id: string;
  usernameKey: string;
  address: string;
  /** The pair's failures so far, this attempt included (it counts until it succeeds). */
  failures: number;
}

type Claim =
  | { allowed: true; attempt: Attempt }
  | { allowed: false; retryAfterSeconds: number; reason: 'address' | 'username' };

export interface LoginThrottle {
  /** Claims one attempt for `typed` from `address` at `now`, or says how long to wait. */
  claim(typed: string, address: string, now: Date): Promise<Claim>;
  /** The password was right: the attempt and its pair's failures no longer count. */
  succeeded(attempt: Attempt): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function loginThrottle(sql: Sql, { addressLimit }: { addressLimit: number }): LoginThrottle {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    const cutoff = new Date(now.getTime() - WINDOW_MS);
    await sql`delete from login_failures where failed_at <= ${cutoff}`;
    await sql`delete from login_backoff where last_failed_at <= ${cutoff} and blocked_until <= ${now}`;
  }

  /** Writes the address's attempt, then counts its window; over the ceiling the attempt is taken back. */
  async function claimAddress(address: string, now: Date): Promise<{ id: string } | { retryAfterSeconds: number }> {
    const cutoff = new Date(now.getTime() - WINDOW_MS);
    const [row] = await sql<{ id: string }[]>`insert into login_failures (address, failed_at) values (${address}, ${now}) returning id::text`;
    const id = row!.id;
    const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`
      select count(*)::int as n from login_failures where address = ${address} and failed_at > ${cutoff}`;
    if (n <= addressLimit) return { id };
    await sql`delete from login_failures where id = ${id}`;
    // The next attempt is allowed once all but `addressLimit - 1` of the failures are out of the window.
    const [oldest] = await sql<{ failed_at: Date }[]>`
      select failed_at from login_failures where address = ${address} and failed_at > ${cutoff}
      order by failed_at offset ${Math.max(0, n - 1 - addressLimit)} limit 1`;
    // No row: the window emptied meanwhile (another replica swept it), so a second is enough.
    return { retryAfterSeconds: oldest ? seconds(oldest.failed_at.getTime() + WINDOW_MS - now.getTime()) : 1 };
  }

  /**
   * Counts one failure for the pair and sets its wait — unless the pair is still waiting, in which
   * case nothing changes (the row lock of the upsert makes racing attempts queue here).
   */
  async function claimPair(key: string, address: string, now: Date): Promise<{ failures: number } | { retryAfterSeconds: number }> {
    const cutoff = new Date(now.getTime() - WINDOW_MS);
    const failures = sql`(case when b.last_failed_at <= ${cutoff} then 1 else b.failures + 1 end)`;
    const [row] = await sql<{ failures: number }[]>`
      insert into login_backoff as b (username_key, address, failures, last_failed_at, blocked_until)
      values (${key}, ${address}, 1, ${now}, ${new Date(now.getTime() + waitSeconds(1) * 1000)})
      on conflict (username_key, address) do update set
        failures = ${failures},
        last_failed_at = ${now},
        blocked_until = ${now}::timestamptz + make_interval(secs => least(${MAX_WAIT_SECONDS}::float8,
          case when ${failures} <= ${FREE_FAILURES} then 0 else power(2, least(${failures} - ${FREE_FAILURES} - 1, 16)) end))
      where b.blocked_until <= ${now}
      returning failures`;
    if (row) return { failures: row.failures };
    const [waiting] = await sql<{ blocked_until: Date }[]>`
      select blocked_until from login_backoff where username_key = ${key} and address = ${address}`;
    return { retryAfterSeconds: seconds((waiting?.blocked_until.getTime() ?? now.getTime()) - now.getTime()) };
  }

  return {
    async claim(typed, address, now) {
      await sweep(now);
      const key = usernameKey(typed);
      const fromAddress = await claimAddress(address, now);
      if ('retryAfterSeconds' in fromAddress) return { allowed: false, reason: 'address', retryAfterSeconds: fromAddress.retryAfterSeconds };
      const pair = await claimPair(key, address, now);
      if ('retryAfterSeconds' in pair) {
        // Refused before any check: it is not a failure, so it does not count against the address.
        await sql`delete from login_failures where id = ${fromAddress.id}`;
        return { allowed: false, reason: 'username', retryAfterSeconds: pair.retryAfterSeconds };
      }
      return { allowed: true, attempt: { id: fromAddress.id, usernameKey: key, address, failures: pair.failures } };
    },
    async succeeded(attempt) {
      await sql.begin(async (tx) => {
        await tx`delete from login_failures where id = ${attempt.id}`;
        await tx`delete from login_backoff where username_key = ${attempt.usernameKey} and address = ${attempt.address}`;
      });
    },
  };
}

/**
 * Lifts every wait of one username, from every address (an administrator's "unlock"; the waits also
 * lift by themselves within a minute). Answers how many pairs were waiting or counting.
 */
export async function liftSignInWaits(sql: Sql, username: string): Promise<number> {
  const rows = await sql`delete from login_backoff where username_key = ${usernameKey(username)} returning 1`;
  return rows.length;
}
