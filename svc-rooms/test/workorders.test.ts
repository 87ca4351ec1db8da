import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { RoomIssueState, subjects } from '@pms/contracts/events';
import { WorkOrderAnswer } from '@pms/contracts/workorders';
import { TODAY, watchEvents } from './helpers';
import { workOrdersForFile } from './workorders-requests';

const T = TODAY;
const { h, post, put, fix, openList, created } = await workOrdersForFile();

describe('work orders', () => {
  it('records a work order from the screen array, by the session user, publishes it, and lists it as open', async () => {
    const room = await h.room('141');
    const events = await watchEvents(h.bus, 'pms.rooms.issue.>');
    // The body's user id (99) is ignored: the work order is the signed-in clerk's (7).
    const answer = await created(await post({ vals: [room.room_id, 'Air conditioning is noisy', 99, addDays(T, 1), addDays(T, 3)] }));
    expect(answer).toMatchObject({
      room_id: room.room_id,
      room_num: '141',
      room_type_id: 1,
      start_date: addDays(T, 1),
      end_date: addDays(T, 3),
      issue: 'Air conditioning is noisy',
      fixed: false,
      version: 1,
      // No svc-reservations on this bus: the work order stands and says the check was not made.
      oversold_check: 'unavailable',
      oversold_nights: [],
    });
    expect(answer.message).toMatch(/could not be made/);
    const [row] = await h.sql<{ user_id: number }[]>`select user_id from room_issues where room_issue_id = ${answer.room_issue_id}`;
    expect(row?.user_id).toBe(7);

    const event = await events.waitFor(subjects.roomIssue(answer.room_issue_id), 1);
    expect(RoomIssueState.parse(event.data)).toEqual({
      room_issue_id: answer.room_issue_id,
      room_id: room.room_id,
      room_num: '141',
      room_type_id: 1,
      start_date: addDays(T, 1),
      end_date: addDays(T, 3),
      issue: 'Air conditioning is noisy',
      fixed: false,
    });
    await events.stop();

    const listed = (await openList()).find((i) => i.room_issue_id === answer.room_issue_id);
    expect(listed).toMatchObject({ room_id: room.room_id, room_num: '141', type: '2 Queens', start_date: addDays(T, 1), end_date: addDays(T, 3), issue: 'Air conditioning is noisy', user_id: 7 });
  });

  it('accepts vals as an object too', async () => {
    const room = await h.room('143');
    const answer = await created(await post({ vals: { room_id: room.room_id, issue: 'Lamp', start_date: T, end_date: T } }));
    expect(answer).toMatchObject({ room_num: '143', start_date: T, end_date: T });
  });

  it('refuses bad input with 400 naming each field and records nothing', async () => {
    const room = await h.room('145');
    const before = await h.counts();
    const cases: [unknown, string[]][] = [
      [{}, ['vals']],
      [{ vals: 'x' }, ['vals']],
      [{ vals: ['abc', 'x', 7, T, T] }, ['room_id']],
      [{ vals: [99999, 'x', 7, T, T] }, ['room_id']],
      [{ vals: [room.room_id, '   ', 7, T, T] }, ['issue']],
      [{ vals: [room.room_id, 'x'.repeat(1001), 7, T, T] }, ['issue']],
      [{ vals: [room.room_id, 'x', 7, addDays(T, -1), T] }, ['start_date']],
      [{ vals: [room.room_id, 'x', 7, addDays(T, 3), addDays(T, 2)] }, ['end_date']],
      [{ vals: [room.room_id, 'x', 7, '2026-02-30', '03/05/2026'] }, ['end_date', 'start_date']],
      [{ vals: [room.room_id, 'x', 7, T, addDays(T, 400)] }, ['end_date']],
      [{ vals: [null, null, 7, null, null] }, ['end_date', 'issue', 'room_id', 'start_date']],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('invalid_input');
      expect(Object.keys(answer.fields).sort(), JSON.stringify(body).slice(0, 80)).toEqual(fields);
    }
    const unknown = (await (await post({ vals: [99999, 'x', 7, T, T] })).json()) as { fields: Record<string, string> };
    expect(unknown.fields.room_id).toMatch(/no room with id 99999/);
    const notJson = await post('{"vals": [');
    expect(notJson.status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a work order overlapping another open one of the same room (409), also when submitted concurrently', async () => {
    const room = await h.room('147');
    const first = await created(await post({ vals: [room.room_id, 'Carpet', 7, addDays(T, 2), addDays(T, 4)] }));
    const before = await h.counts();
    const res = await post({ vals: [room.room_id, 'Paint', 7, addDays(T, 4), addDays(T, 6)] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining(`work order ${first.room_issue_id}`) });
    expect(await h.counts()).toEqual(before);
    // Adjacent dates are fine.
    await created(await post({ vals: [room.room_id, 'Paint', 7, addDays(T, 5), addDays(T, 6)] }));

    const other = await h.room('149');
    const racing = await Promise.all(Array.from({ length: 8 }, async (_, i) => post({ vals: [other.room_id, `Job ${i}`, 7, T, addDays(T, 1)] })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const [count] = await h.sql<{ n: number }[]>`select count(*)::int as n from room_issues where room_id = ${other.room_id}`;
    expect(count?.n).toBe(1);
  });

  it('records one work order for a retried submit with the same Idempotency-Key', async () => {
    const room = await h.room('201');
    const body = { vals: [room.room_id, 'Door lock', 7, addDays(T, 10), addDays(T, 11)] };
    const a = await created(await post(body, undefined, { 'idempotency-key': 'wo-1' }));
    const b = await created(await post(body, undefined, { 'idempotency-key': 'wo-1' }));
    expect(b.room_issue_id).toBe(a.room_issue_id);
    const [count] = await h.sql<{ n: number }[]>`select count(*)::int as n from room_issues where room_id = ${room.room_id}`;
    expect(count?.n).toBe(1);
  });

  it('updates a work order (dates, text, room), publishes the new state, and refuses what it must', async () => {
    const room = await h.room('203');
    const other = await h.room('205');
    const wo = await created(await post({ vals: [room.room_id, 'Shower', 7, addDays(T, 1), addDays(T, 5)] }));
    const events = await watchEvents(h.bus, subjects.roomIssue(wo.room_issue_id));
    const res = await put(wo.room_issue_id, { vals: [other.room_id, 'Shower head', 7, addDays(T, 2), addDays(T, 3)] });
    expect(res.status).toBe(200);
    const answer = WorkOrderAnswer.parse(await res.json());
    expect(answer).toMatchObject({ room_issue_id: wo.room_issue_id, room_num: '205', issue: 'Shower head', start_date: addDays(T, 2), end_date: addDays(T, 3), version: 2 });
    const event = await events.waitFor(subjects.roomIssue(wo.room_issue_id), 2);
    expect(RoomIssueState.parse(event.data)).toMatchObject({ room_id: other.room_id, room_num: '205', start_date: addDays(T, 2), end_date: addDays(T, 3), fixed: false });
    await events.stop();

    const before = await h.counts();
    const bad = await put(wo.room_issue_id, { vals: [other.room_id, 'x', 7, addDays(T, 3), addDays(T, 1)] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('end_date');
    expect((await put(99999, { vals: [other.room_id, 'x', 7, T, T] })).status).toBe(404);
    expect((await put('abc', { vals: [other.room_id, 'x', 7, T, T] })).status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });

  it('keeps a start date already past when updating a job under way, but refuses moving it into the past', async () => {
    const room = await h.room('207');
    const wo = await created(await post({ vals: [room.room_id, 'Tiles', 7, T, addDays(T, 5)] }));
    h.clock.set(addDays(T, 2));
    try {
      const longer = await put(wo.room_issue_id, { vals: [room.room_id, 'Tiles', 7, T, addDays(T, 7)] });
      expect(longer.status).toBe(200);
      const moved = await put(wo.room_issue_id, { vals: [room.room_id, 'Tiles', 7, addDays(T, 1), addDays(T, 7)] });
      expect(moved.status).toBe(400);
      expect(((await moved.json()) as { fields: object }).fields).toHaveProperty('start_date');
    } finally {
      h.clock.set(T);
    }
  });

  it('marks a work order fixed: published, off the open list, idempotent; a fixed one cannot be changed', async () => {
    const room = await h.room('209');
    const wo = await created(await post({ vals: [room.room_id, 'Fridge', 7, T, addDays(T, 1)] }));
    const events = await watchEvents(h.bus, subjects.roomIssue(wo.room_issue_id));
    const res = await fix(wo.room_issue_id);
    expect(res.status).toBe(200);
    expect(WorkOrderAnswer.parse(await res.json())).toMatchObject({ room_issue_id: wo.room_issue_id, fixed: true, version: 2, oversold_check: 'not_needed' });
    expect(RoomIssueState.parse((await events.waitFor(subjects.roomIssue(wo.room_issue_id), 2)).data)).toMatchObject({ fixed: true });
    await events.stop();
    expect((await openList()).some((i) => i.room_issue_id === wo.room_issue_id)).toBe(false);

    const again = await fix(wo.room_issue_id);
    expect(again.status).toBe(200);
    expect(WorkOrderAnswer.parse(await again.json())).toMatchObject({ fixed: true, version: 2, message: expect.stringMatching(/was already fixed/) });
    const before = await h.counts();
    const change = await put(wo.room_issue_id, { vals: [room.room_id, 'Fridge', 7, T, T] });
    expect(change.status).toBe(409);
    expect((await fix(99999)).status).toBe(404);
    expect((await fix('0')).status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses every work order route without a session', async () => {
    const room = await h.room('211');
    const before = await h.counts();
    expect((await h.request('GET', '/api/hw/room_issues', undefined, { cookie: null })).status).toBe(401);
    expect((await post({ vals: [room.room_id, 'x', 7, T, T] }, '')).status).toBe(401);
    expect((await put(1, { vals: [room.room_id, 'x', 7, T, T] }, '')).status).toBe(401);
    expect((await fix(1, '')).status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });
});
