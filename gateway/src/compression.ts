import { once } from 'node:events';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { answerHeader } from '@pms/service-kit';
import { bufferedBody } from './whole-answer';

export type ContentCoding = 'br' | 'gzip';

/** What the gateway offers, best first: a tie in the client's q-values goes to the first. */
const OFFERED: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to answer in for an `Accept-Encoding` header (RFC 9110 §12.5.3): the offered coding
 * with the highest q-value above 0 (`*` stands for any coding not named), or `undefined` for
 * identity. No header means "anything", but old clients send none and cannot decode: identity.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of OFFERED) {
    const weight = q.get(coding) ?? q.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.q)) best = { coding, q: weight };
  }
  return best?.coding;
}

export interface CompressionOptions {
  /** Which answers may be compressed, by content type. */
  accepts: (contentType: string) => boolean;
  /** Answers shorter than this go as they are (the frame and the codec's start cost more than they save). Default 1 KiB. */
  threshold?: number;
  /** Brotli quality (0–11). Default `BROTLI_QUALITY`. */
  brotliQuality?: number;
  /** Gzip level (1–9). Default `GZIP_LEVEL`. */
  gzipLevel?: number;
}

/**
 * Defaults measured on the bench's lists (docs/performance.md "Compression"): the cheapest settings
 * that keep most of the saving. Brotli quality 1 packs the 100 KiB arrivals list to 12.3 KiB, as
 * small as gzip 3, for about half the CPU of quality 2 (whose ~12 % smaller answers cost a 17 %
 * throughput drop on the 214 KiB housekeeping report; the target allows 10 %); higher ones cost
 * 2–4× the CPU for a few per cent. Gzip level 2 rather than 3 (2026-11-27): the codec streamed
 * through the thread pool took 0.2 ms less CPU per 100 KiB list for a 9 % larger answer (14.7
 * against 13.5 KiB), though through the whole gateway path the saving was within noise; level 1
 * saved no more and packs worse.
 */
export const BROTLI_QUALITY = 1;
export const GZIP_LEVEL = 2;

/** JSON answers (the API), never event streams. */
export const isJson = (type: string) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(type);

/** Text the front ends are made of; images, fonts (woff2 is brotli inside) and archives are compressed already. */
export const isCompressibleAsset = (type: string) =>
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|manifest\+json|wasm|xml)|image\/svg\+xml)/i.test(type);

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses answers (`br` or `gzip`, by the request's `Accept-Encoding`) — whole up to
 * `WHOLE_ANSWER_BYTES` of a known length, larger ones as they stream — adds
 * `Vary: Accept-Encoding` to every answer that could have been, and leaves alone: HEAD, 204/206/304,
 * answers already encoded, `no-transform`, other content types, and answers under the threshold
 * (known from `content-length`, or by reading the first bytes of an answer without one).
 */
export function compressAnswers(options: CompressionOptions): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const brotliQuality = options.brotliQuality ?? BROTLI_QUALITY;
  const gzipLevel = options.gzipLevel ?? GZIP_LEVEL;
  return async (c, next) => {
    await next();
    const res = c.res;
    // Read without building the answer's web Headers (light-answer.ts in the service kit).
    const type = answerHeader(res, 'content-type');
    if (c.req.method === 'HEAD' || [204, 206, 304].includes(res.status) || !type || !options.accepts(type)) return;
    if (answerHeader(res, 'content-encoding') !== undefined || NO_TRANSFORM.test(answerHeader(res, 'cache-control') ?? '')) return;
    const length = answerHeader(res, 'content-length') ?? null;
    if (length !== null && Number(length) < threshold) return;

    const varies = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(res.headers.get('vary') ?? '');
    const coding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!coding) {
      if (varies) return;
      try {
        res.headers.append('vary', 'Accept-Encoding');
      } catch {
        // Headers of a Response straight from fetch() are immutable: copy it.
        const headers = new Headers(res.headers);
        headers.append('vary', 'Accept-Encoding');
        replace(c, new Response(res.body, { status: res.status, statusText: res.statusText, headers }));
      }
      return;
    }
    const headers = new Headers(res.headers);
    if (!varies) headers.append('vary', 'Accept-Encoding');
    const init = { status: res.status, statusText: res.statusText, headers };
    if (length !== null && Number(length) <= WHOLE_ANSWER_BYTES) {
      // Small enough to compress in one call on the event loop (≤ ~0.2 ms at the API's levels) and
      // answer as one buffer: no thread-pool job per chunk, no web stream, no chunked answer.
      const body = compressWhole(coding, bufferedBody(res) ?? new Uint8Array(await res.arrayBuffer()), brotliQuality, gzipLevel);
      encodedAs(headers, coding);
      headers.set('content-length', String(body.byteLength));
      replace(c, new Response(body as Uint8Array<ArrayBuffer>, init));
      return;
    }
    // Only now the body as a stream: asking for it turns @hono/node-server's light answer (a string
    // or buffer it writes at once) into a web Response read as a stream.
    if (!res.body) return;
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    if (length === null) {
      // No length said: read until the threshold is reached or the answer ends.
      let size = 0;
      while (size < threshold) {
        const { done, value } = await reader.read();
        if (done) {
          headers.set('content-length', String(size));
          replace(c, new Response(Buffer.concat(head), init));
          return;
        }
        head.push(value);
        size += value.byteLength;
      }
    }
    const codec =
      coding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, ...(length ? { [constants.BROTLI_PARAM_SIZE_HINT]: Number(length) } : {}) } })
        : createGzip({ level: gzipLevel });
    void pump(reader, head, codec);
    headers.delete('content-length');
    encodedAs(headers, coding);
    replace(c, new Response(Readable.toWeb(codec) as ReadableStream<Uint8Array>, init));
  };
}

/**
 * Answers of at most this many bytes (by their `content-length`) are compressed whole: those the
 * proxy reads whole (upstream.ts), whose bytes it hands over without a stream (whole-answer.ts).
 * Measured (docs/performance.md "Big lists at a million stays", 2026-11-27): the 3 KiB availability
 * answer costs the gateway 0.75–0.85 ms less CPU than streamed through the codec. Larger answers
 * stream: reading a 200 KiB list whole, then compressing it, cost the gateway 2–2.7 ms *more* CPU per
 * answer — buffers that outlive a young-generation collection (2 MiB semi-spaces in the image) are
 * promoted and bring full collections.
 */
const WHOLE_ANSWER_BYTES = 64 * 1024;

function compressWhole(coding: ContentCoding, input: Uint8Array, brotliQuality: number, gzipLevel: number): Buffer {
  return coding === 'br'
    ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength } })
    : gzipSync(input, { level: gzipLevel });
}

function encodedAs(headers: Headers, coding: ContentCoding): void {
  headers.set('content-encoding', coding);
  const etag = headers.get('etag');
  // The bytes differ from the identity answer's: a strong validator would claim they are the same.
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
}

/** Hono copies the old answer's headers onto a new one (its length, its strong ETag): drop it first. */
function replace(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** Feeds the answer into the codec with back-pressure; a failure on either side ends both. */
async function pump(reader: ReadableStreamDefaultReader<Uint8Array>, head: Uint8Array[], codec: BrotliCompress | Gzip): Promise<void> {
  try {
    const write = async (chunk: Uint8Array) => {
      if (codec.destroyed) throw new Error('the client went away');
      if (!codec.write(chunk)) await Promise.race([once(codec, 'drain'), once(codec, 'close')]);
    };
    for (const chunk of head) await write(chunk);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await write(value);
    }
    codec.end();
  } catch (err) {
    codec.destroy(err instanceof Error ? err : new Error(String(err)));
    await reader.cancel().catch(() => {});
  }
}
