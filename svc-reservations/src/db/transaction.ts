/**
 * Runs `work` again when PostgreSQL aborted it as a deadlock victim or a serialization failure:
 * the transaction rolled back whole, so running it again is safe. Writers lock in one order
 * (reservation, stays, inventory by room type and night), so this is a safety net, not a habit.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
