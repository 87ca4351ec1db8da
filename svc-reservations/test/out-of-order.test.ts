import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { subjects } from '@pms/contracts/events';
import { demoRoomTypesWith } from '@pms/service-kit/testing';
import { Availability } from '@pms/contracts/reports';
import { OVERSOLD_QUERY, OversoldReply } from '@pms/contracts/workorders';
import { CommandRefused } from '@pms/service-kit';
import { applyWorkOrderEvent } from '../src/events/out-of-order';
import { bookingBody, inventoryMatchesStays, startHarness, type Harness } from './helpers';
import {
  outOfOrderByNight,
  outOfOrderMismatches,
  recordWorkOrder,
  workOrder,
  workOrderApplied,
  workOrderEvent,
} from './out-of-order-events';

/** Small types, so "full" is a few bookings. */
const TYPES = demoRoomTypesWith({ 1: 5, 2: 2, 3: 3 });

let h: Harness;
beforeAll(async () => {
  h = await startHarness(TYPES);
});
afterAll(() => h?.t.stop());

const sql = () => h.t.deps.sql;
const bus = () => h.t.deps.bus;

const book = (roomTypeId: number, arrival: string, departure: string) =>
  h.request('POST', '/api/hw/reservation', bookingBody({ room: { 0: roomTypeId, 1: arrival, 2: departure } }));

const availability = async (date: string) => {
  const res = await h.request('GET', `/api/room/types/available/${date}`);
  expect(res.status).toBe(200);
  return Availability.parse(await res.json());
};

const oversold = (query: Record<string, unknown>) =>
  bus().request<OversoldReply>(OVERSOLD_QUERY, query, { timeoutMs: 5000 }).then((r) => OversoldReply.parse(r));

describe('work orders take their room out of inventory', () => {
  it('takes exactly one unit of the room type for exactly its dates, end date included', async () => {
    await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: 1, room_type_id: 1, start_date: '2026-03-10', end_date: '2026-03-12' }), 1);

    expect(await outOfOrderByNight(sql(), 1, '2026-03-09', '2026-03-13')).toEqual({
      '2026-03-09': 0,
      '2026-03-10': 1,
      '2026-03-11': 1,
      '2026-03-12': 1,
      '2026-03-13': 0,
    });
    expect(Object.values(await outOfOrderByNight(sql(), 2, '2026-03-09', '2026-03-13')).every((n) => n === 0)).toBe(true);
    const report = await availability('2026-03-09');
    expect(report.typeData.slice(0, 5).map((d) => d.AvailableType1)).toEqual([5, 4, 4, 4, 5]);
    expect(report.typeData.slice(0, 5).map((d) => d.AvailableType2)).toEqual([2, 2, 2, 2, 2]);
    expect(await outOfOrderMismatches(sql())).toEqual([]);
  });

  it('moves the nights when the dates change, moves the unit when the room changes type, and gives everything back when fixed', async () => {
    const wo = { room_issue_id: 2, room_id: 6, room_num: '106', room_type_id: 1 };
    await recordWorkOrder(bus(), sql(), workOrder({ ...wo, start_date: '2026-04-01', end_date: '2026-04-02' }), 1);
    expect(await outOfOrderByNight(sql(), 1, '2026-03-31', '2026-04-05')).toEqual({
      '2026-03-31': 0, '2026-04-01': 1, '2026-04-02': 1, '2026-04-03': 0, '2026-04-04': 0, '2026-04-05': 0,
    });

    // Dates moved (overlapping the old ones): the 1st is given back, the 3rd and 4th taken.
    await recordWorkOrder(bus(), sql(), workOrder({ ...wo, start_date: '2026-04-02', end_date: '2026-04-04' }), 2);
    expect(await outOfOrderByNight(sql(), 1, '2026-03-31', '2026-04-05')).toEqual({
      '2026-03-31': 0, '2026-04-01': 0, '2026-04-02': 1, '2026-04-03': 1, '2026-04-04': 1, '2026-04-05': 0,
    });

    // Moved to a King room: the Queens nights come back, the King nights go.
    await recordWorkOrder(bus(), sql(), workOrder({ ...wo, room_id: 7, room_num: '107', room_type_id: 2, start_date: '2026-04-02', end_date: '2026-04-04' }), 3);
    expect(Object.values(await outOfOrderByNight(sql(), 1, '2026-03-31', '2026-04-05'))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await outOfOrderByNight(sql(), 2, '2026-04-01', '2026-04-05')).toEqual({
      '2026-04-01': 0, '2026-04-02': 1, '2026-04-03': 1, '2026-04-04': 1, '2026-04-05': 0,
    });

    // Fixed: every night comes back.
    await recordWorkOrder(bus(), sql(), workOrder({ ...wo, room_id: 7, room_num: '107', room_type_id: 2, start_date: '2026-04-02', end_date: '2026-04-04', fixed: true }), 4);
    expect(Object.values(await outOfOrderByNight(sql(), 2, '2026-03-31', '2026-04-05'))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await outOfOrderMismatches(sql())).toEqual([]);
  });

  it('is unharmed by redelivery, duplicates and events arriving out of order', async () => {
    const id = 3;
    const subject = subjects.roomIssue(id);
    const v1 = workOrderEvent(workOrder({ room_issue_id: id, room_type_id: 3, start_date: '2026-05-01', end_date: '2026-05-03' }), 1);
    const v2 = workOrderEvent(workOrder({ room_issue_id: id, room_type_id: 3, start_date: '2026-05-02', end_date: '2026-05-05' }), 2);
    const v3 = workOrderEvent(workOrder({ room_issue_id: id, room_type_id: 3, start_date: '2026-05-02', end_date: '2026-05-05', fixed: true }), 3);
    const expectV2 = async () =>
      expect(await outOfOrderByNight(sql(), 3, '2026-04-30', '2026-05-06')).toEqual({
        '2026-04-30': 0, '2026-05-01': 0, '2026-05-02': 1, '2026-05-03': 1, '2026-05-04': 1, '2026-05-05': 1, '2026-05-06': 0,
      });

    // The newer state first, then the older one late, then both again (redelivery).
    await applyWorkOrderEvent(sql(), v2, subject);
    await expectV2();
    await applyWorkOrderEvent(sql(), v1, subject);
    await expectV2();
    await Promise.all([applyWorkOrderEvent(sql(), v2, subject), applyWorkOrderEvent(sql(), v1, subject), applyWorkOrderEvent(sql(), v2, subject)]);
    await expectV2();

    // The fix, delivered twice at once: given back once.
    await Promise.all([applyWorkOrderEvent(sql(), v3, subject), applyWorkOrderEvent(sql(), v3, subject)]);
    expect(Object.values(await outOfOrderByNight(sql(), 3, '2026-04-30', '2026-05-06'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // An old "open" state arriving after the fix does not take the room out again.
    await applyWorkOrderEvent(sql(), v2, subject);
    expect(Object.values(await outOfOrderByNight(sql(), 3, '2026-04-30', '2026-05-06'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await outOfOrderMismatches(sql())).toEqual([]);
  });

  it('is recorded even when the night is sold out, and the oversell shows as negative availability', async () => {
    expect((await book(2, '2026-03-20', '2026-03-21')).status).toBe(201);
    expect((await book(2, '2026-03-20', '2026-03-21')).status).toBe(201);
    await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: 4, room_id: 8, room_num: '108', room_type_id: 2, start_date: '2026-03-20', end_date: '2026-03-20' }), 1);

    const [night] = await sql()<{ capacity: number; sold: number; out_of_order: number }[]>`
      select capacity, sold, out_of_order from inventory where room_type_id = 2 and night = '2026-03-20'`;
    expect(night).toEqual({ capacity: 2, sold: 2, out_of_order: 1 });
    const day = (await availability('2026-03-20')).typeData[0]!;
    expect(day).toMatchObject({ date: '2026-03-20', AvailableType2: -1, OccupiedType2: 2 });
  });
});

describe('bookings after a work order', () => {
  it('see one unit fewer: the last unit is refused with 409 naming the night', async () => {
    // King (2 rooms), one out of order on the night of 03-25: one booking fits, the next does not.
    await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: 10, room_id: 8, room_num: '108', room_type_id: 2, start_date: '2026-03-25', end_date: '2026-03-25' }), 1);
    expect((await book(2, '2026-03-24', '2026-03-26')).status).toBe(201);
    const before = await h.counts();
    const refused = await book(2, '2026-03-25', '2026-03-26');
    expect(refused.status).toBe(409);
    expect(ErrorBody.parse(await refused.json())).toMatchObject({ fields: { room_type: 'King', night: '2026-03-25' } });
    expect(await h.counts()).toEqual(before);
    // The night before the work order still has its second unit.
    expect((await book(2, '2026-03-24', '2026-03-25')).status).toBe(201);

    // Fixed: the unit is back and can be sold.
    await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: 10, room_id: 8, room_num: '108', room_type_id: 2, start_date: '2026-03-25', end_date: '2026-03-25', fixed: true }), 2);
    expect((await book(2, '2026-03-25', '2026-03-26')).status).toBe(201);
    expect(await inventoryMatchesStays(sql())).toMatchObject({ mismatches: 0 });
  });

  it('a night first booked after its work order starts with the work order counted', async () => {
    // A work order known to the projection whose nights have no inventory row yet (as in a
    // database that had the projection before any row was made): the booking makes the row.
    await sql()`
      insert into out_of_order (room_issue_id, room_id, room_num, room_type_id, start_date, end_date, issue, fixed)
      values (11, 8, '108', 2, '2026-06-10', '2026-06-11', 'no heat', false)`;
    expect(await outOfOrderByNight(sql(), 2, '2026-06-10', '2026-06-10')).toEqual({ '2026-06-10': 0 });
    expect((await book(2, '2026-06-10', '2026-06-11')).status).toBe(201);
    const [row] = await sql()<{ out_of_order: number; sold: number }[]>`
      select out_of_order, sold from inventory where room_type_id = 2 and night = '2026-06-10'`;
    expect(row).toEqual({ out_of_order: 1, sold: 1 });
    expect((await book(2, '2026-06-10', '2026-06-11')).status).toBe(409);
    await sql()`delete from out_of_order where room_issue_id = 11`;
    await sql()`update inventory set out_of_order = 0 where room_type_id = 2 and night = '2026-06-10'`;
  });

  it('stays exact when work orders change while clerks book the same nights', async () => {
    // Suite (3 rooms), nights 07-01..07-06. Work orders open, move and close while 30 bookings race.
    const type = 3;
    const states = [
      [{ start_date: '2026-07-01', end_date: '2026-07-03' }, { start_date: '2026-07-02', end_date: '2026-07-05' }, { fixed: true }],
      [{ start_date: '2026-07-04', end_date: '2026-07-06' }, { start_date: '2026-07-01', end_date: '2026-07-01' }],
      [{ start_date: '2026-07-03', end_date: '2026-07-04' }, { room_type_id: 1 }, { room_type_id: 3, start_date: '2026-07-05', end_date: '2026-07-06' }],
    ];
    const workOrders = states.map(async (steps, i) => {
      const id = 20 + i;
      let state = workOrder({ room_issue_id: id, room_id: 50 + i, room_num: String(150 + i), room_type_id: type });
      for (const [v, step] of steps.entries()) {
        state = { ...state, ...step };
        await applyWorkOrderEvent(sql(), workOrderEvent(state, v + 1), subjects.roomIssue(id));
      }
    });
    const bookings = Array.from({ length: 30 }, (_, i) => {
      const arrival = `2026-07-0${1 + (i % 5)}`;
      const departure = `2026-07-0${2 + (i % 5) + (i % 2)}`;
      return book(type, arrival, departure).then((r) => r.status);
    });
    const [statuses] = await Promise.all([Promise.all(bookings), Promise.all(workOrders)]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(await outOfOrderMismatches(sql())).toEqual([]);
    expect(await inventoryMatchesStays(sql())).toMatchObject({ mismatches: 0 });
  });
});

describe('the oversold query (pms.reservations.query.oversold)', () => {
  it('names the nights one more unit out of order would oversell, leaving out the asking work order', async () => {
    // King (2 rooms): 08-10 sold out, 08-11 one sold, 08-12 free.
    expect((await book(2, '2026-08-10', '2026-08-12')).status).toBe(201);
    expect((await book(2, '2026-08-10', '2026-08-11')).status).toBe(201);
    const ask = { room_type_id: 2, start_date: '2026-08-09', end_date: '2026-08-12' };
    expect(await oversold(ask)).toEqual({ nights: ['2026-08-10'] });

    // Work order 30 takes a King out on 08-11 and 08-12; svc-rooms asks with exclude_issue_id = 30,
    // before or after the event is applied: the same answer either way.
    const wo = workOrder({ room_issue_id: 30, room_id: 8, room_num: '108', room_type_id: 2, start_date: '2026-08-11', end_date: '2026-08-12' });
    const query = { ...ask, start_date: '2026-08-10', exclude_issue_id: 30 };
    expect(await oversold(query)).toEqual({ nights: ['2026-08-10'] });
    await recordWorkOrder(bus(), sql(), wo, 1);
    expect(await oversold(query)).toEqual({ nights: ['2026-08-10'] });
    // Another work order asking about the same nights does count work order 30's unit.
    expect(await oversold({ ...ask, exclude_issue_id: 31 })).toEqual({ nights: ['2026-08-10', '2026-08-11'] });
    expect(await oversold(ask)).toEqual({ nights: ['2026-08-10', '2026-08-11'] });
  });

  it('counts a night without an inventory row as nothing sold, and open work orders on it', async () => {
    expect(await oversold({ room_type_id: 3, start_date: '2027-01-01', end_date: '2027-01-03' })).toEqual({ nights: [] });
    // Three Suites; three open work orders cover 2027-01-02 → the fourth would oversell.
    for (const id of [40, 41, 42])
      await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: id, room_id: id, room_num: String(id), room_type_id: 3, start_date: '2027-01-02', end_date: '2027-01-02' }), 1);
    expect(await oversold({ room_type_id: 3, start_date: '2027-01-01', end_date: '2027-01-03' })).toEqual({ nights: ['2027-01-02'] });
    expect(await oversold({ room_type_id: 3, start_date: '2027-01-01', end_date: '2027-01-03', exclude_issue_id: 42 })).toEqual({ nights: [] });
  });

  it('refuses a malformed query or an unknown room type with a typed refusal', async () => {
    await expect(bus().request(OVERSOLD_QUERY, { room_type_id: 'x', start_date: '2026-13-01' }, { timeoutMs: 5000 })).rejects.toMatchObject({
      name: 'CommandRefused',
      code: 'invalid_query',
    });
    const unknown = await bus()
      .request(OVERSOLD_QUERY, { room_type_id: 99, start_date: '2026-08-01', end_date: '2026-08-02' }, { timeoutMs: 5000 })
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(CommandRefused);
    expect(unknown).toMatchObject({ code: 'unknown_room_type' });
  });
});

describe('replay into a fresh projection', () => {
  it('a work order whose room type is not projected yet is kept, with capacity 0 until the type arrives', async () => {
    await recordWorkOrder(bus(), sql(), workOrder({ room_issue_id: 50, room_type_id: 77, start_date: '2026-09-01', end_date: '2026-09-01' }), 1);
    await workOrderApplied(sql(), 50, 1);
    const [row] = await sql()<{ capacity: number; out_of_order: number }[]>`
      select capacity, out_of_order from inventory where room_type_id = 77 and night = '2026-09-01'`;
    expect(row).toEqual({ capacity: 0, out_of_order: 1 });
  });
});
