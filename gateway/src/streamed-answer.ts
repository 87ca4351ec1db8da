import { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

/**
 * Large answers stream as Node streams from the service's socket (undici) through the codec
 * (compression.ts) into Node's `ServerResponse`, without bridging each to a web `ReadableStream` and
 * back for the codec and again for @hono/node-server (a small saving, 0.02–0.1 ms of CPU per 100 KiB
 * answer: docs/performance.md "Compression streamed as Node streams"). The `Response` keeps a web
 * body for whoever asks for one (in-process tests, a middleware that reads it), bridged only when
 * first read.
 */
const nodeBodies = new WeakMap<Response, Readable>();

/** An answer whose body is this Node stream. */
export function streamedAnswer(body: Readable, init: ResponseInit): Response {
  const res = new Response(webBodyOf(body), init);
  nodeBodies.set(res, body);
  return res;
}

/** The Node stream an answer was made of (`streamedAnswer`), or undefined. */
export function nodeBody(res: Response): Readable | undefined {
  return nodeBodies.get(res);
}

/**
 * A web stream of `body` that touches it only when read: until then the Node stream is free to be
 * piped elsewhere (a high-water mark of 0 keeps the stream from pulling at its start).
 */
function webBodyOf(body: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(body) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        if (reader) await reader.cancel(reason);
        else body.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * The adapter's "written already" answer. Made after @hono/node-server put its own light `Response`
 * in the global's place (a module imported after `serve()` started), it would look like an answer
 * to write and the head would go out twice; reading its body once turns it into a full `Response`,
 * which the adapter checks for the mark. A no-op when it already is one.
 */
void RESPONSE_ALREADY_SENT.body;

type NodeBindings = HttpBindings | Http2Bindings;
type NodeFetch = (req: Request, env: NodeBindings) => Promise<Response>;

/**
 * The `fetch` @hono/node-server calls: the app's answer, except that one made of a Node stream is
 * written here, headers as the app left them and the body piped into the `ServerResponse` (with
 * back-pressure; the client going away destroys the stream, which ends the upstream call).
 */
export function servedByNode(app: { fetch: (req: Request, env: NodeBindings) => Response | Promise<Response> }): NodeFetch {
  return async (req, env) => {
    const res = await app.fetch(req, env);
    const body = nodeBody(res);
    // HTTP/1.1, as the gateway serves; anything else (an HTTP/2 server, no server in tests) as the adapter writes it.
    const outgoing = env?.outgoing;
    if (!body || !(outgoing instanceof ServerResponse)) return res;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of res.headers) if (name !== 'set-cookie') headers[name] = value;
    const cookies = res.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    outgoing.writeHead(res.status, headers);
    // A failure after the head is out can only cut the answer short: pipeline destroys both sides.
    pipeline(body, outgoing, () => {});
    return RESPONSE_ALREADY_SENT;
  };
}
