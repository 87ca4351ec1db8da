import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GUEST_MESSAGES,
  emptyGuest,
  formatPhone,
  hasErrors,
  stripCardSpaces,
  validateGuest,
  type GuestValues,
} from '../src/guest/validation';
import { phoneCaret } from '../src/guest/validation';
import { GuestEmail, GuestFirstName, GuestPhone } from '@pms/contracts/reservations';

const valid: GuestValues = {
  ...emptyGuest,
  first_name: 'Mary Ann',
  last_name: 'Smith',
  phone: '555-123-4567',
  email: 'mary@example.com',
  credit_card_num: '4111 1111 1111 1111',
  cc_expiration: '12/28',
};

describe('validateGuest: the messages of docs/product.md §5, word for word', () => {
  it('the spec wording itself', () => {
    expect(GUEST_MESSAGES).toEqual({
      firstNameRequired: '*Please enter your firstname.',
      lastNameRequired: '*Please enter your lastname.',
      lettersOnly: '*Please enter alphabet characters only.',
      emailRequired: '*Please enter your email-ID.',
      emailInvalid: '*Please enter valid email-ID.',
      phoneRequired: '*Please enter your mobile no.',
      phoneInvalid: '*Please enter valid mobile no.',
      cardRequired: '*Please enter credit card no.',
      expiryRequired: '*Please enter expiration date.',
    });
  });

  it('accepts a complete guest', () => {
    expect(validateGuest(valid, { requireCard: true })).toEqual({});
    expect(hasErrors(validateGuest(valid, { requireCard: true }))).toBe(false);
  });

  it('an empty new-reservation form names every required field', () => {
    expect(validateGuest(emptyGuest, { requireCard: true })).toEqual({
      first_name: '*Please enter your firstname.',
      last_name: '*Please enter your lastname.',
      phone: '*Please enter your mobile no.',
      email: '*Please enter your email-ID.',
      credit_card_num: '*Please enter credit card no.',
      cc_expiration: '*Please enter expiration date.',
    });
  });

  it('an update (no card required) does not ask for card or expiry', () => {
    const errors = validateGuest(emptyGuest, { requireCard: false });
    expect(errors.credit_card_num).toBeUndefined();
    expect(errors.cc_expiration).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'phone']);
  });

  it('whitespace only counts as empty', () => {
    const errors = validateGuest({ ...valid, first_name: '   ', credit_card_num: '  ', cc_expiration: ' ' }, { requireCard: true });
    expect(errors.first_name).toBe('*Please enter your firstname.');
    expect(errors.credit_card_num).toBe('*Please enter credit card no.');
    expect(errors.cc_expiration).toBe('*Please enter expiration date.');
  });

  it.each(['John3', 'O\'Brien', 'Anne-Marie', 'J.', 'Bob!', '<b>'])('first and last name "%s": letters and spaces only', (name) => {
    const errors = validateGuest({ ...valid, first_name: name, last_name: name }, { requireCard: false });
    expect(errors.first_name).toBe('*Please enter alphabet characters only.');
    expect(errors.last_name).toBe('*Please enter alphabet characters only.');
  });

  it.each(['Mary Ann', 'José', 'Jose\u0301', 'Zoë', 'van der Berg'])('name "%s" is letters and spaces', (name) => {
    expect(validateGuest({ ...valid, first_name: name, last_name: name }, { requireCard: false })).toEqual({});
  });

  it('last name has its own required message', () => {
    expect(validateGuest({ ...valid, last_name: '' }, { requireCard: false })).toEqual({
      last_name: '*Please enter your lastname.',
    });
  });

  it.each(['mary', 'mary@', '@example.com', 'mary@example', 'mary @example.com', 'mary@exa mple.com', 'a@b.'])(
    'email "%s" is not valid',
    (email) => {
      expect(validateGuest({ ...valid, email }, { requireCard: false })).toEqual({ email: '*Please enter valid email-ID.' });
    },
  );

  it.each(['a@b.co', 'mary.smith+stay@hotel.example.com'])('email "%s" is valid', (email) => {
    expect(validateGuest({ ...valid, email }, { requireCard: false })).toEqual({});
  });

  it.each(['5551234567', '555-123-456', '555-1234-567', '(555) 123-4567', '555-123-45678', 'abc-def-ghij'])(
    'phone "%s" is not in the form 000-000-0000',
    (phone) => {
      expect(validateGuest({ ...valid, phone }, { requireCard: false })).toEqual({ phone: '*Please enter valid mobile no.' });
    },
  );

  it('empty phone asks for the mobile number', () => {
    expect(validateGuest({ ...valid, phone: '' }, { requireCard: false })).toEqual({ phone: '*Please enter your mobile no.' });
  });

  it('one message per field: a missing name is "required", not "letters only"', () => {
    expect(validateGuest({ ...valid, first_name: '' }, { requireCard: false }).first_name).toBe(
      '*Please enter your firstname.',
    );
  });
});

describe('the same patterns as the server (contracts/reservations)', () => {
  it('a name, email or phone the form passes is one the booking schema passes', () => {
    const names = ['Mary Ann', 'José', 'Jose\u0301', 'Zoë', 'John3', "O'Brien", ' ', 'Анна', '李'];
    for (const n of names) {
      expect(GuestFirstName.safeParse(n).success, n).toBe(validateGuest({ ...valid, first_name: n }, { requireCard: false }).first_name === undefined);
    }
    for (const e of ['a@b.co', 'a@b.c.', 'a@b', 'a @b.co', '']) {
      expect(GuestEmail.safeParse(e).success, e).toBe(validateGuest({ ...valid, email: e }, { requireCard: false }).email === undefined);
    }
    for (const p of ['555-123-4567', '5551234567', '']) {
      expect(GuestPhone.safeParse(p).success, p).toBe(validateGuest({ ...valid, phone: p }, { requireCard: false }).phone === undefined);
    }
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

describe('stripCardSpaces', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    [' 4111111111111111 ', '4111111111111111'],
    ['4111\t1111  1111\n1111', '4111111111111111'],
    ['', ''],
  ])('%j → %j', (input, out) => {
    expect(stripCardSpaces(input)).toBe(out);
  });

  it('a card of spaces only is a missing card', () => {
    expect(validateGuest({ ...valid, credit_card_num: '    ' }, { requireCard: true }).credit_card_num).toBe(
      '*Please enter credit card no.',
    );
  });
});
