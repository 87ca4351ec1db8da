import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A "status" for `startReceiver`: read the request, then never answer it (the sender's time-out). */
export const NEVER_ANSWER = 0;

/**
 * A webhook receiver on loopback for a test: records every request and answers each with the next
 * status of `statuses` (the last one repeats; default 200; `NEVER_ANSWER` keeps the request hanging).
 */
export async function startReceiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  let queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 200);
      if (status === NEVER_ANSWER) return;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/pms`,
    received,
    /** From now on answer these statuses instead. */
    answer(next: number[]) {
      queue = [...next];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Requests left hanging (NEVER_ANSWER) would keep the server open.
        server.closeAllConnections();
      }),
  };
}

/** What a receiver does with `X-PMS-Signature` (docs/integrations.md): recompute the HMAC of "t.body", compare in constant time. */
export function signatureValid(secret: string, header: string | string[] | undefined, body: string): boolean {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((kv) => kv.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
