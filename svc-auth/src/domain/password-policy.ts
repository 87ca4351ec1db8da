import { passwordProblem, STAFF_MESSAGES } from '@pms/contracts/staff';
import commonPasswords from './common-passwords.json' with { type: 'json' };

/**
 * The password rule for every password a person sets (docs/security.md "Passwords"): the shared
 * rule (`@pms/contracts/rules/staff`, also checked by the forms) and the list of common passwords,
 * which only the service holds. The list is the 10,000 most frequent passwords of the zxcvbn-ts
 * dictionary (MIT, `common-passwords.LICENSE.txt`), lower-cased.
 */
const COMMON = new Set<string>(commonPasswords);

/** `Summer2024!` and `password1234` are a common word with digits and signs around it: strip them. */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(DECORATION, '');
  return core.length >= 4 && COMMON.has(core);
}

/** Why a new password cannot be used (the message of its field), or `undefined`. */
export function newPasswordProblem(password: string, username: string): string | undefined {
  return passwordProblem(password, username) ?? (isCommonPassword(password) ? STAFF_MESSAGES.passwordCommon : undefined);
}
