// long-file: every property of the one outbox relay (order, stale versions, crash, no transaction across a publish) on both buses.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subjects, type EventEnvelope } from '@pms/contracts/events';
import type { Bus, Subscription } from '../src/bus/types';
import { BusUnavailableError } from '../src/bus/types';
import type { Sql } from '../src/db';
import { enqueueEvent, startOutboxRelay, type OutboxRelay } from '../src/outbox';
import { createTestBus, testBusKinds, testId, testLogger, waitFor, type TestDatabase } from '../src/testing/index';
import { instrumentedBus, serviceDatabase } from './helpers';

const SCHEMA = 'outboxsvc';
let db: TestDatabase;
let sql: Sql;

beforeAll(async () => {
  ({ db, sql } = await serviceDatabase(SCHEMA, {
    '001_rooms.sql': 'create table rooms (room_id integer primary key, clean boolean not null, version integer not null);',
  }));
});
afterAll(() => db.drop());

describe.each(testBusKinds())('outbox and relay over the %s bus', (kind) => {
  const log = testLogger('outbox-test');
  let inner: Bus;
  let tools: ReturnType<typeof instrumentedBus>;
  let relays: OutboxRelay[] = [];
  let subs: Subscription[] = [];
  /** event id → times delivered to the consumer */
  let delivered: Map<string, number>;
  let lastBySubject: Map<string, EventEnvelope>;
  let room = 0;

  const relay = (options: Partial<Parameters<typeof startOutboxRelay>[0]> = {}) => {
    const r = startOutboxRelay({ sql, bus: tools.bus, log, ...options });
    relays.push(r);
    return r;
  };

  /** One state change of a room and its event, committed together. */
  const changeRoom = (roomId: number, version: number, clean = version % 2 === 0) =>
    sql.begin(async (tx) => {
      await tx`insert into rooms (room_id, clean, version) values (${roomId}, ${clean}, ${version})
               on conflict (room_id) do update set clean = excluded.clean, version = excluded.version`;
      return enqueueEvent(tx, subjects.room(roomId), 'rooms.room.state', version, { room_id: roomId, clean });
    });

  const unpublished = async () => Number((await sql<{ n: string }[]>`select count(*) as n from outbox where published_at is null`)[0]?.n);

  beforeAll(async () => {
    await sql`truncate outbox, rooms`;
  });

  afterEach(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    await Promise.all(subs.map((s) => s.stop()));
    await inner.close();
    relays = [];
    subs = [];
    await sql`truncate outbox, rooms`;
  });

  const setup = async () => {
    inner = await createTestBus(kind);
    tools = instrumentedBus(inner);
    delivered = new Map();
    lastBySubject = new Map();
    subs.push(
      await inner.consume({
        durable: 'outbox-test',
        filter: 'pms.rooms.room.>',
        handler: async (event, subject) => {
          delivered.set(event.id, (delivered.get(event.id) ?? 0) + 1);
          lastBySubject.set(subject, event);
        },
      }),
    );
  };

  it('publishes committed events once each, and nothing from a rolled-back transaction', async () => {
    await setup();
    const committed: EventEnvelope[] = [];
    for (let i = 0; i < 30; i++) committed.push(await changeRoom(++room, 1));
    let rolledBack: EventEnvelope | undefined;
    await sql
      .begin(async (tx) => {
        rolledBack = await enqueueEvent(tx, subjects.room(++room), 'rooms.room.state', 1, { room_id: room });
        throw new Error('the change failed after its event was written');
      })
      .catch(() => {});
    relay();
    await waitFor(() => committed.every((e) => delivered.has(e.id)), 'every committed event');
    // Stream order: anything the relay still had would have arrived before this last event.
    const last = await changeRoom(++room, 1);
    await waitFor(() => delivered.has(last.id), 'the last event');
    expect(rolledBack && delivered.has(rolledBack.id)).toBe(false);
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect([...tools.published.values()].every((n) => n === 1)).toBe(true);
    // Marked after the bus acknowledged, so possibly just after the consumer saw it.
    await waitFor(async () => (await unpublished()) === 0, 'every row marked');
    // The envelope is what `enqueueEvent` returned.
    expect(lastBySubject.get(subjects.room(room))).toEqual(last);
  });

  it('a relay stopped mid-way and a new one started deliver every event once, none lost', async () => {
    await setup();
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 200; i++) events.push(await changeRoom(++room, 1));
    // Catch the first relay in the middle of a batch, stop it there, then let the batch finish.
    let release!: () => void;
    tools.state.hold = new Promise<void>((r) => (release = r));
    tools.state.holdAfter = 20;
    const first = relay({ batchSize: 5, pollMs: 60_000 });
    await waitFor(() => tools.state.attempts > 20, 'the first relay mid-batch');
    const stopped = first.stop();
    release();
    await stopped;
    // A room change goes out twice (its subject and its copy on the webhook stream, docs/events.md):
    // 20 attempts are at least 10 events.
    expect(tools.published.size).toBeGreaterThanOrEqual(10);
    expect(tools.published.size).toBeLessThan(200);
    relay({ batchSize: 50 });
    await waitFor(() => events.every((e) => delivered.has(e.id)), 'every event');
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect([...tools.published.values()].every((n) => n === 1)).toBe(true);
    expect(tools.published.size).toBe(200);
    await waitFor(async () => (await unpublished()) === 0, 'every row marked');
  });

  it('two relays (two replicas) running together publish each row once', async () => {
    await setup();
    const other = db.sql(SCHEMA, 4);
    relay({ batchSize: 5 });
    relays.push(startOutboxRelay({ sql: other, bus: tools.bus, log, batchSize: 5 }));
    const writes = await Promise.all(Array.from({ length: 100 }, () => changeRoom(++room, 1)));
    await waitFor(() => writes.every((e) => delivered.has(e.id)), 'every event');
    expect([...tools.published.values()].every((n) => n === 1)).toBe(true);
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
  });

  it('while the bus is down changes still commit; once it is back every event goes out', async () => {
    await setup();
    tools.state.down = true;
    const r = relay({ pollMs: 100 });
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 20; i++) events.push(await changeRoom(++room, 1));
    const [{ n } = { n: '0' }] = await sql<{ n: string }[]>`select count(*) as n from rooms`;
    expect(Number(n)).toBe(20);
    await expect(r.flush()).rejects.toBeInstanceOf(BusUnavailableError);
    await waitFor(() => tools.state.attempts > 40, 'the relay retrying');
    expect(await unpublished()).toBe(20);
    expect(delivered.size).toBe(0);

    tools.state.down = false;
    // No flush: the relay's own retry must bring them out.
    await waitFor(() => events.every((e) => delivered.has(e.id)), 'every event after the bus came back');
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    await waitFor(async () => (await unpublished()) === 0, 'every row marked');
  });

  it('never publishes a stale version after a newer one of the same subject', async () => {
    await setup();
    const subject = subjects.room(++room);
    const v1 = await changeRoom(room, 1);
    const v2 = await changeRoom(room, 2);
    const r = relay({ pollMs: 60_000 });
    await r.flush();
    // A writer that committed late with an older version (it cannot happen under row locks, but
    // the relay must not depend on that).
    const late = await sql.begin((tx) => enqueueEvent(tx, subject, 'rooms.room.state', 1, { room_id: room, late: true }));
    await r.flush();
    expect(tools.published.has(v1.id)).toBe(false);
    expect(tools.published.has(late.id)).toBe(false);
    expect(tools.published.get(v2.id)).toBe(1);
    // Webhooks announce every change: each version's copy goes to the WEBHOOKS stream all the same.
    expect([v1, v2, late].map((e) => tools.copies.get(e.id))).toEqual([1, 1, 1]);
    expect(await unpublished()).toBe(0);
    // A consumer rebuilding from the stream finds version 2 as the last value.
    const rebuilt: EventEnvelope[] = [];
    subs.push(await inner.consume({ durable: 'rebuild', filter: subject, handler: async (e) => void rebuilt.push(e) }));
    await waitFor(() => rebuilt.length === 1, 'the replay');
    expect(rebuilt[0]).toEqual(v2);
  });

  it('an event stored but whose acknowledgement was lost goes out again and is delivered once', async () => {
    await setup();
    tools.state.loseAcks = 3;
    const events: EventEnvelope[] = [];
    for (let i = 0; i < 5; i++) events.push(await changeRoom(++room, 1));
    const r = relay({ pollMs: 50 });
    await expect(r.flush()).rejects.toBeInstanceOf(BusUnavailableError);
    await waitFor(async () => (await unpublished()) === 0, 'every row marked after the retries');
    expect([...tools.published.values()].some((n) => n > 1)).toBe(true);
    const last = await changeRoom(++room, 1);
    await waitFor(() => delivered.has(last.id), 'a later event');
    expect(events.map((e) => delivered.get(e.id))).toEqual([1, 1, 1, 1, 1]);
  });

  it('wakes on the commit notification, without waiting for a poll', async () => {
    await setup();
    const r = relay({ pollMs: 10 * 60_000 });
    await r.flush();
    const e = await changeRoom(++room, 1);
    await waitFor(() => delivered.has(e.id), 'delivery after NOTIFY');
  });

  it('holds no transaction open while the bus takes its time to acknowledge; writes go on meanwhile', async () => {
    await setup();
    let acknowledge!: () => void;
    tools.state.hold = new Promise<void>((resolve) => (acknowledge = resolve));
    const subject = ++room;
    const v1 = await changeRoom(subject, 1);
    relay({ pollMs: 50 });
    await waitFor(() => tools.state.attempts > 0, 'the relay publishing');
    // The relay waits for the bus now: no connection of this database is inside a transaction.
    const open = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`;
    expect(open[0]!.n).toBe(0);
    // The same aggregate changes again and commits while its previous event is in flight.
    const v2 = await changeRoom(subject, 2);
    acknowledge();
    await waitFor(() => lastBySubject.get(subjects.room(subject))?.id === v2.id, 'the newer version last');
    expect(tools.published.get(v1.id)).toBe(1);
    expect(tools.published.get(v2.id)).toBe(1);
    await waitFor(async () => (await unpublished()) === 0, 'every row marked');
  });

  it('refuses events no stream stores and bad versions, inside the transaction', async () => {
    await setup();
    await expect(sql.begin((tx) => enqueueEvent(tx, 'pms.nowhere.1', 'x', 1, {}))).rejects.toThrow(/no stream/);
    await expect(sql.begin((tx) => enqueueEvent(tx, subjects.room(1), 'x', -1, {}))).rejects.toThrow(/version/);
    expect(await unpublished()).toBe(0);
  });
});

describe('embedded restart', () => {
  it('puts the last published value of every subject back into a fresh in-process bus', async () => {
    await sql`truncate outbox, rooms`;
    const log = testLogger('outbox-test');
    const namespace = testId();
    const publishAll = async (bus: Bus) => {
      const r = startOutboxRelay({ sql, bus, log });
      await r.flush();
      await r.stop();
    };
    const write = (roomId: number, version: number) =>
      sql.begin((tx) => enqueueEvent(tx, subjects.room(roomId), 'rooms.room.state', version, { room_id: roomId, version }));

    const before = await createTestBus('memory', { namespace });
    await write(1, 1);
    const x2 = await write(1, 2);
    const y1 = await write(2, 1);
    await publishAll(before);
    await before.close(); // the process ends: its in-process streams are gone

    const after = await createTestBus('memory', { namespace });
    try {
      await publishAll(after);
      const rebuilt: EventEnvelope[] = [];
      const sub = await after.consume({ durable: 'rebuild', filter: 'pms.rooms.room.>', handler: async (e) => void rebuilt.push(e) });
      await waitFor(() => rebuilt.length === 2, 'the restored last values');
      await sub.stop();
      expect(rebuilt).toEqual([x2, y1]);
    } finally {
      await after.close();
      await sql`truncate outbox, rooms`;
    }
  });
});
