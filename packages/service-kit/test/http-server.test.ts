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

  const started = async (fetch: () => Response | Promise<Response> = () => Response.json({ ok: true })) => {
    let listening!: (info: AddressInfo) => void;
    const up = new Promise<AddressInfo>((r) => (listening = r));
    const server = serveHttp({ fetch, port: 0, hostname: '127.0.0.1' }, listening);
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
    expect(await closedWithin10s(server)).toBe('closed');
  }, 30_000);

  it('lets an answer in progress finish, telling its client the connection closes, then closes', async () => {
    const answer = released();
    const { server, ask } = await started(async () => {
      await answer.wait;
      return Response.json({ ok: true });
    });
    const asked = ask();
    await answer.arrived;
    const closed = closedWithin10s(server);
    answer.release();
    const res = await asked;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(await closed).toBe('closed');
  }, 30_000);

  it('closes a connection whose answer was already streaming when asked to stop, once it is written', async () => {
    const rest = released();
    const { server, ask } = await started(
      () =>
        new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(new TextEncoder().encode('first part '));
              await rest.wait;
              controller.enqueue(new TextEncoder().encode('last part'));
              controller.close();
            },
          }),
        ),
    );
    const asked = ask();
    await rest.arrived;
    await new Promise((r) => setTimeout(r, 100)); // the head and the first part are on the wire
    const closed = closedWithin10s(server);
    rest.release();
    expect((await asked).statusCode).toBe(200);
    expect(await closed).toBe('closed');
  }, 30_000);
});

/** 'closed' once the server has closed, 'still open' if it has not after 10 s (its kept connections last 65 s). */
function closedWithin10s(server: { close(cb: () => void): unknown }): Promise<'closed' | 'still open'> {
  const closed = new Promise<'closed'>((r) => server.close(() => r('closed')));
  const waiting = new Promise<'still open'>((r) => setTimeout(() => r('still open'), 10_000).unref());
  return Promise.race([closed, waiting]);
}

/** An answer held until the test releases it; `arrived` once the request reached the server. */
function released() {
  let arrive!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  const held = new Promise<void>((r) => (release = r));
  return {
    arrived,
    release,
    get wait() {
      arrive();
      return held;
    },
  };
}
