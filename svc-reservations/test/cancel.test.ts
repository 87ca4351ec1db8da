import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { CancelReservationAnswer, StayState } from '@pms/contracts/reservations';
import { changeCancelHarness } from './change-cancel-harness';
import { inventoryMatchesStays } from './helpers';

const { h, bookOne, read, updateBody, put, cancel, soldOn, lastStayEvent } = changeCancelHarness();

describe('PUT /api/hw/cancelReservation/{id}', () => {
  it('cancels, gives every night back and publishes the stay as inactive', async () => {
    const id = await bookOne({ 0: 3, 1: '2026-03-20', 2: '2026-03-23' });
    const sold = await soldOn(3, '2026-03-21');
    const res = await cancel(id);
    expect(res.status).toBe(200);
    expect(CancelReservationAnswer.parse(await res.json())).toMatchObject({ reservation_id: id, active: 0, message: 'Reservation has been cancelled!' });
    const { reservation, stay } = await read(id);
    expect(reservation.active).toBe(0);
    expect(await soldOn(3, '2026-03-21')).toBe(sold - 1);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
    expect(StayState.parse((await lastStayEvent(stay.res_room_id, 2)).data).active).toBe(false);
  });

  it('refuses a second cancel and any change after it (409)', async () => {
    const id = await bookOne();
    const body = await updateBody(id);
    expect((await cancel(id)).status).toBe(200);
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).message).toBe('This reservation is already cancelled.');
    const change = await put({ ...(await updateBody(id)), version: (await read(id)).reservation.version });
    expect(change.status).toBe(409);
    expect(ErrorBody.parse(await change.json()).message).toMatch(/cancelled/);
    expect((await put(body)).status).toBe(409);
  });

  it('refuses to cancel a checked-in reservation (409 with the reason) and changes nothing', async () => {
    const id = await bookOne({ 1: '2026-03-01', 2: '2026-03-02' });
    await h.t.deps.sql`update res_rooms set checked_in = true where reservation_id = ${id}`;
    const before = await h.counts();
    const res = await cancel(id);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toBe('The guest has checked in; a checked-in reservation cannot be cancelled.');
    expect(await h.counts()).toEqual(before);
  });

  it('answers 404 for an unknown reservation, 400 for a malformed id, 401 without a session', async () => {
    expect((await cancel(555555)).status).toBe(404);
    const bad = await h.request('PUT', '/api/hw/cancelReservation/abc');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).fields).toHaveProperty('id');
    expect((await h.t.app.request('/api/hw/cancelReservation/1001', { method: 'PUT' })).status).toBe(401);
  });

  it('serialises an update racing a cancel: never a changed cancelled stay, inventory always equal to the stays', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => bookOne({ 0: 1 + (i % 3), 1: '2026-08-01', 2: '2026-08-03' })));
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const body = await updateBody(id, { room: { 2: '2026-08-06' } });
        const [u, c] = await Promise.all([put(body), cancel(id)]);
        return { id, update: u.status, cancel: c.status };
      }),
    );
    for (const o of outcomes) {
      expect(o.cancel).toBe(200);
      expect([200, 409]).toContain(o.update);
      const { reservation, stay } = await read(o.id);
      expect(reservation.active).toBe(0);
      expect(stay.check_out_date).toBe(o.update === 200 ? '2026-08-06' : '2026-08-03');
    }
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
  });
});
