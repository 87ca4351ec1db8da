import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useNotice, type NoticeApi } from '../notice/NoticeProvider';
import { ApiError, isAbortError } from './client';

/**
 * Makes a failed call visible (docs/architecture.md §8: not only the console): one console line for the
 * developer and one notice for the clerk. A 401 gets no notice (the session-expired handler moves
 * the clerk to login) and a cancelled call is not a failure.
 *
 * `action` names what failed in the clerk's words: "Load arrivals", "Check in".
 */
export function reportApiError(error: unknown, action: string, notice: Pick<NoticeApi, 'error'>): void {
  if (isAbortError(error)) return;
  const e =
    error instanceof ApiError
      ? error
      : new ApiError({ status: 0, code: 'client', message: 'Something went wrong in this page.', cause: error });
  const trace = e.traceId ? ` (trace ${e.traceId})` : '';
  console.error(`[api] ${action} failed: ${e.status} ${e.code}: ${e.message}${trace}`, e.fields ?? '', e.cause ?? '');
  if (e.status === 401) return;
  notice.error(e.message, { title: `${action} failed.`, reference: e.traceId });
}

export interface UseApi {
  /**
   * Runs a call; on failure reports it (console + notice) and resolves `undefined`. Rethrows
   * nothing, so a handler can be `const saved = await call('Save work order', () => api.post(…)); if (!saved) return;`.
   * Use `api` directly with try/catch where a failure needs its own handling (e.g. a 409 to explain).
   */
  call: <T>(action: string, run: () => Promise<T>) => Promise<T | undefined>;
  /** The same report for errors caught by hand. */
  report: (error: unknown, action: string) => void;
}

export function useApi(): UseApi {
  const notice = useNotice();
  const report = useCallback((error: unknown, action: string) => reportApiError(error, action, notice), [notice]);
  const call = useCallback(
    async <T>(action: string, run: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await run();
      } catch (e) {
        report(e, action);
        return undefined;
      }
    },
    [report],
  );
  return { call, report };
}

export interface ApiQuery<T> {
  /** The last answer (kept while a newer query runs, so the table does not flash empty). */
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Runs the query again (after a check-in, a payment, …). */
  reload: () => void;
}

/**
 * Loads data and loads it again whenever `deps` change (the filters that re-query on every
 * change, docs/product.md §2). Each run cancels the one before, so a slow old answer never overwrites a
 * newer one. Pass `null` as `load` to skip (e.g. while the date is empty). Failures are reported.
 */
export function useApiQuery<T>(
  action: string,
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
): ApiQuery<T> {
  const { report } = useApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(load !== null);
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ load, action, report });
  latest.current = { load, action, report };

  useEffect(() => {
    const { load: run, action: what, report: tell } = latest.current;
    if (!run) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    run(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(undefined);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted || isAbortError(e)) return;
        tell(e, what);
        setError(e instanceof ApiError ? e : new ApiError({ status: 0, code: 'client', message: String(e), cause: e }));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // The caller's deps decide when to re-query; `load` is read fresh from the ref. The linter cannot
    // see through a caller's list, as with useEffect's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's, like useEffect's
  }, [...deps, load === null, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, reload };
}
