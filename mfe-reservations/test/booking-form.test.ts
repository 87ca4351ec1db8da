import { describe, expect, it } from 'vitest';
import { bookingFormReducer, initialBookingForm, shownStayErrors, stayProblems, type BookingFormState } from '../src/domain/bookingForm';
import { STAY_MESSAGES, type StayValues } from '../src/domain/stay';

const today = '2026-03-01';
const stay: StayValues = { arrival: '2026-03-05', departure: '2026-03-08', adults: '2', roomTypeId: '3' };
const start = (): BookingFormState => initialBookingForm(stay, '204');

describe('the booking form state (reducer)', () => {
  it('starts from the loaded stay and room, nothing submitted, no messages', () => {
    expect(start()).toEqual({ stay, nightsDraft: null, roomNum: '204', submitted: false, serverErrors: {}, confirmingCancel: false });
    expect(initialBookingForm().stay.adults).toBe('1');
  });

  it('keeps a server message until its own field is edited', () => {
    let s = bookingFormReducer(start(), { type: 'serverErrors', errors: { departure: '*Sold out', adults: '*Too many' } });
    s = bookingFormReducer(s, { type: 'stay', stay: { ...stay, adults: '3' } });
    expect(s.serverErrors).toEqual({ departure: '*Sold out' });
    expect(s.stay.adults).toBe('3');
  });

  it('typing nights moves the departure and keeps what was typed; a bad count leaves the dates', () => {
    let s = bookingFormReducer(start(), { type: 'nights', text: '5' });
    expect(s.stay.departure).toBe('2026-03-10');
    expect(s.nightsDraft).toBe('5');
    s = bookingFormReducer(s, { type: 'nights', text: '0' });
    expect(s.stay.departure).toBe('2026-03-10');
    expect(shownStayErrors(s, { today }).nights).toBe(STAY_MESSAGES.nights);
    // Picking a date again shows the dates' difference in Nights.
    s = bookingFormReducer(s, { type: 'stay', stay: { ...s.stay, departure: '2026-03-09' } });
    expect(s.nightsDraft).toBeNull();
  });

  it('a new room number drops the room number message only', () => {
    let s = bookingFormReducer(start(), { type: 'serverErrors', errors: { roomNum: '*Occupied', arrival: '*x' } });
    s = bookingFormReducer(s, { type: 'roomNum', value: '205' });
    expect(s).toMatchObject({ roomNum: '205', serverErrors: { arrival: '*x' } });
  });

  it("shows the rules' messages only after the first submit", () => {
    const bad = bookingFormReducer(start(), { type: 'stay', stay: { ...stay, arrival: '2026-02-28' } });
    expect(shownStayErrors(bad, { today })).toEqual({});
    expect(stayProblems(bad, { today })).toEqual({ arrival: STAY_MESSAGES.arrivalBeforeToday });
    expect(shownStayErrors(bookingFormReducer(bad, { type: 'submitted' }), { today })).toEqual({ arrival: STAY_MESSAGES.arrivalBeforeToday });
  });

  it('the cancel question opens and closes; a load puts everything back as loaded', () => {
    let s = bookingFormReducer(start(), { type: 'confirmCancel', open: true });
    expect(s.confirmingCancel).toBe(true);
    s = bookingFormReducer(s, { type: 'submitted' });
    s = bookingFormReducer(s, { type: 'nights', text: '2' });
    s = bookingFormReducer(s, { type: 'load', stay, roomNum: 'Not Set' });
    expect(s).toEqual(initialBookingForm(stay, 'Not Set'));
  });
});
