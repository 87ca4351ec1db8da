import type { Context, MiddlewareHandler } from 'hono';
import { matchRoute } from '@pms/contracts/routes';
import { setAnswerHeader } from '../light-answer';
import { httpServerDuration } from './metrics';
import { contextOfHeaders, endSpan, failSpan, formatTraceparent, openSpan, SpanKind } from './tracing';

/**
 * The route a request is counted under, never a value per id: the pattern of the app's route that
 * answered — a service registers the route table's own patterns (`/api/hw/reservation/:id`) — and
 * where that was a catch-all (the gateway's `/api/*`, pages), the route table's pattern when it has one.
 */
function routeOf(c: Context): string {
  const answered = c.req.routePath;
  if (answered && !answered.includes('*')) return answered;
  const match = matchRoute(c.req.method, c.req.path);
  if (match && 'route' in match) return match.route.path;
  return answered || 'unmatched';
}

/** One histogram child per label set, found by a plain key (prom-client would hash the labels on every call). */
const durations = new Map<string, { observe(seconds: number): void }>();
function observeDuration(service: string, route: string, method: string, status: number, seconds: number): void {
  const key = `${service} ${route} ${method} ${status}`;
  let child = durations.get(key);
  if (!child) {
    child = httpServerDuration.labels({ service, http_route: route, http_request_method: method, http_response_status_code: String(status) });
    durations.set(key, child);
  }
  child.observe(seconds);
}

/**
 * The first middleware of the gateway and of every service: continues the caller's trace
 * (`traceparent`) in a server span around the request and records
 * `http_server_request_duration_seconds`. The gateway also answers `traceresponse` (W3C Trace
 * Context level 2) so a clerk's bug report can quote the trace.
 */
export function httpTelemetry(service: string, { traceresponse = false }: { traceresponse?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const method = c.req.method;
    const { span, run } = openSpan(method, {
      kind: SpanKind.SERVER,
      parent: contextOfHeaders(c.req.raw.headers),
      attributes: { 'http.request.method': method, 'url.path': c.req.path, 'pms.service': service },
    });
    let thrown: unknown;
    try {
      await run(next);
    } catch (err) {
      thrown = err;
      throw err;
    } finally {
      const route = routeOf(c);
      const status = thrown === undefined ? c.res.status : 500;
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500 && thrown === undefined) failSpan(span, `answered ${status}`);
      endSpan(span, thrown);
      observeDuration(service, route, method, status, (performance.now() - started) / 1000);
      if (traceresponse && thrown === undefined) setAnswerHeader(c.res, 'traceresponse', formatTraceparent(span.spanContext()));
    }
  };
}
