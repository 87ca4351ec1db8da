/**
 * Runs a billing write again when PostgreSQL aborted it whole: a deadlock victim, a serialization
 * failure, or a unique backstop (a concurrent write won; the retry finds what it made).
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= attempts || !['40P01', '40001', '23505'].includes(code ?? '')) throw err;
    }
  }
}
