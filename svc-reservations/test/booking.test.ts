import { describe, expect, it } from 'vitest';
import { CreateReservationAnswer, Reservation, ResRoomList, StayState } from '@pms/contracts/reservations';
import { ErrorBody } from '@pms/contracts/errors';
import { watchEvents } from '@pms/service-kit/testing';
import { cardVaultFor } from '../src/domain/card-vault';
import { bookingBody, inventoryMatchesStays, harnessForFile, postBooking } from './helpers';

// Booking's happy paths and the reads of what was booked; what it refuses is in booking-validation,
// and what many clerks at once do in booking-concurrency.

const h = harnessForFile();
const book = (body?: unknown, headers?: Record<string, string>) => postBooking(h, body, headers);

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
