import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { answerHeader, lightAnswer, setAnswerHeader, setAnswerHeaders } from '../src/light-answer';

/** Answers whose headers stay a record until Node writes them (light-answer.ts), served by Node as in production. */
const servers: ServerType[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function served(app: Hono): Promise<string> {
  const port = await new Promise<number>((resolve) => servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port))));
  return `http://127.0.0.1:${port}`;
}

describe('a light answer', () => {
  it('reaches the socket with every header set on it, before and after something asked for its web Headers', async () => {
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      setAnswerHeader(c.res, 'x-last', 'after');
    });
    app.use(async (c, next) => {
      await next();
      // Asking for the web Headers once: later reads and writes go to them.
      if (c.req.query('materialize')) expect(c.res.headers.get('x-first')).toBe('1');
      expect(answerHeader(c.res, 'x-first')).toBe('1');
      setAnswerHeaders(c.res, [['x-second', '2']]);
    });
    app.get('/', () => {
      const res = lightAnswer('{"a":1}', 200, { 'content-type': 'application/json', 'content-length': '7' });
      setAnswerHeader(res, 'x-first', '1');
      return res;
    });
    const base = await served(app);
    for (const path of ['/', '/?materialize=1']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('{"a":1}');
      expect(Object.fromEntries(['content-type', 'content-length', 'x-first', 'x-second', 'x-last'].map((h) => [h, res.headers.get(h)]))).toEqual({
        'content-type': 'application/json',
        'content-length': '7',
        'x-first': '1',
        'x-second': '2',
        'x-last': 'after',
      });
    }
  });

  it('reads and sets its headers outside a served app too', () => {
    const res = lightAnswer(null, 304, { etag: '"x"' });
    setAnswerHeader(res, 'x-request-id', 'r1');
    expect(res.status).toBe(304);
    expect(answerHeader(res, 'etag')).toBe('"x"');
    expect(res.headers.get('x-request-id')).toBe('r1');
    expect(answerHeader(res, 'missing')).toBeUndefined();
  });
});
