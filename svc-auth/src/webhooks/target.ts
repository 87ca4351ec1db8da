import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (docs/integrations.md "Webhooks", SSRF): never into the hotel's own
 * network — a private, loopback, link-local or unique-local address — unless the host is listed in
 * WEBHOOK_ALLOWED_HOSTS; demo mode allows loopback (a receiver on the same machine). Checked when an
 * Administrator subscribes and again on every connection the dispatcher opens, at the address it
 * actually connects to, so a name that resolves elsewhere later (DNS rebinding) is caught too.
 */

export interface TargetPolicy {
  /** Host names or addresses (lower case, IPv6 without brackets) allowed whatever they resolve to. */
  allowedHosts: readonly string[];
  allowLoopback: boolean;
}

type AddressKind = 'public' | 'loopback' | 'internal';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Private (RFC 1918), shared (RFC 6598), link-local, "this network", benchmarking, multicast and
// reserved ranges, and IPv6 unique-local, link-local, unspecified, multicast and NAT64.
const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) internal.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['fc00::', 7], ['fe80::', 10], ['::', 128], ['ff00::', 8], ['64:ff9b::', 96]] as const) internal.addSubnet(net, bits, 'ipv6');

/** What an IP address is; an IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is judged as IPv4. */
export function addressKind(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, family)) return 'loopback';
  if (internal.check(ip, family)) return 'internal';
  return 'public';
}

function addressAllowed(address: string, policy: TargetPolicy): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
}

/** A URL's host as WEBHOOK_ALLOWED_HOSTS lists it: lower case, IPv6 without brackets. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

export class TargetRefused extends Error {
  constructor(
    readonly reason: 'private' | 'unresolvable',
    message: string,
  ) {
    super(message);
    this.name = 'TargetRefused';
  }
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));
}

/** Resolves the URL's host and throws `TargetRefused` when any address it names is not allowed. */
export async function checkTarget(url: URL, policy: TargetPolicy): Promise<void> {
  const host = hostOf(url);
  if (policy.allowedHosts.includes(host)) return;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await resolveAll(host)).map((a) => a.address);
    } catch {
      throw new TargetRefused('unresolvable', `${host} does not resolve`);
    }
  }
  const refused = addresses.find((a) => !addressAllowed(a, policy));
  if (refused) throw new TargetRefused('private', `${host} resolves to ${refused}, inside a private, loopback or link-local network`);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the sockets the dispatcher opens: resolves as usual, then refuses an address that is
 * not allowed — the check happens on the address connected to, not on an earlier answer.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const allowed = policy.allowedHosts.includes(host) ? addresses : addresses.filter((a) => addressAllowed(a.address, policy));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${host} resolves into a private, loopback or link-local network`), { code: 'EPMSREFUSED' });
        return callback(refused, []);
      }
      if (options.all) return callback(null, allowed);
      const first = allowed[0]!;
      callback(null, first.address, first.family);
    });
  };
}
