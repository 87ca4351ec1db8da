import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands, RoomIssueState, subjects } from '@pms/contracts/events';
import { RoomCandidateList } from '@pms/contracts/housekeeping';
import { OVERSOLD_QUERY, OversoldQuery, RoomIssueList, WorkOrderAnswer, type OversoldReply } from '@pms/contracts/workorders';
import { startRooms, TODAY, watchEvents } from './helpers';

const h = await startRooms();
afterAll(() => h.stop());

const T = TODAY;
const post = (body: unknown, cookie?: string, headers?: Record<string, string>) => h.request('POST', '/api/hw/room_issues', body, { cookie, headers });
const put = (id: number | string, body: unknown, cookie?: string) => h.request('PUT', `/api/hw/room_issues/${id}`, body, { cookie });
const fix = (id: number | string, cookie?: string) => h.request('PUT', `/api/hw/room_issues_fixed/${id}`, undefined, { cookie });
const openList = async () => RoomIssueList.parse(await (await h.request('GET', '/api/hw/room_issues')).json());
const arrivalsOn = async (date: string) => RoomCandidateList.parse(await (await h.request('GET', `/api/hw/rooms_arrivals/${date}`)).json());

async function created(res: Response): Promise<WorkOrderAnswer> {
  expect(res.status).toBe(201);
  return WorkOrderAnswer.parse(await res.json());
}

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

describe('oversold check (answered by svc-reservations over the bus)', () => {
  it('reports the nights svc-reservations says would be oversold, asking without the work order itself', async () => {
    const queries: OversoldQuery[] = [];
    const stub = await h.bus.reply(OVERSOLD_QUERY, async (payload): Promise<OversoldReply> => {
      const q = OversoldQuery.parse(payload);
      queries.push(q);
      return { nights: [addDays(T, 3), addDays(T, 2)].filter((n) => n >= q.start_date && n <= q.end_date) };
    });
    try {
      const room = await h.room('213');
      const answer = await created(await post({ vals: [room.room_id, 'Ceiling', 7, addDays(T, 1), addDays(T, 4)] }));
      expect(answer).toMatchObject({ oversold_check: 'done', oversold_nights: [addDays(T, 2), addDays(T, 3)] });
      expect(answer.message).toMatch(/oversells the nights of/);
      expect(queries.at(-1)).toEqual({ room_type_id: 1, start_date: addDays(T, 1), end_date: addDays(T, 4), exclude_issue_id: answer.room_issue_id });
      // Recorded all the same.
      expect((await openList()).some((i) => i.room_issue_id === answer.room_issue_id)).toBe(true);

      const shorter = WorkOrderAnswer.parse(await (await put(answer.room_issue_id, { vals: [room.room_id, 'Ceiling', 7, addDays(T, 1), addDays(T, 2)] })).json());
      expect(shorter).toMatchObject({ oversold_check: 'done', oversold_nights: [addDays(T, 2)] });
      expect(queries.at(-1)).toMatchObject({ end_date: addDays(T, 2), exclude_issue_id: answer.room_issue_id });

      const quiet = await created(await post({ vals: [(await h.room('215')).room_id, 'Bulb', 7, addDays(T, 10), addDays(T, 10)] }));
      expect(quiet).toMatchObject({ oversold_check: 'done', oversold_nights: [] });
    } finally {
      await stub.stop();
    }
  });

  it('records the work order and says the check could not be made when svc-reservations does not answer', async () => {
    const room = await h.room('217');
    const before = await h.counts();
    const answer = await created(await post({ vals: [room.room_id, 'Window', 7, T, addDays(T, 1)] }));
    expect(answer).toMatchObject({ oversold_check: 'unavailable', oversold_nights: [] });
    expect((await h.counts()).room_issues).toBe(before.room_issues + 1);
  });
});

describe('rooms for arrivals', () => {
  it('lists active vacant rooms not out of order that night, by room number, dirty ones flagged', async () => {
    const all = await arrivalsOn(addDays(T, 100));
    expect(all.map((r) => Number(r.room_num))).toEqual([...all.map((r) => Number(r.room_num))].sort((a, b) => a - b));
    const r219 = await h.room('219');
    await h.request('PUT', `/api/hw/updateCleanStatus/0/${r219.room_id}`);
    const r221 = await h.room('221');
    await h.bus.request(commands.assignRoom, { room_id: r221.room_id, res_room_id: 77, room_type_id: r221.room_type_id });
    const r223 = await h.room('223');
    await h.sql`update rooms set active = false where room_id = ${r223.room_id}`;
    const list = await arrivalsOn(addDays(T, 100));
    expect(list.find((r) => r.room_num === '219')).toEqual({ room_id: r219.room_id, room_num: '219', room_type_id: 1, occupied: 0, clean: 0 });
    expect(list.some((r) => r.room_num === '221')).toBe(false);
    expect(list.some((r) => r.room_num === '223')).toBe(false);
    expect(list.every((r) => r.occupied === 0)).toBe(true);
  });

  it('takes a room out for exactly the dates of its work order and gives it back when shortened or fixed', async () => {
    const room = await h.room('225');
    const listed = async (date: string) => (await arrivalsOn(date)).some((r) => r.room_id === room.room_id);
    const days = Array.from({ length: 7 }, (_, i) => addDays(T, i));
    const listedDays = async () => {
      const out: string[] = [];
      for (const d of days) if (await listed(d)) out.push(d);
      return out;
    };
    expect(await listedDays()).toEqual(days);
    const wo = await created(await post({ vals: [room.room_id, 'Heater', 7, addDays(T, 2), addDays(T, 4)] }));
    expect(await listedDays()).toEqual([days[0], days[1], days[5], days[6]]);
    expect((await put(wo.room_issue_id, { vals: [room.room_id, 'Heater', 7, addDays(T, 3), addDays(T, 3)] })).status).toBe(200);
    expect(await listedDays()).toEqual([days[0], days[1], days[2], days[4], days[5], days[6]]);
    expect((await fix(wo.room_issue_id)).status).toBe(200);
    expect(await listedDays()).toEqual(days);
  });

  it('refuses a malformed date naming it, and answers 401 without a session', async () => {
    const res = await h.request('GET', '/api/hw/rooms_arrivals/2026-13-01');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toHaveProperty('date');
    expect((await h.request('GET', `/api/hw/rooms_arrivals/${T}`, undefined, { cookie: null })).status).toBe(401);
  });
});
