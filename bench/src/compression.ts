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
  // In turns, each coding twice and in mirrored order (identity, br, gzip, gzip, br, identity): drift
  // on a shared machine weighs on each alike. (gzip asked once, between the others, read 12 % slower
  // than identity in one run and 4 % faster in the next.)
  const identity1 = await run('identity');
  const br1 = await run('br');
  const gzip1 = await run('gzip');
  const gzip2 = await run('gzip');
  const br2 = await run('br');
  const identity2 = await run('identity');
  const identity = bothTurns(identity1, identity2);
  const br = bothTurns(br1, br2);
  const gzip = bothTurns(gzip1, gzip2);
  return { name: read.name, path: read.path, bytes: read.bytes, codings: { identity, br, gzip }, brShare: identity.rps > 0 ? br.rps / identity.rps : 0, gzipShare: identity.rps > 0 ? gzip.rps / identity.rps : 0 };
}
