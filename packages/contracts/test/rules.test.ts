/**
 * The rules module's own behaviour, and that every schema built on a rule refuses exactly what the
 * rule refuses, with the rule's message (fast-check over inputs built to hit every branch).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textField } from '../src/common';
import { Adults, CardExpiry, CardNumber, CardNumberOrKeep } from '../src/reservations';
import { errorCodeFor } from '../src/rules/errors';
import {
  cardExpiryProblem,
  cardNumberProblem,
  expiryProblem,
  expiryToCheck,
  GUEST_MESSAGES,
  GUEST_TEXT_RULES,
  guestProblems,
  keepsCardOnFile,
  luhnValid,
  normalizeExpiry,
  textProblem,
  type GuestRuleField,
} from '../src/rules/guest';
import { bookingStatus, cleanLabel, frontOfficeStatus, houseStatusTonight, reservationStatus } from '../src/rules/statuses';
import { adultsProblem, checkChangedStayDates, checkStayDates, stayDateProblems } from '../src/rules/stay';
import { canSubmitLogin } from '../src/rules/session';
import { fullNameProblem } from '../src/rules/staff';
import { NewStaffBody, StaffPatchBody } from '../src/staff';

/** The schema's first message (the one a 400 shows for the field), or undefined when it parses. */
const schemaProblem = (schema: z.ZodType, value: unknown): string | undefined => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/** Strings that reach every branch: empty, blanks, letters of many scripts, digits, symbols, long runs. */
const tricky = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', '  \t', 'José', 'Jose\u0301', 'Zoë', 'Анна', '李', 'O\'Brien', 'Anne-Marie', 'R2D2', 'a'.repeat(50), 'a'.repeat(51)),
  fc.constantFrom('a@b.co', 'a@b', 'a @b.co', `${'x'.repeat(250)}@b.co`, '555-123-4567', '5551234567', ' 555-123-4567 '),
  fc.string({ unit: fc.constantFrom('a', 'B', ' ', '1', '-', '@', '.', 'é'), maxLength: 300 }),
);

describe('text rules: schema and rule agree', () => {
  it.each(Object.keys(GUEST_TEXT_RULES) as (keyof typeof GUEST_TEXT_RULES)[])('%s', (field) => {
    const rule = GUEST_TEXT_RULES[field];
    const schema = textField(rule);
    fc.assert(
      fc.property(tricky, (value) => {
        expect(schemaProblem(schema, value)).toBe(textProblem(rule, value));
      }),
      { numRuns: 400 },
    );
    expect(schemaProblem(schema, null)).toBe(textProblem(rule, ''));
  });

  it('words: §5 first, then length, then pattern', () => {
    expect(textProblem(GUEST_TEXT_RULES.first_name, '  ')).toBe(GUEST_MESSAGES.firstNameRequired);
    expect(textProblem(GUEST_TEXT_RULES.first_name, `${'x'.repeat(50)}1`)).toBe('must be at most 50 characters');
    expect(textProblem(GUEST_TEXT_RULES.first_name, 'R2D2')).toBe(GUEST_MESSAGES.alphabetOnly);
    expect(textProblem(GUEST_TEXT_RULES.first_name, ' Zoë ')).toBeUndefined();
    expect(textProblem(GUEST_TEXT_RULES.address, '')).toBeUndefined();
    expect(textProblem(GUEST_TEXT_RULES.zip, '1'.repeat(21))).toBe('must be at most 20 characters');
    // Characters are code points, as zod and PostgreSQL count them: 20 letters of a far plane fit.
    expect(textProblem(GUEST_TEXT_RULES.zip, '𝔄'.repeat(20))).toBeUndefined();
    expect(textProblem(GUEST_TEXT_RULES.zip, '𝔄'.repeat(21))).toBe('must be at most 20 characters');
  });
});

/** Card numbers: valid ones (Luhn), one digit changed, wrong lengths, typed with spaces and dashes. */
const cards = fc.oneof(
  fc.constantFrom('4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111112', '411111111111', '41111111111', '', '  ', '****1111', '4111x11111111111'),
  fc.string({ unit: fc.constantFrom('0', '1', '4', '7', '9', ' ', '-'), maxLength: 24 }),
  fc.integer({ min: 0, max: 9 }).chain((d) => fc.string({ unit: fc.constant(String(d)), minLength: 10, maxLength: 21 })),
);
const expiries = fc.oneof(
  fc.constantFrom('12/28', '1/28', '01-2028', '13/28', '00/28', '12/2', '12/123', '', ' ', '12/28 ', 'x'),
  fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 2100 }), fc.constantFrom('/', '-', '.')).map(([m, y, sep]) => `${m}${sep}${y}`),
);

describe('card and expiry: schema and rule agree', () => {
  it('card number (Luhn, 12–19 digits, spaces and dashes out)', () => {
    fc.assert(fc.property(cards, (card) => {
        expect(schemaProblem(CardNumber, card)).toBe(cardNumberProblem(card));
      }), { numRuns: 500 });
  });

  it('card number on an update: empty or masked keeps the card on file', () => {
    fc.assert(
      fc.property(cards, (card) => {
        expect(schemaProblem(CardNumberOrKeep, card)).toBe(keepsCardOnFile(card) ? undefined : cardNumberProblem(card));
      }),
      { numRuns: 300 },
    );
  });

  it('expiry (MM/YY, MM/YYYY, one-digit month)', () => {
    fc.assert(fc.property(expiries, (expiry) => {
        expect(schemaProblem(CardExpiry, expiry)).toBe(cardExpiryProblem(expiry));
      }), { numRuns: 500 });
    expect(CardExpiry.parse('1/2028')).toBe('01/28');
    expect(normalizeExpiry(' 5-27 ')).toBe('05/27');
  });

  it('adults: a whole number 1–10, typed or sent as a number', () => {
    const adults = fc.oneof(
      fc.integer({ min: -3, max: 14 }),
      fc.double({ min: -1, max: 12, noNaN: true }),
      fc.integer({ min: -3, max: 1200 }).map(String),
      fc.constantFrom('', ' 2 ', '1.5', '1e1', '0002', '002', 'two'),
    );
    fc.assert(fc.property(adults, (a) => {
        expect(schemaProblem(Adults, a)).toBe(adultsProblem(a));
      }), { numRuns: 500 });
  });

  it('Luhn: the test cards pass, any one changed digit fails', () => {
    for (const card of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(luhnValid(card), card).toBe(true);
      for (let i = 0; i < card.length; i++) {
        const changed = card.slice(0, i) + String((Number(card[i]) + 1) % 10) + card.slice(i + 1);
        expect(luhnValid(changed), changed).toBe(false);
      }
    }
  });

  it('an expired card is good through the end of its month', () => {
    expect(expiryProblem('03/26', '2026-03-31')).toBeUndefined();
    expect(expiryProblem('03/26', '2026-04-01')).toBe('the card has expired');
    expect(expiryProblem('3/2026', '2026-03-01')).toBeUndefined();
  });

  it('an update checks only a new card or a changed expiry', () => {
    const onFile = '01/20';
    expect(expiryToCheck('', { cardTyped: false, onFile })).toBeUndefined();
    expect(expiryToCheck('1/20', { cardTyped: false, onFile })).toBeUndefined();
    expect(expiryToCheck('', { cardTyped: true, onFile })).toBe('01/20');
    expect(expiryToCheck('02/30', { cardTyped: false, onFile })).toBe('02/30');
    expect(expiryToCheck('02/30')).toBe('02/30');
  });
});

describe('guestProblems', () => {
  const guest: Record<GuestRuleField, string> = {
    first_name: 'Mary',
    last_name: 'Smith',
    address: '',
    city: '',
    state: '',
    zip: '',
    email: 'mary@example.com',
    phone: '555-123-4567',
    credit_card_num: '4111 1111 1111 1111',
    cc_expiration: '12/28',
    comments: '',
  };
  const today = '2026-03-01';

  it('a new booking needs a good card; an update may keep the one on file', () => {
    expect(guestProblems(guest, { today })).toEqual({});
    expect(guestProblems({ ...guest, credit_card_num: '', cc_expiration: '' }, { today })).toEqual({
      credit_card_num: GUEST_MESSAGES.cardRequired,
      cc_expiration: GUEST_MESSAGES.expiryRequired,
    });
    expect(guestProblems({ ...guest, credit_card_num: '', cc_expiration: '' }, { today, onFile: { expiry: '01/20' } })).toEqual({});
    expect(guestProblems({ ...guest, credit_card_num: '4111111111111112' }, { today })).toEqual({ credit_card_num: 'is not a valid card number' });
    expect(guestProblems({ ...guest, cc_expiration: '02/26' }, { today })).toEqual({ cc_expiration: 'the card has expired' });
    expect(guestProblems({ ...guest, cc_expiration: '' }, { today, onFile: { expiry: '01/20' } })).toEqual({ cc_expiration: 'the card has expired' });
  });
});

describe('stay dates', () => {
  const today = '2026-03-01';

  it('arrival from today to 730 days ahead; 1 to 365 nights', () => {
    expect(checkStayDates('2026-03-01', '2026-03-02', today)).toEqual({});
    expect(checkStayDates('2026-02-28', '2026-03-02', today)).toEqual({ check_in_date: 'arrival_before_today' });
    expect(checkStayDates('2028-02-29', '2028-03-01', today)).toEqual({});
    expect(checkStayDates('2028-03-01', '2028-03-02', today)).toEqual({ check_in_date: 'arrival_beyond_horizon' });
    expect(checkStayDates('2026-03-05', '2026-03-05', today)).toEqual({ check_out_date: 'no_nights' });
    expect(checkStayDates('2026-03-05', '2026-03-04', today)).toEqual({ check_out_date: 'departure_before_arrival' });
    expect(checkStayDates('2026-03-05', '2027-03-06', today)).toEqual({ check_out_date: 'too_many_nights' });
    expect(stayDateProblems('2028-03-01', '2028-03-02', today)).toEqual({ check_in_date: 'must be within 730 days from today' });
  });

  it('an update: dates as booked are not checked; a kept past arrival is fine; a moved departure not in the past', () => {
    const booked = { arrival: '2026-02-20', departure: '2026-03-05' };
    expect(checkChangedStayDates(booked.arrival, booked.departure, today, booked)).toEqual({});
    expect(checkChangedStayDates(booked.arrival, '2026-03-08', today, booked)).toEqual({});
    expect(checkChangedStayDates(booked.arrival, '2026-02-28', today, booked)).toEqual({ check_out_date: 'departure_before_today' });
    expect(checkChangedStayDates('2026-02-21', booked.departure, today, booked)).toEqual({ check_in_date: 'arrival_before_today' });
  });
});

describe('statuses, errors, sign-in', () => {
  it('housekeeping status: first match wins', () => {
    const row = { checked_in: 1, checked_out: 1, departure: 'Due Out', stayover: 'Stay Over' };
    expect(reservationStatus(row)).toBe('Departed');
    expect(reservationStatus({ ...row, checked_out: 0 })).toBe('Due Out');
    expect(reservationStatus({ ...row, checked_out: 0, departure: null })).toBe('Stay Over');
    expect(reservationStatus({ ...row, checked_out: 0, departure: null, stayover: null })).toBe('Arrived');
    expect(reservationStatus({ checked_in: 0, checked_out: 0, departure: null, stayover: null })).toBe('Not Reserved');
  });

  it('front office status is Occupied or Vacant; rooms Clean or Dirty', () => {
    expect([frontOfficeStatus(1), frontOfficeStatus(0), cleanLabel(1), cleanLabel(0)]).toEqual(['Occupied', 'Vacant', 'Clean', 'Dirty']);
  });

  it('a reservation is Active, Cancelled or No-Show', () => {
    expect(bookingStatus({ active: 1 })).toBe('Active');
    expect(bookingStatus({ active: 0 })).toBe('Cancelled');
    expect(bookingStatus({ active: 0, no_show: true })).toBe('No-Show');
  });

  it('house status tonight (§9)', () => {
    expect(houseStatusTonight(20, { stayovers: 3, arrivalsPending: 4, arrivalsActual: 2 })).toEqual({ minAvailable: 11, maxOccupied: 9 });
  });

  it('error codes by status', () => {
    expect(errorCodeFor(409)).toBe('conflict');
    expect(errorCodeFor(418)).toBe('http_418');
  });

  it('Login from 4 and 5 characters', () => {
    expect(canSubmitLogin('user', '12345')).toBe(true);
    expect(canSubmitLogin('use', '12345')).toBe(false);
    expect(canSubmitLogin('user', '1234')).toBe(false);
  });
});

describe('staff accounts: the forms’ full-name rule and the schemas agree', () => {
  it('refuses what NewStaffBody and StaffPatchBody refuse, with their message', () => {
    const names = fc.oneof(tricky, fc.constantFrom(`${'a'.repeat(100)}`, ` ${'a'.repeat(100)} `, 'a'.repeat(101)));
    fc.assert(
      fc.property(names, (name) => {
        expect(fullNameProblem(name)).toBe(schemaProblem(NewStaffBody.shape.full_name, name));
        expect(fullNameProblem(name)).toBe(schemaProblem(StaffPatchBody.shape.full_name, name));
      }),
    );
  });
});
