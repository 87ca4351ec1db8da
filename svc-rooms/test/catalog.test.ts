import { afterAll, describe, expect, it } from 'vitest';
import { HotelInfoAnswer, RoomIdNumList, RoomTypeList } from '@pms/contracts/rooms';
import { RoomState, RoomTypeState, type EventEnvelope } from '@pms/contracts/events';
import { createTestService, createTestKeys, sessionCookie } from '@pms/service-kit/testing';
import { roomsService } from '../src/service';

const keys = await createTestKeys();
const t = await createTestService(roomsService, { verifier: keys.verifier, config: { DEMO_MODE: true } });
const employee = sessionCookie(await keys.sign({ sub: '1', username: 'user', access_id: 1, type: 'Employee' }));
const get = (path: string, cookie = employee) => t.app.request(path, { headers: cookie ? { cookie } : {} });

afterAll(() => t.stop());

describe('property catalog', () => {
  it('answers the demo hotel info for id 1', async () => {
    const res = await get('/api/hw/hotel_info/1');
    expect(res.status).toBe(200);
    const info = HotelInfoAnswer.parse(await res.json());
    expect(info).toMatchObject({ hotel_name: 'Regal Inn & Suites', city: 'Cleveland', zip: '44114', phone: '216-555-1212' });
    expect(info.time_zone).toBe(t.deps.clock.timeZone);
  });

  it('answers 404 for an unknown hotel info id and 400 for a malformed one', async () => {
    expect((await get('/api/hw/hotel_info/2')).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', "1'%20or%201=1", '99999999999']) {
      const res = await get(`/api/hw/hotel_info/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_input', fields: { id: expect.any(String) } });
    }
  });

  it('lists the three room types with their rates', async () => {
    const types = RoomTypeList.parse(await (await get('/api/room/types')).json());
    expect(types).toEqual([
      { room_type_id: 1, type: '2 Queens', rate: 109.99 },
      { room_type_id: 2, type: 'King', rate: 119.99 },
      { room_type_id: 3, type: 'Suite', rate: 129.99 },
    ]);
  });

  it('lists the 100 rooms with the demo layout', async () => {
    const rooms = RoomIdNumList.parse(await (await get('/api/hw/roomsIdNum')).json());
    expect(rooms).toHaveLength(100);
    const byNum = new Map(rooms.map((r) => [r.room_num, r.room_type_id]));
    expect(byNum.get('101')).toBe(1);
    expect(byNum.get('102')).toBe(2);
    expect(byNum.get('144')).toBe(2);
    expect(byNum.get('106')).toBe(3);
    expect(byNum.get('250')).toBe(3);
    const count = (type: number) => rooms.filter((r) => r.room_type_id === type).length;
    expect([count(1), count(2), count(3)]).toEqual([50, 20, 30]);
  });

  it('refuses every catalog route without a session', async () => {
    for (const path of ['/api/hw/hotel_info/1', '/api/room/types', '/api/hw/roomsIdNum']) {
      const res = await get(path, '');
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('publishes the state of every room and room type through the outbox', async () => {
    await t.relay.flush();
    const seen = new Map<string, EventEnvelope>();
    const sub = await t.deps.bus.consume({
      durable: 'catalog-test',
      filter: 'pms.rooms.>',
      handler: async (event, subject) => {
        seen.set(subject, event);
      },
    });
    const deadline = Date.now() + 10_000;
    while (seen.size < 103 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await sub.stop();
    expect(seen.size).toBe(103);
    expect(RoomTypeState.parse(seen.get('pms.rooms.type.2')?.data)).toEqual({
      room_type_id: 2,
      type: 'King',
      rate_cents: 11999,
      room_count: 20,
    });
    const room = RoomState.parse([...seen.entries()].find(([s]) => s.startsWith('pms.rooms.room.'))?.[1].data);
    expect(room).toMatchObject({ clean: 1, active: true, occupied_by: null });
  });
});
