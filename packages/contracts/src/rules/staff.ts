/**
 * Staff accounts' rules (docs/security.md "Passwords", docs/audit.md "Staff accounts"): what a
 * username, a full name and a new password must be, in the words a refusal uses. svc-auth's schemas
 * (`staff.ts`) are built from these and the STAFF and Change password forms check with the same
 * functions, so a form refuses what the service refuses. The one check only the service makes is
 * the list of common passwords (svc-auth's `domain/password-policy.ts`): it is too big for a bundle.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** OWASP ASVS v4 2.1.1: at least 12 characters for any password a person sets. */
export const PASSWORD_MIN_LENGTH = 12;
/** Long passphrases are welcome; the cap only keeps a hash request from being a denial of service. */
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 100;
export const FULL_NAME_MAX_LENGTH = 100;
/** Letters, digits and `. _ @ -`: a name that reads the same in a log line, a URL and an email. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const STAFF_MESSAGES = {
  required: 'is required',
  passwordTooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordHasUsername: 'must not contain the username',
  passwordTooSimple: 'is too easy to guess: use more different characters',
  passwordCommon: 'is one of the most common passwords: choose another',
  passwordUnchanged: 'must differ from the current password',
  currentPasswordWrong: 'is not your current password',
  usernameTooShort: `must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'may hold letters, digits and . _ @ - only',
  usernameTaken: 'is taken (usernames ignore case)',
  fullNameTooLong: `must be at most ${FULL_NAME_MAX_LENGTH} characters`,
  role: 'must be 1 (Employee), 2 (Manager) or 3 (Administrator)',
} as const;

/** Why a username cannot be used, or `undefined` when it can (whether it is taken is the service's to say). */
export function usernameProblem(username: string): string | undefined {
  if (username.length === 0) return STAFF_MESSAGES.required;
  if (username.length < USERNAME_MIN_LENGTH) return STAFF_MESSAGES.usernameTooShort;
  if (username.length > USERNAME_MAX_LENGTH) return STAFF_MESSAGES.usernameTooLong;
  if (!USERNAME_PATTERN.test(username)) return STAFF_MESSAGES.usernameCharacters;
  return undefined;
}

/** Why a full name cannot be used, or `undefined` when it can: the schemas' check (on the trimmed name), for the forms. */
export function fullNameProblem(fullName: string): string | undefined {
  const name = fullName.trim();
  if (name.length === 0) return STAFF_MESSAGES.required;
  if (name.length > FULL_NAME_MAX_LENGTH) return STAFF_MESSAGES.fullNameTooLong;
  return undefined;
}

/**
 * Why a new password cannot be used, or `undefined` when it can — short of the common-password list,
 * which only svc-auth holds. `username` is the account's, when known: a password holding it is the
 * first thing an attacker tries.
 */
export function passwordProblem(password: string, username?: string): string | undefined {
  if (password.length === 0) return STAFF_MESSAGES.required;
  if ([...password].length < PASSWORD_MIN_LENGTH) return STAFF_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return STAFF_MESSAGES.passwordTooLong;
  if (username && username.length >= USERNAME_MIN_LENGTH && password.toLowerCase().includes(username.toLowerCase())) {
    return STAFF_MESSAGES.passwordHasUsername;
  }
  if (isGuessablePattern(password.toLowerCase())) return STAFF_MESSAGES.passwordTooSimple;
  return undefined;
}

/**
 * What passes a length rule and nothing else: few different characters (`aaaabbbbaaaa`), one chunk
 * repeated (`123123123123`, `abcabcabcabc`), or one run up or down (`1234567890123`, `zyxwvutsrqpo`).
 */
function isGuessablePattern(lower: string): boolean {
  if (new Set(lower).size < 5) return true;
  if (/^(.{1,6})\1+$/u.test(lower)) return true;
  const codes = [...lower].map((ch) => ch.codePointAt(0)!);
  const step = (i: number) => {
    const d = codes[i + 1]! - codes[i]!;
    // Digits run on past 9 to 0 and back (`...8901...`).
    return d === -9 ? 1 : d === 9 ? -1 : d;
  };
  const first = step(0);
  return Math.abs(first) === 1 && codes.slice(1, -1).every((_, i) => step(i + 1) === first);
}
