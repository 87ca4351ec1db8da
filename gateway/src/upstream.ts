import { Agent, fetch as poolFetch, type Dispatcher } from 'undici';
import type { ServiceName } from '@pms/contracts/routes';
import { inSpan, injectTraceHeaders, SpanKind, upstreamDuration } from '@pms/service-kit';

/** A service reached in-process (embedded mode: the service app's `app.fetch`). */
export type UpstreamHandler = (req: Request) => Response | Promise<Response>;

/** Where a service answers: a base URL to proxy to, or an in-process handler. */
export type Upstream = string | URL | UpstreamHandler;

/** The department each service stands for, as a clerk would say it. */
const DEPARTMENT: Record<ServiceName, string> = {
  auth: 'sign-in',
  reservations: 'reservations',
  rooms: 'rooms',
  billing: 'billing',
};

/** The upstream could not be reached or did not answer in time: the gateway answers 503. */
export class UpstreamUnavailable extends Error {
  constructor(
    readonly service: ServiceName,
    readonly reason: string,
  ) {
    super(`The ${DEPARTMENT[service]} service is unavailable right now. Please try again in a moment.`);
    this.name = 'UpstreamUnavailable';
  }
}

/** Connection-scoped headers (RFC 9110 §7.6.1) never travel past a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Copies headers without the hop-by-hop ones, including those the `connection` header names. */
export function endToEndHeaders(source: Headers, drop: readonly string[] = []): Headers {
  const named = (source.get('connection') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const skip = new Set([...HOP_BY_HOP, ...named, ...drop]);
  const out = new Headers();
  source.forEach((value, name) => {
    if (!skip.has(name) && name !== 'set-cookie') out.append(name, value);
  });
  // `forEach` folds several Set-Cookie headers into one line; they must stay separate.
  for (const cookie of source.getSetCookie()) if (!skip.has('set-cookie')) out.append('set-cookie', cookie);
  return out;
}

/** Connections the gateway keeps to each service by default (`UPSTREAM_CONNECTIONS`). */
const UPSTREAM_CONNECTIONS = 32;

/**
 * One pool of kept-alive connections per service origin. Sized for a 2-core node: a service
 * answers a few hundred calls a second, each of 1–20 ms, so 32 connections cover far more callers
 * in flight than it can serve; beyond them calls wait in the pool rather than open sockets the
 * service would queue anyway. One request per connection at a time (no pipelining: a slow answer
 * must not hold up the fast ones behind it). Idle connections close after 4 s, before the
 * services' own 5 s keep-alive (Node's default), so a connection is never reused as it closes.
 */
function upstreamPool(connections = UPSTREAM_CONNECTIONS): Agent {
  return new Agent({ connections, pipelining: 1, keepAliveTimeout: 4_000, keepAliveMaxTimeout: 4_000, connect: { noDelay: true } });
}

const sharedPool = upstreamPool();

export interface ForwardOptions {
  service: ServiceName;
  upstream: Upstream;
  /** The kept-alive connections to use for a service by URL; default one shared pool of `UPSTREAM_CONNECTIONS` per origin. */
  pool?: Dispatcher;
  /** Path and query as received, e.g. `/api/hw/tax_rates?x=1`. */
  pathAndQuery: string;
  method: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
  /** How long to wait for the answer's headers (the body may stream for longer). */
  timeoutMs: number;
  /** The client went away: stop waiting for the upstream. */
  signal?: AbortSignal;
}

type StreamingInit = RequestInit & { duplex?: 'half' };

/**
 * Sends one request to a service and answers its response, streaming both bodies. Anything that
 * means "not there" — refused connection, reset, DNS failure, no answer in time, an in-process
 * handler that throws — becomes `UpstreamUnavailable`. The call is a client span of the request's
 * trace (its `traceparent` goes to the service) and counts in `pms_gateway_upstream_duration_seconds`.
 */
export function forward(opts: ForwardOptions): Promise<Response> {
  const started = performance.now();
  let status = 'unavailable';
  return inSpan(`${opts.method} ${opts.service}`, { kind: SpanKind.CLIENT, attributes: { 'pms.upstream': opts.service, 'http.request.method': opts.method } }, async (span) => {
    injectTraceHeaders(opts.headers);
    const response = await send(opts);
    status = String(response.status);
    span.setAttribute('http.response.status_code', response.status);
    return response;
  }).finally(() => upstreamDuration.observe({ service: opts.service, http_response_status_code: status }, (performance.now() - started) / 1000));
}

async function send(opts: ForwardOptions): Promise<Response> {
  const { service, upstream, method, headers, timeoutMs } = opts;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal;
  const hasBody = opts.body !== null && method !== 'GET' && method !== 'HEAD';
  const init: StreamingInit = {
    method,
    headers,
    body: hasBody ? opts.body : undefined,
    duplex: hasBody ? 'half' : undefined,
    redirect: 'manual',
    signal,
  };
  try {
    let response: Response;
    if (typeof upstream === 'function') {
      const request = new Request(new URL(opts.pathAndQuery, `http://${service}.internal`), init);
      const timedOut = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
      );
      response = await Promise.race([Promise.resolve(upstream(request)), timedOut]);
    } else {
      // undici's own fetch with the pool: the global fetch takes no dispatcher of another undici.
      response = (await poolFetch(joinUrl(upstream, opts.pathAndQuery), { ...(init as object), dispatcher: opts.pool ?? sharedPool })) as unknown as Response;
    }
    return response;
  } catch (err) {
    const reason = err instanceof Error ? (errorCode(err) ?? err.message) : String(err);
    throw new UpstreamUnavailable(service, reason);
  } finally {
    clearTimeout(timer);
  }
}

/** `http://svc:8080/base` + `/api/x?y` → `http://svc:8080/base/api/x?y` (a base path is kept). */
function joinUrl(base: string | URL, pathAndQuery: string): string {
  return String(base).replace(/\/+$/, '') + pathAndQuery;
}

/** undici hides the socket error (ECONNREFUSED …) in `cause`. */
function errorCode(err: Error): string | undefined {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message;
}
