/**
 * The guest form's values and checks (docs/product.md §5). The rules are the booking service's own,
 * from the contracts' zod-free rules module (`@pms/contracts/rules/guest`): the form refuses
 * exactly what the service refuses, with §5's messages where §5 has them.
 */
import { GUEST_MESSAGES as RULE_MESSAGES, guestProblems } from '@pms/contracts/rules/guest';

/** The guest fields, named as docs/product.md §3 names the customer's columns, so a 400's `fields` map onto them. */
export interface GuestValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** As typed (may hold spaces); send `normalizeCardNumber(credit_card_num)` (rules/guest). */
  credit_card_num: string;
  cc_expiration: string;
  /** Card security code: sent with the booking, never stored (docs/architecture.md §4). */
  cvc: string;
  comments: string;
}

export type GuestField = keyof GuestValues;

/** The guest fields in the form's order (the first bad one takes the focus; a 400's fields map onto these). */
export const GUEST_FIELDS: readonly GuestField[] = Object.freeze([
  'first_name',
  'last_name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip',
  'credit_card_num',
  'cc_expiration',
  'cvc',
  'comments',
]);
export type GuestErrors = Partial<Record<GuestField, string>>;

export const emptyGuest: GuestValues = Object.freeze({
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  credit_card_num: '',
  cc_expiration: '',
  cvc: '',
  comments: '',
});

/** docs/product.md §5's messages as the form shows them: with a leading `*`. */
export const GUEST_MESSAGES = Object.fromEntries(
  Object.entries(RULE_MESSAGES).map(([key, message]) => [key, `*${message}`]),
) as { readonly [K in keyof typeof RULE_MESSAGES]: `*${(typeof RULE_MESSAGES)[K]}` };

/**
 * How the form shows a rule's message — its own check's or a 400's, the same words either way: §5's
 * messages with their `*`; the others (the services' words, made to follow the field's name, e.g.
 * `is not a valid card number`) with a `*` and a capital, under the field they name.
 */
export function fieldMessage(message: string): string {
  return message.startsWith('*') ? message : `*${message.charAt(0).toUpperCase()}${message.slice(1)}`;
}

export interface GuestRules {
  /** Today (`YYYY-MM-DD`, the hotel's): a new card must not have expired. */
  today: string;
  /**
   * An update: the card on file (its expiry) may be kept — card and expiry fields left empty. Without
   * it, a new reservation: card number and expiry are required (docs/product.md §5).
   */
  onFile?: { expiry: string };
}

/**
 * Every rule the guest part breaks — the booking service's own rules (`guestProblems` of the
 * contracts' rules module: §5, lengths, card checksum, expiry) — one message per field, worded for
 * the form. Empty object = the service will take it.
 */
export function validateGuest(values: GuestValues, rules: GuestRules): GuestErrors {
  const errors: GuestErrors = {};
  for (const [field, message] of Object.entries(guestProblems(values, rules)) as [GuestField, string][])
    errors[field] = fieldMessage(message);
  return errors;
}

export function hasErrors(errors: GuestErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The ###-###-#### phone mask: keeps the digits of whatever was typed or pasted ("(555) 123 4567",
 * "555.123.4567"), at most ten, and puts the dashes in as the groups fill. Dashes are only added
 * once a digit follows them, so backspace over a dash is never undone by the mask.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Where the caret belongs after masking: just after the same number of digits as before it. */
export function phoneCaret(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string)) seen++;
    if (seen === digitsBeforeCaret) return i + 1;
  }
  return formatted.length;
}
