import { lightAnswer, referenceAnswers } from '@pms/service-kit';
import { etagOf, matchesEtag, MAX_VALIDATED_BYTES, NOT_MODIFIED_DROPS, REVALIDATE_ANSWER, withValidator } from './revalidate';
import { bufferedBody, wholeAnswer } from './whole-answer';

/** A service's 200 answer as kept: its bytes, the headers of a 200 and of a 304, and when it goes stale. */
interface KeptAnswer {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  notModified: Record<string, string>;
  etag: string;
  expires: number;
}

/**
 * Headers of the service's answer not kept: said anew for every answer (its length, the request's
 * id, the date) or replaced by the gateway's validator (revalidate.ts).
 */
const PER_ANSWER = new Set(['content-length', 'x-request-id', 'date', 'etag', 'cache-control']);

/** Paths kept at most: one per hotel id and query asked; beyond it the oldest goes (arbitrary ids or queries must not grow memory). */
export const REFERENCE_CACHE_ENTRIES = 16;

interface ReferenceCacheOptions {
  /** How long an answer is served from memory, in ms (> 0). */
  ttlMs: number;
  maxEntries?: number;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
}

/** Asks the service for the answer. `shared`: others wait on it, so the caller's going away must not cancel it. */
export type AskService = (shared: boolean) => Promise<Response>;

const fromMemory = referenceAnswers.labels({ source: 'memory' });
const fromService = referenceAnswers.labels({ source: 'service' });

/**
 * The hotel's reference data (`REVALIDATED_ROUTES`: hotel info, room types, tax rates) kept at the
 * gateway for a moment: no API call changes them and they are the same for every signed-in user, so
 * the hop to the service (~0.3 ms of CPU across both processes, docs/performance.md) buys nothing
 * when the same answer was fetched a second ago. Only the answer is shared, never the decision: the
 * caller has done the gateway's session and permission checks (the same `mayCall` the service
 * applies) before asking. Concurrent misses of a path make one request; what is not a whole 200
 * answer (errors, time-outs, a body too large, a cookie) is passed on as it is and never kept.
 */
export function referenceCache({ ttlMs, maxEntries = REFERENCE_CACHE_ENTRIES, now = Date.now }: ReferenceCacheOptions) {
  const kept = new Map<string, KeptAnswer>();
  const loading = new Map<string, Promise<KeptAnswer | undefined>>();

  function keep(key: string, res: Response): KeptAnswer | undefined {
    const body = bufferedBody(res);
    if (res.status !== 200 || !body || body.byteLength > MAX_VALIDATED_BYTES || res.headers.has('set-cookie')) return undefined;
    const etag = etagOf(body);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!PER_ANSWER.has(name)) headers[name] = value;
    });
    headers.etag = etag;
    headers['cache-control'] = REVALIDATE_ANSWER;
    const notModified = { ...headers };
    for (const name of NOT_MODIFIED_DROPS) delete notModified[name];
    headers['content-length'] = String(body.byteLength);
    const entry = { body, headers, notModified, etag, expires: now() + ttlMs };
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    kept.set(key, entry);
    return entry;
  }

  /** The kept answer, or a 304 when the browser holds the same: a light answer the Node adapter writes at once. */
  function served(entry: KeptAnswer, ifNoneMatch: string | undefined): Response {
    // Each answer its own copy of the headers, which the middlewares complete (x-request-id, security).
    if (matchesEtag(ifNoneMatch, entry.etag)) return lightAnswer(null, 304, Object.assign({}, entry.notModified));
    // Marked as read whole, so compression packs the bytes without reading a stream (whole-answer.ts).
    return wholeAnswer(entry.body, { status: 200, headers: Object.assign({}, entry.headers) });
  }

  return {
    /** The answer for `key` (path and query), from memory while fresh, else from `ask` with the gateway's validator. */
    async answer(key: string, ifNoneMatch: string | undefined, ask: AskService): Promise<Response> {
      const fresh = kept.get(key);
      if (fresh && fresh.expires > now()) {
        fromMemory.inc();
        return served(fresh, ifNoneMatch);
      }
      const pending = loading.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          fromMemory.inc();
          return served(shared, ifNoneMatch);
        }
        // Not a keepable answer (an error the first caller passes on): ask as without the cache.
        fromService.inc();
        return withValidator(await ask(false), ifNoneMatch);
      }
      fromService.inc();
      const call = ask(true);
      const entry = call.then((res) => keep(key, res));
      // Waiters see a failure as the first caller does (503 each), without asking a failing service again.
      entry.catch(() => undefined);
      loading.set(key, entry);
      try {
        const res = await call;
        const shared = await entry;
        return shared ? served(shared, ifNoneMatch) : withValidator(res, ifNoneMatch);
      } finally {
        loading.delete(key);
      }
    },
  };
}
