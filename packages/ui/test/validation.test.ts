import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GUEST_MESSAGES,
  emptyGuest,
  fieldMessage,
  formatPhone,
  hasErrors,
  validateGuest,
  type GuestRules,
  type GuestValues,
} from '../src/guest/validation';
import { phoneCaret } from '../src/guest/validation';

const valid: GuestValues = {
  ...emptyGuest,
  first_name: 'Mary Ann',
  last_name: 'Smith',
  phone: '555-123-4567',
  email: 'mary@example.com',
  credit_card_num: '4111 1111 1111 1111',
  cc_expiration: '12/28',
};

const today = '2026-03-01';
/** A new reservation: card and expiry required. */
const NEW: GuestRules = { today };
/** An update: the card on file (expiring 12/28) may be kept. */
const UPDATE: GuestRules = { today, onFile: { expiry: '12/28' } };

describe('validateGuest: the messages of docs/product.md §5, word for word', () => {
  it('the spec wording itself', () => {
    expect(GUEST_MESSAGES).toEqual({
      firstNameRequired: '*Please enter your firstname.',
      lastNameRequired: '*Please enter your lastname.',
      alphabetOnly: '*Please enter alphabet characters only.',
      emailRequired: '*Please enter your email-ID.',
      emailInvalid: '*Please enter valid email-ID.',
      phoneRequired: '*Please enter your mobile no.',
      phoneInvalid: '*Please enter valid mobile no.',
      cardRequired: '*Please enter credit card no.',
      expiryRequired: '*Please enter expiration date.',
    });
  });

  it('accepts a complete guest', () => {
    expect(validateGuest(valid, NEW)).toEqual({});
    expect(hasErrors(validateGuest(valid, NEW))).toBe(false);
  });

  it('an empty new-reservation form names every required field', () => {
    expect(validateGuest(emptyGuest, NEW)).toEqual({
      first_name: '*Please enter your firstname.',
      last_name: '*Please enter your lastname.',
      phone: '*Please enter your mobile no.',
      email: '*Please enter your email-ID.',
      credit_card_num: '*Please enter credit card no.',
      cc_expiration: '*Please enter expiration date.',
    });
  });

  it('an update (no card required) does not ask for card or expiry', () => {
    const errors = validateGuest(emptyGuest, UPDATE);
    expect(errors.credit_card_num).toBeUndefined();
    expect(errors.cc_expiration).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'phone']);
  });

  it('whitespace only counts as empty', () => {
    const errors = validateGuest({ ...valid, first_name: '   ', credit_card_num: '  ', cc_expiration: ' ' }, NEW);
    expect(errors.first_name).toBe('*Please enter your firstname.');
    expect(errors.credit_card_num).toBe('*Please enter credit card no.');
    expect(errors.cc_expiration).toBe('*Please enter expiration date.');
  });

  it.each(['John3', 'O\'Brien', 'Anne-Marie', 'J.', 'Bob!', '<b>'])('first and last name "%s": letters and spaces only', (name) => {
    const errors = validateGuest({ ...valid, first_name: name, last_name: name }, UPDATE);
    expect(errors.first_name).toBe('*Please enter alphabet characters only.');
    expect(errors.last_name).toBe('*Please enter alphabet characters only.');
  });

  it.each(['Mary Ann', 'José', 'Jose\u0301', 'Zoë', 'van der Berg'])('name "%s" is letters and spaces', (name) => {
    expect(validateGuest({ ...valid, first_name: name, last_name: name }, UPDATE)).toEqual({});
  });

  it('last name has its own required message', () => {
    expect(validateGuest({ ...valid, last_name: '' }, UPDATE)).toEqual({
      last_name: '*Please enter your lastname.',
    });
  });

  it.each(['mary', 'mary@', '@example.com', 'mary@example', 'mary @example.com', 'mary@exa mple.com', 'a@b.'])(
    'email "%s" is not valid',
    (email) => {
      expect(validateGuest({ ...valid, email }, UPDATE)).toEqual({ email: '*Please enter valid email-ID.' });
    },
  );

  it.each(['a@b.co', 'mary.smith+stay@hotel.example.com'])('email "%s" is valid', (email) => {
    expect(validateGuest({ ...valid, email }, UPDATE)).toEqual({});
  });

  it.each(['5551234567', '555-123-456', '555-1234-567', '(555) 123-4567', '555-123-45678', 'abc-def-ghij'])(
    'phone "%s" is not in the form 000-000-0000',
    (phone) => {
      expect(validateGuest({ ...valid, phone }, UPDATE)).toEqual({ phone: '*Please enter valid mobile no.' });
    },
  );

  it('empty phone asks for the mobile number', () => {
    expect(validateGuest({ ...valid, phone: '' }, UPDATE)).toEqual({ phone: '*Please enter your mobile no.' });
  });

  it('one message per field: a missing name is "required", not "letters only"', () => {
    expect(validateGuest({ ...valid, first_name: '' }, UPDATE).first_name).toBe(
      '*Please enter your firstname.',
    );
  });
});

describe('beyond §5: what the booking service also refuses, worded for the form', () => {
  it('card number: digits and the Luhn check (spaces and dashes are fine)', () => {
    expect(validateGuest({ ...valid, credit_card_num: '4111-1111-1111-1111' }, NEW)).toEqual({});
    expect(validateGuest({ ...valid, credit_card_num: '4111 1111 1111 1112' }, NEW)).toEqual({
      credit_card_num: '*Is not a valid card number',
    });
    expect(validateGuest({ ...valid, credit_card_num: '4111 1111' }, NEW)).toEqual({ credit_card_num: '*Must be 12 to 19 digits' });
  });

  it('expiry: MM/YY, not past', () => {
    expect(validateGuest({ ...valid, cc_expiration: '1/2030' }, NEW)).toEqual({});
    expect(validateGuest({ ...valid, cc_expiration: '13/28' }, NEW)).toEqual({ cc_expiration: '*Must be MM/YY' });
    expect(validateGuest({ ...valid, cc_expiration: '02/26' }, NEW)).toEqual({ cc_expiration: '*The card has expired' });
    expect(validateGuest({ ...valid, cc_expiration: '03/26' }, NEW)).toEqual({});
  });

  it('an update keeps the card on file; a newly typed one must be good', () => {
    expect(validateGuest({ ...valid, credit_card_num: '', cc_expiration: '' }, UPDATE)).toEqual({});
    expect(validateGuest({ ...valid, credit_card_num: '****1111' }, UPDATE)).toEqual({});
    expect(validateGuest({ ...valid, credit_card_num: '1234' }, UPDATE).credit_card_num).toBe('*Must be 12 to 19 digits');
    // A card on file that expired since is left alone, but not with a new card typed.
    const expiredOnFile: GuestRules = { today, onFile: { expiry: '01/26' } };
    expect(validateGuest({ ...valid, credit_card_num: '', cc_expiration: '01/26' }, expiredOnFile)).toEqual({});
    expect(validateGuest({ ...valid, cc_expiration: '' }, expiredOnFile)).toEqual({ cc_expiration: '*The card has expired' });
  });

  it.each([
    ['first_name', 50],
    ['last_name', 50],
    ['email', 254],
    ['address', 200],
    ['city', 100],
    ['state', 50],
    ['zip', 20],
    ['comments', 1000],
  ] as const)('%s: at most %i characters', (field, max) => {
    const long = field === 'email' ? `${'a'.repeat(max)}@b.co` : 'a'.repeat(max + 1);
    expect(validateGuest({ ...valid, [field]: long }, NEW)).toEqual({ [field]: `*Must be at most ${max} characters` });
  });
});

describe('fieldMessage: one wording whether the form or the server caught it', () => {
  it.each([
    ['Please enter your firstname.', '*Please enter your firstname.'],
    ['*Please enter your firstname.', '*Please enter your firstname.'],
    ['must be at most 50 characters', '*Must be at most 50 characters'],
    ['is not a valid card number', '*Is not a valid card number'],
    ['must not be before today (2026-03-01)', '*Must not be before today (2026-03-01)'],
  ])('%j → %j', (message, shown) => {
    expect(fieldMessage(message)).toBe(shown);
  });
});

describe('formatPhone: the ###-###-#### mask', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '555-1'],
    ['555123', '555-123'],
    ['5551234', '555-123-4'],
    ['5551234567', '555-123-4567'],
  ])('partial input %j → %j', (input, out) => {
    expect(formatPhone(input)).toBe(out);
  });

  it.each([
    ['(555) 123-4567', '555-123-4567'],
    ['555.123.4567', '555-123-4567'],
    [' 555 123 4567 ', '555-123-4567'],
    ['555-123-4567', '555-123-4567'],
  ])('pasted %j → %j', (input, out) => {
    expect(formatPhone(input)).toBe(out);
  });

  it('too long keeps the first ten digits', () => {
    expect(formatPhone('555123456789')).toBe('555-123-4567');
    expect(formatPhone('555-123-4567-8')).toBe('555-123-4567');
  });

  it('letters are dropped', () => {
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('55a5b1')).toBe('555-1');
  });

  it('deleting a dash is not undone (no trailing dash is ever added)', () => {
    expect(formatPhone('555-')).toBe('555');
    expect(formatPhone('555-123-')).toBe('555-123');
  });

  it('any input: only digits and dashes, at most 12 characters, valid once it has ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatPhone(s);
        expect(out).toMatch(/^[\d-]*$/);
        expect(out.length).toBeLessThanOrEqual(12);
        expect(formatPhone(out)).toBe(out); // idempotent
        if (s.replace(/\D/g, '').length >= 10) expect(out).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      }),
    );
  });

  it('the caret stays after the same digit', () => {
    expect(phoneCaret('555-123-4567', 3)).toBe(3);
    expect(phoneCaret('555-123-4567', 4)).toBe(5);
    expect(phoneCaret('555-123-4567', 10)).toBe(12);
    expect(phoneCaret('555-1', 0)).toBe(0);
  });
});

describe('the card field', () => {
  it('a card of spaces only is a missing card', () => {
    expect(validateGuest({ ...valid, credit_card_num: '    ' }, NEW).credit_card_num).toBe(
      '*Please enter credit card no.',
    );
  });
});
