import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { RoomIssueState, subjects } from '@pms/contracts/events';
import { WorkOrderAnswer } from '@pms/contracts/workorders';
import { TODAY, watchEvents } from './helpers';
import { workOrdersForFile } from './workorders-requests';

/** PUT /api/hw/room_issues_unfixed/:id — the MAINTENANCE screen's Undo of Fixed (docs/rooms.md). */

const T = TODAY;
const { h, post, fix, unfix, openList, arrivalsOn, created } = await workOrdersForFile();

describe('undo of Fixed', () => {
  it('reopens the work order: back on the open list, its room out of order again, published, audited', async () => {
    const room = await h.room('213');
    const wo = await created(await post({ vals: [room.room_id, 'Heater', 7, T, addDays(T, 2)] }));
    expect((await fix(wo.room_issue_id)).status).toBe(200);
    expect((await arrivalsOn(T)).some((r) => r.room_id === room.room_id)).toBe(true);

    const events = await watchEvents(h.bus, subjects.roomIssue(wo.room_issue_id));
    const res = await unfix(wo.room_issue_id);
    expect(res.status).toBe(200);
    const answer = WorkOrderAnswer.parse(await res.json());
    expect(answer).toMatchObject({ room_issue_id: wo.room_issue_id, room_num: '213', start_date: T, end_date: addDays(T, 2), issue: 'Heater', fixed: false, version: 3 });
    expect(answer.message).toMatch(/reopened/);
    // The state svc-reservations takes the nights from: open again, a newer version.
    expect(RoomIssueState.parse((await events.waitFor(subjects.roomIssue(wo.room_issue_id), 3)).data)).toMatchObject({ fixed: false, start_date: T, end_date: addDays(T, 2) });
    await events.stop();
    expect((await openList()).some((i) => i.room_issue_id === wo.room_issue_id)).toBe(true);
    expect((await arrivalsOn(T)).some((r) => r.room_id === room.room_id)).toBe(false);

    const [entry] = await h.sql<{ action: string; user_id: number; changes: unknown }[]>`
      select action, user_id, changes from audit_entries where entity = 'work_order' and entity_id = ${String(wo.room_issue_id)}
      order by entry_id desc limit 1`;
    expect(entry).toMatchObject({ action: 'work_order.unfixed', user_id: 7, changes: { fixed: [true, false] } });
  });

  it('refuses a work order that is open (never fixed, or undone already) with 409, changing nothing', async () => {
    const room = await h.room('215');
    const wo = await created(await post({ vals: [room.room_id, 'Sink', 7, T, T] }));
    const before = await h.counts();
    const res = await unfix(wo.room_issue_id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'conflict', message: expect.stringMatching(/not fixed/) });
    expect(await h.counts()).toEqual(before);

    await fix(wo.room_issue_id);
    const both = await Promise.all([unfix(wo.room_issue_id), unfix(wo.room_issue_id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses with 409 when the room has since got another open work order over those nights', async () => {
    const room = await h.room('217');
    const wo = await created(await post({ vals: [room.room_id, 'Window', 7, T, addDays(T, 3)] }));
    await fix(wo.room_issue_id);
    const later = await created(await post({ vals: [room.room_id, 'Window again', 7, addDays(T, 2), addDays(T, 4)] }));
    const before = await h.counts();
    const res = await unfix(wo.room_issue_id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining(`work order ${later.room_issue_id}`) });
    expect(await h.counts()).toEqual(before);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, changing nothing', async () => {
    const before = await h.counts();
    const bad = await unfix('abc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('id');
    expect((await unfix('0')).status).toBe(400);
    expect((await unfix(99999)).status).toBe(404);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses without a session (401), changing nothing', async () => {
    const room = await h.room('219');
    const wo = await created(await post({ vals: [room.room_id, 'Tap', 7, T, T] }));
    await fix(wo.room_issue_id);
    const before = await h.counts();
    expect((await unfix(wo.room_issue_id, '')).status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });
});
