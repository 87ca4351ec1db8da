/**
 * long-file: one request path — the call, its errors (with the trace reference), session renewal and expiry — read together.
 * The browser's one way to call `/api`: same-origin cookies, JSON both ways, answers optionally
 * checked against their contract schema, and every failure turned into an `ApiError` carrying the
 * services' error body (`{error, message, fields?}`, `@pms/contracts/errors`).
 */
// The zod-free rules module only: the contracts' zod schemas would put zod into the shared @pms/ui
// chunk that the shell loads first. The error body is checked by hand below instead.
import { errorCodeFor, type ErrorAnswer } from '@pms/contracts/rules/errors';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { routePath, type HttpMethod } from '@pms/contracts/routes';
import type { ApiAnswer, ApiRoute, RouteArgs } from './routes';
import { newTraceparent } from './traceparent';

/** Anything with zod's `parse` (every contract schema); kept structural so this file needs no zod. */
export interface Schema<T> {
  parse(data: unknown): T;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** The trace id of the failed request (the gateway's `traceresponse` header). */
  traceId?: string;
  cause?: unknown;
}

/** A failed call. `status` 0 means the server was not reached at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The body's `error` (invalid_input, conflict, …), or `network` / `invalid_response` / `http_<status>`. */
  readonly code: string;
  /** For 400 invalid_input: each bad field and what is wrong with it. */
  readonly fields?: Record<string, string>;
  /**
   * The request's trace id, when the gateway answered one: the error notice shows it as the
   * reference a clerk quotes in a bug report, and operators find the whole request by it
   * (docs/observability.md).
   */
  readonly traceId?: string;

  constructor({ status, code, message, fields, traceId, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
    if (traceId) this.traceId = traceId;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** A call cancelled by its AbortSignal (a newer search replaced it): not a failure to report. */
export function isAbortError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

export interface ApiRequestOptions<T> {
  /** The answer's contract schema: a body that does not match is an `invalid_response` error. */
  schema?: Schema<T>;
  /** Sent as `Idempotency-Key` so a retried create or payment returns the first result. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Do not treat a 401 as an expired session (login itself answers 401 for a wrong password).
   * Default: true for `/api/login…` and `/api/logout`, false otherwise.
   */
  ignoreUnauthorized?: boolean;
  /** Set on the one retry after a renewed session: a second 401 is final. */
  renewed?: boolean;
}

export interface SessionExpiredInfo {
  method: string;
  path: string;
}
type SessionExpiredHandler = (info: SessionExpiredInfo) => void;

/**
 * Asked first when a call answers 401: the shell shows a dialog asking for the password and answers
 * true once the same user is signed in again (the call is then sent once more, so nothing the
 * clerk typed is lost), or false when they chose to sign out (then the expired handlers run).
 */
type SessionRenewer = (info: SessionExpiredInfo) => Promise<boolean>;
let renewer: SessionRenewer | undefined;
/** One dialog for every call that fails meanwhile: they all wait for the same answer. */
let renewal: Promise<boolean> | undefined;

/** Registers the shell's renewer; returns the function that removes it. */
export function setSessionRenewer(next: SessionRenewer): () => void {
  renewer = next;
  return () => {
    if (renewer === next) renewer = undefined;
  };
}

async function renewSession(info: SessionExpiredInfo): Promise<boolean> {
  if (!renewer) return false;
  renewal ??= renewer(info)
    .catch(() => false)
    .finally(() => {
      renewal = undefined;
    });
  return renewal;
}

const sessionExpiredHandlers = new Set<SessionExpiredHandler>();

/**
 * Registers what happens when any call answers 401 (the shell sends the clerk to the login
 * screen). Returns the function that unregisters it.
 */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandlers.add(handler);
  return () => {
    sessionExpiredHandlers.delete(handler);
  };
}

const FALLBACK_MESSAGES: Record<number, string> = {
  0: 'The server could not be reached. Check the connection and try again.',
  400: 'Some of the information is not valid.',
  401: 'Your session has expired. Please log in again.',
  403: 'You do not have access to this.',
  404: 'This could not be found.',
  409: 'This was changed by someone else meanwhile. Reload and try again.',
  429: 'Too many attempts. Wait a moment and try again.',
};

/** Our error body (`ErrorBody` of the contracts), recognised without zod. */
function asErrorBody(body: unknown): ErrorAnswer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message, fields } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return undefined;
  if (fields === undefined) return { error, message };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') clean[k] = v;
  return { error, message, fields: clean };
}

const fallbackMessage = (status: number): string =>
  FALLBACK_MESSAGES[status] ?? (status >= 500 ? 'The server had a problem. Please try again.' : `The request failed (${status}).`);

/** The trace id of a W3C `traceresponse` (`00-<trace id>-<span id>-<flags>`), or undefined. */
function traceIdOf(traceresponse: string | null | undefined): string | undefined {
  const m = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(traceresponse?.trim() ?? '');
  return m && !/^0+$/.test(m[1] as string) ? m[1] : undefined;
}

/** Builds the ApiError for a non-2xx answer from whatever body came back (ours, HTML, nothing). */
export function errorFromResponse(status: number, body: unknown, traceId?: string): ApiError {
  const parsed = asErrorBody(body);
  if (parsed) {
    const { error, message, fields } = parsed;
    return new ApiError({ status, code: error, message: message || fallbackMessage(status), fields, traceId });
  }
  return new ApiError({ status, code: errorCodeFor(status), message: fallbackMessage(status), traceId });
}

const unauthorizedIsExpected = (path: string): boolean =>
  path.startsWith('/api/login') || path.startsWith('/api/logout');

async function readBody(res: Response): Promise<{ json: unknown; text: string }> {
  const text = await res.text();
  if (text === '') return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: ApiRequestOptions<T> = {},
  /** Sees the headers of a successful answer (a paged list's next cursor). */
  onHeaders?: (headers: Headers) => void,
): Promise<T> {
  // A trace id of this call's own from the browser on (traceparent.ts); the gateway answers it back.
  const headers: Record<string, string> = { Accept: 'application/json', traceparent: newTraceparent(), ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let res: Response;
  try {
    res = await globalThis.fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw new ApiError({ status: 0, code: 'network', message: fallbackMessage(0), cause: e });
  }

  const { json, text } = await readBody(res);

  if (!res.ok) {
    const error = errorFromResponse(res.status, json, traceIdOf(res.headers.get('traceresponse')));
    const ignore = options.ignoreUnauthorized ?? unauthorizedIsExpected(path);
    if (res.status === 401 && !ignore) {
      if (!options.renewed && (await renewSession({ method, path }))) {
        return request<T>(method, path, body, { ...options, renewed: true }, onHeaders);
      }
      for (const handler of [...sessionExpiredHandlers]) {
        try {
          handler({ method, path });
        } catch (e) {
          console.error('[api] session-expired handler failed', e);
        }
      }
    }
    throw error;
  }

  onHeaders?.(res.headers);
  if (text !== '' && json === undefined) {
    throw new ApiError({
      status: res.status,
      code: 'invalid_response',
      message: 'The server answered in an unexpected form.',
      cause: new Error(`not JSON: ${text.slice(0, 80)}`),
    });
  }
  if (!options.schema) return json as T;
  try {
    return options.schema.parse(json);
  } catch (e) {
    throw new ApiError({
      status: res.status,
      code: 'invalid_response',
      message: 'The server answered in an unexpected form.',
      cause: e,
    });
  }
}

/** `?from=2026-03-01&to=…`: the query parameters in the order given; unset ones are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  const parts = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * `api.request('GET /api/hw/reservation/:id', { params: { id }, signal })` — a documented route by
 * its route-table name, its parameters, query, body and answer typed from the OpenAPI document
 * (./routes.ts). Prefer it; `api.get(path)` and friends remain for paths built elsewhere.
 *
 * `api.get(path, { schema })` resolves with the parsed JSON (or undefined for an empty answer);
 * every call rejects with `ApiError`, or with the AbortError when the signal fired.
 */
export const api = {
  request: <R extends ApiRoute>(route: R, ...[options]: RouteArgs<R>): Promise<ApiAnswer<R>> => {
    const space = route.indexOf(' ');
    type Loose = ApiRequestOptions<ApiAnswer<R>> & { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
    const { params, query, body, ...rest } = (options ?? {}) as Loose;
    return request<ApiAnswer<R>>(route.slice(0, space) as HttpMethod, routePath(route.slice(space + 1), params) + queryString(query), body, rest);
  },
  get: <T = unknown>(path: string, options?: ApiRequestOptions<T>) => request<T>('GET', path, undefined, options),
  /**
   * One page of a paged list (`path` with `?limit=&cursor=`, `@pms/contracts/rules/paging`): the
   * answer and the next page's cursor from `X-Next-Cursor` (null on the last page).
   */
  getPage: async <T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<{ answer: T; next: string | null }> => {
    let next: string | null = null;
    const answer = await request<T>('GET', path, undefined, options, (h) => (next = h.get(NEXT_CURSOR_HEADER)));
    return { answer, next };
  },
  post: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    request<T>('PUT', path, body, options),
  /** A change to some fields of a record (the staff accounts' `PATCH /api/users/{id}`). */
  patch: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    request<T>('PATCH', path, body, options),
  delete: <T = unknown>(path: string, options?: ApiRequestOptions<T>) => request<T>('DELETE', path, undefined, options),
};

/** A fresh Idempotency-Key for one user action (keep it across that action's retries). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts (https, localhost); plain-http clusters still need keys.
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
