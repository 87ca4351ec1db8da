import { Agent, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, serveHttp } from '../src/http-server';

/**
 * Every process of the suite serves through `serveHttp`: idle keep-alive connections outlive the
 * clients' and proxies' own (Node's 5 s default reset a POST in the e2e run), and stopping still
 * does not wait for them.
 */
describe('serveHttp', () => {
  const agent = new Agent({ keepAlive: true });
  afterEach(() => agent.destroy());

  const started = async () => {
    let listening!: (info: AddressInfo) => void;
    const up = new Promise<AddressInfo>((r) => (listening = r));
    const server = serveHttp({ fetch: () => Response.json({ ok: true }), port: 0, hostname: '127.0.0.1' }, listening);
    const { port } = await up;
    const ask = () =>
      new Promise<IncomingMessage>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res));
        }).on('error', reject);
      });
    return { server, ask };
  };

  it('keeps an idle connection for 65 s, longer than ingresses keep theirs (60 s), and says so', async () => {
    const { server, ask } = await started();
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers['keep-alive']).toBe(`timeout=${IDLE_CONNECTION_MS / 1000}`);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('closes at once while a kept connection is idle', async () => {
    const { server, ask } = await started();
    await ask(); // its connection now waits idle in the agent
    const closed = new Promise<'closed'>((r) => server.close(() => r('closed')));
    const waiting = new Promise<'still open'>((r) => setTimeout(() => r('still open'), 10_000).unref());
    expect(await Promise.race([closed, waiting])).toBe('closed');
  }, 30_000);
});
