import { describe, expect, it } from 'vitest';
import {
  emptyStay,
  firstStayError,
  hasStayErrors,
  nightsFieldError,
  nightsText,
  STAY_MESSAGES,
  totalNights,
  validateStay,
  withArrival,
  withNights,
  type StayRules,
  type StayValues,
} from '../src/domain/stay';

const today = '2026-03-01';
const stay = (over: Partial<StayValues> = {}): StayValues => ({
  arrival: '2026-03-05',
  departure: '2026-03-08',
  adults: '2',
  roomTypeId: '3',
  ...over,
});

describe('total nights', () => {
  it('is the day difference, across month ends and leap days', () => {
    expect(totalNights('2026-03-05', '2026-03-08')).toBe(3);
    expect(totalNights('2028-02-28', '2028-03-01')).toBe(2);
    expect(totalNights('2026-12-31', '2027-01-01')).toBe(1);
    // Daylight saving starts 2026-03-08 in New York: still one night per calendar day.
    expect(totalNights('2026-03-07', '2026-03-09')).toBe(2);
  });
  it('is empty until both dates are there', () => {
    expect(totalNights('', '2026-03-08')).toBeNull();
    expect(nightsText('2026-03-05', '')).toBe('');
    expect(nightsText('2026-03-05', '2026-03-06')).toBe('1');
  });
});

describe('moving the arrival', () => {
  it('keeps a departure that is still after it', () => {
    expect(withArrival(stay(), '2026-03-06').departure).toBe('2026-03-08');
  });
  it('sets the next day when there is no departure or it is no longer after the arrival', () => {
    expect(withArrival(stay({ departure: '' }), '2026-03-06').departure).toBe('2026-03-07');
    expect(withArrival(stay(), '2026-03-08').departure).toBe('2026-03-09');
    expect(withArrival(stay(), '2026-03-20').departure).toBe('2026-03-21');
  });
  it('leaves the departure alone while the arrival is cleared', () => {
    expect(withArrival(stay(), '')).toEqual(stay({ arrival: '' }));
  });
});

describe('typing nights (update screen)', () => {
  it('moves the departure to arrival + nights', () => {
    expect(withNights(stay(), '5').departure).toBe('2026-03-10');
    expect(withNights(stay(), ' 1 ').departure).toBe('2026-03-06');
  });
  it('leaves the dates alone for anything but 1 to 365', () => {
    for (const typed of ['', '0', '-1', '2.5', 'x', '366']) {
      expect(withNights(stay(), typed)).toEqual(stay());
      expect(nightsFieldError(typed)).toBe(STAY_MESSAGES.nights);
    }
    expect(nightsFieldError('365')).toBeUndefined();
  });
});

describe('validateStay', () => {
  it('passes a good stay', () => {
    expect(validateStay(stay(), { today })).toEqual({});
    expect(hasStayErrors(validateStay(stay(), { today }))).toBe(false);
  });
  it('needs both dates, a room type and adults from 1 to 10', () => {
    const errors = validateStay({ ...emptyStay, adults: '0' }, { today });
    expect(errors).toEqual({
      arrival: STAY_MESSAGES.arrivalRequired,
      departure: STAY_MESSAGES.departureRequired,
      adults: STAY_MESSAGES.adults,
      roomTypeId: STAY_MESSAGES.roomType,
    });
    expect(validateStay(stay({ adults: '11' }), { today }).adults).toBe(STAY_MESSAGES.adults);
    expect(validateStay(stay({ adults: '1.5' }), { today }).adults).toBe(STAY_MESSAGES.adults);
    expect(validateStay(stay({ adults: '10' }), { today }).adults).toBeUndefined();
  });
  it('refuses an arrival before today and a departure before (or on) the arrival', () => {
    expect(validateStay(stay({ arrival: '2026-02-28' }), { today }).arrival).toBe(STAY_MESSAGES.arrivalBeforeToday);
    expect(validateStay(stay({ arrival: today, departure: '2026-03-02' }), { today })).toEqual({});
    expect(validateStay(stay({ departure: '2026-03-04' }), { today }).departure).toBe(STAY_MESSAGES.departureBeforeArrival);
    expect(validateStay(stay({ departure: '2026-03-05' }), { today }).departure).toBe(STAY_MESSAGES.noNights);
    expect(validateStay(stay({ departure: '2027-03-06' }), { today }).departure).toBe(STAY_MESSAGES.tooManyNights);
  });
  it('refuses an arrival past the booking horizon (730 days), as the service does', () => {
    expect(validateStay(stay({ arrival: '2028-02-29', departure: '2028-03-01' }), { today })).toEqual({});
    expect(validateStay(stay({ arrival: '2028-03-01', departure: '2028-03-02' }), { today }).arrival).toBe(STAY_MESSAGES.arrivalBeyondHorizon);
  });
  it('checks the arrival even before a departure is chosen', () => {
    expect(validateStay(stay({ arrival: '2026-02-28', departure: '' }), { today })).toEqual({
      arrival: STAY_MESSAGES.arrivalBeforeToday,
      departure: STAY_MESSAGES.departureRequired,
    });
  });
  it('leaves dates as booked alone on an update (as the service does)', () => {
    const longAgo = stay({ arrival: '2026-01-01', departure: '2026-01-05' });
    expect(validateStay(longAgo, { today, booked: { arrival: '2026-01-01', departure: '2026-01-05' } })).toEqual({});
  });
  it('lets a stay under way keep its past arrival, but not move to another past day', () => {
    const underWay = stay({ arrival: '2026-02-26', departure: '2026-03-03' });
    const rules: StayRules = { today, booked: { arrival: '2026-02-26', departure: '2026-03-03' } };
    expect(validateStay(underWay, rules)).toEqual({});
    expect(validateStay({ ...underWay, arrival: '2026-02-27' }, rules).arrival).toBe(STAY_MESSAGES.arrivalBeforeToday);
    expect(validateStay({ ...underWay, departure: '2026-02-28' }, rules).departure).toBe(STAY_MESSAGES.departureBeforeToday);
  });
  it('names the first field with a message in screen order', () => {
    expect(firstStayError({ adults: 'x', departure: 'y' })).toBe('departure');
    expect(firstStayError({ roomTypeId: 'x', roomNum: 'y' })).toBe('roomNum');
    expect(firstStayError({})).toBeUndefined();
  });
});
