/**
 * The two ways the bench makes load: autocannon against HTTP (the gateway, or a service directly),
 * and the SQL floor — the same query function called directly on a postgres.js pool by the same
 * number of concurrent callers. Latencies are kept exactly (autocannon's own histogram counts whole
 * milliseconds, too coarse for 1 ms answers), so percentiles here are of the raw samples.
 */
import { Agent, get } from 'node:http';
import autocannon from 'autocannon';

export interface LoadStats {
  requests: number;
  /** Answers per second over the measured time. */
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
  /** Answers that were not 2xx (HTTP only), and connection errors/time-outs. */
  non2xx: number;
  errors: number;
  /** Mean answer size in bytes (HTTP only). */
  bytes?: number;
  seconds: number;
}


function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Two loads of the same thing taken at different moments, as one: requests/s over both, the worse
 * p50 and p99 (drift on a shared machine hits each turn differently; the mean hides neither side).
 */
export function bothTurns(a: LoadStats, b: LoadStats): LoadStats {
  const seconds = a.seconds + b.seconds;
  const requests = a.requests + b.requests;
  return {
    ...a,
    requests,
    seconds,
    rps: seconds > 0 ? Math.round((requests / seconds) * 10) / 10 : 0,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    mean: requests > 0 ? round((a.mean * a.requests + b.mean * b.requests) / requests) : 0,
    max: Math.max(a.max, b.max),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

export function summarize(latencies: number[], seconds: number, extra: Partial<LoadStats> = {}): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    requests: sorted.length,
    rps: round(sorted.length / seconds, 1),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.length ? sum / sorted.length : 0),
    max: round(sorted.at(-1) ?? 0),
    non2xx: 0,
    errors: 0,
    seconds: round(seconds, 1),
    ...extra,
  };
}

export interface HttpLoad {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds; or `amount` requests in all. */
  seconds?: number;
  amount?: number;
  /** A sequence of requests each connection runs in a loop (autocannon's `requests`). */
  requests?: autocannon.Request[];
}

/** Runs autocannon and answers exact latency percentiles of the 2xx answers. */
export async function httpLoad(load: HttpLoad): Promise<LoadStats> {
  const latencies: number[] = [];
  let non2xx = 0;
  let bytes = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.url,
        method: load.method ?? 'GET',
        headers: load.headers,
        body: load.body,
        connections: load.connections,
        ...(load.amount !== undefined ? { amount: load.amount } : { duration: load.seconds ?? 5 }),
        requests: load.requests,
        timeout: 30,
      },
      (err: unknown, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on('response', (_client: unknown, status: number, resBytes: number, responseTime: number) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else non2xx++;
      bytes += resBytes;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const answered = latencies.length + non2xx;
  return summarize(latencies, seconds, {
    non2xx,
    errors: result.errors + result.timeouts,
    bytes: answered ? Math.round(bytes / answered) : 0,
  });
}

/** `connections` callers each calling `query` back to back for `seconds`: the SQL floor. */
export async function floorLoad(query: () => Promise<unknown>, connections: number, seconds: number): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await query();
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000, { errors });
}

/** What Chromium asks for: the gateway answers its lists compressed (br). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const oneAtATime = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One caller, `count` requests, exact latencies — the "alone" column and the gateway-overhead
 * comparison. Asked as a browser asks (`Accept-Encoding` of Chromium unless `headers` say otherwise)
 * and timed to the answer's last byte, as the browser's network timing does, without inflating the
 * body: `fetch` (undici) inflates a br answer through web streams in JavaScript, which added ~3 ms
 * at p50 and 15–20 ms at p90 to the 144–214 KiB lists at a million stays (2026-11-27, measured
 * beside this client); a browser inflates natively and the server is not what that measured.
 */
export async function serialHttp(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const asked = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) latencies.push(await timedGet(url, asked));
  return latencies;
}

function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { headers, agent: oneAtATime }, (res) => {
      res.on('data', () => {});
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        const status = res.statusCode ?? 0;
        if (status < 200 || status >= 300) reject(new Error(`${url} answered ${status}`));
        else resolve(ms);
      });
    }).on('error', reject);
  });
}
