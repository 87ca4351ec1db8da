import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_PAGE_ROWS, PAGE_LIMIT_MAX, pageQuery } from '@pms/contracts/rules/paging';
import { ApiError, api, isAbortError } from './client';
import { useApi, type ApiQuery } from './useApi';

export interface PagedQuery<T> extends ApiQuery<T> {
  /** The first page is shown and the rest is still coming, page by page. */
  loadingMore: boolean;
}

/** `path` with a page's `?limit=&cursor=`. */
const pagePath = (path: string, limit: number, cursor?: string | null) => `${path}${path.includes('?') ? '&' : '?'}${pageQuery(limit, cursor)}`;

/**
 * A long list read page by page from a paged route (`@pms/contracts/rules/paging`; issue #16): the
 * first `FIRST_PAGE_ROWS` rows are shown as soon as they come, then the rest follows in pages of
 * `PAGE_LIMIT_MAX`, each added to what is shown (`merge`: the answer so far and the next page), while
 * `loadingMore` is true. The list stays in the server's order and filters; whatever the table sorts by
 * hand covers the rows loaded so far, and all of them once `loadingMore` is false.
 *
 * As `useApiQuery`: it reloads whenever `path` changes (null: nothing to load) or on `reload()`, a
 * newer load cancels the older one, the last answer stays shown while the next one's first page comes,
 * and failures are reported (a failed later page keeps the rows already shown).
 */
export function usePagedQuery<T>(action: string, path: string | null, merge: (sofar: T, page: T) => T): PagedQuery<T> {
  const { report } = useApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ merge, action, report });
  latest.current = { merge, action, report };

  useEffect(() => {
    if (path === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setLoading(true);
    setLoadingMore(false);
    void (async () => {
      try {
        let page = await api.getPage<T>(pagePath(path, FIRST_PAGE_ROWS), { signal });
        if (signal.aborted) return;
        let sofar = page.answer;
        setData(sofar);
        setError(undefined);
        setLoading(false);
        setLoadingMore(page.next !== null);
        while (page.next !== null) {
          page = await api.getPage<T>(pagePath(path, PAGE_LIMIT_MAX, page.next), { signal });
          if (signal.aborted) return;
          sofar = latest.current.merge(sofar, page.answer);
          setData(sofar);
        }
        setLoadingMore(false);
      } catch (e) {
        if (signal.aborted || isAbortError(e)) return;
        latest.current.report(e, latest.current.action);
        setError(e instanceof ApiError ? e : new ApiError({ status: 0, code: 'client', message: String(e), cause: e }));
        setLoading(false);
        setLoadingMore(false);
      }
    })();
    return () => controller.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, loading, loadingMore, reload };
}

/** `merge` for a list answered as an array: the pages one after the other. */
export const concatPages = <R>(sofar: R[], page: R[]): R[] => [...sofar, ...page];
