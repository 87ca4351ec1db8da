import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes, subjects, type RoomTypeState } from '@pms/contracts/events';
import type { Bus } from '@pms/service-kit';
import { createTestBus, createTestService, fixedClock, waitForValue, type TestService } from '@pms/service-kit/testing';
import type { ReservationsConfig } from '../src/config';
import { applyRoomTypeEvent } from '../src/events/projections';
import { reservationsService } from '../src/service';
import { publishRoom, publishRoomType, roomsOf, roomTypesProjected, ROOM_TYPES, testConfig, TODAY } from './helpers';

let bus: Bus;
let a: TestService<ReservationsConfig>;
const services: TestService<ReservationsConfig>[] = [];
const start = async () => {
  const s = await createTestService(reservationsService, { bus, clock: fixedClock(TODAY), config: testConfig() });
  services.push(s);
  return s;
};
const typesOf = (s: TestService<ReservationsConfig>) =>
  s.deps.sql<{ room_type_id: number; type: string; rate: string; room_count: number }[]>`
    select room_type_id, type, rate::text as rate, room_count from room_types order by 1`;
const roomsCount = async (s: TestService<ReservationsConfig>) =>
  (await s.deps.sql<{ n: number }[]>`select count(*)::int as n from rooms where active`)[0]!.n;

beforeAll(async () => {
  bus = await createTestBus();
  a = await start();
  for (const t of ROOM_TYPES) await publishRoomType(bus, t);
  for (const r of roomsOf(ROOM_TYPES)) await publishRoom(bus, r);
  await roomTypesProjected(a.deps.sql, ROOM_TYPES);
  await waitForValue(() => roomsCount(a), (n) => n === 100);
});
afterAll(async () => {
  for (const s of services) await s.stop();
  await bus?.close();
});

describe('room type and room projections', () => {
  it('holds svc-rooms’ catalog: types with rate and room count, and every room', async () => {
    expect(await typesOf(a)).toEqual([
      { room_type_id: 1, type: '2 Queens', rate: '109.99', room_count: 50 },
      { room_type_id: 2, type: 'King', rate: '119.99', room_count: 20 },
      { room_type_id: 3, type: 'Suite', rate: '129.99', room_count: 30 },
    ]);
    expect(await roomsCount(a)).toBe(100);
    const [room] = await a.deps.sql`select room_num, room_type_id, clean, active, occupied_by from rooms where room_id = 51`;
    expect(room).toEqual({ room_num: '151', room_type_id: 2, clean: 1, active: true, occupied_by: null });
  });

  it('applies only newer versions: a replayed or older event changes nothing', async () => {
    const subject = subjects.roomType(3);
    const event = (version: number, data: RoomTypeState) => ({ id: randomUUID(), type: eventTypes.roomType, version, occurredAt: '', data });
    await applyRoomTypeEvent(a.deps.sql, event(5, { ...ROOM_TYPES[2]!, rate_cents: 14999 }), subject, TODAY);
    await applyRoomTypeEvent(a.deps.sql, event(4, { ...ROOM_TYPES[2]!, rate_cents: 1 }), subject, TODAY);
    await applyRoomTypeEvent(a.deps.sql, event(5, { ...ROOM_TYPES[2]!, rate_cents: 2 }), subject, TODAY);
    expect((await typesOf(a))[2]).toMatchObject({ rate: '149.99' });
    await applyRoomTypeEvent(a.deps.sql, event(6, ROOM_TYPES[2]!), subject, TODAY);
    expect((await typesOf(a))[2]).toMatchObject({ rate: '129.99' });
  });

  it('moves the capacity of tonight and later nights when the room count changes, not of past nights', async () => {
    await a.deps.sql`
      insert into inventory (room_type_id, night, capacity, sold)
      values (2, '2026-02-20', 20, 3), (2, ${TODAY}, 20, 4), (2, '2026-03-09', 20, 0)`;
    await publishRoomType(bus, { ...ROOM_TYPES[1]!, room_count: 18 }, 2);
    const rows = await waitForValue(
      () => a.deps.sql<{ night: string; capacity: number }[]>`select night::text as night, capacity from inventory where room_type_id = 2 order by night`,
      (r) => r.filter((x) => x.capacity === 18).length === 2,
    );
    expect(rows).toEqual([
      { night: '2026-02-20', capacity: 20 },
      { night: TODAY, capacity: 18 },
      { night: '2026-03-09', capacity: 18 },
    ]);
  });

  it('rebuilds both projections from scratch on a fresh database from the streams’ last values', async () => {
    await publishRoom(bus, { ...roomsOf(ROOM_TYPES)[0]!, active: false, clean: 0 }, 2);
    await waitForValue(() => roomsCount(a), (n) => n === 99);
    const b = await start();
    await roomTypesProjected(b.deps.sql, [ROOM_TYPES[0]!, { ...ROOM_TYPES[1]!, room_count: 18 }, ROOM_TYPES[2]!]);
    // 99 active rooms can also mean "room 1 not replayed yet": wait for all 100, then read room 1.
    await waitForValue(
      async () => (await b.deps.sql<{ n: number; active: number }[]>`select count(*)::int as n, count(*) filter (where active)::int as active from rooms`)[0]!,
      (r) => r.n === 100 && r.active === 99,
      'all 100 rooms replayed, room 1 out of service',
    );
    expect(await typesOf(b)).toEqual(await typesOf(a));
    const [room] = await b.deps.sql`select active, clean from rooms where room_id = 1`;
    expect(room).toEqual({ active: false, clean: 0 });
    // Each database names its own consumers, which is why the fresh one replayed everything.
    const [ida] = await a.deps.sql`select id from consumer_identity`;
    const [idb] = await b.deps.sql`select id from consumer_identity`;
    expect(ida!.id).not.toBe(idb!.id);
  });
});
