import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { waitFor } from '@pms/service-kit/testing';
import { TODAY, type Desk } from './frontdesk-harness';
import { deskForFile, refusal, TOMORROW } from './frontdesk-requests';

const { d, arrivals, checkIn } = deskForFile();

describe('arrivals', () => {
  let ada: Awaited<ReturnType<Desk['book']>>;
  let alan: Awaited<ReturnType<Desk['book']>>;
  let cancelled: Awaited<ReturnType<Desk['book']>>;
  beforeAll(async () => {
    ada = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 1, first: 'Ada', last: 'Lovelace' });
    alan = await d.book({ arrival: TODAY, departure: addDays(TODAY, 3), type: 2, first: 'Alan', last: 'Turing' });
    await d.book({ arrival: TOMORROW, departure: addDays(TODAY, 3), type: 1, first: 'Adam', last: 'Lovell' });
    cancelled = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 3, first: 'Grace', last: 'Hopper' });
    expect((await d.request('PUT', `/api/hw/cancelReservation/${cancelled.reservation_id}`)).status).toBe(200);
  });

  it('lists the active stays arriving on the date with the fields of docs/product.md §3', async () => {
    const a = await arrivals(TODAY, 'Ada', 'undefined');
    expect(a.arrivals).toEqual([
      {
        name: 'Ada Lovelace',
        check_in_date: TODAY,
        check_out_date: addDays(TODAY, 2),
        type: '2 Queens',
        room_num: 'Not Set',
        room_type_id: 1,
        res_room_id: ada.res_room_id,
        checked_in: 0,
        checked_out: 0,
        first_name: 'Ada',
        last_name: 'Lovelace',
        confirmation_code: ada.code,
        reservation_id: ada.reservation_id,
      },
    ]);
    const all = await arrivals(TODAY);
    const ids = all.arrivals.map((r) => r.res_room_id);
    expect(ids).toContain(ada.res_room_id);
    expect(ids).toContain(alan.res_room_id);
    expect(ids).not.toContain(cancelled.res_room_id); // cancelled stays are not arrivals
    expect(all.arrivals.every((r) => r.check_in_date === TODAY)).toBe(true);
    expect((await arrivals(TOMORROW)).arrivals.map((r) => r.name)).toEqual(['Adam Lovell']);
  });

  it('filters names as case-insensitive prefixes and the code as a substring; undefined is no filter', async () => {
    expect((await arrivals(TODAY, 'aD')).arrivals.map((r) => r.name)).toEqual(['Ada Lovelace']);
    expect((await arrivals(TODAY, 'undefined', 'TUR')).arrivals.map((r) => r.name)).toEqual(['Alan Turing']);
    expect((await arrivals(TODAY, 'ada', 'turing')).arrivals).toEqual([]);
    expect((await arrivals(TODAY, 'undefined', 'ovelace')).arrivals).toEqual([]); // a prefix, not a substring
    const middle = alan.code.slice(2, 6).toLowerCase();
    expect((await arrivals(TODAY, 'undefined', 'undefined', middle)).arrivals.map((r) => r.res_room_id)).toEqual([alan.res_room_id]);
    expect((await arrivals(TODAY, '%', 'undefined', '_')).arrivals).toEqual([]); // wildcards match only themselves
  });

  it('offers every active, vacant room not out of order, by room number, with occupied and clean', async () => {
    const a = await arrivals(TODAY);
    expect(a.rooms_arrivals).toHaveLength(100);
    expect(a.rooms_arrivals[0]).toEqual({ room_id: expect.any(Number), room_num: '101', room_type_id: 1, occupied: 0, clean: 1 });
    expect(a.rooms_arrivals.map((r) => r.room_num).slice(48, 52)).toEqual(['149', '150', '201', '202']);
    expect(a.pending_departures).toEqual([]);
  });

  it('leaves out a room out of order that night (a work order in svc-rooms), but not on other nights', async () => {
    const room = await d.room('149');
    const wo = await d.roomsRequest('POST', '/api/hw/room_issues', { vals: [room.room_id, 'Leaking tap', 7, TODAY, TOMORROW] });
    expect(wo.status).toBe(201);
    await waitFor(async () => !(await arrivals(TODAY)).rooms_arrivals.some((r) => r.room_num === '149'), 'room 149 to leave the list');
    expect((await arrivals(TOMORROW)).rooms_arrivals.some((r) => r.room_num === '149')).toBe(false);
    expect((await arrivals(addDays(TODAY, 2))).rooms_arrivals.some((r) => r.room_num === '149')).toBe(true);
    // ... and lists it apart, with its work order's reason, for the room choice to show greyed out.
    const issue = (await wo.json()) as { room_issue_id: number };
    expect((await arrivals(TODAY)).rooms_out_of_order).toEqual([
      { room_id: room.room_id, room_num: '149', room_type_id: 1, room_issue_id: issue.room_issue_id, issue: 'Leaking tap', start_date: TODAY, end_date: TOMORROW },
    ]);
    expect((await arrivals(addDays(TODAY, 2))).rooms_out_of_order).toEqual([]);
    // svc-rooms refuses it at check-in either way.
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Otto', last: 'Order' });
    const body = await refusal(await checkIn(stay.res_room_id, room.room_id), 409);
    expect(body.message).toMatch(/Room 149 is out of order/);
  });

  it('answers 400 naming the date when it is missing or not a date', async () => {
    for (const bad of ['undefined', '2026-02-30', 'yesterday', '2026-3-1']) {
      const body = await refusal(await d.request('GET', `/api/hw/arrivals/${bad}/undefined/undefined/undefined`), 400);
      expect(Object.keys(body.fields ?? {})).toEqual(['date']);
      expect((await refusal(await d.request('GET', `/api/hw/pending_departures/${bad}`), 400)).fields).toHaveProperty('date');
    }
  });

  it('needs a session (401)', async () => {
    for (const path of [
      `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`,
      `/api/hw/pending_departures/${TODAY}`,
      '/api/hw/guests/undefined/undefined/undefined/undefined',
    ]) {
      expect((await d.request('GET', path, undefined, { cookie: null })).status).toBe(401);
    }
    const before = await d.counts();
    expect((await d.request('PUT', `/api/hw/checkinRoom/${ada.res_room_id}/1`, undefined, { cookie: null })).status).toBe(401);
    expect((await d.request('PUT', `/api/hw/checkoutRoom/${ada.res_room_id}/101`, undefined, { cookie: null })).status).toBe(401);
    expect(await d.counts()).toEqual(before);
  });
});
