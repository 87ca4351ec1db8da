import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { StayState, UpdateReservationAnswer } from '@pms/contracts/reservations';
import { changeCancelHarness, type StayChange } from './change-cancel-harness';
import { inventoryMatchesStays, publishRoomType, roomTypesProjected, ROOM_TYPES } from './helpers';

// Room moves of a checked-in guest are in change-room-moves; cancelling is in cancel.
const { h, bookOne, read, updateBody, put, soldOn, lastStayEvent } = changeCancelHarness();

describe('PUT /api/hw/reservation', () => {
  it('changes guest details, dates, adults and room type, moving inventory and publishing the stay', async () => {
    const id = await bookOne({ 0: 1, 1: '2026-03-10', 2: '2026-03-13' });
    const body = await updateBody(id, {
      cust: { 0: 'Augusta', 6: 'augusta@example.com', 7: '216-555-0199' },
      room: { 0: 2, 1: '2026-03-11', 2: '2026-03-14', 3: 3, 5: 'late check-in' },
    });
    const before = { q10: await soldOn(1, '2026-03-10'), k13: await soldOn(2, '2026-03-13') };
    const res = await put(body);
    expect(res.status).toBe(200);
    const answer = UpdateReservationAnswer.parse(await res.json());
    expect(answer).toMatchObject({ reservation_id: id, version: 2, message: 'Reservation was successfully updated!' });

    const { reservation, stay } = await read(id);
    expect(reservation).toMatchObject({ first_name: 'Augusta', email: 'augusta@example.com', phone: '216-555-0199', version: 2, ccLastFour: '1111' });
    expect(stay).toMatchObject({
      room_type_id: 2,
      type: 'King',
      check_in_date: '2026-03-11',
      check_out_date: '2026-03-14',
      nights: 3,
      adults: 3,
      rate: 119.99, // a new room type sells at its own rate
      comments: 'late check-in',
      version: 2,
    });
    expect(await soldOn(1, '2026-03-10')).toBe(before.q10 - 1);
    expect(await soldOn(2, '2026-03-13')).toBe(before.k13 + 1);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });

    const event = await lastStayEvent(stay.res_room_id, 2);
    expect(StayState.parse(event.data)).toMatchObject({ first_name: 'Augusta', room_type_id: 2, arrival: '2026-03-11', rate_cents: 11999, active: true });
  });

  it('keeps the rate when only the dates change, and takes only the nights it did not hold', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 }]);
    const id = await bookOne({ 0: 6, 1: '2026-06-01', 2: '2026-06-04' });
    // The only Loft: extending by a night must not be refused for the nights it already holds.
    const res = await put(await updateBody(id, { room: { 2: '2026-06-05' } }));
    expect(res.status).toBe(200);
    expect((await read(id)).stay).toMatchObject({ rate: 200, nights: 4 });
    expect(await soldOn(6, '2026-06-04')).toBe(1);
  });

  it('replaces the card only when a new number is typed', async () => {
    const id = await bookOne();
    expect((await put(await updateBody(id, { cust: { 8: '' } }))).status).toBe(200);
    expect((await read(id)).reservation.ccLastFour).toBe('1111');
    expect((await put(await updateBody(id, { cust: { 8: '****1111' } }))).status).toBe(200);
    expect((await read(id)).reservation.ccLastFour).toBe('1111');
    expect((await put(await updateBody(id, { cust: { 8: '5555 5555 5555 4444', 9: '07/29' } }))).status).toBe(200);
    expect((await read(id)).reservation).toMatchObject({ ccLastFour: '4444', cc_expiration: '07/29' });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const id = await bookOne();
    const first = await updateBody(id, { cust: { 0: 'First' } });
    const second = await updateBody(id, { cust: { 0: 'Second' } });
    expect((await put(first)).status).toBe(200);
    const before = await h.counts();
    const res = await put(second);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/changed by someone else/);
    expect(await h.counts()).toEqual(before);
    expect((await read(id)).reservation.first_name).toBe('First');
  });

  it('refuses new dates over a sold-out night with 409 and keeps the old nights', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 7, type: 'Tower', rate_cents: 30000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [
      ...ROOM_TYPES,
      { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 },
      { room_type_id: 7, type: 'Tower', rate_cents: 30000, room_count: 1 },
    ]);
    await bookOne({ 0: 7, 1: '2026-07-05', 2: '2026-07-06' });
    const id = await bookOne({ 0: 7, 1: '2026-07-01', 2: '2026-07-03' });
    const before = await h.counts();
    const res = await put(await updateBody(id, { room: { 2: '2026-07-07' } }));
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toBe('No Tower room is left for the night of 2026-07-05.');
    expect(await h.counts()).toEqual(before);
    expect((await read(id)).stay.check_out_date).toBe('2026-07-03');
  });

  const invalid: [string, StayChange, string][] = [
    ['a malformed email', { cust: { 6: 'nope' } }, 'email'],
    ['an empty last name', { cust: { 1: ' ' } }, 'last_name'],
    ['a new card failing the Luhn check', { cust: { 8: '4111111111111112' } }, 'credit_card_num'],
    ['an arrival moved before today', { room: { 1: '2026-02-27' } }, 'check_in_date'],
    ['a departure before the arrival', { room: { 2: '2026-03-01' } }, 'check_out_date'],
    ['an unknown room type', { room: { 0: 42 } }, 'room_type_id'],
    ['too many adults', { room: { 3: 11 } }, 'adults'],
  ];
  it.each(invalid)('refuses %s with a 400 naming the field, and changes nothing', async (_what, change, field) => {
    const id = await bookOne();
    const body = await updateBody(id, change);
    const before = await h.counts();
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toContain(field);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a body without the version, or with ids that do not belong together (400)', async () => {
    const id = await bookOne();
    const other = await bookOne();
    const body = await updateBody(id);
    const before = await h.counts();
    const { version: _v, ...noVersion } = body;
    const cases: [unknown, string][] = [
      [noVersion, 'version'],
      [{ ...body, customerId: (await read(other)).reservation.customer_id }, 'customerId'],
      [{ ...body, resRoomId: (await read(other)).stay.res_room_id }, 'resRoomId'],
      [{ ...body, reservation_id: 'x' }, 'reservation_id'],
    ];
    for (const [b, field] of cases) {
      const res = await put(b);
      expect(res.status, field).toBe(400);
      expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toContain(field);
    }
    expect(await h.counts()).toEqual(before);
  });

  it('answers 404 for an unknown reservation', async () => {
    const body = await updateBody(await bookOne());
    expect((await put({ ...body, reservation_id: 987654 })).status).toBe(404);
  });

  it('refuses a room number set on the update screen: rooms are the front desk’s', async () => {
    const id = await bookOne();
    for (const same of [null, '', 'Not Set']) expect((await put(await updateBody(id, { roomNum: same }))).status).toBe(200);
    const res = await put(await updateBody(id, { roomNum: '204' }));
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/assigned at check-in/);
  });

  it('for a checked-in stay: refuses a new arrival, a new type and a room move; allows an extension', async () => {
    const id = await bookOne({ 1: '2026-03-01', 2: '2026-03-03' });
    const { stay } = await read(id);
    // As the front desk's check-in records it (that path comes with the arrivals work).
    await h.t.deps.sql`update res_rooms set checked_in = true, room_id = 1, room_num = '101' where res_room_id = ${stay.res_room_id}`;
    const refused: [StayChange, RegExp][] = [
      [{ room: { 1: '2026-03-02' } }, /arrival date can no longer be changed/],
      [{ room: { 0: 3 } }, /room move/],
    ];
    for (const [change, message] of refused) {
      const res = await put(await updateBody(id, change));
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json()).message).toMatch(message);
    }
    expect((await put(await updateBody(id, { room: { 2: '2026-03-05' }, roomNum: '101' }))).status).toBe(200);
    expect((await read(id)).stay).toMatchObject({ check_out_date: '2026-03-05', room_num: '101', checked_in: 1 });
  });

  it('refuses without a session (401)', async () => {
    const body = await updateBody(await bookOne());
    const res = await h.t.app.request('/api/hw/reservation', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(401);
  });
});
