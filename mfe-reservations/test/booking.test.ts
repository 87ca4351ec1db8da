import { CreateReservationBody, UpdateReservationBody } from '@pms/contracts/reservations';
import { ApiError, emptyGuest, type GuestValues } from '@pms/ui';
import { describe, expect, it } from 'vitest';
import {
  bookingProblem,
  createReservationBody,
  PROBLEM_TEXT,
  problemText,
  splitFields,
  SubmitKeys,
  updateReservationBody,
} from '../src/domain/booking';
import { guestFromReservation, roomNumText, stayFromRoom, updateRules } from '../src/domain/loaded';
import type { StayValues } from '../src/domain/stay';
import { keepUnchanged } from '../src/formHelpers';
import { reservation, room } from './fixtures/loaded-reservation';

const guest: GuestValues = {
  ...emptyGuest,
  first_name: ' Ann ',
  last_name: 'Lee',
  phone: '555-123-4567',
  email: 'ann@example.com',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  credit_card_num: '4111 1111 1111 1111',
  cc_expiration: '12/30',
  cvc: '123',
  comments: 'Late arrival',
};
const stay: StayValues = { arrival: '2026-03-05', departure: '2026-03-08', adults: '2', roomTypeId: '3' };
const king = { room_type_id: 3, rate: 149 };

describe('booking bodies', () => {
  it('builds the documented POST body: cust of 10, reserve [user_id, blank], one room', () => {
    const body = createReservationBody(guest, stay, king, 7);
    expect(body).toEqual({
      cust: ['Ann', 'Lee', '1 Main St', 'Springfield', 'IL', '62701', 'ann@example.com', '555-123-4567', '4111111111111111', '12/30'],
      reserve: [7, ''],
      rooms: [[3, '2026-03-05', '2026-03-08', 2, 149, 'Late arrival']],
    });
    // The CVC never leaves the browser.
    expect(JSON.stringify(body)).not.toContain('"123"');
    // And the service's own schema takes it.
    expect(CreateReservationBody.safeParse(body).success).toBe(true);
  });

  it('strips every space (also tabs and double spaces) from the card', () => {
    const body = createReservationBody({ ...guest, credit_card_num: ' 4111  1111\t1111 1111 ' }, stay, king, null);
    expect(body.cust[8]).toBe('4111111111111111');
    expect(body.reserve).toEqual([null, '']);
  });

  it('builds the PUT body with ids, version and room number; an empty card keeps the stored one', () => {
    const body = updateReservationBody(
      { ...guest, credit_card_num: '' },
      stay,
      king,
      { customerId: 11, reservationId: 1001, resRoomId: 21, version: 4 },
      ' 204 ',
      7,
    );
    expect(body).toMatchObject({ customerId: 11, reservation_id: 1001, resRoomId: 21, version: 4, roomNum: '204' });
    expect(body.cust[8]).toBe('');
    const parsed = UpdateReservationBody.parse(body);
    expect(parsed.cust[8]).toBeUndefined();
  });
});

describe('what a failed call means on the page', () => {
  it('puts a 400 under the guest and stay fields and lists the rest', () => {
    const p = bookingProblem(
      new ApiError({
        status: 400,
        code: 'invalid_input',
        message: 'Some of the information is not valid.',
        fields: { credit_card_num: 'is not a valid card number', check_in_date: 'must not be before today (2026-03-01)', rate: 'x' },
      }),
    );
    expect(p).toEqual({
      kind: 'invalid',
      guest: { credit_card_num: '*Is not a valid card number' },
      stay: { arrival: '*Must not be before today (2026-03-01)' },
      other: ['rate: x'],
    });
    expect(problemText(p, 'book')).toMatchObject({ text: PROBLEM_TEXT.invalid, details: ['rate: x'], offerReload: false });
  });

  it('keeps the spec messages the service sends as they are', () => {
    expect(splitFields({ first_name: '*Please enter your firstname.' }).guest.first_name).toBe('*Please enter your firstname.');
  });

  it('tells a sold-out night, with what to do', () => {
    const p = bookingProblem(
      new ApiError({
        status: 409,
        code: 'conflict',
        message: 'No King room is left for the night of 2026-03-06.',
        fields: { room_type: 'King', night: '2026-03-06' },
      }),
    );
    expect(p.kind).toBe('sold_out');
    expect(problemText(p, 'book')?.text).toBe('No King room is left for the night of 2026-03-06. Choose other dates or another room type.');
  });

  it('offers to reload after a stale update', () => {
    const p = bookingProblem(new ApiError({ status: 409, code: 'conflict', message: 'changed', fields: { version: 'is 5 now' } }));
    expect(p).toEqual({ kind: 'stale', message: PROBLEM_TEXT.stale });
    expect(problemText(p, 'update')).toMatchObject({ title: 'The reservation was not updated.', offerReload: true });
  });

  it('explains other conflicts with the service message and marks a refused room', () => {
    const p = bookingProblem(
      new ApiError({ status: 409, code: 'conflict', message: 'Room 204 is occupied.', fields: { roomNum: 'occupied' } }),
    );
    expect(p).toEqual({ kind: 'conflict', message: 'Room 204 is occupied.', stay: { roomNum: '*Occupied' } });
    expect(problemText(p, 'cancel')?.offerReload).toBe(true);
  });

  it('says nothing for an ended session (the shell shows the login) and keeps the form for failures', () => {
    expect(problemText(bookingProblem(new ApiError({ status: 401, code: 'unauthorized', message: 'x' })), 'book')).toBeNull();
    const down = bookingProblem(new ApiError({ status: 0, code: 'network', message: 'The server could not be reached.' }));
    expect(down).toEqual({ kind: 'failed', message: 'The server could not be reached. Nothing was lost on this screen.' });
    expect(bookingProblem(new TypeError('boom'))).toEqual({ kind: 'failed', message: PROBLEM_TEXT.failed });
    expect(bookingProblem(new ApiError({ status: 503, code: 'unavailable', message: 'Rooms is away.' })).kind).toBe('failed');
  });
});

describe('Idempotency-Key per submit attempt', () => {
  it('is the same for the same form and new once anything changed', () => {
    let n = 0;
    const keys = new SubmitKeys(() => `k${++n}`);
    const body = createReservationBody(guest, stay, king, 7);
    expect(keys.keyFor(body)).toBe('k1');
    expect(keys.keyFor(structuredClone(body))).toBe('k1');
    const changed = createReservationBody(guest, { ...stay, adults: '3' }, king, 7);
    expect(keys.keyFor(changed)).toBe('k2');
    expect(keys.keyFor(body)).toBe('k3');
  });
});

describe('a loaded reservation on the update screen', () => {

  it('fills the form, with an empty card field (the number never comes back)', () => {
    expect(guestFromReservation(reservation, room)).toMatchObject({ credit_card_num: '', cc_expiration: '12/30', comments: 'Late arrival' });
    expect(stayFromRoom(room)).toEqual({ arrival: '2026-03-05', departure: '2026-03-08', adults: '2', roomTypeId: '3' });
    expect(roomNumText(room)).toBe('Not Set');
    expect(roomNumText({ ...room, room_num: '204' })).toBe('204');
  });

  it('allows cancel only for an active reservation not checked in', () => {
    expect(updateRules(reservation, [room])).toMatchObject({ canCancel: true, canSubmit: true, roomNumEditable: false, status: 'Active' });
    const inHouse = updateRules(reservation, [{ ...room, checked_in: 1, room_num: '204' }]);
    expect(inHouse).toMatchObject({ canCancel: false, arrivalLocked: true, roomNumEditable: true, status: 'Checked in' });
    expect(inHouse.cancelBlockedBecause).toMatch(/checked in/);
    const cancelled = updateRules({ ...reservation, active: 0 }, [room]);
    expect(cancelled).toMatchObject({ canCancel: false, canSubmit: false, stayEditable: false, status: 'Cancelled' });
    expect(updateRules(reservation, [{ ...room, checked_in: 1, checked_out: 1 }])).toMatchObject({
      stayEditable: false,
      roomNumEditable: false,
      status: 'Checked out',
    });
  });
});

describe('server messages after edits', () => {
  it('keep only the fields not edited since', () => {
    expect(keepUnchanged({ arrival: 'a', adults: 'b' }, stay, { ...stay, adults: '3' })).toEqual({ arrival: 'a' });
    expect(keepUnchanged({ roomTypeId: 'x', nights: 'n' }, stay, stay)).toEqual({ roomTypeId: 'x', nights: 'n' });
  });
});
