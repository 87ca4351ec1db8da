import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { STREAMS, type StreamName } from '@pms/contracts/events';

/**
 * NATS subject rules shared by both bus implementations, so the in-process bus matches, stores
 * and refuses exactly what JetStream would.
 */

/** This host's name as a durable name may hold it: letters, digits, `_` and `-`, none special in a RegExp. */
const HOST_PART = hostname().replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40);
const PROCESS_SUFFIX = new RegExp(`-${HOST_PART}-[0-9a-f]{8}$`);

/**
 * A durable name of this process alone (`svc-rooms-revocations-<host>-<random>`): replicas sharing
 * one durable would split its events between them, and the random part keeps a restarted process
 * from inheriting its predecessor's position.
 */
export function processDurable(name: string, purpose: string): string {
  return `${name}-${purpose}-${HOST_PART}-${randomBytes(4).toString('hex')}`;
}

/** What a consumer is counted under in metrics: a durable of this process without its host and random part. */
export function consumerFamily(durable: string): string {
  return durable.replace(PROCESS_SUFFIX, '');
}

/** `*` matches one token, `>` one or more trailing tokens. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    const token = p[i];
    if (token === '>') return s.length > i;
    if (i >= s.length) return false;
    if (token !== '*' && token !== s[i]) return false;
  }
  return p.length === s.length;
}

/** Whether some subject matches both patterns. */
export function patternsOverlap(a: string, b: string): boolean {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; ; i++) {
    const u = x[i];
    const v = y[i];
    if (u === undefined || v === undefined) return u === v;
    if (u === '>') return true;
    if (v === '>') return true;
    if (u !== '*' && v !== '*' && u !== v) return false;
  }
}

/** The stream that stores a concrete event subject, or undefined when none does. */
export function streamOfSubject(subject: string): StreamName | undefined {
  for (const [name, patterns] of Object.entries(STREAMS) as [StreamName, readonly string[]][]) {
    if (patterns.some((p) => subjectMatches(p, subject))) return name;
  }
  return undefined;
}

/**
 * The one stream a consumer filter reads from. A filter may be wider than one of the stream's
 * patterns (`pms.rooms.>` reads rooms, room types and work orders) but must not span streams: a
 * JetStream consumer belongs to exactly one stream.
 */
export function streamOfFilter(filter: string): StreamName {
  const found = (Object.entries(STREAMS) as [StreamName, readonly string[]][])
    .filter(([, patterns]) => patterns.some((p) => patternsOverlap(p, filter)))
    .map(([name]) => name);
  if (found.length === 1) return found[0] as StreamName;
  if (found.length === 0) throw new Error(`no stream holds events matching "${filter}"`);
  throw new Error(`filter "${filter}" spans several streams (${found.join(', ')}); consume each separately`);
}

const DURABLE = /^[A-Za-z0-9_-]+$/;

/** JetStream durable names may not contain dots, spaces or wildcards; both buses refuse the same names. */
export function checkDurableName(durable: string): void {
  if (!DURABLE.test(durable)) throw new Error(`bad durable consumer name "${durable}": use letters, digits, - and _`);
}

const NAMESPACE = /^[A-Za-z0-9_]*$/;

/** Maps plain contract subjects and stream names into a namespace and back. */
export interface Namespacer {
  readonly namespace: string;
  subject(plain: string): string;
  plain(subject: string): string;
  stream(name: StreamName): string;
}

export function namespacer(namespace = ''): Namespacer {
  if (!NAMESPACE.test(namespace)) throw new Error(`bad bus namespace "${namespace}": use letters, digits and _`);
  if (!namespace) return { namespace, subject: (s) => s, plain: (s) => s, stream: (n) => n };
  const prefix = `${namespace}.`;
  return {
    namespace,
    subject: (s) => prefix + s,
    plain: (s) => (s.startsWith(prefix) ? s.slice(prefix.length) : s),
    stream: (n) => `${namespace.toUpperCase()}_${n}`,
  };
}
