/** PostgreSQL's codes for a transaction aborted whole as a deadlock victim or a serialization failure. */
const CONFLICTS = ['40P01', '40001'];
/** A unique violation: a concurrent writer made the row first (the retry then finds it). */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs `work` again when PostgreSQL aborted it whole — a deadlock victim or a serialization failure,
 * and with `uniqueBackstop` a unique violation (a concurrent writer won; the retry finds what it
 * made). The transaction rolled back entirely, so running it again is safe. Writers lock in one
 * order, so this is a safety net, not a habit.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, { attempts = 3, uniqueBackstop = false } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      const retryable = CONFLICTS.includes(code) || (uniqueBackstop && code === UNIQUE_VIOLATION);
      if (attempt >= attempts || !retryable) throw err;
    }
  }
}
