/**
 * Answers the proxy read whole (upstream.ts: over HTTP up to 64 KiB, or a service's JSON in
 * process) keep their bytes here, so the gateway's validator (revalidate.ts) hashes them and its
 * compression (compression.ts) packs them without asking for `res.body`, which would turn
 * @hono/node-server's light answer into a web Response read back as a stream.
 */
const bufferedAnswers = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** An answer of these bytes, known as read whole. */
export function wholeAnswer(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const res = new Response(body, init);
  bufferedAnswers.set(res, body);
  return res;
}

/** The body of an answer that was read whole, or undefined (streamed, or not forwarded). */
export function bufferedBody(res: Response): Uint8Array<ArrayBuffer> | undefined {
  return bufferedAnswers.get(res);
}
