import { afterAll, describe, expect, it } from 'vitest';
import { RoomState, subjects } from '@pms/contracts/events';
import { RoomCleanAnswer } from '@pms/contracts/housekeeping';
import { startRooms, watchEvents } from './helpers';

/** Housekeeping's clean toggle on a freshly seeded hotel (every room vacant and clean). */
const h = await startRooms();
afterAll(() => h.stop());

describe('clean toggle', () => {
  it('saves the value, publishes the room and answers the room; a repeat changes nothing', async () => {
    const room = await h.room('131');
    const events = await watchEvents(h.bus, subjects.room(room.room_id));
    const res = await h.request('PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`);
    expect(res.status).toBe(200);
    expect(RoomCleanAnswer.parse(await res.json())).toEqual({ room_id: room.room_id, room_num: '131', room_type_id: 1, type: '2 Queens', clean: 0, occupied: 0 });
    const after = await h.room('131');
    expect(after).toMatchObject({ clean: 0, version: room.version + 1 });
    const event = await events.waitFor(subjects.room(room.room_id), after.version);
    expect(RoomState.parse(event.data)).toMatchObject({ room_num: '131', clean: 0 });
    await events.stop();
    expect((await h.request('PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`)).status).toBe(200);
    expect((await h.room('131')).version).toBe(after.version);
    expect((await h.request('PUT', `/api/hw/updateCleanStatus/1/${room.room_id}`)).status).toBe(200);
    expect((await h.room('131')).clean).toBe(1);
  });

  it('refuses bad values and ids with 400 naming the field, unknown rooms with 404, no session with 401; nothing changes', async () => {
    const room = await h.room('133');
    const before = await h.counts();
    const cases: [string, string[]][] = [
      [`/api/hw/updateCleanStatus/2/${room.room_id}`, ['clean']],
      [`/api/hw/updateCleanStatus/true/${room.room_id}`, ['clean']],
      [`/api/hw/updateCleanStatus/-1/${room.room_id}`, ['clean']],
      ['/api/hw/updateCleanStatus/1/abc', ['room_id']],
      ['/api/hw/updateCleanStatus/1/0', ['room_id']],
      ['/api/hw/updateCleanStatus/x/y', ['clean', 'room_id']],
    ];
    for (const [path, fields] of cases) {
      const res = await h.request('PUT', path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('invalid_input');
      expect(Object.keys(body.fields).sort(), path).toEqual(fields);
    }
    const missing = await h.request('PUT', '/api/hw/updateCleanStatus/0/99999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found', message: expect.stringContaining('99999') });
    expect((await h.request('PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`, undefined, { cookie: null })).status).toBe(401);
    expect(await h.counts()).toEqual(before);
    expect((await h.room('133')).clean).toBe(1);
  });
});
