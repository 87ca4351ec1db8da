import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
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
 * front-end servers): Hono's Node server with the keep-alive above. `server.close()` still ends idle
 * connections at once (Node ≥ 19), so stopping does not wait for them.
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
  return server;
}
