/**
 * Reads the audit trail page by page for one or more filters at once (a reservation's entries and
 * its stay's are two records, so two queries), merged newest first. "Show more" asks every query
 * that has more for its next page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '@pms/contracts/rules/audit';
import { AUDITED_SERVICES, type ServiceName } from '@pms/contracts/routes';
import { api, ApiError, isAbortError } from '../api/client';
import { AuditTrailAnswer, type AuditQuery, type AuditTrailPage } from './auditAnswers';

/** One query's pages so far: every entry loaded, and the cursor of the next page (null: no more). */
export interface LoadedTrail {
  entries: AuditEntry[];
  next_cursor: string | null;
}

/** The gateway's order (gateway/src/audit.ts): time, then service, then the service's own number, newest first. */
function newestFirst(a: AuditEntry, b: AuditEntry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.service !== b.service) return AUDITED_SERVICES.indexOf(a.service) - AUDITED_SERVICES.indexOf(b.service);
  return b.entry_id - a.entry_id;
}

/**
 * The queries' entries as one list, newest first, up to where every query is known: a query with
 * more pages may still hold entries newer than another query's older ones, so nothing older than the
 * last loaded entry of a query with more is shown until Show more has fetched past it.
 */
export function mergeTrails(trails: readonly LoadedTrail[]): { entries: AuditEntry[]; more: boolean } {
  const all = trails.flatMap((t) => t.entries).sort(newestFirst);
  const edges = trails.filter((t) => t.next_cursor !== null && t.entries.length > 0).map((t) => t.entries[t.entries.length - 1] as AuditEntry);
  const edge = edges.sort(newestFirst)[0];
  return { entries: edge ? all.filter((e) => newestFirst(e, edge) <= 0) : all, more: trails.some((t) => t.next_cursor !== null) };
}

export interface AuditTrail {
  entries: AuditEntry[];
  /** Some query has older entries: offer Show more. */
  more: boolean;
  showMore: () => void;
  loading: boolean;
  /** The last failure (a 400 carries `fields`); cleared by the next success. */
  error: ApiError | undefined;
  /** Services that did not answer: their entries may be missing. */
  unavailable: ServiceName[];
}

interface State {
  /** The queries these trails answer: a screen never shows one filter's entries under another's. */
  key: string | null;
  trails: LoadedTrail[];
  loading: boolean;
  error: ApiError | undefined;
  unavailable: ServiceName[];
}
const IDLE: State = { key: null, trails: [], loading: false, error: undefined, unavailable: [] };

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError({ status: 0, code: 'client', message: String(e), cause: e }));

/** Each query's next page (none for a query at its end), answered together. */
async function nextPages(queries: readonly AuditQuery[], trails: readonly LoadedTrail[] | null, signal: AbortSignal): Promise<{ trails: LoadedTrail[]; unavailable: ServiceName[] }> {
  const answers = await Promise.all(
    queries.map(async (q, i): Promise<AuditTrailPage> => {
      const before = trails?.[i];
      if (before && before.next_cursor === null) return { entries: [], next_cursor: null };
      return api.request('GET /api/audit', { query: { ...q, cursor: before?.next_cursor ?? undefined }, signal, schema: AuditTrailAnswer });
    }),
  );
  return {
    trails: answers.map((a, i) => ({ entries: [...(trails?.[i]?.entries ?? []), ...a.entries], next_cursor: a.next_cursor })),
    unavailable: [...new Set(answers.flatMap((a) => Object.keys(a.unavailable ?? {}) as ServiceName[]))],
  };
}

/**
 * The trail for `queries` (`null`: do not ask — e.g. a user who may not read it). Asks again when the
 * queries or `refresh` change; an answer for queries no longer shown is dropped.
 */
export function useAuditTrail(queries: readonly AuditQuery[] | null, refresh?: unknown): AuditTrail {
  const key = queries === null ? null : JSON.stringify(queries);
  const [state, setState] = useState<State>(IDLE);
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback((text: string, before: LoadedTrail[] | null) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => ({ ...s, loading: true }));
    nextPages(JSON.parse(text) as AuditQuery[], before, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ key: text, ...answer, loading: false, error: undefined }),
      (e: unknown) => {
        if (controller.signal.aborted || isAbortError(e)) return;
        console.error('[audit] the trail could not be read', e);
        setState((s) => ({ ...s, loading: false, error: asApiError(e) }));
      },
    );
  }, []);

  useEffect(() => {
    // A refresh keeps the entries on screen until the new first pages replace them; new queries start empty.
    setState((s) => (s.key === key ? s : { ...IDLE, key }));
    if (key !== null) run(key, null);
    return () => inFlight.current?.abort();
  }, [key, refresh, run]);

  // Until the effect has started the new queries' first load, the state still holds the old ones'.
  const shown = state.key === key ? state : { ...IDLE, key, loading: key !== null };
  const { trails } = shown;
  const showMore = useCallback(() => key !== null && run(key, trails), [key, trails, run]);
  return { ...mergeTrails(trails), showMore, loading: shown.loading, error: shown.error, unavailable: shown.unavailable };
}
