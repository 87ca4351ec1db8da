import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { SessionClaims } from '@pms/contracts/auth';
import type { Bus } from './bus/types';
import type { Clock } from './clock';
import type { BaseConfig } from './config';
import type { Sql } from './db';
import { pingDb } from './db';
import { csrfGuard } from './csrf';
import { HttpError, isInputDataException, isUnavailableError } from './errors';
import type { Logger } from './log';
import type { TokenVerifier } from './auth';
import { httpTelemetry } from './telemetry/http';

/** What a service's `createApp(deps)` receives. It never knows whether it runs embedded or distributed. */
export interface ServiceDeps<C extends BaseConfig = BaseConfig> {
  sql: Sql;
  bus: Bus;
  clock: Clock;
  config: C;
  log: Logger;
  /** Verifies session tokens against svc-auth's keys. */
  verifier: TokenVerifier;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by the session guard on protected routes. */
    session: SessionClaims;
  };
};

/**
 * The Hono app every service starts from: request id (taken from the gateway's `x-request-id`),
 * a structured log line per request, JSON errors without stack traces, `/healthz` and `/readyz`.
 */
export function createServiceApp(name: string, deps: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { log } = deps;

  // First, so the span and the duration cover everything the service does for the request.
  app.use(httpTelemetry(name));
  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(async (c, next) => {
    const started = performance.now();
    const reqLog = log.child({ reqId: c.var.requestId });
    c.set('log', reqLog);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) reqLog.error(line, 'request failed');
    else reqLog.debug(line, 'request');
  });

  // The gateway checked already (and passed neither Origin nor Sec-Fetch-Site on); a service checks
  // the browser that reaches it directly, whose cookie goes to every port of the host.
  app.use('/api/*', csrfGuard());

  app.get('/healthz', (c) => c.json({ status: 'ok', service: name }));
  app.get('/readyz', async (c) => {
    const [db, bus] = await Promise.all([pingDb(deps.sql), deps.bus.isHealthy().catch(() => false)]);
    const ready = db && bus;
    return c.json({ status: ready ? 'ready' : 'not ready', service: name, db, bus }, ready ? 200 : 503);
  });

  app.notFound((c) => c.json({ error: 'not_found', message: `No such path: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((err, c) => errorResponse(err, c.var.log ?? log, c.req.method, c.req.path));
  return app;
}

/** One place that turns a thrown error into the JSON answer. */
export function errorResponse(err: unknown, log: Logger, method: string, path: string): Response {
  if (err instanceof HttpError) {
    return Response.json(err.toBody(), { status: err.status });
  }
  // Hono's own HTTPException (e.g. malformed JSON caught by the validator) carries a status.
  const maybe = err as { status?: number; message?: string; name?: string };
  // Hono does not set `name` on HTTPException, so the class is what identifies it.
  if ((err instanceof HTTPException || maybe?.name === 'HTTPException') && typeof maybe.status === 'number' && maybe.status < 500) {
    const status = maybe.status;
    const body =
      status === 400
        ? { error: 'invalid_input', message: 'The request body is not valid JSON.', fields: { '(body)': 'must be valid JSON' } }
        : { error: 'error', message: maybe.message ?? 'Request refused.' };
    return Response.json(body, { status });
  }
  if (isInputDataException(err)) {
    log.warn({ err, method, path }, 'the database refused a value of the request');
    return Response.json(
      {
        error: 'invalid_input',
        message: 'The request holds a value that cannot be stored (a control character, or a number or date out of range).',
        fields: { '(input)': 'holds a character or value that cannot be stored' },
      },
      { status: 400 },
    );
  }
  if (isUnavailableError(err)) {
    log.warn({ err, method, path }, 'dependency unavailable');
    return Response.json(
      { error: 'unavailable', message: 'The service is temporarily unavailable. Please try again in a moment.' },
      { status: 503, headers: { 'retry-after': '2' } },
    );
  }
  log.error({ err, method, path }, 'unhandled error');
  return Response.json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}
