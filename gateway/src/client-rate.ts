import { CLIENT_RATE_BURST, CLIENT_RATE_PER_SECOND } from '@pms/contracts/rules/clients';

/** How fast one machine client may call (docs/integrations.md "Rate limit"). */
export interface ClientRateLimit {
  /** Tokens added per second: the sustained rate. */
  perSecond: number;
  /** The bucket's size: how many calls may come at once after a quiet spell. */
  burst: number;
}

export const DEFAULT_CLIENT_RATE: ClientRateLimit = { perSecond: CLIENT_RATE_PER_SECOND, burst: CLIENT_RATE_BURST };

/** Buckets kept at most (one per client calling): a full one is the same as none, so those go first. */
const MAX_BUCKETS = 10_000;

export interface ClientRateLimiter {
  /** Takes one call from the client's bucket: `0` when allowed, otherwise whole seconds until one is free. */
  take(clientId: string): number;
}

/**
 * A token bucket per client id, in this gateway's memory. Replicas each hold their own, so behind
 * N replicas a client may reach N times the rate: the limit protects the services from one runaway
 * integration, it is not a quota.
 */
export function clientRateLimiter({ perSecond, burst }: ClientRateLimit, now: () => number = Date.now): ClientRateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (b: { tokens: number; at: number }, t: number) => {
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
  };
  const sweep = (t: number) => {
    for (const [id, b] of buckets) {
      refill(b, t);
      if (b.tokens >= burst) buckets.delete(id);
    }
  };
  return {
    take(clientId) {
      const t = now();
      let bucket = buckets.get(clientId);
      if (!bucket) {
        if (buckets.size >= MAX_BUCKETS) sweep(t);
        bucket = { tokens: burst, at: t };
        buckets.set(clientId, bucket);
      }
      refill(bucket, t);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
  };
}
