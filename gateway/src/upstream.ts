import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, type Dispatcher } from 'undici';
import type { ServiceName } from '@pms/contracts/routes';
import { inSpan, injectTraceHeaders, recordingNow, SpanKind, upstreamDuration } from '@pms/service-kit';
import { isJson } from './compression';
import { endToEndHeaders, hopByHop } from './forwarded-headers';
import { wholeAnswer } from './whole-answer';

/** Request headers as the gateway sends them on: a `Headers`, or a plain record (the proxy's, built from the raw header lines). */
type OutgoingHeaders = Headers | Record<string, string>;

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
  headers: OutgoingHeaders;
  body: ReadableStream<Uint8Array> | null;
  /** How long to wait for the answer's headers (the body may stream for longer). */
  timeoutMs: number;
  /** The client went away: stop waiting for the upstream. */
  signal?: AbortSignal;
}

type StreamingInit = RequestInit & { duplex?: 'half' };

/**
 * Answers of at most this many bytes (by their `content-length`) are read whole before they are
 * passed on: one buffer costs less than a stream bridged from Node to the web and back to Node, and
 * nearly every answer of the API is smaller (a room, a folio, a page of a list).
 */
const BUFFERED_ANSWER_BYTES = 64 * 1024;

/** Statuses whose answer never has a body (a `Response` refuses one). */
const NO_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** One histogram child per service and status, found by a plain key (prom-client would hash the labels on every call). */
const upstreamDurations = new Map<string, { observe(seconds: number): void }>();
function observeUpstream(service: ServiceName, status: string, seconds: number): void {
  const key = `${service} ${status}`;
  let child = upstreamDurations.get(key);
  if (!child) {
    child = upstreamDuration.labels({ service, http_response_status_code: status });
    upstreamDurations.set(key, child);
  }
  child.observe(seconds);
}

/**
 * Sends one request to a service and answers its response, streaming both bodies. Anything that
 * means "not there" — refused connection, reset, DNS failure, no answer in time, an in-process
 * handler that throws — becomes `UpstreamUnavailable`. The call carries the request's trace (its
 * `traceparent` goes to the service), is a client span of it when the trace is recorded, and counts
 * in `pms_gateway_upstream_duration_seconds`.
 * The answer's headers describe its bytes as they are (nothing is decoded on the way), without the
 * hop-by-hop ones, and may still be changed by the caller.
 */
export function forward(opts: ForwardOptions): Promise<Response> {
  const started = performance.now();
  if (!recordingNow()) {
    // Nobody records this trace (no exporter, or not sampled): no client span, whose id would name
    // nothing; the service continues the request's own span, in the same trace.
    injectTraceHeaders(opts.headers);
    return send(opts).then(
      (response) => {
        observeUpstream(opts.service, String(response.status), (performance.now() - started) / 1000);
        return response;
      },
      (err: unknown) => {
        observeUpstream(opts.service, 'unavailable', (performance.now() - started) / 1000);
        throw err;
      },
    );
  }
  let status = 'unavailable';
  return inSpan(`${opts.method} ${opts.service}`, { kind: SpanKind.CLIENT, attributes: { 'pms.upstream': opts.service, 'http.request.method': opts.method } }, async (span) => {
    injectTraceHeaders(opts.headers);
    const response = await send(opts);
    status = String(response.status);
    span.setAttribute('http.response.status_code', response.status);
    return response;
  }).finally(() => observeUpstream(opts.service, status, (performance.now() - started) / 1000));
}

async function send(opts: ForwardOptions): Promise<Response> {
  const { service, upstream, method, timeoutMs } = opts;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  // The client going away aborts the same controller: a listener costs less per call than
  // `AbortSignal.any`, whose composite signal is tracked (and collected) on every call.
  const clientGone = () => controller.abort(opts.signal!.reason);
  if (opts.signal?.aborted) clientGone();
  else opts.signal?.addEventListener('abort', clientGone, { once: true });
  const body = opts.body !== null && method !== 'GET' && method !== 'HEAD' ? opts.body : null;
  try {
    return typeof upstream === 'function' ? await callInProcess(opts, upstream, body, controller.signal) : await callOverHttp(opts, upstream, body, controller.signal);
  } catch (err) {
    const timedOut = controller.signal.aborted && !opts.signal?.aborted;
    const reason = timedOut ? (controller.signal.reason as Error).message : err instanceof Error ? (errorCode(err) ?? err.message) : String(err);
    throw new UpstreamUnavailable(service, reason);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', clientGone);
  }
}

/** Embedded mode: the service's `app.fetch`, raced against the time-out. */
async function callInProcess(opts: ForwardOptions, handler: UpstreamHandler, body: ReadableStream<Uint8Array> | null, signal: AbortSignal): Promise<Response> {
  const init: StreamingInit = { method: opts.method, headers: opts.headers, body: body ?? undefined, duplex: body ? 'half' : undefined, redirect: 'manual', signal };
  const request = new Request(new URL(opts.pathAndQuery, `http://${opts.service}.internal`), init);
  const timedOut = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
  const res = await Promise.race([Promise.resolve(handler(request)), timedOut]);
  const headers = endToEndHeaders(res.headers);
  // A service's JSON answer is whole in memory already (Hono's `c.json`): passed on as bytes it is
  // one write to the socket, where its web stream would be read back chunk by chunk by the Node adapter.
  if (opts.method !== 'HEAD' && !NO_BODY_STATUS.has(res.status) && isJson(headers.get('content-type') ?? '')) {
    return wholeAnswer(new Uint8Array(await res.arrayBuffer()), { status: res.status, headers });
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * Distributed mode: undici's `request` on the kept-alive pool. Not `fetch`: measured on this
 * machine's loopback (one call at a time, a 30-byte answer), fetch through the same pool added
 * 0.6–0.9 ms per call to the 0.08 ms of the service itself, `request` 0.15–0.25 ms — and every API
 * call pays it (docs/performance.md, "The gateway's hop").
 */
async function callOverHttp(opts: ForwardOptions, base: string | URL, body: ReadableStream<Uint8Array> | null, signal: AbortSignal): Promise<Response> {
  const url = new URL(joinUrl(base, opts.pathAndQuery));
  const answer = await (opts.pool ?? sharedPool).request({
    origin: url.origin,
    path: url.pathname + url.search,
    method: opts.method,
    headers: opts.headers,
    body: body && Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    signal,
  });
  const headers = new Headers();
  const skip = hopByHop(String(answer.headers.connection ?? ''));
  for (const [name, value] of Object.entries(answer.headers)) {
    if (skip.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const init = { status: answer.statusCode, headers };
  if (NO_BODY_STATUS.has(answer.statusCode) || opts.method === 'HEAD') {
    await answer.body.dump();
    return new Response(null, init);
  }
  const length = Number(headers.get('content-length') ?? NaN);
  if (length <= BUFFERED_ANSWER_BYTES) return wholeAnswer((await answer.body.bytes()) as Uint8Array<ArrayBuffer>, init);
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, init);
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
