import { describe, expect, it } from 'vitest';
import { CreateReservationBody, UpdateReservationBody } from '@pms/contracts/reservations';
import { bookingProblems, changeProblems, changeRefusal, changeScope, stayFieldName, type StayOnFile } from '../src/domain/booking';
import { bookingChangeOf, bookingRequestOf } from '../src/routes/booking-request';
import { bookingBody } from './helpers';

const TODAY = '2026-03-01';

describe('the booking arrays, read once at the edge', () => {
  it('names every part of a new booking; the browser’s user id and rate are dropped', () => {
    const body = CreateReservationBody.parse({ ...bookingBody(), reserve: [999, 'VIP'] });
    expect(bookingRequestOf(body)).toEqual({
      guest: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address: '1 Analytical Way',
        city: 'London',
        state: 'Ohio',
        zip: '44114',
        email: 'ada@example.com',
        phone: '216-555-0100',
      },
      card: { number: '4111111111111111', expiry: '12/30' },
      comments: 'VIP',
      stays: [{ room_type_id: 1, arrival: '2026-03-10', departure: '2026-03-12', adults: 2, comments: 'quiet room please' }],
    });
  });

  it('names a change; an empty card keeps the stored one and `Not Set` is no room number', () => {
    const base = { ...bookingBody({ cust: { 8: '', 9: '' } }), customerId: 3, reservation_id: 1001, resRoomId: 5, version: 2 };
    const change = bookingChangeOf(UpdateReservationBody.parse({ ...base, roomNum: ' Not Set ' }));
    expect(change).toMatchObject({ reservation_id: 1001, customer_id: 3, res_room_id: 5, version: 2, card: {}, room_num: undefined });
    expect(change.card.number).toBeUndefined();
    expect(bookingChangeOf(UpdateReservationBody.parse({ ...base, roomNum: ' 204 ' })).room_num).toBe('204');
    expect(bookingChangeOf(UpdateReservationBody.parse({ ...base, roomNum: 204 })).room_num).toBe('204');
  });
});

describe('booking rules', () => {
  const request = bookingRequestOf(CreateReservationBody.parse(bookingBody()));

  it('names the fields of every stay as the screens do', () => {
    expect(stayFieldName(0, 'check_in_date')).toBe('check_in_date');
    expect(stayFieldName(2, 'room_type_id')).toBe('rooms.2.room_type_id');
  });

  it('finds an expired card, an unknown room type and bad dates', () => {
    expect(bookingProblems(request, TODAY, new Set([1]))).toEqual({});
    const bad = { ...request, card: { ...request.card, expiry: '01/26' }, stays: [{ ...request.stays[0]!, room_type_id: 9, arrival: '2026-02-01' }] };
    expect(Object.keys(bookingProblems(bad, TODAY, new Set([1]))).sort()).toEqual(['cc_expiration', 'check_in_date', 'room_type_id']);
  });

  it('lets a checked-in guest change the departure but not the arrival, the type or (here) the room', () => {
    const onFile: StayOnFile = {
      room_type_id: 1,
      check_in_date: '2026-02-27',
      check_out_date: '2026-03-03',
      adults: 2,
      comments: '',
      checked_in: true,
      checked_out: false,
      room_num: '101',
    };
    const change = { ...bookingChangeOf(UpdateReservationBody.parse({ ...bookingBody(), customerId: 1, reservation_id: 1, resRoomId: 1, version: 1 })) };
    const stay = { ...change.stay, arrival: '2026-02-27', departure: '2026-03-05', room_type_id: 1 };
    const extend = { ...change, stay };
    const scope = changeScope(extend, onFile);
    expect(scope).toEqual({ datesChanged: true, typeChanged: false, stayChanged: true, roomMoved: false });
    expect(changeRefusal(extend, onFile, scope)).toBeUndefined();
    expect(changeProblems(extend, onFile, scope, '12/30', TODAY)).toEqual({});
    const earlier = { ...extend, stay: { ...stay, arrival: '2026-02-28' } };
    expect(changeRefusal(earlier, onFile, changeScope(earlier, onFile))).toMatch(/arrival date/);
    const retype = { ...extend, stay: { ...stay, room_type_id: 2 } };
    expect(changeRefusal(retype, onFile, changeScope(retype, onFile))).toMatch(/room move/);
    const past = { ...extend, stay: { ...stay, departure: '2026-02-28' } };
    expect(changeProblems(past, onFile, changeScope(past, onFile), '12/30', TODAY)).toHaveProperty('check_out_date');
    const gone = { ...onFile, checked_out: true };
    expect(changeRefusal(extend, gone, changeScope(extend, gone))).toMatch(/checked out/);
  });
});
