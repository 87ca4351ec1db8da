import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands, RoomState, subjects } from '@pms/contracts/events';
import { AssignRoomReply, ReleaseRoomReply, type AssignRoomCommand, type ReleaseRoomCommand } from '@pms/contracts/housekeeping';
import { CommandRefused } from '@pms/service-kit';
import { waitFor } from '@pms/service-kit/testing';
import { applyStay, publishStay, startRooms, stayProjected, stayState, TODAY, watchEvents } from './helpers';

const h = await startRooms();
afterAll(() => h.stop());

const assign = async (cmd: AssignRoomCommand) => AssignRoomReply.parse(await h.bus.request(commands.assignRoom, cmd));
const release = async (cmd: ReleaseRoomCommand) => ReleaseRoomReply.parse(await h.bus.request(commands.releaseRoom, cmd));
const refusal = async (cmd: unknown, subject: string = commands.assignRoom) => {
  const err = await h.bus.request(subject, cmd).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CommandRefused);
  return err as CommandRefused;
};

describe('assign command', () => {
  it('puts a stay into a vacant room of its type, publishes the room, and answers the room', async () => {
    const room = await h.room('101'); // 2 Queens
    const events = await watchEvents(h.bus, subjects.room(room.room_id));
    const reply = await assign({ room_id: room.room_id, res_room_id: 1001, room_type_id: 1 });
    expect(reply).toEqual({ room_id: room.room_id, room_num: '101', clean: 1, moved_from: null });
    const after = await h.room('101');
    expect(after.occupied_by).toBe(1001);
    expect(after.version).toBe(room.version + 1);
    const event = await events.waitFor(subjects.room(room.room_id), after.version);
    expect(RoomState.parse(event.data)).toMatchObject({ room_id: room.room_id, occupied_by: 1001, clean: 1 });
    await events.stop();
  });

  it('is idempotent: the same stay into the same room succeeds again without a change', async () => {
    const r = await h.room('127');
    await assign({ room_id: r.room_id, res_room_id: 1002, room_type_id: 1 });
    const before = await h.room('127');
    const reply = await assign({ room_id: r.room_id, res_room_id: 1002, room_type_id: 1 });
    expect(reply).toMatchObject({ room_num: '127', moved_from: null });
    expect(await h.room('127')).toEqual(before);
  });

  it('lets exactly one of 20 concurrent assigns of different stays into one room win', async () => {
    const room = await h.room('103');
    const stays = Array.from({ length: 20 }, (_, i) => 2000 + i);
    const outcomes = await Promise.allSettled(stays.map((res_room_id) => assign({ room_id: room.room_id, res_room_id, room_type_id: 1 })));
    const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [stays[i]] : []));
    expect(won).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        expect(o.reason).toBeInstanceOf(CommandRefused);
        expect((o.reason as CommandRefused).code).toBe('occupied');
        expect((o.reason as CommandRefused).message).toContain('Room 103');
      }
    }
    const after = await h.room('103');
    expect(after.occupied_by).toBe(won[0]);
    expect(after.version).toBe(room.version + 1);
  });

  it('refuses an occupied room, a room of another type, an unknown room and a malformed command', async () => {
    const r129 = await h.room('129');
    await assign({ room_id: r129.room_id, res_room_id: 3000, room_type_id: 1 });
    const occupied = await refusal({ room_id: r129.room_id, res_room_id: 3001, room_type_id: 1 });
    expect(occupied.code).toBe('occupied');
    expect(occupied.message).toMatch(/Room 129 is already occupied/);
    expect((await h.room('129')).occupied_by).toBe(3000);

    const king = await h.room('102');
    const wrong = await refusal({ room_id: king.room_id, res_room_id: 3001, room_type_id: 1 });
    expect(wrong.code).toBe('wrong_type');
    expect(wrong.message).toMatch(/Room 102 is a King room; the stay is booked for a 2 Queens/);

    const unknown = await refusal({ room_id: 99999, res_room_id: 3001, room_type_id: 1 });
    expect(unknown.code).toBe('unknown_room');
    expect(unknown.message).toMatch(/99999/);

    const malformed = await refusal({ room_id: 'x', res_room_id: 3001 });
    expect(malformed.code).toBe('invalid_command');
    expect(await h.room('102')).toEqual(king);
  });

  it('refuses a room that is not in service', async () => {
    const r = await h.room('105');
    await h.sql`update rooms set active = false where room_id = ${r.room_id}`;
    try {
      const err = await refusal({ room_id: r.room_id, res_room_id: 3002, room_type_id: 1 });
      expect(err.code).toBe('inactive');
      expect(err.message).toMatch(/Room 105 is not in service/);
    } finally {
      await h.sql`update rooms set active = true where room_id = ${r.room_id}`;
    }
    expect((await h.room('105')).occupied_by).toBeNull();
  });

  it('refuses a room out of order today, and accepts it once the work order is fixed', async () => {
    const r = await h.room('107');
    const res = await h.request('POST', '/api/hw/room_issues', { vals: [r.room_id, 'Leaking tap', 7, TODAY, addDays(TODAY, 1)] });
    expect(res.status).toBe(201);
    const { room_issue_id } = (await res.json()) as { room_issue_id: number };
    const err = await refusal({ room_id: r.room_id, res_room_id: 3003, room_type_id: 1 });
    expect(err.code).toBe('out_of_order');
    expect(err.message).toMatch(new RegExp(`Room 107 is out of order \\(work order ${room_issue_id}, ${TODAY} to ${addDays(TODAY, 1)}\\)`));
    expect((await h.room('107')).occupied_by).toBeNull();

    // A work order that starts tomorrow does not stop a check-in today.
    expect((await h.request('PUT', `/api/hw/room_issues/${room_issue_id}`, { vals: [r.room_id, 'Leaking tap', 7, addDays(TODAY, 1), addDays(TODAY, 2)] })).status).toBe(200);
    expect(await assign({ room_id: r.room_id, res_room_id: 3003, room_type_id: 1 })).toMatchObject({ room_num: '107' });
  });

  it('moves a stay that holds another room: the old room is freed and dirty, release of it is then a no-op', async () => {
    const a = await h.room('109');
    const b = await h.room('111');
    await assign({ room_id: a.room_id, res_room_id: 4001, room_type_id: 1 });
    const reply = await assign({ room_id: b.room_id, res_room_id: 4001, room_type_id: 1 });
    expect(reply.moved_from).toEqual({ room_id: a.room_id, room_num: '109' });
    expect(await h.room('109')).toMatchObject({ occupied_by: null, clean: 0 });
    expect((await h.room('111')).occupied_by).toBe(4001);
    expect(await release({ room_id: a.room_id, res_room_id: 4001 })).toMatchObject({ released: false, occupied_by: null });
  });

  it('answers a dirty room as dirty (the screen flags it) and assigns it', async () => {
    const r = await h.room('113');
    await h.request('PUT', `/api/hw/updateCleanStatus/0/${r.room_id}`);
    expect(await assign({ room_id: r.room_id, res_room_id: 4002, room_type_id: 1 })).toMatchObject({ room_num: '113', clean: 0 });
  });
});

describe('release command', () => {
  it('frees the room only for the stay that holds it, and is idempotent', async () => {
    const r = await h.room('115');
    await assign({ room_id: r.room_id, res_room_id: 5001, room_type_id: 1 });
    const other = await release({ room_id: r.room_id, res_room_id: 5999 });
    expect(other).toEqual({ room_id: r.room_id, room_num: '115', released: false, occupied_by: 5001 });
    const first = await release({ room_id: r.room_id, res_room_id: 5001 });
    expect(first).toEqual({ room_id: r.room_id, room_num: '115', released: true, occupied_by: null });
    const version = (await h.room('115')).version;
    expect(await release({ room_id: r.room_id, res_room_id: 5001 })).toMatchObject({ released: false, occupied_by: null });
    const after = await h.room('115');
    expect(after.version).toBe(version);
    // An undone check-in: nobody used the room, so it keeps its cleanliness.
    expect(after.clean).toBe(1);
  });

  it('marks the room dirty when asked, and refuses an unknown room', async () => {
    const r = await h.room('117');
    await assign({ room_id: r.room_id, res_room_id: 5002, room_type_id: 1 });
    expect(await release({ room_id: r.room_id, res_room_id: 5002, mark_dirty: true })).toMatchObject({ released: true });
    expect((await h.room('117')).clean).toBe(0);
    expect((await refusal({ room_id: 99999, res_room_id: 5002 }, commands.releaseRoom)).code).toBe('unknown_room');
    expect((await refusal({ room_id: -1 }, commands.releaseRoom)).code).toBe('invalid_command');
  });
});

describe('room_stays projection of stay events', () => {
  it('records a stay and frees and dirties its room when it checks out', async () => {
    const r = await h.room('119');
    const stay = stayState({ res_room_id: 6001, arrival: addDays(TODAY, -2), departure: TODAY });
    await applyStay(h, stay, 1);
    await assign({ room_id: r.room_id, res_room_id: 6001, room_type_id: 1 });
    await applyStay(h, { ...stay, checked_in: true, room_id: r.room_id, room_num: '119' }, 2);
    expect((await h.room('119')).occupied_by).toBe(6001);

    const events = await watchEvents(h.bus, subjects.room(r.room_id));
    await applyStay(h, { ...stay, checked_in: true, checked_out: true, room_id: r.room_id, room_num: '119' }, 3);
    const after = await h.room('119');
    expect(after).toMatchObject({ occupied_by: null, clean: 0 });
    const event = await events.waitFor(subjects.room(r.room_id), after.version);
    expect(RoomState.parse(event.data)).toMatchObject({ occupied_by: null, clean: 0 });
    await events.stop();
    const [row] = await h.sql<{ checked_out: boolean; checked_out_on: string; arrival: string; departure: string }[]>`
      select checked_out, checked_out_on::text as checked_out_on, arrival::text as arrival, departure::text as departure
      from room_stays where res_room_id = 6001`;
    expect(row).toEqual({ checked_out: true, checked_out_on: TODAY, arrival: addDays(TODAY, -2), departure: TODAY });

    // An older version arriving late (the checked-in state) changes nothing.
    const stale = stayState({ res_room_id: 6001, arrival: addDays(TODAY, -2), departure: TODAY, checked_in: true, room_id: r.room_id });
    await publishStay(h.bus, stale, 2);
    // A later event of another stay: once it is applied, the stale one (published before) was handled.
    await applyStay(h, stayState({ res_room_id: 6999 }), 1);
    expect(await h.room('119')).toMatchObject({ occupied_by: null, clean: 0 });
    const [again] = await h.sql<{ version: number; checked_out: boolean }[]>`select version, checked_out from room_stays where res_room_id = 6001`;
    expect(again).toEqual({ version: 3, checked_out: true });
  });

  it('dates a check-out when it is first learnt (never after the departure), keeps it, and clears it when undone', async () => {
    const out = async (id: number) =>
      (await h.sql<{ on: string | null; at: Date | null }[]>`select checked_out_on::text as on, checked_out_at as at from room_stays where res_room_id = ${id}`)[0];
    // Learnt checked out with its first event (a replay on a new database): its departure day, which is past.
    const old = stayState({ res_room_id: 6101, arrival: addDays(TODAY, -9), departure: addDays(TODAY, -7), checked_in: true, checked_out: true });
    await applyStay(h, old, 1);
    expect((await out(6101))?.on).toBe(addDays(TODAY, -7));
    // Checked in, then out (departure ahead): today; a later checked-out version keeps the first date and time.
    const stay = stayState({ res_room_id: 6102, arrival: addDays(TODAY, -1), departure: addDays(TODAY, 2), checked_in: true });
    await applyStay(h, stay, 1);
    expect(await out(6102)).toEqual({ on: null, at: null });
    await applyStay(h, { ...stay, checked_out: true }, 2);
    const first = await out(6102);
    expect(first?.on).toBe(TODAY);
    await applyStay(h, { ...stay, checked_out: true, adults: 2 }, 3);
    expect(await out(6102)).toEqual(first);
    // Undone (checked out no more): cleared.
    await applyStay(h, stay, 4);
    expect(await out(6102)).toEqual({ on: null, at: null });
  });

  it('takes the room for a checked-in stay that rooms does not show in it (a lost assign reply)', async () => {
    const r = await h.room('121');
    await applyStay(h, stayState({ res_room_id: 6002, checked_in: true, room_id: r.room_id, room_num: '121' }), 1);
    await waitFor(async () => (await h.room('121')).occupied_by === 6002, 'room 121 taken by the checked-in stay');
  });

  it('does not take a room held by another stay for a checked-in stay', async () => {
    const r = await h.room('123');
    await assign({ room_id: r.room_id, res_room_id: 6003, room_type_id: 1 });
    await applyStay(h, stayState({ res_room_id: 6004, checked_in: true, room_id: r.room_id, room_num: '123' }), 1);
    expect((await h.room('123')).occupied_by).toBe(6003);
  });

  it('frees (without dirtying) the room of a stay that becomes inactive', async () => {
    const r = await h.room('125');
    await assign({ room_id: r.room_id, res_room_id: 6005, room_type_id: 1 });
    await applyStay(h, stayState({ res_room_id: 6005, active: false }), 1);
    expect(await h.room('125')).toMatchObject({ occupied_by: null, clean: 1 });
  });

  it('keeps the projection when replayed: a duplicate changes nothing', async () => {
    const stay = stayState({ res_room_id: 6006, departure: addDays(TODAY, 5) });
    await applyStay(h, stay, 4);
    await publishStay(h.bus, { ...stay, departure: addDays(TODAY, 9) }, 4);
    await applyStay(h, stayState({ res_room_id: 6998 }), 1);
    await stayProjected(h.sql, 6006, 4);
    const [row] = await h.sql<{ departure: string }[]>`select departure::text as departure from room_stays where res_room_id = 6006`;
    expect(row?.departure).toBe(addDays(TODAY, 5));
  });
});
