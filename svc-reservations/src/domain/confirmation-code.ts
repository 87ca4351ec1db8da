import { randomInt } from 'node:crypto';

/** Letters and digits a clerk can read aloud without doubt: no I/1, O/0. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/**
 * A random confirmation code: 32^8 ≈ 10^12 codes, so a clash is rare; the unique constraint
 * catches it and the caller draws again.
 */
export function newConfirmationCode(pick: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return code;
}

/** Codes are upper case; a clerk may type them in any case, with spaces or dashes. */
export function normalizeCodeQuery(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}
