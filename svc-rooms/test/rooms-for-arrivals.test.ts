import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands } from '@pms/contracts/events';
import { TODAY } from './helpers';
import { workOrdersForFile } from './workorders-requests';

const T = TODAY;
const { h, post, put, fix, arrivalsOn, created } = await workOrdersForFile();

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
