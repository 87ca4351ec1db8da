import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_PAGE_ROWS, PAGE_LIMIT_MAX, pageQuery } from '@pms/contracts/rules/paging';
import { ApiError, api, isAbortError } from './client';
import { useApi, type ApiQuery } from './useApi';

export interface PagedQuery<T> extends ApiQuery<T> {
  /** A page after the first is being fetched (the rows so far are shown). */
  loadingMore: boolean;
  /** More pages remain on the server (with `auto: false`, until `loadMore()` reads them). */
  more: boolean;
  /** Reads the next page (with `auto: false`; a no-op while one is coming or none remains). */
  loadMore: () => void;
  /** The path `data` answers (it stays shown while a newer path's first page comes). */
  dataPath: string | null;
}

export interface PagedQueryOptions {
  /** Read every page one after the other (default), or one page per `loadMore()`. */
  auto?: boolean;
}

/** `path` with a page's `?limit=&cursor=`. */
const pagePath = (path: string, limit: number, cursor?: string | null) => `${path}${path.includes('?') ? '&' : '?'}${pageQuery(limit, cursor)}`;

/** The load under way: its path, its cancel, what it has so far and where it goes on from. */
interface Run<T> {
  path: string;
  controller: AbortController;
  sofar: T;
  next: string | null;
  busy: boolean;
}

/**
 * A long list read page by page from a paged route (`@pms/contracts/rules/paging`; issue #16): the
 * first `FIRST_PAGE_ROWS` rows are shown as soon as they come, then the rest follows in pages of
 * `PAGE_LIMIT_MAX` — by itself (`auto`, the default) or one page per `loadMore()` — each added to
 * what is shown (`merge`: the answer so far and the next page). The list keeps the server's order
 * and filters; whatever the table sorts by hand covers the rows loaded so far.
 *
 * As `useApiQuery`: it reloads whenever `path` changes (null: nothing to load) or on `reload()`, a
 * newer load cancels the older one, the last answer stays shown while the next one's first page comes,
 * and failures are reported (a failed later page keeps the rows already shown).
 */
export function usePagedQuery<T>(action: string, path: string | null, merge: (sofar: T, page: T) => T, { auto = true }: PagedQueryOptions = {}): PagedQuery<T> {
  const { report } = useApi();
  const [data, setData] = useState<T | undefined>(undefined);
  const [dataPath, setDataPath] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [more, setMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const latest = useRef({ merge, action, report, auto });
  latest.current = { merge, action, report, auto };
  const run = useRef<Run<T> | null>(null);

  const failed = useCallback((e: unknown, signal: AbortSignal) => {
    if (signal.aborted || isAbortError(e)) return;
    latest.current.report(e, latest.current.action);
    setError(e instanceof ApiError ? e : new ApiError({ status: 0, code: 'client', message: String(e), cause: e }));
    setLoading(false);
    setLoadingMore(false);
  }, []);

  /** Reads the pages after the run's cursor: all of them (`auto`), or one. */
  const goOn = useCallback(
    async (current: Run<T>, all: boolean) => {
      const { signal } = current.controller;
      current.busy = true;
      setLoadingMore(true);
      try {
        do {
          const page = await api.getPage<T>(pagePath(current.path, PAGE_LIMIT_MAX, current.next), { signal });
          if (signal.aborted) return;
          current.sofar = latest.current.merge(current.sofar, page.answer);
          current.next = page.next;
          setData(current.sofar);
          setMore(page.next !== null);
        } while (all && current.next !== null);
        setLoadingMore(false);
      } catch (e) {
        failed(e, signal);
      } finally {
        current.busy = false;
      }
    },
    [failed],
  );

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
        const page = await api.getPage<T>(pagePath(path, FIRST_PAGE_ROWS), { signal });
        if (signal.aborted) return;
        const current: Run<T> = { path, controller, sofar: page.answer, next: page.next, busy: false };
        run.current = current;
        setData(page.answer);
        setDataPath(path);
        setError(undefined);
        setLoading(false);
        setMore(page.next !== null);
        if (page.next !== null && latest.current.auto) await goOn(current, true);
      } catch (e) {
        failed(e, signal);
      }
    })();
    return () => controller.abort();
  }, [path, generation, goOn, failed]);

  const loadMore = useCallback(() => {
    const current = run.current;
    if (!current || current.busy || current.next === null || current.controller.signal.aborted) return;
    void goOn(current, false);
  }, [goOn]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, dataPath, error, loading, loadingMore, more, loadMore, reload };
}
/** `merge` for a list answered as an array: the pages one after the other. */
export const concatPages = <R>(sofar: R[], page: R[]): R[] => [...sofar, ...page];
