import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { eventTypes, subjects } from '@pms/contracts/events';
import { BusinessDateAnswer, BusinessDateState, NightAuditCompleted, NightAuditList, NightAuditPreview, NightAuditReport } from '@pms/contracts/night-audit';
import { Reservation, ReservationList, StayState } from '@pms/contracts/reservations';
import { watchEvents } from '@pms/service-kit/testing';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';
import { inventoryMatchesStays } from './helpers';

/**
 * The night audit of one day, end to end against the real svc-rooms and a billing that answers
 * `commands.postNight` as its contract says: preview, run, report, list, the roll of the business
 * date, and what each step did to stays, inventory and events.
 */
let d: Desk;
let billing: FakeBilling;
let manager: string;

const TOMORROW = addDays(TODAY, 1);
let dueOut: { res_room_id: number; reservation_id: number };
let stayOver: { res_room_id: number };
let arrivedToday: { res_room_id: number };
let noShow: { res_room_id: number; reservation_id: number; code: string };

beforeAll(async () => {
  d = await startDesk();
  billing = await fakeBilling(d.bus);
  manager = await d.keys.cookie(2, { sub: '21', username: 'manager' });
  dueOut = await d.inHouse({ arrival: addDays(TODAY, -2), departure: TODAY, roomNum: '101', type: 1, first: 'Overstay', last: 'Guest' });
  stayOver = await d.inHouse({ arrival: addDays(TODAY, -1), departure: addDays(TODAY, 2), roomNum: '103', type: 1, first: 'Staying', last: 'Over' });
  arrivedToday = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '105', type: 1, first: 'Arrived', last: 'Today' });
  noShow = await d.book({ arrival: TODAY, departure: addDays(TODAY, 3), type: 2, first: 'Never', last: 'Came' });
  await d.book({ arrival: TOMORROW, departure: addDays(TODAY, 3), type: 1, first: 'Coming', last: 'Tomorrow' });
});
afterAll(async () => {
  await billing?.stop();
  await d?.stop();
});

const audit = (body: unknown, cookie = manager) => d.request('POST', '/api/night-audit', body, { cookie });
const get = (path: string, cookie = manager) => d.request('GET', path, undefined, { cookie });
const soldOn = async (type: number, night: string) =>
  (await d.sql<{ sold: number }[]>`select sold from inventory where room_type_id = ${type} and night = ${night}::date`)[0]?.sold ?? 0;

describe('GET /api/night-audit/preview', () => {
  it('lists the arrivals that will become no-shows and the guests who will be extended', async () => {
    const res = await get('/api/night-audit/preview');
    expect(res.status).toBe(200);
    const preview = NightAuditPreview.parse(await res.json());
    expect(preview).toMatchObject({ business_date: TODAY, calendar_date: TODAY, closes_early: true, due_out_policy: 'extend' });
    expect(preview.no_shows).toEqual([
      expect.objectContaining({ res_room_id: noShow.res_room_id, name: 'Never Came', type: 'King', check_in_date: TODAY, fee: 119.99 }),
    ]);
    expect(preview.extensions).toEqual([
      expect.objectContaining({ res_room_id: dueOut.res_room_id, room_num: '101', check_out_date: TODAY, new_check_out_date: TOMORROW, oversold: false }),
    ]);
  });

  it('is for managers: 403 for an employee, 401 without a session', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/night-audit/preview'],
      ['GET', '/api/night-audit'],
      ['GET', `/api/night-audit/${TODAY}`],
      ['POST', '/api/night-audit', { business_date: TODAY }],
    ] as const) {
      expect((await d.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await d.request(method, path, body, { cookie: null })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST /api/night-audit', () => {
  it('refuses a malformed body (400) and any date but the business date (409), changing nothing', async () => {
    const before = await d.counts();
    let body = ErrorBody.parse(await (await audit({ business_date: '2026-02-30' })).json());
    expect(body.fields).toHaveProperty('business_date');
    expect((await audit({})).status).toBe(400);
    for (const date of [addDays(TODAY, -1), TOMORROW]) {
      const res = await audit({ business_date: date });
      expect(res.status).toBe(409);
      body = ErrorBody.parse(await res.json());
      expect(body.message).toBe(`The business date is ${TODAY}; only that day can be closed.`);
    }
    expect(await d.counts()).toEqual(before);
    expect(billing.received).toEqual([]);
  });

  it('closes the day: extends the overstay, makes the no-show, posts the night, reports, and rolls the date', async () => {
    const events = await watchEvents(d.bus, 'pms.reservations.>');
    try {
      const kingsBefore = await soldOn(2, addDays(TODAY, 1));
      const queensTonight = await soldOn(1, TODAY);
      const res = await audit({ business_date: TODAY });
      expect(res.status, await res.clone().text()).toBe(200);
      const report = NightAuditReport.parse(await res.json());

      // Step 1: the guest due out today stays one more night, its unit taken.
      expect(await d.sql<{ check_out_date: string }[]>`select check_out_date::text from res_rooms where res_room_id = ${dueOut.res_room_id}`).toEqual([
        { check_out_date: TOMORROW },
      ]);
      expect(await soldOn(1, TODAY)).toBe(queensTonight + 1);
      // Step 2: the arrival who never came is a no-show, every night given back.
      const reservation = Reservation.parse(await (await d.request('GET', `/api/hw/reservation/${noShow.reservation_id}`)).json());
      expect(reservation).toMatchObject({ active: 0, no_show: 1 });
      expect(await soldOn(2, addDays(TODAY, 1))).toBe(kingsBefore - 1);
      expect(await inventoryMatchesStays(d.sql)).toMatchObject({ mismatches: 0 });
      const list = ReservationList.parse(await (await d.request('GET', `/api/hw/reservations_list/undefined/undefined/undefined/undefined/${noShow.code}`)).json());
      expect(list).toEqual([expect.objectContaining({ res_room_id: noShow.res_room_id, active: 0, no_show: 1 })]);
      // Step 3: one request to billing, the night of every guest in the house and the fee.
      expect(billing.received).toHaveLength(1);
      const posted = [...billing.posted.values()];
      expect(posted.filter((p) => p.kind === 'room').map((p) => p.res_room_id).sort()).toEqual(
        [dueOut.res_room_id, stayOver.res_room_id, arrivedToday.res_room_id].sort(),
      );
      expect(posted.find((p) => p.kind === 'no_show')).toMatchObject({ res_room_id: noShow.res_room_id, amount_cents: 11999, taxed: true, service_date: TODAY });
      expect(posted.every((p) => p.posted_by === 'manager' && p.service_date === TODAY)).toBe(true);
      // Step 4: the report and the roll.
      expect(report).toMatchObject({
        business_date: TODAY,
        rooms_available: 100,
        rooms_occupied: 3,
        rooms_out_of_order: 0,
        occupancy_pct: 3,
        room_revenue: 329.97,
        adr: 109.99,
        revpar: 3.3,
        no_show_revenue: 119.99,
        run_by: 'manager',
      });
      expect(report.no_shows).toEqual([expect.objectContaining({ res_room_id: noShow.res_room_id, fee: 119.99 })]);
      expect(report.extended_stays).toEqual([expect.objectContaining({ res_room_id: dueOut.res_room_id, new_check_out_date: TOMORROW, oversold: false })]);
      expect(BusinessDateAnswer.parse(await (await get('/api/business-date')).json())).toEqual({ business_date: TOMORROW });
      expect(d.clock.today()).toBe(TOMORROW);
      expect(d.clock.calendarDate()).toBe(TODAY);

      // Events: the date for every service, the day's completion, and the changed stays.
      expect(BusinessDateState.parse((await events.waitFor(subjects.businessDate, 1)).data)).toEqual({ business_date: TOMORROW, closed_date: TODAY });
      const done = await events.waitFor(subjects.nightAudit(TODAY));
      expect(done.type).toBe(eventTypes.nightAuditCompleted);
      expect(NightAuditCompleted.parse(done.data)).toMatchObject({ business_date: TODAY, next_business_date: TOMORROW });
      const stayEvent = StayState.parse((await events.waitFor(subjects.stay(noShow.res_room_id), 2)).data);
      expect(stayEvent).toMatchObject({ no_show: true, active: false });
      expect(StayState.parse((await events.waitFor(subjects.stay(dueOut.res_room_id))).data).departure).toBe(TOMORROW);
    } finally {
      await events.stop();
    }
  });

  it('keeps the report and lists it; an unknown date is 404, a malformed one 400', async () => {
    const report = NightAuditReport.parse(await (await get(`/api/night-audit/${TODAY}`)).json());
    expect(report).toMatchObject({ business_date: TODAY, rooms_occupied: 3 });
    const list = NightAuditList.parse(await (await get('/api/night-audit')).json());
    expect(list.reports).toEqual([expect.objectContaining({ business_date: TODAY, rooms_occupied: 3, run_by: 'manager' })]);
    expect((await get(`/api/night-audit/${TOMORROW}`)).status).toBe(404);
    expect(ErrorBody.parse(await (await get('/api/night-audit/tomorrow')).json()).fields).toHaveProperty('date');
  });

  it('refuses to close the same day again (409), and then the arrival of a closed day cannot be checked in', async () => {
    const res = await audit({ business_date: TODAY });
    expect(res.status).toBe(409);
    expect(billing.received).toHaveLength(1);
    const checkIn = await d.request('PUT', `/api/hw/checkinRoom/${noShow.res_room_id}/${(await d.room('102')).room_id}`);
    expect(checkIn.status).toBe(409);
    expect(ErrorBody.parse(await checkIn.json()).message).toMatch(/no-show/);
  });
});
