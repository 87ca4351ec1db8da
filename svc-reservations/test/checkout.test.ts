import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceState } from '@pms/contracts/billing';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { eventTypes, subjects } from '@pms/contracts/events';
import { CheckoutAnswer, InHouseGuestList } from '@pms/contracts/frontdesk';
import { StayState } from '@pms/contracts/reservations';
import { publishState, waitFor, waitForValue } from '@pms/service-kit/testing';
import { roomBecomes, startDesk, TODAY, type Desk } from './frontdesk-harness';

let d: Desk;
beforeAll(async () => {
  d = await startDesk();
});
afterAll(() => d?.stop());

const checkOut = (resRoomId: number | string, roomNum: string) => d.request('PUT', `/api/hw/checkoutRoom/${resRoomId}/${roomNum}`);

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ErrorBody.parse(await res.json());
}

async function inHouseRooms(): Promise<string[]> {
  const res = await d.request('GET', '/api/hw/guests/undefined/undefined/undefined/undefined');
  return InHouseGuestList.parse(await res.json()).map((g) => g.room_num);
}

/** Publishes an invoice as svc-billing's outbox relay would. */
async function publishInvoice(invoice: InvoiceState, version = 1) {
  await publishState(d.bus, subjects.invoice(invoice.invoice_id), eventTypes.invoice, invoice, version);
}

describe('check-out', () => {
  it('checks out an in-house guest from their room: the stay event frees the room and marks it dirty in svc-rooms', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -2), departure: TODAY, roomNum: '121', type: 1, first: 'Nellie', last: 'Bly' });
    expect(await roomBecomes(d, '121', { occupied_by: stay.res_room_id, clean: 1 })).toBeTruthy();
    expect(await inHouseRooms()).toContain('121');
    const before = await d.stay(stay.res_room_id);

    const res = await checkOut(stay.res_room_id, '121');
    expect(res.status).toBe(200);
    const answer = CheckoutAnswer.parse(await res.json());
    expect(answer).toEqual({
      res_room_id: stay.res_room_id,
      reservation_id: stay.reservation_id,
      name: 'Nellie Bly',
      room_id: stay.room_id,
      room_num: '121',
      check_in_date: addDays(TODAY, -2),
      check_out_date: TODAY,
      checked_in: 1,
      checked_out: 1,
      checked_out_on: TODAY,
      message: 'Checked out of room 121.',
    });
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_out: true, checked_out_on: TODAY, version: before.version + 1 });
    // svc-rooms frees the room and marks it dirty from the stay event.
    await roomBecomes(d, '121', { occupied_by: null, clean: 0 });
    expect(await inHouseRooms()).not.toContain('121');
    // The stay event says checked out.
    const [event] = await d.sql<{ data: unknown }[]>`
      select envelope->'data' as data from outbox where subject = ${subjects.stay(stay.res_room_id)} order by version desc limit 1`;
    expect(StayState.parse(event!.data)).toMatchObject({ checked_in: true, checked_out: true, room_num: '121' });
    // The room is offered to arrivals again (dirty), once our projection of rooms has its event.
    const offered = await waitForValue(
      async () => {
        const arrivals = (await (await d.request('GET', `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`)).json()) as {
          rooms_arrivals: { room_num: string; occupied: number; clean: number }[];
        };
        return arrivals.rooms_arrivals.find((r) => r.room_num === '121');
      },
      (room) => room?.clean === 0,
      'room 121 offered again, dirty',
    );
    expect(offered).toMatchObject({ occupied: 0, clean: 0 });
  });

  it('is idempotent: the same check-out again answers the same and changes nothing', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '123', type: 1, first: 'Twice', last: 'Clicked' });
    const first = await checkOut(stay.res_room_id, '123');
    expect(first.status).toBe(200);
    const body = await first.json();
    const counts = await d.counts();
    const again = await checkOut(stay.res_room_id, '123');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect(await d.counts()).toEqual(counts);
    // ... also when two arrive at once.
    const other = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '125', type: 1, first: 'Double', last: 'Tap' });
    const both = await Promise.all([checkOut(other.res_room_id, '125'), checkOut(other.res_room_id, '125')]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [b1, b2] = await Promise.all(both.map((r) => r.json()));
    expect(b1).toEqual(b2);
    const [{ n }] = (await d.sql<{ n: number }[]>`
      select count(*)::int as n from outbox where subject = ${subjects.stay(other.res_room_id)} and (envelope->'data'->>'checked_out')::boolean`) as unknown as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses the wrong room, a stay not checked in, and a stay already checked out of another room (409, nothing changed)', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -1), departure: addDays(TODAY, 2), roomNum: '127', type: 1, first: 'Stay', last: 'Over' });
    const notIn = await d.book({ arrival: TODAY, departure: addDays(TODAY, 1), type: 1, first: 'Not', last: 'Arrived' });
    const before = await d.counts();
    let body = await refusal(await checkOut(stay.res_room_id, '129'), 409);
    expect(body.message).toBe('The guest is in room 127, not room 129.');
    expect(body.fields).toHaveProperty('room_num');
    body = await refusal(await checkOut(notIn.res_room_id, '127'), 409);
    expect(body.message).toMatch(/has not checked in/);
    expect(await d.counts()).toEqual(before);
    expect((await d.room('127')).occupied_by).toBe(stay.res_room_id);

    // A stay-over guest may leave early: an early departure (checkout-folio.test.ts) moves the departure to today.
    expect((await checkOut(stay.res_room_id, '127')).status).toBe(200);
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_out: true, checked_out_on: TODAY });
    body = await refusal(await checkOut(stay.res_room_id, '131'), 409);
    expect(body.message).toBe('The guest has already checked out of room 127, not room 131.');
  });

  it('answers 404 for an unknown stay and 400 naming bad parts, changing nothing', async () => {
    const before = await d.counts();
    expect((await refusal(await checkOut(424242, '101'), 404)).message).toBe('There is no stay 424242.');
    const body = await refusal(await checkOut('x1', '%20'), 400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['res_room_id', 'room_num']);
    expect(await d.counts()).toEqual(before);
  });
});

describe('check-out completed from a payment (the check-out call was lost)', () => {
  it('checks out a paid in-house stay from its invoice event, once, dated the day of payment', async () => {
    const stay = await d.inHouse({ arrival: addDays(TODAY, -3), departure: TODAY, roomNum: '133', type: 1, first: 'Paid', last: 'Never Left' });
    const invoice: InvoiceState = {
      invoice_id: 501,
      invoice_number: 'INV-2026-000501',
      res_room_id: stay.res_room_id,
      total_cents: 37946,
      payment_type: 'Cash',
      paid_at: `${TODAY}T15:30:00.000Z`,
    };
    await publishInvoice(invoice);
    await waitFor(async () => (await d.stay(stay.res_room_id)).checked_out, 'the invoice to complete the check-out');
    const after = await d.stay(stay.res_room_id);
    expect(after).toMatchObject({ checked_out: true, checked_out_on: TODAY, room_num: '133' });
    await roomBecomes(d, '133', { occupied_by: null, clean: 0 });

    // A duplicate (or replayed) invoice event changes nothing; the check-out call arriving late answers 200.
    await publishInvoice(invoice);
    const late = await checkOut(stay.res_room_id, '133');
    expect(late.status).toBe(200);
    expect(CheckoutAnswer.parse(await late.json())).toMatchObject({ checked_out: 1, checked_out_on: TODAY });
    expect((await d.stay(stay.res_room_id)).version).toBe(after.version);
  });

  it('leaves a stay that is already checked out, or not checked in, as it is', async () => {
    const out = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '135', type: 1, first: 'Orderly', last: 'Guest' });
    expect((await checkOut(out.res_room_id, '135')).status).toBe(200);
    const outBefore = await d.stay(out.res_room_id);
    const notIn = await d.book({ arrival: TODAY, departure: addDays(TODAY, 1), type: 1, first: 'Early', last: 'Payer' });
    const notInBefore = await d.stay(notIn.res_room_id);
    const base = { invoice_number: 'INV', total_cents: 100, payment_type: 'Credit Card' as const, paid_at: `${TODAY}T12:00:00.000Z` };
    await publishInvoice({ ...base, invoice_id: 601, res_room_id: out.res_room_id });
    await publishInvoice({ ...base, invoice_id: 602, res_room_id: notIn.res_room_id });
    // Both were seen (the version guard recorded them) and left the stays alone.
    await waitFor(async () => {
      const [row] = await d.sql<{ n: number }[]>`
        select count(*)::int as n from projection_versions where subject in (${subjects.invoice(601)}, ${subjects.invoice(602)})`;
      return row!.n === 2;
    }, 'both invoices to be applied');
    expect(await d.stay(out.res_room_id)).toEqual(outBefore);
    expect(await d.stay(notIn.res_room_id)).toEqual(notInBefore);
  });
});
