/**
 * What compressing the API's answers costs (issue #15 target 6): the same large list through the
 * gateway, asked for as the browser asks (`br`), as an old client (`gzip`) and uncompressed
 * (`identity`), at the same load. Throughput with brotli must stay within 10 % of identity; the
 * answer's size on the wire is what a desk on Wi-Fi saves.
 */
import { bothTurns, httpLoad, type LoadStats } from './load';

export interface CompressionResult {
  name: string;
  path: string;
  /** Uncompressed answer, bytes. */
  bytes: number;
  codings: Record<'identity' | 'br' | 'gzip', LoadStats>;
  /** br requests/s ÷ identity requests/s. */
  brShare: number;
  /** gzip requests/s ÷ identity requests/s. */
  gzipShare: number;
}

/** The list the target names: the read whose answer is nearest 100 KiB. */
export function listOf100KiB<T extends { bytes: number }>(reads: readonly T[]): T | undefined {
  return [...reads].sort((a, b) => Math.abs(a.bytes - 100 * 1024) - Math.abs(b.bytes - 100 * 1024))[0];
}

export async function measureCompression(
  read: { name: string; path: string; bytes: number },
  gatewayUrl: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<CompressionResult> {
  const run = (coding: string) => httpLoad({ url: gatewayUrl + read.path, headers: { ...headers, 'accept-encoding': coding }, connections, seconds });
  await run('br'); // warm-up of the codecs
  // Interleaved identity, br, gzip, identity, br: drift on a shared machine hits each alike.
  const identity1 = await run('identity');
  const br1 = await run('br');
  const gzip = await run('gzip');
  const identity2 = await run('identity');
  const br2 = await run('br');
  const identity = bothTurns(identity1, identity2);
  const br = bothTurns(br1, br2);
  return { name: read.name, path: read.path, bytes: read.bytes, codings: { identity, br, gzip }, brShare: identity.rps > 0 ? br.rps / identity.rps : 0, gzipShare: identity.rps > 0 ? gzip.rps / identity.rps : 0 };
}
