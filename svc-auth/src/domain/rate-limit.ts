export interface RateDecision {
  allowed: boolean;
  /** Seconds until the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): RateDecision;
}

/**
 * At most `limit` attempts per `windowMs` per key, in fixed windows. Held in memory per process:
 * with several replicas an address gets `limit` per replica, still a hard ceiling on guessing.
 */
export function fixedWindowLimiter({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const t = now();
      // Forget finished windows now and then, so a scan from many addresses cannot grow memory for good.
      if (t - lastSweep >= windowMs) {
        lastSweep = t;
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) };
    },
  };
}
