import { lightAnswer } from '@pms/service-kit';

/**
 * Answers the proxy read whole (upstream.ts: over HTTP up to 64 KiB, or a service's JSON in
 * process) keep their bytes here, so the gateway's validator (revalidate.ts) hashes them and its
 * compression (compression.ts) packs them without asking for `res.body`, which would turn
 * @hono/node-server's light answer into a web Response read back as a stream.
 */
const bufferedAnswers = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/**
 * An answer of these bytes, known as read whole. Headers given as a record stay one until written
 * (the service kit's `lightAnswer`): the record becomes the answer's, so pass one of its own.
 */
export function wholeAnswer(body: Uint8Array<ArrayBuffer>, init: { status: number; headers: Headers | Record<string, string> }): Response {
  const { status, headers } = init;
  const res = headers instanceof Headers ? new Response(body, { status, headers }) : lightAnswer(body, status, headers);
  bufferedAnswers.set(res, body);
  return res;
}

/** The body of an answer that was read whole, or undefined (streamed, or not forwarded). */
export function bufferedBody(res: Response): Uint8Array<ArrayBuffer> | undefined {
  return bufferedAnswers.get(res);
}
