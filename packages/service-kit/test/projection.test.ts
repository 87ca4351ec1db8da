import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subjects, type EventEnvelope } from '@pms/contracts/events';
import type { Bus } from '../src/bus/types';
import type { Sql } from '../src/db';
import { applyIfNewer, projectedVersion, projectEvent } from '../src/projection';
import { createTestBus, testBusKinds, waitFor, type TestDatabase } from '../src/testing/index';
import { serviceDatabase, stateEvent } from './helpers';

const SCHEMA = 'projsvc';
let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  ({ db, sql } = await serviceDatabase(SCHEMA, {
    '001_room_board.sql': 'create table room_board (room_id integer primary key, clean boolean not null, version integer not null);',
  }));
});
afterAll(() => db.drop());
afterEach(async () => {
  await sql`truncate projection_versions, room_board`;
});

type RoomData = { room_id: number; clean: boolean };

/** The projection a consuming service would keep: its own copy of each room's cleanliness. */
const applyRoom = (subject: string, event: EventEnvelope<RoomData>) =>
  projectEvent(sql, subject, event, async (tx) => {
    await tx`insert into room_board (room_id, clean, version) values (${event.data.room_id}, ${event.data.clean}, ${event.version})
             on conflict (room_id) do update set clean = excluded.clean, version = excluded.version`;
  });

const board = async (roomId: number) => (await sql<{ clean: boolean; version: number }[]>`select clean, version from room_board where room_id = ${roomId}`)[0];

describe('projection version guard', () => {
  it('applies a version only when it is newer than the one held', async () => {
    const s = subjects.room(1);
    const results: boolean[] = [];
    for (const v of [2, 1, 2, 3, 3, 10, 4]) results.push(await sql.begin((tx) => applyIfNewer(tx, s, v)));
    expect(results).toEqual([true, false, false, true, false, true, false]);
    expect(await projectedVersion(sql, s)).toBe(10);
    expect(await projectedVersion(sql, subjects.room(2))).toBeUndefined();
  });

  it('keeps subjects apart', async () => {
    expect(await sql.begin((tx) => applyIfNewer(tx, subjects.room(1), 5))).toBe(true);
    expect(await sql.begin((tx) => applyIfNewer(tx, subjects.room(2), 1))).toBe(true);
  });

  it('ends with the newest state whatever the order, duplicates included', async () => {
    const events = [3, 1, 2, 3, 5, 4, 5, 1].map((v) => stateEvent<RoomData>(v, { room_id: 7, clean: v % 2 === 1 }));
    const applied = [];
    for (const e of events) applied.push(await applyRoom(subjects.room(7), e));
    expect(applied).toEqual([true, false, false, false, true, false, false, false]);
    expect(await board(7)).toEqual({ clean: true, version: 5 });
  });

  it('concurrent deliveries of many versions leave the newest', async () => {
    const versions = Array.from({ length: 20 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const results = await Promise.all(versions.map((v) => applyRoom(subjects.room(8), stateEvent<RoomData>(v, { room_id: 8, clean: v === 20 }))));
    expect(results.some(Boolean)).toBe(true);
    expect(await board(8)).toEqual({ clean: true, version: 20 });
    expect(await projectedVersion(sql, subjects.room(8))).toBe(20);
  });

  it('a failing apply records nothing, so the redelivered event is applied', async () => {
    const e = stateEvent<RoomData>(1, { room_id: 9, clean: false });
    await expect(
      projectEvent(sql, subjects.room(9), e, async () => {
        throw new Error('projection write failed');
      }),
    ).rejects.toThrow('projection write failed');
    expect(await projectedVersion(sql, subjects.room(9))).toBeUndefined();
    expect(await applyRoom(subjects.room(9), e)).toBe(true);
    expect(await board(9)).toEqual({ clean: false, version: 1 });
  });
});

describe.each(testBusKinds())('projection fed by the %s bus', (kind) => {
  let bus: Bus;
  beforeAll(async () => {
    bus = await createTestBus(kind);
  });
  afterAll(() => bus.close());

  it('is idempotent under redelivery, replay and reordering', async () => {
    const failedOnce = new Set<string>();
    let handled = 0;
    const handler = async (event: EventEnvelope, subject: string) => {
      handled++;
      // Every event fails on its first delivery after writing: the write must roll back and the
      // redelivery must apply it.
      await projectEvent(sql, subject, event, async (tx) => {
        const data = event.data as RoomData;
        await tx`insert into room_board (room_id, clean, version) values (${data.room_id}, ${data.clean}, ${event.version})
                 on conflict (room_id) do update set clean = excluded.clean, version = excluded.version`;
        if (!failedOnce.has(event.id)) {
          failedOnce.add(event.id);
          throw new Error('transient failure after the write');
        }
      });
    };
    const sub = await bus.consume({ durable: 'board', filter: 'pms.rooms.room.>', handler, backoffMs: [10] });
    // Successive versions (a redelivered older one may now arrive after a newer one was applied;
    // a stream never stores an older version after a newer one, see the outbox), and one version
    // twice under two ids (an owner that published it twice).
    for (const v of [1, 2, 3, 4]) await bus.publish(subjects.room(20), stateEvent<RoomData>(v, { room_id: 20, clean: v === 4 }));
    await bus.publish(subjects.room(21), stateEvent<RoomData>(1, { room_id: 21, clean: true }));
    await bus.publish(subjects.room(21), stateEvent<RoomData>(1, { room_id: 21, clean: true }));
    await waitFor(async () => (await projectedVersion(sql, subjects.room(20))) === 4 && (await board(21))?.version === 1, 'the projection');
    await sub.stop();
    expect(await board(20)).toEqual({ clean: true, version: 4 });

    // A new consumer replays the stream from scratch: nothing changes.
    await sql`update room_board set clean = false where room_id = 20`;
    const replay = await bus.consume({ durable: 'board-rebuild', filter: 'pms.rooms.room.>', handler, backoffMs: [10] });
    const before = handled;
    await waitFor(() => handled >= before + 2, 'the replay of both subjects');
    await replay.stop();
    expect(await board(20)).toEqual({ clean: false, version: 4 });
  });
});
