/**
 * Which request and answer headers travel past the gateway: everything but the connection-scoped
 * ones (RFC 9110 §7.6.1), read from a web `Headers` or, on the proxy's hot path, from Node's raw
 * header lines without building a `Headers` at all.
 */

/** Connection-scoped headers (RFC 9110 §7.6.1) never travel past a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const NONE: readonly string[] = [];
/** `HOP_BY_HOP` and each `drop` list, made once per list: most calls name nothing else. */
const usualSkips = new WeakMap<readonly string[], Set<string>>();

/** The hop-by-hop headers, those a `connection` header names, and `drop`. */
export function hopByHop(connection: string, drop: readonly string[] = NONE): Set<string> {
  const named = connection
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  let usual = usualSkips.get(drop);
  if (!usual) usualSkips.set(drop, (usual = new Set([...HOP_BY_HOP, ...drop])));
  // `connection: keep-alive` names one already skipped; anything else gets a set of its own.
  return named.every((h) => usual.has(h)) ? usual : new Set([...usual, ...named]);
}

/**
 * `endToEndHeaders` of Node's raw header lines (`IncomingMessage.rawHeaders`: name, value, name,
 * value…) into a plain record, names lower-cased and repeated ones joined with `, ` as `Headers`
 * would: what the proxy sends on, without building the web `Headers` of the request and a copy
 * of it on every call.
 */
export function endToEndRawHeaders(raw: readonly string[], drop: readonly string[] = []): Record<string, string> {
  let connection = '';
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'connection') connection += `${connection ? ',' : ''}${raw[i + 1]}`;
  const skip = hopByHop(connection, drop);
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (skip.has(name) || name === 'set-cookie') continue;
    const value = raw[i + 1]!;
    out[name] = name in out ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/** Copies headers without the hop-by-hop ones, including those the `connection` header names. */
export function endToEndHeaders(source: Headers, drop: readonly string[] = []): Headers {
  const skip = hopByHop(source.get('connection') ?? '', drop);
  const out = new Headers();
  source.forEach((value, name) => {
    if (!skip.has(name) && name !== 'set-cookie') out.append(name, value);
  });
  // `forEach` folds several Set-Cookie headers into one line; they must stay separate.
  for (const cookie of source.getSetCookie()) if (!skip.has('set-cookie')) out.append('set-cookie', cookie);
  return out;
}
