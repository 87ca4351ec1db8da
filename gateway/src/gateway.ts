// long-file: the gateway's one app — the order of its middlewares (telemetry, security headers, CSRF,
// session, rate limit, compression, revalidation, routing) is the design, and reads best in one place.
import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { AUDIT_PATH, AUDIT_VERIFY_PATH, DASHBOARD_PATH, matchRoute, REVALIDATED_ROUTES, type HttpMethod, type ServiceName } from '@pms/contracts/routes';
import { answerHeader, csrfGuard, CSRF_REQUEST_HEADERS, setAnswerHeader, httpTelemetry, requestHasBody, errorResponse, forbidden, GATEWAY_SECRET_HEADER, mayCall, socketAddress, tokenOf, unauthorized, type Logger, type TokenVerifier } from '@pms/service-kit';
import { securityHeaders } from './security-headers';
import { serveStatic, type StaticMount } from './static';
import { endToEndHeaders, endToEndRawHeaders } from './forwarded-headers';
import { forward, UpstreamUnavailable, type Upstream } from './upstream';
import { LIVE_ROOMS_PATH, type LiveRooms } from './live';
import { auditMerge } from './audit';
import { compressAnswers, isCompressibleAsset, isJson } from './compression';
import { loginStatus, LOGIN_STATUS_PATH } from './login-status';
import { withValidator } from './revalidate';
import { referenceCache, type AskService } from './reference-cache';
import { dashboardMerge } from './dashboard';
import { docsRoutes } from './openapi/docs-page';
import { clientRateLimiter, DEFAULT_CLIENT_RATE, type ClientRateLimit } from './client-rate';

export type { Upstream, UpstreamHandler } from './upstream';
export type { StaticMount } from './static';
export { GatewayConfig } from './config';
export { startLiveRooms, type LiveRooms, type LiveRoomsOptions } from './live';
export { DEFAULT_CLIENT_RATE, type ClientRateLimit } from './client-rate';

/** A micro-frontend the shell loads at run time; the list is served as `/remotes.json`. */
export interface RemoteEntry {
  name: string;
  /** URL of its `mf-manifest.json` (or remote entry), absolute or relative to the gateway. */
  entry: string;
}

export interface GatewayOptions {
  /** Where each service answers: a base URL (distributed) or an in-process `app.fetch` (embedded). */
  upstreams: Record<ServiceName, Upstream>;
  /** Checks session tokens (svc-auth's keys and the revocation list). */
  verifier: TokenVerifier;
  log: Logger;
  /** The shell's build folder: files, and `index.html` for every page path. Unset: no front end served. */
  staticDir?: string;
  /** More build folders under their own URL prefixes (e.g. remotes at `/remotes/frontdesk/`). */
  staticMounts?: StaticMount[];
  /** Served as `GET /remotes.json`, exactly this array. */
  remotes?: RemoteEntry[];
  /** Wait at most this long for a service's answer headers. Default 30 s. */
  upstreamTimeoutMs?: number;
  /** Wait at most this long for each service's dashboard figures (docs/dashboard.md). Default 300 ms. */
  dashboardTimeoutMs?: number;
  /** Wait at most this long for each service's `/readyz`. Default 2 s. */
  readyTimeoutMs?: number;
  /**
   * Proxies in front of the gateway that append to `x-forwarded-for` (e.g. 1 behind an ingress).
   * 0 (default): the client is the socket peer and a browser's own `x-forwarded-for` is ignored.
   */
  trustProxyHops?: number;
  /** Largest request body accepted for `/api`. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Send HSTS and `upgrade-insecure-requests` (served over https). */
  hsts?: boolean;
  /** Extra origins allowed for front-end code in the CSP; absolute remote entries are added automatically. */
  extraOrigins?: string[];
  /** The housekeeping board's live feed (`startLiveRooms`), served at `GET /api/live/rooms`. Unset: 404 there. */
  live?: LiveRooms;
  /**
   * Sent to every service as `x-pms-gateway-secret` (`GATEWAY_SECRET`): the proof that the
   * `x-forwarded-for` beside it is the gateway's, not a caller's (docs/security.md "Client addresses").
   */
  gatewaySecret?: string;
  /** Origins the suite is reached at besides the request's own (`PUBLIC_ORIGIN`), for the CSRF check (csrf.ts). */
  publicOrigins?: string[];
  /**
   * How long the gateway keeps a service's answer of the hotel's reference data (hotel info, room
   * types, tax rates) to serve it again, in ms (`REFERENCE_CACHE_MS`, reference-cache.ts). Default 1 s; 0: every call is proxied.
   */
  referenceCacheMs?: number;
  /** The reference cache's clock (ms), for tests. */
  referenceClock?: () => number;
  /** Calls per machine client (token bucket, `CLIENT_RATE_PER_SECOND`/`CLIENT_RATE_BURST`); default 20/s, burst 40. */
  clientRateLimit?: ClientRateLimit;
}

type GatewayEnv = { Variables: { requestId: string; clientAddress: string | undefined } };

const REQUEST_ID = /^[\w\-=]{1,255}$/;

/** Request headers the gateway sets itself or that must not reach a service from a browser. */
const REPLACED_REQUEST_HEADERS = [
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  'x-request-id',
  GATEWAY_SECRET_HEADER,
  // Checked here (csrfGuard) against the suite's public origins; a service behind the gateway would
  // compare them with its own address instead.
  ...CSRF_REQUEST_HEADERS,
];

/**
 * What the proxy never sends on: the replaced headers, and those about the answer's bytes —
 * services answer uncompressed (the gateway compresses for the browser, as it allows) and
 * validators are the gateway's (revalidate.ts).
 */
const NOT_FORWARDED = [...REPLACED_REQUEST_HEADERS, 'accept-encoding', 'content-length', 'if-none-match'];

/**
 * The one entry point of the suite: routes `/api` by the route table, refuses calls without the
 * session their route needs before any service sees them, forwards the rest, and serves the front ends.
 */
export function createGateway(options: GatewayOptions): Hono<GatewayEnv> {
  const {
    upstreams,
    verifier,
    log,
    upstreamTimeoutMs = 30_000,
    readyTimeoutMs = 2_000,
    dashboardTimeoutMs = 300,
    trustProxyHops = 0,
    maxBodyBytes = 1024 * 1024,
  } = options;
  const remotes = options.remotes ?? [];
  const remoteOrigins = remotes.flatMap((r) => (/^https?:\/\//i.test(r.entry) ? [new URL(r.entry).origin] : []));
  const extraOrigins = [...new Set([...(options.extraOrigins ?? []), ...remoteOrigins])];
  const staticSite = serveStatic({ root: options.staticDir, mounts: options.staticMounts });
  const clientRate = clientRateLimiter(options.clientRateLimit ?? DEFAULT_CLIENT_RATE);
  const referenceCacheMs = options.referenceCacheMs ?? 1_000;
  const reference = referenceCacheMs > 0 ? referenceCache({ ttlMs: referenceCacheMs, now: options.referenceClock }) : undefined;

  const app = new Hono<GatewayEnv>();

  app.use(httpTelemetry('gateway', { traceresponse: true }));
  app.use(securityHeaders({ extraOrigins, hsts: options.hsts }));
  app.use(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const reqId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', reqId);
    c.set('clientAddress', clientAddress(c, trustProxyHops));
    const started = performance.now();
    await next();
    setAnswerHeader(c.res, 'x-request-id', reqId);
    const line = { reqId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.res.status >= 500) log.warn(line, 'request failed');
    else log.debug(line, 'request');
  });
  app.onError((err, c) => {
    if (err instanceof UpstreamUnavailable) {
      log.warn({ reqId: c.var.requestId, service: err.service, reason: err.reason }, 'upstream unavailable');
      return c.json({ error: 'unavailable', message: err.message }, 503, { 'retry-after': '2' });
    }
    return errorResponse(err, log, c.req.method, c.req.path);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', async (c) => {
    const entries = await Promise.all(
      (Object.entries(upstreams) as [ServiceName, Upstream][]).map(async ([service, upstream]) => {
        try {
          const res = await forward({
            service,
            upstream,
            pathAndQuery: '/readyz',
            method: 'GET',
            headers: new Headers({ 'x-request-id': c.var.requestId }),
            body: null,
            timeoutMs: readyTimeoutMs,
          });
          await res.body?.cancel();
          return [service, res.status === 200] as const;
        } catch {
          return [service, false] as const;
        }
      }),
    );
    // One unready department must not take the whole API out of the load balancer: its own calls
    // already answer 503. Only sign-in is essential, since nobody can work without a session.
    const ready = entries.some(([service, ok]) => service === 'auth' && ok);
    return c.json({ status: ready ? 'ready' : 'not ready', service: 'gateway', upstreams: Object.fromEntries(entries) }, ready ? 200 : 503);
  });
  app.get('/remotes.json', (c) => c.json(remotes, 200, { 'cache-control': 'no-cache' }));
  // The API's OpenAPI document and its reference page: public, before the route table (docs/integrations.md).
  app.route('/', docsRoutes());

  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ error: 'payload_too_large', message: `The request body is larger than ${maxBodyBytes} bytes.` }, 413),
  });
  // A GET or HEAD carries no body the gateway forwards. Asking for one (as bodyLimit does) makes
  // @hono/node-server build a whole web Request: 8 % of a login status call's CPU.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  app.use('/api/*', csrfGuard({ publicOrigins: options.publicOrigins, trustProxyHops, log }));
  // JSON answers of 1 KiB and more, as they stream (compression.ts); the live stream is not JSON.
  app.use('/api/*', compressAnswers({ accepts: isJson }));
  // The gateway's own stream, not a service's: answered before the route table.
  const { live } = options;
  if (live) app.get(LIVE_ROOMS_PATH, (c) => live.handle(c, verifier));
  // The audit trail merged from every service (audit.ts): the gateway's own, like the live stream.
  const audit = auditMerge({ upstreams, verifier, timeoutMs: upstreamTimeoutMs, gatewaySecret: options.gatewaySecret });
  app.get(AUDIT_VERIFY_PATH, (c) => audit.verify(c));
  app.get(AUDIT_PATH, (c) => audit.list(c));
  // The day's figures merged from each service's own (dashboard.ts), with a short budget per service.
  app.get(DASHBOARD_PATH, dashboardMerge({ upstreams, verifier, timeoutMs: dashboardTimeoutMs, gatewaySecret: options.gatewaySecret }));
  // Answered from the verified session (login-status.ts); svc-auth only for tokens the gateway refuses.
  const toAuth = (c: Context<GatewayEnv>) => proxy(c, 'auth', upstreams.auth, upstreamTimeoutMs, options.gatewaySecret);
  app.get(LOGIN_STATUS_PATH, loginStatus(verifier, toAuth));
  app.all('/api/*', async (c) => {
    const match = matchRoute(c.req.method, c.req.path);
    if (!match) return c.json({ error: 'not_found', message: `No such path: ${c.req.method} ${c.req.path}` }, 404);
    if ('methodNotAllowed' in match) {
      const allow = allowedMethods(c.req.path).join(', ');
      return c.json({ error: 'method_not_allowed', message: `${c.req.path} does not answer ${c.req.method}; it answers ${allow}.` }, 405, { allow });
    }
    const { route } = match;
    if (route.access > 0) {
      const token = tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));
      if (!token) throw unauthorized();
      const session = await verifier.verify(token);
      if (!mayCall(session, route)) throw forbidden();
      const wait = session.client_id === undefined ? 0 : clientRate.take(session.client_id);
      if (wait > 0) {
        log.warn({ reqId: c.var.requestId, clientId: session.client_id, path: c.req.path }, 'machine client over its rate limit');
        return c.json({ error: 'too_many_requests', message: `This client is calling too fast. Try again in ${wait} s.` }, 429, { 'retry-after': String(wait) });
      }
    }
    const revalidated = c.req.method === 'GET' && REVALIDATED_ROUTES.has(route.path);
    if (revalidated && reference) {
      // Past the same checks as every proxied call: only the answer is shared (reference-cache.ts).
      const ask: AskService = (shared) => proxy(c, route.owner, upstreams[route.owner], upstreamTimeoutMs, options.gatewaySecret, shared);
      const url = c.req.url;
      return reference.answer(url.slice(url.indexOf('/', url.indexOf('//') + 2)), c.req.header('if-none-match'), ask);
    }
    const res = await proxy(c, route.owner, upstreams[route.owner], upstreamTimeoutMs, options.gatewaySecret);
    return revalidated ? withValidator(res, c.req.header('if-none-match')) : res;
  });

  // Front-end files change only with a deploy and hashed ones are kept a year: a better ratio is worth more CPU than for the API.
  app.on(['GET', 'HEAD'], '*', compressAnswers({ accepts: isCompressibleAsset, brotliQuality: 5, gzipLevel: 6 }), async (c) => {
    const found = await staticSite(c);
    return found ?? c.json({ error: 'not_found', message: `No such page: ${c.req.path}` }, 404);
  });
  app.all('*', (c) => c.json({ error: 'not_found', message: `No such path: ${c.req.method} ${c.req.path}` }, 404));
  return app;
}

/** `shared`: other callers wait on the answer too, so this caller going away does not cancel it (the time-out still does). */
async function proxy(c: Context<GatewayEnv>, service: ServiceName, upstream: Upstream, timeoutMs: number, gatewaySecret: string | undefined, shared = false): Promise<Response> {
  const url = new URL(c.req.url);
  // Served by Node, the raw header lines are read straight into a record; asking `c.req.raw.headers`
  // would build the request's web `Headers` first, and copying them a second one (tests call the app
  // without a Node server).
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const headers: Record<string, string> = incoming
    ? endToEndRawHeaders(incoming.rawHeaders, NOT_FORWARDED)
    : Object.fromEntries(endToEndHeaders(c.req.raw.headers, NOT_FORWARDED));
  headers['x-request-id'] = c.var.requestId;
  if (c.var.clientAddress) headers['x-forwarded-for'] = c.var.clientAddress;
  if (gatewaySecret) headers[GATEWAY_SECRET_HEADER] = gatewaySecret;
  headers['x-forwarded-proto'] = url.protocol.replace(':', '');
  headers['x-forwarded-host'] = url.host;

  const res = await forward({
    service,
    upstream,
    pathAndQuery: url.pathname + url.search,
    method: c.req.method,
    headers,
    // A bodyless PUT still arrives with an empty stream: forwarded, it would reach the service as a
    // chunked body without a content type, which the service's CSRF check refuses (415). A GET is
    // not even asked (asking builds the whole web Request the Node adapter otherwise spares).
    body: c.req.method !== 'GET' && c.req.method !== 'HEAD' && requestHasBody(c.req.raw) ? c.req.raw.body : null,
    timeoutMs,
    signal: shared ? undefined : c.req.raw.signal,
  });
  // Answers about a signed-in user are not for shared caches, unless the service said otherwise.
  // Set on the answer itself: building a new one from `res.body` would turn a buffered answer into
  // a stream again.
  if (answerHeader(res, 'cache-control') === undefined) setAnswerHeader(res, 'cache-control', 'no-store');
  return res;
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function allowedMethods(path: string): HttpMethod[] {
  return METHODS.filter((m) => {
    const found = matchRoute(m, path);
    return found !== undefined && 'route' in found;
  });
}

/**
 * The client's address: the socket peer, or with `hops` trusted proxies in front the entry they
 * appended to `x-forwarded-for` (anything further left came from the browser and proves nothing).
 */
function clientAddress(c: Context, hops: number): string | undefined {
  const peer = socketAddress(c);
  if (hops <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? chain[0] ?? peer;
}
