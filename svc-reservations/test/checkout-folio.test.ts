import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

/** Check-out settles the folio first (docs/billing.md "Check-out"): billing's answer decides. */
let d: Desk;
beforeAll(async () => {
  d = await startDesk();
});
afterAll(() => d?.stop());

const checkOut = (resRoomId: number, roomNum: string) => d.request('PUT', `/api/hw/checkoutRoom/${resRoomId}/${roomNum}`);
const sold = async (night: string) => {
  const [row] = await d.sql<{ sold: number }[]>`select sold from inventory where room_type_id = 1 and night = ${night}`;
  return row?.sold ?? 0;
};

describe('check-out and the folio', () => {
  it('asks billing to settle up to the departure it records, naming the clerk', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '141', type: 1 });
    expect((await checkOut(stay.res_room_id, '141')).status).toBe(200);
    expect(d.billing.received.filter((c) => c.res_room_id === stay.res_room_id)).toEqual([{ res_room_id: stay.res_room_id, departure: TODAY, posted_by: 'clerk' }]);
  });

  it('refuses with 409 balance_due naming the balance while the folio is not settled, changing nothing', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -2), departure: TODAY, roomNum: '143', type: 1 });
    d.billing.balances.set(stay.res_room_id, 25_298);
    const before = await d.counts();
    const res = await checkOut(stay.res_room_id, '143');
    expect(res.status).toBe(409);
    const body = ErrorBody.parse(await res.json());
    expect(body.error).toBe('balance_due');
    expect(body.message).toBe('Balance due: $252.98. Take the payment (or Submit Payment) before checking the guest out.');
    expect(await d.counts()).toEqual(before);
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_out: false });
    d.billing.balances.set(stay.res_room_id, 0);
    expect((await checkOut(stay.res_room_id, '143')).status).toBe(200);
  });

  it('is an early departure before the booked date: nights stayed billed, the departure moved, the rest back to inventory at once', async () => {
    const departure = addDays(TODAY, 3);
    const stay = await d.inHouse({ arrival: addDays(TODAY, -1), departure, roomNum: '145', type: 1 });
    const before = await Promise.all([0, 1, 2].map((n) => sold(addDays(TODAY, n))));
    const res = await checkOut(stay.res_room_id, '145');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ check_out_date: TODAY, checked_out_on: TODAY });
    expect(d.billing.received.find((c) => c.res_room_id === stay.res_room_id)?.departure).toBe(TODAY);
    expect(await Promise.all([0, 1, 2].map((n) => sold(addDays(TODAY, n))))).toEqual(before.map((n) => n - 1));
    const [row] = await d.sql<{ check_out_date: string }[]>`select check_out_date::text from res_rooms where res_room_id = ${stay.res_room_id}`;
    expect(row?.check_out_date).toBe(TODAY);
  });

  it('bills one night to a guest leaving on the arrival day', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: addDays(TODAY, 2), roomNum: '147', type: 1 });
    expect((await checkOut(stay.res_room_id, '147')).status).toBe(200);
    expect(d.billing.received.find((c) => c.res_room_id === stay.res_room_id)?.departure).toBe(addDays(TODAY, 1));
  });

  it('answers 503 and changes nothing while billing does not answer', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '149', type: 1 });
    await d.billing.stop();
    const before = await d.counts();
    const res = await checkOut(stay.res_room_id, '149');
    expect(res.status).toBe(503);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/still checked in/);
    expect(await d.counts()).toEqual(before);
  });
});
