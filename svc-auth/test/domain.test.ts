import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/domain/password';
import { FREE_FAILURES, usernameKey, waitSeconds } from '../src/login/throttle';

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

describe('sign-in waits', () => {
  it('cost nothing for the first failures, then 1, 2, 4 … seconds, at most a minute', () => {
    const waits = Array.from({ length: 12 }, (_, i) => waitSeconds(i + 1));
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(waitSeconds(FREE_FAILURES)).toBe(0);
    expect(waitSeconds(10_000)).toBe(60);
  });

  it('key on the username as typed, whatever its case or Unicode form', () => {
    expect(usernameKey('Manager')).toBe('manager');
    expect(usernameKey('ｍａｎａｇｅｒ')).toBe('manager');
    expect(usernameKey('nobody-at-all')).toBe('nobody-at-all');
  });
});
