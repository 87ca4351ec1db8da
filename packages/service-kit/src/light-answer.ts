/**
 * Answers whose headers stay a plain record until Node writes them. @hono/node-server keeps the
 * `headers` a Response was made with as they are and writes them with `writeHead`; only asking for
 * `res.headers` builds a WHATWG `Headers` (validating every name and value) that it then copies back
 * into a record. For a small answer that round trip — and setting the gateway's eleven headers
 * (security, request id, `traceresponse`) one by one on it — cost ~9 µs of the ~50 µs an answer from
 * the gateway's memory took (docs/performance.md "Cheap reads"). Middlewares that read or set a
 * header use `answerHeader`/`setAnswerHeader`, which touch the record while nothing has asked for
 * `res.headers`, and the answer's `Headers` once something has (from then on the record is dropped).
 */
const records = new WeakMap<Response, Record<string, string>>();

type HeadersGetter = (this: Response) => Headers;
/** Per Response class (tests without a Node server use undici's, which copies headers at once): its `headers` getter, or undefined when it does not read them late. */
let checkedFor: typeof Response | undefined;
let lateGetter: HeadersGetter | undefined;

function lateHeadersGetter(): HeadersGetter | undefined {
  if (checkedFor === Response) return lateGetter;
  checkedFor = Response;
  const record: Record<string, string> = {};
  const probe = new Response(null, { status: 204, headers: record });
  record['x-late'] = '1';
  const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(probe) as object, 'headers')?.get as HeadersGetter | undefined;
  lateGetter = getter && probe.headers.get('x-late') === '1' ? getter : undefined;
  return lateGetter;
}

/** An answer of `body` with `headers` (lower-case names; the record is the answer's, not copied). */
export function lightAnswer(body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  const res = new Response(body, { status, headers });
  const getter = lateHeadersGetter();
  if (getter) {
    records.set(res, headers);
    // Whoever asks for the web Headers gets them, built from the record as it is then; later
    // reads and writes go to them.
    Object.defineProperty(res, 'headers', {
      configurable: true,
      get(this: Response) {
        records.delete(this);
        return getter.call(this);
      },
    });
  }
  return res;
}

/** A header of the answer (`name` lower-case), or undefined. */
export function answerHeader(res: Response, name: string): string | undefined {
  const record = records.get(res);
  return record ? record[name] : (res.headers.get(name) ?? undefined);
}

/** Sets a header of the answer (`name` lower-case), replacing any of that name. */
export function setAnswerHeader(res: Response, name: string, value: string): void {
  const record = records.get(res);
  if (record) record[name] = value;
  else res.headers.set(name, value);
}

/** Sets several headers (lower-case names) at once. */
export function setAnswerHeaders(res: Response, headers: readonly (readonly [string, string])[]): void {
  const record = records.get(res);
  if (record) for (const [name, value] of headers) record[name] = value;
  else for (const [name, value] of headers) res.headers.set(name, value);
}
