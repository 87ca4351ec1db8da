/**
 * The guest form's rules (docs/product.md §5). Pure functions, so the screens, the tests and any future
 * server-side echo agree on one wording. The messages are the spec's, character for character.
 */

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
  /** As typed (may hold spaces); send `stripCardSpaces(credit_card_num)`. */
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

export const GUEST_MESSAGES = {
  firstNameRequired: '*Please enter your firstname.',
  lastNameRequired: '*Please enter your lastname.',
  lettersOnly: '*Please enter alphabet characters only.',
  emailRequired: '*Please enter your email-ID.',
  emailInvalid: '*Please enter valid email-ID.',
  phoneRequired: '*Please enter your mobile no.',
  phoneInvalid: '*Please enter valid mobile no.',
  cardRequired: '*Please enter credit card no.',
  expiryRequired: '*Please enter expiration date.',
} as const;

/**
 * "Letters and spaces only". Letters of any alphabet count (José, Zoë, also typed with combining
 * accents), which is what a front desk meets; digits, punctuation and symbols do not. The same
 * patterns as the server's (@pms/contracts/reservations), so the form never passes what the
 * server refuses.
 */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** One @, something before it, a dotted domain after it, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md §9: 000-000-0000. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

export interface GuestRules {
  /** A new reservation needs card number and expiry; an update does not. */
  requireCard: boolean;
}

const blank = (s: string | undefined): boolean => (s ?? '').trim() === '';

function nameError(value: string, requiredMessage: string): string | undefined {
  if (blank(value)) return requiredMessage;
  if (!NAME_PATTERN.test(value.trim())) return GUEST_MESSAGES.lettersOnly;
  return undefined;
}

export function validateFirstName(value: string): string | undefined {
  return nameError(value, GUEST_MESSAGES.firstNameRequired);
}

export function validateLastName(value: string): string | undefined {
  return nameError(value, GUEST_MESSAGES.lastNameRequired);
}

export function validateEmail(value: string): string | undefined {
  if (blank(value)) return GUEST_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value.trim())) return GUEST_MESSAGES.emailInvalid;
  return undefined;
}

export function validatePhone(value: string): string | undefined {
  if (blank(value)) return GUEST_MESSAGES.phoneRequired;
  if (!PHONE_PATTERN.test(value.trim())) return GUEST_MESSAGES.phoneInvalid;
  return undefined;
}

/** Every broken rule, one message per field (the first rule the field breaks). Empty object = valid. */
export function validateGuest(values: GuestValues, rules: GuestRules): GuestErrors {
  const errors: GuestErrors = {};
  const put = (field: GuestField, message: string | undefined): void => {
    if (message) errors[field] = message;
  };
  put('first_name', validateFirstName(values.first_name));
  put('last_name', validateLastName(values.last_name));
  put('phone', validatePhone(values.phone));
  put('email', validateEmail(values.email));
  if (rules.requireCard) {
    if (blank(stripCardSpaces(values.credit_card_num))) errors.credit_card_num = GUEST_MESSAGES.cardRequired;
    if (blank(values.cc_expiration)) errors.cc_expiration = GUEST_MESSAGES.expiryRequired;
  }
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

/** Card numbers are typed in groups ("4111 1111 1111 1111"); the server gets the digits only (docs/product.md §5). */
export function stripCardSpaces(card: string): string {
  return card.replace(/\s+/g, '');
}
