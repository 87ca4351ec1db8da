import type { Context, MiddlewareHandler } from 'hono';
import { matchRoute } from '@pms/contracts/routes';
import { httpServerDuration } from './metrics';
import { contextOfHeaders, endSpan, failSpan, formatTraceparent, openSpan, SpanKind } from './tracing';

/**
 * The route a request is counted under: the route table's pattern (`/api/hw/reservation/:id`),
 * else the pattern of the app's own route that answered (`/healthz`, `/*` for pages), so the label
 * never takes a value per id.
 */
function routeOf(c: Context): string {
  const match = matchRoute(c.req.method, c.req.path);
  if (match && 'route' in match) return match.route.path;
  return c.req.routePath || 'unmatched';
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
      httpServerDuration.observe(
        { service, http_route: route, http_request_method: method, http_response_status_code: String(status) },
        (performance.now() - started) / 1000,
      );
      if (traceresponse && thrown === undefined) c.res.headers.set('traceresponse', formatTraceparent(span.spanContext()));
    }
  };
}
