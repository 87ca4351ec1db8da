import { hash } from 'node:crypto';
import { bufferedBody } from './whole-answer';

/**
 * `Cache-Control` of the answers in `REVALIDATED_ROUTES`: the browser may keep them but asks every
 * time (`no-cache`); `private` because they are read with a session and no shared cache should
 * keep them for whoever asks next.
 */
export const REVALIDATE_ANSWER = 'private, no-cache';

/** Answers larger than this are passed on as they stream, without a validator (the set-up answers are a few KiB). */
export const MAX_VALIDATED_BYTES = 256 * 1024;

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2: `W/` does not matter). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === mine);
}

/**
 * A service's 200 answer with a validator: the body's hash as a weak `ETag` (weak, since the
 * gateway may compress it), `Cache-Control: private, no-cache`, and a 304 without the body when
 * the browser already holds the same. The service still does its work each time: the saving is the
 * transfer and the browser's parsing, and no service needs to know about it. Other answers (errors,
 * 304s, a body too large) go as they are, still `no-store`.
 */
export async function withValidator(res: Response, ifNoneMatch: string | undefined): Promise<Response> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (res.status !== 200 || length > MAX_VALIDATED_BYTES) return res;
  // A proxied answer read whole (upstream.ts) is hashed as it is and its headers changed in place:
  // asking its `body` or `arrayBuffer()` would make the Node adapter build a web Response and copy the bytes twice.
  const buffered = bufferedBody(res);
  if (buffered) return validated(buffered, res.headers, ifNoneMatch);
  if (!res.body) return res;
  return validated(new Uint8Array(await res.arrayBuffer()), new Headers(res.headers), ifNoneMatch, res.statusText);
}

/** The gateway's weak validator of these bytes. */
export function etagOf(body: Uint8Array): string {
  return `W/"${hash('sha256', body, 'base64url').slice(0, 27)}"`;
}

/** The headers a 304 leaves out: it has no body to describe. */
export const NOT_MODIFIED_DROPS = ['content-length', 'content-type', 'content-encoding'];

function validated(body: Uint8Array<ArrayBuffer>, headers: Headers, ifNoneMatch: string | undefined, statusText?: string): Response {
  const etag = etagOf(body);
  headers.set('etag', etag);
  headers.set('cache-control', REVALIDATE_ANSWER);
  if (matchesEtag(ifNoneMatch, etag)) {
    for (const name of NOT_MODIFIED_DROPS) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: 200, statusText, headers });
}
