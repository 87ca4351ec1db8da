import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/domain/password';
import { STAFF_MESSAGES } from '@pms/contracts/staff';
import { isCommonPassword, newPasswordProblem } from '../src/domain/password-policy';
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

describe('the password policy (docs/security.md "Passwords")', () => {
  it('refuses the most common passwords, in any case and with digits or signs around them', () => {
    for (const common of ['Qwertyuiop!2', 'PASSWORD1234', '!!Dragon2024!!', '1qaz2wsx3edc', 'iloveyou12345']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ['correct horse battery', 'Réception-Nord-2026', 'the night audit at 3']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it('asks for 12 characters, no username inside and more than a few different characters, and names the problem', () => {
    expect(newPasswordProblem('short one', 'alice')).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(newPasswordProblem('hello-ALICE-2026!', 'alice')).toBe(STAFF_MESSAGES.passwordHasUsername);
    for (const pattern of ['aaaabbbbaaaabbbb', '123123123123', 'abcdabcdabcd', '1234567890123', 'zyxwvutsrqpon', '9876543210987']) {
      expect(newPasswordProblem(pattern, 'alice'), pattern).toBe(STAFF_MESSAGES.passwordTooSimple);
    }
    expect(newPasswordProblem('738201946551', 'alice')).toBeUndefined();
    expect(newPasswordProblem('password123456', 'alice')).toBe(STAFF_MESSAGES.passwordCommon);
    expect(newPasswordProblem('x'.repeat(201), 'alice')).toBe(STAFF_MESSAGES.passwordTooLong);
    expect(newPasswordProblem('a walk along the river', 'alice')).toBeUndefined();
    // Twelve characters, not twelve UTF-16 units: an emoji counts once.
    expect(newPasswordProblem('🏨🏨🏨🏨🏨🏨abcde', 'alice')).toBe(STAFF_MESSAGES.passwordTooShort);
  });
});
