import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { OVERSOLD_QUERY, OversoldQuery, WorkOrderAnswer, type OversoldReply } from '@pms/contracts/workorders';
import { TODAY } from './helpers';
import { workOrdersForFile } from './workorders-requests';

const T = TODAY;
const { h, post, put, openList, created } = await workOrdersForFile();

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
