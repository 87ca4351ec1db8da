import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * The client's address as a service may believe it (docs/security.md "Client addresses").
 *
 * The gateway replaces whatever `x-forwarded-for` a browser sent with the one address it saw, and
 * proves the header is its own with a secret shared with the services (`GATEWAY_SECRET`, sent as
 * `x-pms-gateway-secret`). A service believes `x-forwarded-for` only next to that secret; anyone
 * else who reaches it directly — a pod in the cluster, a port left open — is keyed by the socket
 * address, whatever they wrote in the header. The network policy alone is not enough.
 */
export const GATEWAY_SECRET_HEADER = 'x-pms-gateway-secret';

/** Shortest shared secret accepted (characters): 32 hex digits are 128 bits. */
export const GATEWAY_SECRET_MIN_LENGTH = 32;

/** A fresh secret for one process that is gateway and services at once (embedded mode, tests). */
export function generateGatewaySecret(): string {
  return randomBytes(32).toString('hex');
}

/** Compares in constant time (both sides hashed first, so their lengths do not leak either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The peer of the TCP connection (`@hono/node-server`); undefined in process (tests, embedded mode). */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * The address a request comes from: the gateway's `x-forwarded-for` when the request carries the
 * gateway's secret, else the socket peer (`'unknown'` without one, e.g. an in-process call).
 */
export function trustedClientAddress(c: Context, gatewaySecret: string | undefined): string {
  if (gatewaySecret && sameSecret(c.req.header(GATEWAY_SECRET_HEADER), gatewaySecret)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return addressKey(forwarded);
  }
  const peer = socketAddress(c);
  return peer ? addressKey(peer) : 'unknown';
}

/**
 * One key per client: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by its /64 —
 * one home or office gets a whole /64, so keying on the full address would let one client take
 * 2^64 keys. Anything else (a proxy that wrote a name) as it is, lower-cased.
 */
export function addressKey(address: string): string {
  const a = address.trim().toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return a;
  const groups = expandIPv6(a.split('%')[0]!);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : a;
}

/** The eight groups of an IPv6 address (no leading zeros), or undefined if it is not one. */
function expandIPv6(a: string): string[] | undefined {
  let text = a;
  // A trailing dotted quad is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [b0, b1, b2, b3] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
