import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { CreateReservationAnswer, Reservation, ResRoomList, StayState } from '@pms/contracts/reservations';
import { watchEvents } from '@pms/service-kit/testing';
import { cardVaultFor } from '../src/domain/card-vault';
import { bookingBody, inventoryMatchesStays, publishRoomType, roomTypesProjected, ROOM_TYPES, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.t.stop());

const book = async (body: unknown = bookingBody(), headers: Record<string, string> = {}) => {
  const res = await h.request('POST', '/api/hw/reservation', body, { headers });
  return { res, json: (await res.json()) as unknown };
};

describe('POST /api/hw/reservation', () => {
  it('books the guest, the reservation and the stay, with the rate of the room type and the clerk of the session', async () => {
    const before = await h.counts();
    const { res, json } = await book(bookingBody({ room: { 4: 1.0 } }));
    expect(res.status).toBe(201);
    const answer = CreateReservationAnswer.parse(json);
    expect(answer.reservation_id).toBeGreaterThanOrEqual(1001);
    expect(answer.confirmation_codes[0]).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

    const reservation = Reservation.parse(await (await h.request('GET', `/api/hw/reservation/${answer.reservation_id}`)).json());
    expect(reservation).toMatchObject({
      reservation_id: answer.reservation_id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '216-555-0100',
      ccLastFour: '1111',
      cc_expiration: '12/30',
      active: 1,
      user_id: 7, // the session's user, not the 999 the body claimed
      version: 1,
    });
    expect(JSON.stringify(reservation)).not.toContain('4111111111111111');

    const stays = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${answer.reservation_id}`)).json());
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      reservation_id: answer.reservation_id,
      room_type_id: 1,
      type: '2 Queens',
      check_in_date: '2026-03-10',
      check_out_date: '2026-03-12',
      nights: 2,
      adults: 2,
      rate: 109.99, // the room type's rate, not the 1.00 the browser sent
      comments: 'quiet room please',
      confirmation_code: answer.confirmation_codes[0],
      checked_in: 0,
      checked_out: 0,
      room_num: null,
    });

    const after = await h.counts();
    expect(after.customers - before.customers).toBe(1);
    expect(after.reservations - before.reservations).toBe(1);
    expect(after.sold - before.sold).toBe(2); // one unit for each of the two nights
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
  });

  it('keeps the card number encrypted at rest and only its last four digits in clear', async () => {
    const { json } = await book(bookingBody({ cust: { 8: '5555 5555 5555 4444' } }));
    const { reservation_id } = CreateReservationAnswer.parse(json);
    const [row] = await h.t.deps.sql<{ card_sealed: Buffer; card_key_id: string; cc_last_four: string }[]>`
      select c.card_sealed, c.card_key_id, c.cc_last_four
      from customers c join reservations r using (customer_id) where r.reservation_id = ${reservation_id}`;
    expect(row!.cc_last_four).toBe('4444');
    expect(row!.card_sealed.toString('latin1')).not.toContain('5555555555554444');
    expect(cardVaultFor(h.t.deps.config).open(row!.card_sealed, row!.card_key_id)).toBe('5555555555554444');
  });

  it('publishes the stay state event through the outbox', async () => {
    const { json } = await book(bookingBody({ cust: { 0: 'Grace', 1: 'Hopper' } }));
    const { reservation_id, confirmation_codes } = CreateReservationAnswer.parse(json);
    const [stay] = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${reservation_id}`)).json());
    await h.t.relay.flush();
    const stays = await watchEvents(h.t.deps.bus, 'pms.reservations.stay.>');
    const event = await stays.waitFor(`pms.reservations.stay.${stay!.res_room_id}`);
    await stays.stop();
    expect(event).toMatchObject({ type: 'reservations.stay.state', version: 1 });
    expect(StayState.parse(event.data)).toEqual({
      res_room_id: stay!.res_room_id,
      reservation_id,
      room_type_id: 1,
      type: '2 Queens',
      arrival: '2026-03-10',
      departure: '2026-03-12',
      adults: 2,
      rate_cents: 10999,
      first_name: 'Grace',
      last_name: 'Hopper',
      cc_last_four: '1111',
      confirmation_code: confirmation_codes[0],
      active: true,
      no_show: false,
      checked_in: false,
      checked_out: false,
      room_id: null,
      room_num: null,
    });
  });

  it('books several rooms in one reservation, each with its own stay and code', async () => {
    const body = bookingBody();
    body.rooms = [
      [2, '2026-03-05', '2026-03-06', 1, 0, ''],
      [3, '2026-03-05', '2026-03-08', 2, 0, 'crib'],
    ];
    const { res, json } = await book(body);
    expect(res.status).toBe(201);
    const answer = CreateReservationAnswer.parse(json);
    expect(new Set(answer.confirmation_codes).size).toBe(2);
    const stays = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${answer.reservation_id}`)).json());
    expect(stays.map((s) => [s.type, s.nights, s.rate])).toEqual([
      ['King', 1, 119.99],
      ['Suite', 3, 129.99],
    ]);
  });

  it('accepts a card typed with spaces and a short expiry form', async () => {
    const { res, json } = await book(bookingBody({ cust: { 8: ' 4012 8888 8888 1881 ', 9: '5/2031' } }));
    expect(res.status).toBe(201);
    const r = Reservation.parse(
      await (await h.request('GET', `/api/hw/reservation/${CreateReservationAnswer.parse(json).reservation_id}`)).json(),
    );
    expect(r).toMatchObject({ ccLastFour: '1881', cc_expiration: '05/31' });
  });

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

  it('refuses with 409 naming the room type and the night when a night is sold out, and writes nothing', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 }]);
    expect((await book(bookingBody({ room: { 0: 5, 1: '2026-04-02', 2: '2026-04-03' } }))).res.status).toBe(201);
    const before = await h.counts();
    const { res, json } = await book(bookingBody({ room: { 0: 5, 1: '2026-04-01', 2: '2026-04-04' } }));
    expect(res.status).toBe(409);
    const error = ErrorBody.parse(json);
    expect(error.error).toBe('conflict');
    expect(error.message).toBe('No Attic room is left for the night of 2026-04-02.');
    expect(error.fields).toEqual({ room_type: 'Attic', night: '2026-04-02' });
    expect(await h.counts()).toEqual(before);
  });

  it('sells exactly the units left when 50 clerks book the same night at once', async () => {
    const cabin = { room_type_id: 4, type: 'Cabin', rate_cents: 9000, room_count: 8 };
    await publishRoomType(h.t.deps.bus, cabin);
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, cabin, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 }]);
    for (let i = 0; i < 3; i++) expect((await book(bookingBody({ room: { 0: 4, 1: '2026-05-10', 2: '2026-05-11' } }))).res.status).toBe(201);

    // 5 units left on 2026-05-10; 50 bookings covering that night race for them.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(bookingBody({ cust: { 0: `Racer`, 1: `Number${'abcdefghij'[i % 10]}` }, room: { 0: 4, 1: '2026-05-09', 2: '2026-05-12' } })),
      ),
    );
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.res.status === 409))
      expect(ErrorBody.parse(r.json).message).toBe('No Cabin room is left for the night of 2026-05-10.');

    const [night] = await h.t.deps.sql<{ sold: number; capacity: number }[]>`
      select sold, capacity from inventory where room_type_id = 4 and night = '2026-05-10'`;
    expect(night).toEqual({ sold: 8, capacity: 8 });
    const [stays] = await h.t.deps.sql<{ n: number }[]>`
      select count(*)::int as n from res_rooms where room_type_id = 4 and check_in_date <= '2026-05-10' and check_out_date > '2026-05-10'`;
    expect(stays!.n).toBe(8);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
  });

  it('books once for ten identical submits sent at once with one Idempotency-Key', async () => {
    const before = await h.counts();
    const key = randomUUID();
    const body = bookingBody({ cust: { 0: 'Retry', 1: 'Clicker' } });
    const results = await Promise.all(Array.from({ length: 10 }, () => book(body, { 'idempotency-key': key })));
    expect(results.map((r) => r.res.status)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => CreateReservationAnswer.parse(r.json).reservation_id));
    expect(ids.size).toBe(1);
    const after = await h.counts();
    expect(after.reservations - before.reservations).toBe(1);
    expect(after.sold - before.sold).toBe(2);

    // A later retry still answers the first booking; another key books again.
    const again = await book(body, { 'idempotency-key': key });
    expect(CreateReservationAnswer.parse(again.json).reservation_id).toBe([...ids][0]);
    const other = await book(body, { 'idempotency-key': randomUUID() });
    expect(CreateReservationAnswer.parse(other.json).reservation_id).not.toBe([...ids][0]);
  });
});

describe('GET /api/hw/reservation/{id} and /api/hw/res_rooms/{id}', () => {
  it('answers 404 for an unknown reservation and 400 for a malformed id', async () => {
    for (const path of ['/api/hw/reservation/999999', '/api/hw/res_rooms/999999']) {
      const res = await h.request('GET', path);
      expect(res.status, path).toBe(404);
    }
    for (const bad of ['abc', '0', '-5', "1'%20or%20'1'='1"]) {
      for (const base of ['/api/hw/reservation/', '/api/hw/res_rooms/']) {
        const res = await h.request('GET', base + bad);
        expect(res.status, base + bad).toBe(400);
        expect(ErrorBody.parse(await res.json()).fields).toHaveProperty('id');
      }
    }
  });

  it('refuses both without a session', async () => {
    for (const path of ['/api/hw/reservation/1001', '/api/hw/res_rooms/1001']) {
      expect((await h.t.app.request(path)).status, path).toBe(401);
    }
  });
});
