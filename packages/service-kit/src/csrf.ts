import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import type { Logger } from './log';

/**
 * Cross-site request forgery (docs/security.md "CSRF"): SameSite cookies are one layer; this is the
 * second, at the one door every `/api` call comes through (the gateway) and again at every service,
 * which a browser can reach directly wherever its port is open (`npm run start:services` on one
 * machine: cookies are per host, not per port, so the clerk's session cookie goes to every port).
 *
 * - A state-changing request (any method but GET/HEAD/OPTIONS, and `GET /api/logout`, which signs out)
 *   is refused with 403 when the browser says it comes from another site (`Sec-Fetch-Site:
 *   cross-site`) or names an `Origin` that is not the suite's own: the request's own origin, the one a
 *   trusted proxy forwarded, or one listed in `PUBLIC_ORIGIN`. API clients send neither header and pass.
 * - A request with a body must say `application/json` (415 otherwise): an HTML form can only send
 *   `text/plain`, `multipart/form-data` or `application/x-www-form-urlencoded` without a CORS preflight.
 *   The one exception is the OAuth token endpoint (`FORM_PATHS`), which RFC 6749 says takes a form:
 *   it reads no cookie, so a forged form there can only spend the forger's own client secret.
 * - A machine client's call (`Authorization: Bearer` and no session cookie) is not checked at all: a
 *   browser never adds that header on its own, so another site cannot forge one (docs/security.md).
 */
export interface CsrfOptions {
  /** Origins the suite is reached at besides the request's own (e.g. `https://pms.hotel.example` behind TLS). */
  publicOrigins?: readonly string[];
  /** Believe `x-forwarded-proto`/`x-forwarded-host` (the gateway is behind that many proxies). */
  trustProxyHops?: number;
  /** Where refusals are logged when the request has no logger of its own (a service's has). */
  log?: Logger;
}

/**
 * The request headers this check reads. The gateway, having checked them, does not pass them on: a
 * service then checks only what reaches it around the gateway (where the request's own origin is
 * the service's), and the suite's public origin (`PUBLIC_ORIGIN`) needs configuring only at the gateway.
 */
export const CSRF_REQUEST_HEADERS = ['origin', 'sec-fetch-site'] as const;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Safe by method, state-changing by meaning (the product's sign-out is a GET). */
const STATE_CHANGING_GETS = new Set(['/api/logout']);
/** Paths whose body is a form by their standard (RFC 6749 §4.4.2). */
const FORM_PATHS = new Set(['/api/oauth/token']);

export function isStateChanging(method: string, path: string): boolean {
  return !SAFE.has(method.toUpperCase()) || STATE_CHANGING_GETS.has(path);
}

export function csrfGuard({ publicOrigins = [], trustProxyHops = 0, log }: CsrfOptions = {}): MiddlewareHandler {
  const listed = new Set(publicOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  const own = (origin: string, headers: Headers, url: string) => listed.has(origin) || ownOrigins(url, headers, trustProxyHops).has(origin);
  return async (c, next) => {
    if (!isStateChanging(c.req.method, c.req.path)) return next();
    if (/^Bearer\s/i.test(c.req.header('authorization') ?? '') && getCookie(c, SESSION_COOKIE) === undefined) return next();
    const refuse = (message: string) => {
      const logger = (c.var as { log?: Logger } | undefined)?.log ?? log;
      logger?.warn({ method: c.req.method, path: c.req.path, origin: c.req.header('origin'), site: c.req.header('sec-fetch-site') }, 'cross-site write refused');
      return c.json({ error: 'forbidden', message }, 403);
    };
    if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') return refuse('A request from another site cannot change anything here.');
    const origin = c.req.header('origin')?.toLowerCase();
    if (origin !== undefined && origin !== 'null' && !own(origin, c.req.raw.headers, c.req.url)) {
      return refuse(`Requests from ${origin} cannot change anything here.`);
    }
    if (origin === 'null') return refuse('A request from an opaque origin cannot change anything here.');
    const form = FORM_PATHS.has(c.req.path) && isForm(c.req.header('content-type'));
    if (requestHasBody(c.req.raw) && !form && !isJson(c.req.header('content-type'))) {
      return c.json({ error: 'unsupported_media_type', message: 'Send the request body as application/json.' }, 415);
    }
    return next();
  };
}

function ownOrigins(url: string, headers: Headers, trustProxyHops: number): Set<string> {
  const own = new URL(url);
  const origins = new Set([own.origin.toLowerCase()]);
  const host = headers.get('host');
  if (host) origins.add(`${own.protocol}//${host}`.toLowerCase());
  if (trustProxyHops > 0) {
    const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
    const fwdHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    if (proto && fwdHost) origins.add(`${proto}://${fwdHost}`.toLowerCase());
  }
  return origins;
}

/**
 * Whether a body comes with the request: by its headers, or (in process, where none are set) by the
 * request itself. A bodyless PUT over HTTP arrives with `content-length: 0` and, from the Node
 * server, an empty body stream all the same: that is no body (the gateway forwards none).
 */
export function requestHasBody(req: Request): boolean {
  const length = req.headers.get('content-length');
  if (length !== null) return length !== '0';
  if (req.headers.has('transfer-encoding')) return true;
  // A browser's bodyless DELETE sends neither header (RFC 9112 §6.1: then there is no body), yet the
  // Node server still hands over an empty stream. No DELETE of the suite reads a body.
  if (req.method.toUpperCase() === 'DELETE') return false;
  return req.body !== null;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type));
}

function isForm(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}
