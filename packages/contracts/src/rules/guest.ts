/**
 * The guest fields' rules (docs/product.md §5, §9): what a name, email, phone, card and expiry must
 * be, and the words a refusal uses. The booking schemas (`reservations.ts`) are built from these,
 * and the guest form (`@pms/ui`) checks with the same functions, so the form refuses exactly what
 * the service refuses (mfe-reservations/test/form-agrees-with-schema.test.ts proves it).
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** docs/product.md §5, word for word (the form shows them with a leading `*`). */
export const GUEST_MESSAGES = {
  firstNameRequired: 'Please enter your firstname.',
  lastNameRequired: 'Please enter your lastname.',
  alphabetOnly: 'Please enter alphabet characters only.',
  emailRequired: 'Please enter your email-ID.',
  emailInvalid: 'Please enter valid email-ID.',
  phoneRequired: 'Please enter your mobile no.',
  phoneInvalid: 'Please enter valid mobile no.',
  cardRequired: 'Please enter credit card no.',
  expiryRequired: 'Please enter expiration date.',
} as const;

/** The words of a too-long text everywhere (guest fields, work orders, search filters). */
export const tooLongMessage = (max: number): string => `must be at most ${max} characters`;

/**
 * The refusals §5 has no words for, as the services answer them: they follow the field's name
 * (`credit_card_num: is not a valid card number`). The form words them for a clerk (`@pms/ui`).
 */
export const GUEST_RULE_MESSAGES = {
  tooLong: tooLongMessage,
  cardDigits: 'must be 12 to 19 digits',
  cardChecksum: 'is not a valid card number',
  expiryFormat: 'must be MM/YY',
  expired: 'the card has expired',
} as const;

/** Letters of any alphabet (with their combining accents) and spaces: §5 "alphabet characters only". */
export const NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
/** One @, something before it, a dotted domain after it, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md §9: 000-000-0000. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** A payment card number once spaces and dashes are out. */
export const CARD_DIGITS_PATTERN = /^\d{12,19}$/;
/** `MM/YY` or `MM/YYYY` (also with `-`), once a one-digit month has its zero. */
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])[/-](\d{2}|\d{4})$/;

/**
 * A text field's rule as data. The zod schema (`textField` in reservations.ts) and the form
 * (`textProblem`) are both made from it, checking in the same order: empty, too long, pattern.
 */
export interface TextRule {
  /** The message for a field that is empty once trimmed; without it the field may stay empty. */
  required?: string;
  /** Most characters, counted as code points (as zod and PostgreSQL count them, so 😀 is one). */
  max?: number;
  /** What a value that is not empty must look like, and the message when it does not. */
  pattern?: { regex: RegExp; message: string };
}

/** Every text field of the guest form, named as docs/product.md §3 names the customer's columns. */
export const GUEST_TEXT_RULES = {
  first_name: {
    required: GUEST_MESSAGES.firstNameRequired,
    max: 50,
    pattern: { regex: NAME_PATTERN, message: GUEST_MESSAGES.alphabetOnly },
  },
  last_name: {
    required: GUEST_MESSAGES.lastNameRequired,
    max: 50,
    pattern: { regex: NAME_PATTERN, message: GUEST_MESSAGES.alphabetOnly },
  },
  address: { max: 200 },
  city: { max: 100 },
  state: { max: 50 },
  zip: { max: 20 },
  email: { required: GUEST_MESSAGES.emailRequired, max: 254, pattern: { regex: EMAIL_PATTERN, message: GUEST_MESSAGES.emailInvalid } },
  phone: { required: GUEST_MESSAGES.phoneRequired, pattern: { regex: PHONE_PATTERN, message: GUEST_MESSAGES.phoneInvalid } },
  /** The stay's comments (the guest form's last field). */
  comments: { max: 1000 },
} as const satisfies Record<string, TextRule>;

export type GuestTextField = keyof typeof GUEST_TEXT_RULES;

/** Characters as code points: a letter outside the basic plane (𝔄, 😀) is one, not two UTF-16 units. */
const characters = (s: string): number => [...s].length;

/** The first rule a text value breaks (after trimming, as the service trims), or undefined. */
export function textProblem(rule: TextRule, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return rule.required;
  if (rule.max !== undefined && characters(v) > rule.max) return GUEST_RULE_MESSAGES.tooLong(rule.max);
  if (rule.pattern && !rule.pattern.regex.test(v)) return rule.pattern.message;
  return undefined;
}

// ---- card -----------------------------------------------------------------------------------------

/** Card numbers as typed: spaces (and dashes) removed, as the form does before sending (§5). */
export function normalizeCardNumber(card: string): string {
  return card.replace(/[\s-]+/g, '');
}

/** The Luhn check digit test every payment card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The first rule a card number breaks: given, 12 to 19 digits, the Luhn check. */
export function cardNumberProblem(card: string): string | undefined {
  const digits = normalizeCardNumber(card);
  if (digits === '') return GUEST_MESSAGES.cardRequired;
  if (!CARD_DIGITS_PATTERN.test(digits)) return GUEST_RULE_MESSAGES.cardDigits;
  if (!luhnValid(digits)) return GUEST_RULE_MESSAGES.cardChecksum;
  return undefined;
}

/**
 * On an update the card field shows nothing or the masked number (`****1234`): empty or masked
 * means "keep the card on file"; only a newly typed number replaces it.
 */
export function keepsCardOnFile(card: string): boolean {
  const t = card.trim();
  return t === '' || t.includes('*');
}

// ---- expiry ---------------------------------------------------------------------------------------

/** `5/27` → `05/27`: a one-digit month gets its zero (what clerks type). */
export function padExpiryMonth(expiry: string): string {
  return expiry.replace(/^(\d)[/-]/, '0$1/');
}

/** `05/27`, `5/2027`, `05-2027` → `05/27` (the stored and shown form); anything else comes back trimmed. */
export function normalizeExpiry(expiry: string): string {
  const m = EXPIRY_PATTERN.exec(padExpiryMonth(expiry.trim()));
  if (!m) return expiry.trim();
  return `${m[1]}/${(m[2] as string).slice(-2)}`;
}

/** The first rule an expiry as typed breaks: given, then `MM/YY`. (Whether it is past: `expiryProblem`.) */
export function cardExpiryProblem(expiry: string): string | undefined {
  const v = expiry.trim();
  if (v === '') return GUEST_MESSAGES.expiryRequired;
  if (!EXPIRY_PATTERN.test(padExpiryMonth(v))) return GUEST_RULE_MESSAGES.expiryFormat;
  return undefined;
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(expiry: string, today: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})$/.exec(normalizeExpiry(expiry));
  if (!m) return GUEST_RULE_MESSAGES.expiryFormat;
  const endMonth = `20${m[2]}-${m[1]}`;
  return endMonth < today.slice(0, 7) ? GUEST_RULE_MESSAGES.expired : undefined;
}

/**
 * Which expiry must still be good today. A new booking's; on an update, the expiry of a newly typed
 * card or a changed expiry (an empty expiry field keeps the one on file) — a card on file that has
 * expired since is left as it is. `undefined`: nothing to check.
 */
export function expiryToCheck(typed: string, update?: { cardTyped: boolean; onFile: string }): string | undefined {
  if (!update) return typed;
  const expiry = typed.trim() === '' ? update.onFile : normalizeExpiry(typed);
  return update.cardTyped || expiry !== update.onFile ? expiry : undefined;
}

// ---- the whole guest part -------------------------------------------------------------------------

export type GuestRuleField = GuestTextField | 'credit_card_num' | 'cc_expiration';
export type GuestProblems = Partial<Record<GuestRuleField, string>>;

export interface GuestCheck {
  /** Today (`YYYY-MM-DD`, the hotel's): an expired card is refused. */
  today: string;
  /**
   * An update: the card on file may be kept (card field empty or masked, expiry empty), and only a
   * new card or a changed expiry must be good today. Without it, a new booking: card and expiry required.
   */
  onFile?: { expiry: string };
}

/**
 * Every rule the guest part of a booking breaks, one message per field (the first rule it breaks),
 * in the services' words. Empty object: the service takes it.
 */
export function guestProblems(values: Record<GuestRuleField, string>, { today, onFile }: GuestCheck): GuestProblems {
  const problems: GuestProblems = {};
  for (const field of Object.keys(GUEST_TEXT_RULES) as GuestTextField[]) {
    const problem = textProblem(GUEST_TEXT_RULES[field], values[field]);
    if (problem) problems[field] = problem;
  }
  const keepCard = onFile !== undefined && keepsCardOnFile(values.credit_card_num);
  const cardProblem = keepCard ? undefined : cardNumberProblem(values.credit_card_num);
  if (cardProblem) problems.credit_card_num = cardProblem;

  const keepExpiry = onFile !== undefined && values.cc_expiration.trim() === '';
  const expiryFormat = keepExpiry ? undefined : cardExpiryProblem(values.cc_expiration);
  const due = expiryToCheck(values.cc_expiration, onFile && { cardTyped: !keepCard, onFile: onFile.expiry });
  const expiry = expiryFormat ?? (due === undefined ? undefined : expiryProblem(due, today));
  if (expiry) problems.cc_expiration = expiry;
  return problems;
}
