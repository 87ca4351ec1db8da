/**
 * The booking screens refuse exactly what the booking service refuses. Two sides, each run on the
 * same form values:
 * - the form: `validateGuest` (@pms/ui) and `validateStay` (src/domain/stay.ts), as the screens call them;
 * - the service: the body the screen would send, parsed by the contracts' booking schemas, then —
 *   when it parses — the rules svc-reservations applies with today's date (its domain/booking.ts
 *   calls the same rules-module functions: stay dates, and which expiry must still be good).
 * First one table of cases (fixtures/booking-cases.ts), then forms fast-check makes up.
 */
import { CreateReservationBody, UpdateReservationBody, bookingFieldName } from '@pms/contracts/reservations';
import { expiryProblem, expiryToCheck } from '@pms/contracts/rules/guest';
import { checkChangedStayDates, checkStayDates } from '@pms/contracts/rules/stay';
import { fieldMessage, validateGuest, type GuestValues } from '@pms/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReservationBody, updateReservationBody } from '../src/domain/booking';
import { validateStay, type StayField, type StayValues } from '../src/domain/stay';
import { BOOKED, BOOKING_CASES, GOOD_GUEST, GOOD_STAY, ON_FILE_EXPIRY, TODAY, type BookingCase } from './fixtures/booking-cases';

interface Form {
  mode: 'new' | 'update';
  guest: GuestValues;
  stay: StayValues;
  booked: { arrival: string; departure: string };
  onFileExpiry: string;
}

const STAY_FIELD_NAMES: Partial<Record<StayField, string>> = { arrival: 'check_in_date', departure: 'check_out_date', adults: 'adults', roomTypeId: 'room_type_id' };

/** What the screen shows, by the names a 400 uses. */
function formSays(f: Form): Record<string, string> {
  const onFile = f.mode === 'update' ? { expiry: f.onFileExpiry } : undefined;
  const says: Record<string, string> = { ...validateGuest(f.guest, { today: TODAY, onFile }) };
  const stay = validateStay(f.stay, { today: TODAY, booked: f.mode === 'update' ? f.booked : undefined });
  for (const [field, message] of Object.entries(stay)) says[STAY_FIELD_NAMES[field as StayField] ?? field] = message;
  return says;
}

interface ServiceAnswer {
  /** The refused fields and their messages (a 400's `fields`). */
  fields: Record<string, string>;
  /** Whether the schema already refused (then the service's date and expiry rules never ran). */
  bySchema: boolean;
}

/** What svc-reservations answers to the body the screen would send. */
function serviceSays(f: Form): ServiceAnswer {
  const roomType = { room_type_id: Number(f.stay.roomTypeId), rate: 119.99 };
  const ids = { customerId: 11, reservationId: 1001, resRoomId: 21, version: 1 };
  const parsed =
    f.mode === 'new'
      ? CreateReservationBody.safeParse(createReservationBody(f.guest, f.stay, roomType, 7))
      : UpdateReservationBody.safeParse(updateReservationBody(f.guest, f.stay, roomType, ids, '', 7));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[bookingFieldName(issue.path)] ??= issue.message;
    return { fields, bySchema: true };
  }
  const [, arrival, departure] = parsed.data.rooms[0]!;
  const card = parsed.data.cust[8];
  const expiry = parsed.data.cust[9];
  const dates = f.mode === 'new' ? checkStayDates(arrival, departure, TODAY) : checkChangedStayDates(arrival, departure, TODAY, f.booked);
  const due = f.mode === 'new' ? expiry : expiryToCheck(expiry ?? '', { cardTyped: card !== undefined, onFile: f.onFileExpiry });
  const expired = due === undefined ? undefined : expiryProblem(due, TODAY);
  const fields: Record<string, string> = { ...dates };
  if (expired) fields.cc_expiration = expired;
  return { fields, bySchema: false };
}

const formOf = (c: BookingCase): Form => ({
  mode: c.mode,
  guest: { ...GOOD_GUEST, ...c.guest },
  stay: { ...GOOD_STAY, ...c.stay },
  booked: c.booked ?? BOOKED,
  onFileExpiry: c.onFileExpiry ?? ON_FILE_EXPIRY,
});

const sorted = (o: object) => Object.keys(o).sort();

describe('one table of cases through the form and through the service', () => {
  it.each(BOOKING_CASES)('$name', (c) => {
    const f = formOf(c);
    expect(sorted(formSays(f)), 'the form').toEqual([...c.refuses].sort());
    expect(sorted(serviceSays(f).fields), 'the service').toEqual([...c.refuses].sort());
  });
});

// ---- forms made up by fast-check -------------------------------------------------------------------

const LUHN_GOOD = ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '4000056655665556'];
/**
 * Mostly the good value, so that whole forms often pass the schema and the service's date and expiry
 * rules get their say; otherwise the named cases and made-up text.
 */
const mostly = <T,>(good: T, other: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constant(good), weight: 5 }, { arbitrary: other, weight: 1 });
const text = ([good, ...extra]: [string, ...string[]]) =>
  mostly(good, fc.oneof(
    fc.constantFrom(...extra, good),
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: fc.constantFrom('a', 'Z', 'é', 'Я', '李', ' ', '1', '-', "'", '@', '.', '𝔄'), maxLength: 60 }),
    fc.integer({ min: 0, max: 1100 }).map((n) => 'x'.repeat(n)),
  ));
const card = mostly('4111 1111 1111 1111', fc.oneof(
  fc.constantFrom(...LUHN_GOOD, '', ' ', '****1111', '4111 1111 1111 1112', '4111-1111-1111-1111', '41111111111', '4'.repeat(20)),
  fc.tuple(fc.constantFrom(...LUHN_GOOD), fc.nat(18), fc.constantFrom(' ', '-', '  ', 'x', '9')).map(([d, at, ins]) => d.slice(0, at) + ins + d.slice(at)),
));
const expiry = mostly('12/28', fc.oneof(
  fc.constantFrom('', ' ', '12/28', '02/26', '03/26', '13/28', '1/30', '01-2030', '12/2', 'soon'),
  fc.tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 20, max: 35 })).map(([m, y]) => `${m}/${y}`),
));
const day = (n: number): string => new Date(Date.UTC(2026, 2, 1 + n)).toISOString().slice(0, 10);
/** Dates around today and the horizon, and some that are no date at all. */
const date = fc.oneof(
  fc.integer({ min: -40, max: 1100 }).map(day),
  fc.constantFrom('', '0000-03-05', '2026-02-30', '2026-3-5', BOOKED.arrival, BOOKED.departure),
);
/** An arrival and a departure: often a stay of a few nights (up to past the longest), sometimes any two dates. */
const stayDates = fc.oneof(
  fc.tuple(fc.integer({ min: -40, max: 760 }), fc.integer({ min: -2, max: 370 })).map(([a, n]) => ({ arrival: day(a), departure: day(a + n) })),
  fc.record({ arrival: date, departure: date }),
);
const form: fc.Arbitrary<Form> = fc.record({
  mode: fc.constantFrom('new' as const, 'update' as const),
  guest: fc.record({
    first_name: text(['Mary Ann', 'Zoë', 'Jose\u0301', 'Анна', 'R2D2', 'a'.repeat(51), '  ']),
    last_name: text(['Smith', '李', "O'Brien", '']),
    phone: mostly('555-123-4567', fc.constantFrom('5551234567', ' 555-123-4567 ', '', '555-123-456')),
    email: text(['mary@example.com', 'a@b.co', 'mary@example', `${'m'.repeat(249)}@b.com`, '']),
    address: text(['', '1 Main St']),
    city: text(['Springfield']),
    state: text(['IL']),
    zip: text(['62701', '𝔄'.repeat(20), '1'.repeat(21)]),
    credit_card_num: card,
    cc_expiration: expiry,
    cvc: fc.constantFrom('', '123'),
    comments: text(['', 'Late arrival']),
  }),
  stay: fc
    .tuple(stayDates, mostly('2', fc.constantFrom('1', ' 10 ', '0', '11', '1.5', '', 'two', '002')), fc.constantFrom('1', '2', '3'))
    .map(([dates, adults, roomTypeId]) => ({ ...dates, adults, roomTypeId })),
  booked: fc.constantFrom(BOOKED, { arrival: '2026-02-20', departure: '2026-03-08' }),
  onFileExpiry: fc.constantFrom(ON_FILE_EXPIRY, '01/26'),
});

describe('any form: the form refuses exactly what the service refuses', () => {
  it('the same fields, and the schema\'s guest messages worded the same', () => {
    fc.assert(
      fc.property(form, (f) => {
        const form = formSays(f);
        const service = serviceSays(f);
        // The service stops at the schema: the form may name more (today's rules), never fewer.
        if (service.bySchema) {
          for (const [field, message] of Object.entries(service.fields)) {
            expect(form[field], `${field}: ${message}`).toBeDefined();
            if (field in f.guest) expect(form[field]).toBe(fieldMessage(message));
          }
          const todays = ['check_in_date', 'check_out_date', 'cc_expiration'];
          expect(sorted(form).filter((k) => !(k in service.fields) && !todays.includes(k))).toEqual([]);
        } else {
          expect(sorted(form)).toEqual(sorted(service.fields));
        }
        // Whole form: the screen sends it exactly when the service takes it.
        expect(Object.keys(form).length === 0).toBe(Object.keys(service.fields).length === 0);
      }),
      { numRuns: 3000 },
    );
  });
});
