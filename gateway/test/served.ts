import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll } from 'vitest';
import type { ServiceName } from '@pms/contracts/routes';
import type { Upstream } from '../src/gateway';

/**
 * A gateway or a fake service served by Node on a free loopback port, for the paths only a real
 * server takes (raw header lines, answers read whole from a socket); closed after the file's tests.
 */
const servers: ServerType[] = [];
afterAll(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

export function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ port: info.port }));
    servers.push(server);
  });
}

/** Every service answered at one base URL (one fake service stands for all four). */
export function allServicesAt(base: string): Record<ServiceName, Upstream> {
  return Object.fromEntries((['auth', 'reservations', 'rooms', 'billing'] as ServiceName[]).map((s) => [s, base])) as Record<ServiceName, Upstream>;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET through Node's own client: `headers` as a record or as raw lines (name, value, name,
 * value…, sent as written); the body read as `encoding` (`latin1` keeps compressed bytes).
 */
export function rawGet(port: number, path: string, headers: OutgoingHttpHeaders | string[] = {}, encoding: BufferEncoding = 'utf8'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding(encoding);
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
