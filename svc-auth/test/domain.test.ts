import { describe, expect, it } from 'vitest';
import { isLocked, lockedMessage, secondsLeft } from '../src/domain/lockout';
import { hashPassword, verifyPassword } from '../src/domain/password';
import { fixedWindowLimiter } from '../src/domain/rate-limit';

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies only the right password', async () => {
    const a = await hashPassword('123123');
    const b = await hashPassword('123123');
    expect(a).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('123123', a)).toBe(true);
    expect(await verifyPassword('123124', a)).toBe(false);
    expect(await verifyPassword('123123', 'scrypt$1$1$1$$')).toBe(false);
    expect(await verifyPassword('123123', 'plain')).toBe(false);
  });
});

describe('lockout', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is locked until the instant passes', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1000), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });
  it('says how long is left in whole minutes', () => {
    const until = new Date(now.getTime() + 61_000);
    expect(secondsLeft(until, now)).toBe(61);
    expect(lockedMessage(until, now)).toMatch(/2 minutes\.$/);
    expect(lockedMessage(new Date(now.getTime() + 5_000), now)).toMatch(/1 minute\.$/);
  });
});

describe('rate limiter', () => {
  it('allows the limit per key per window and says when to come back', () => {
    let t = 0;
    const limiter = fixedWindowLimiter({ limit: 2, windowMs: 60_000, now: () => t });
    expect(limiter.hit('a').allowed).toBe(true);
    t = 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b').allowed).toBe(true);
    t = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
