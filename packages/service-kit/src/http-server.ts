import { serve, type ServerType } from '@hono/node-server';
import { Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How long an idle keep-alive connection stays open (ms): longer than the clients and proxies in
 * front keep theirs, so they close it first. With Node's default of 5 s, a client that sends its next
 * request on a kept connection just as the server closes it gets the connection reset — seen in the
 * e2e run: the browser's API context signed in, reused that connection ~5 s later for a POST, and
 * got ECONNRESET. Behind an ingress the same race is a 502 (ingress-nginx and cloud load balancers
 * keep upstream connections 60 s). Node announces it (`Keep-Alive: timeout=65`), so clients that
 * read the header (undici, the gateway's own pool at 4 s) still close theirs sooner.
 */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Serves `fetch` over HTTP as every process of the suite does (gateway, services, embedded mode,
 * front-end servers): Hono's Node server with the keep-alive above, and a `close()` that drains
 * (see `drainOnClose`).
 */
export function serveHttp(
  options: { fetch: Parameters<typeof serve>[0]['fetch']; port: number; hostname?: string },
  listening?: (info: AddressInfo) => void,
): ServerType {
  const server = serve(options, listening);
  const http = server as Server;
  http.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Longer than the keep-alive, as Node advises, so a kept connection's next request is not cut off
  // by the header timer first.
  http.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  drainOnClose(http);
  return server;
}

/**
 * Makes `server.close()` end every kept connection as soon as its last answer is out.
 *
 * Node's `close()` ends the connections idle at that moment and nothing else: a connection whose
 * answer is still being written (a file streamed, a slow query) stays open after it, kept alive for
 * the full 65 s, so a pod told to stop sat out its whole grace period and exited 1 (seen in CI: the
 * front-end server, SIGTERM just after serving `index.html`). So, from `close()` on: an answer not
 * yet begun says `Connection: close` (the client will not reuse the connection and Node ends it
 * after the answer), and one already begun ends its connection once written.
 */
function drainOnClose(server: Server): void {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const finishLast = (res: ServerResponse) => {
    if (!res.headersSent) res.shouldKeepAlive = false;
    // After Node's own 'finish' handling has marked the connection idle.
    res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) return finishLast(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  server.close = function close(callback?: (err?: Error) => void) {
    draining = true;
    for (const res of inFlight) finishLast(res);
    inFlight.clear();
    return Server.prototype.close.call(this, callback);
  };
}
