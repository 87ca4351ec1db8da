import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { bookingBody, harnessForFile, postBooking } from './helpers';

const h = harnessForFile();
const book = (body?: unknown, headers?: Record<string, string>) => postBooking(h, body, headers);

describe('POST /api/hw/reservation', () => {
  const invalid: [string, unknown, string, string?][] = [
    ['an empty first name', bookingBody({ cust: { 0: '' } }), 'first_name', 'Please enter your firstname.'],
    ['a first name with digits', bookingBody({ cust: { 0: 'R2D2' } }), 'first_name', 'Please enter alphabet characters only.'],
    ['a missing last name', bookingBody({ cust: { 1: null } }), 'last_name', 'Please enter your lastname.'],
    ['a last name with punctuation', bookingBody({ cust: { 1: 'Smith;' } }), 'last_name', 'Please enter alphabet characters only.'],
    ['an empty email', bookingBody({ cust: { 6: '' } }), 'email', 'Please enter your email-ID.'],
    ['a malformed email', bookingBody({ cust: { 6: 'ada@' } }), 'email', 'Please enter valid email-ID.'],
    ['an empty phone', bookingBody({ cust: { 7: '' } }), 'phone', 'Please enter your mobile no.'],
    ['an unmasked phone', bookingBody({ cust: { 7: '2165550100' } }), 'phone', 'Please enter valid mobile no.'],
    ['an empty card number', bookingBody({ cust: { 8: '' } }), 'credit_card_num', 'Please enter credit card no.'],
    ['a card failing the Luhn check', bookingBody({ cust: { 8: '4111 1111 1111 1112' } }), 'credit_card_num', 'is not a valid card number'],
    ['a card with letters', bookingBody({ cust: { 8: '4111-abcd-1111-1111' } }), 'credit_card_num'],
    ['an empty expiry', bookingBody({ cust: { 9: '' } }), 'cc_expiration', 'Please enter expiration date.'],
    ['an impossible expiry month', bookingBody({ cust: { 9: '13/30' } }), 'cc_expiration'],
    ['an expired card', bookingBody({ cust: { 9: '01/26' } }), 'cc_expiration', 'the card has expired'],
    ['an unknown room type', bookingBody({ room: { 0: 99 } }), 'room_type_id', 'is not a room type of this hotel'],
    ['a room type that is not an id', bookingBody({ room: { 0: 'King' } }), 'room_type_id'],
    ['an arrival before today', bookingBody({ room: { 1: '2026-02-28' } }), 'check_in_date', 'must not be before today (2026-03-01)'],
    ['a departure before the arrival', bookingBody({ room: { 2: '2026-03-09' } }), 'check_out_date', 'must not be before the arrival date'],
    ['a departure on the arrival day', bookingBody({ room: { 2: '2026-03-10' } }), 'check_out_date'],
    ['an impossible date', bookingBody({ room: { 1: '2026-02-30' } }), 'check_in_date'],
    ['no adults', bookingBody({ room: { 3: 0 } }), 'adults'],
    ['a guest list missing the expiry', { ...bookingBody(), cust: ['Ada', 'Lovelace', '', '', '', '', 'a@b.co', '216-555-0100', '4111111111111111'] }, 'cc_expiration', 'Please enter expiration date.'],
    ['a guest list of eleven (a CVC is never sent)', { ...bookingBody(), cust: [...(bookingBody().cust as unknown[]), '123'] }, 'cust'],
    ['no rooms', { ...bookingBody(), rooms: [] }, 'rooms'],
    ['a body that is not JSON', '{"cust": [', '(body)'],
    ['an empty body', {}, 'cust'],
  ];

  it.each(invalid)('refuses %s with a 400 naming the field, and writes nothing', async (_what, body, field, message) => {
    const before = await h.counts();
    const { res, json } = await book(body);
    expect(res.status).toBe(400);
    const error = ErrorBody.parse(json);
    expect(error.error).toBe('invalid_input');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await h.counts()).toEqual(before);
  });

  it('names every bad guest field at once', async () => {
    const { res, json } = await book(bookingBody({ cust: { 0: '', 6: 'x', 7: '1' } }));
    expect(res.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(json).fields ?? {}).sort()).toEqual(['email', 'first_name', 'phone']);
  });

  it('refuses a booking without a session (401) and writes nothing', async () => {
    const before = await h.counts();
    const res = await h.t.app.request('/api/hw/reservation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody()),
    });
    expect(res.status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });
});
