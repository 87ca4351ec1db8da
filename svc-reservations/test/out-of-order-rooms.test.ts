import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Availability } from '@pms/contracts/reports';
import { WorkOrderAnswer } from '@pms/contracts/workorders';
import { waitFor } from '@pms/service-kit/testing';
import { startDesk, type Desk } from './frontdesk-harness';

/**
 * Work orders end to end with the REAL svc-rooms (its demo property, its work-order routes, its
 * outbox and events) on one bus with svc-reservations: the unit leaves inventory for exactly the
 * work order's nights, and rooms' oversold check gets svc-reservations' answer.
 */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(() => desk?.stop());

const KING = 2;

const kingAvailable = async (date: string): Promise<number[]> => {
  const res = await desk.request('GET', `/api/room/types/available/${date}`);
  expect(res.status).toBe(200);
  const answer = Availability.parse(await res.json());
  const column = answer.roomTypes.findIndex((t) => t.room_type_id === KING) + 1;
  return answer.typeData.map((d) => d[`AvailableType${column}`] as number);
};

/** Waits until svc-reservations shows King availability `expected` for the 14 days from `date`. */
const kingAvailabilityBecomes = async (date: string, expected: number[]) => {
  await waitFor(async () => JSON.stringify(await kingAvailable(date)) === JSON.stringify(expected), `King availability ${expected}`);
};

describe('work orders recorded by svc-rooms', () => {
  it('take the room out for its dates, report the oversold night, and give the nights back when fixed', async () => {
    const [type] = await desk.sql<{ room_count: number }[]>`select room_count from room_types where room_type_id = ${KING}`;
    const kings = type!.room_count;
    const [room] = await desk.roomsSql<{ room_id: number }[]>`
      select room_id from rooms where room_type_id = ${KING} and active order by room_id limit 1`;

    // Sell every King on the night of 03-12.
    for (let i = 0; i < kings; i++) await desk.book({ arrival: '2026-03-12', departure: '2026-03-13', type: KING });
    const base = Array.from({ length: 14 }, (_, i) => (i === 2 ? 0 : kings)); // 03-10 … 03-23
    expect(await kingAvailable('2026-03-10')).toEqual(base);

    // A work order from 03-11 through 03-12 (inclusive): 03-12 is oversold, and rooms says so.
    const created = await desk.roomsRequest('POST', '/api/hw/room_issues', { vals: [room!.room_id, 'no hot water', 0, '2026-03-11', '2026-03-12'] });
    expect(created.status).toBe(201);
    const answer = WorkOrderAnswer.parse(await created.json());
    expect(answer).toMatchObject({ oversold_check: 'done', oversold_nights: ['2026-03-12'] });
    await kingAvailabilityBecomes('2026-03-10', base.map((n, i) => (i === 1 || i === 2 ? n - 1 : n)));

    // Moved to 03-14 … 03-15: the earlier nights come back, nothing is oversold any more.
    const moved = await desk.roomsRequest('PUT', `/api/hw/room_issues/${answer.room_issue_id}`, {
      vals: [room!.room_id, 'no hot water', 0, '2026-03-14', '2026-03-15'],
    });
    expect(moved.status).toBe(200);
    expect(WorkOrderAnswer.parse(await moved.json())).toMatchObject({ oversold_check: 'done', oversold_nights: [] });
    await kingAvailabilityBecomes('2026-03-10', base.map((n, i) => (i === 4 || i === 5 ? n - 1 : n)));

    // Fixed: every night back.
    expect((await desk.roomsRequest('PUT', `/api/hw/room_issues_fixed/${answer.room_issue_id}`)).status).toBe(200);
    await kingAvailabilityBecomes('2026-03-10', base);
  });
});
