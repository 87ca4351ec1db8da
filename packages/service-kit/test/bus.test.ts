import { afterEach, describe, expect, it } from 'vitest';
import { commands, subjects, type EventEnvelope } from '@pms/contracts/events';
import { BusUnavailableError, CommandRefused, type Bus } from '../src/bus/types';
import { createTestBus, testBusKinds, testId, waitFor, type TestBusKind } from '../src/testing/index';
import { capturingLogger, stateEvent, type LogLine } from './helpers';

/**
 * The bus contract of bus/types.ts, run against every implementation this run can reach: the
 * in-process bus always, NATS JetStream when NATS_URL is set. Each test has its own namespace.
 *
 * long-file: one contract (bus/types.ts), each case run against every bus implementation.
 */
describe.each(testBusKinds())('bus contract: %s', (kind: TestBusKind) => {
  let open: Bus[] = [];
  let lines: LogLine[] = [];

  const newBus = async (namespace?: string) => {
    const captured = capturingLogger();
    lines = captured.lines;
    const bus = await createTestBus(kind, { log: captured.log, namespace });
    open.push(bus);
    return bus;
  };

  afterEach(async () => {
    await Promise.all(open.map((b) => b.close()));
    open = [];
  });

  /** Records what a consumer receives, in order. */
  const recorder = () => {
    const got: { subject: string; event: EventEnvelope }[] = [];
    return {
      got,
      handler: async (event: EventEnvelope, subject: string) => void got.push({ subject, event }),
      ids: () => got.map((g) => g.event.id),
      has: (id: string) => got.some((g) => g.event.id === id),
    };
  };

  it('delivers published events to a consumer under their plain subjects', async () => {
    const bus = await newBus();
    const r = recorder();
    await bus.consume({ durable: 'd1', filter: 'pms.rooms.room.>', handler: r.handler });
    const a = stateEvent(1, { room: 101 });
    const b = stateEvent(1, { room: 102 });
    await bus.publish(subjects.room(101), a);
    await bus.publish(subjects.room(102), b);
    await waitFor(() => r.got.length === 2, 'both events');
    expect(r.got).toEqual([
      { subject: 'pms.rooms.room.101', event: a },
      { subject: 'pms.rooms.room.102', event: b },
    ]);
  });

  it('only delivers what matches the filter, and a filter may cover a whole stream', async () => {
    const bus = await newBus();
    const rooms = recorder();
    const all = recorder();
    await bus.consume({ durable: 'rooms-only', filter: 'pms.rooms.room.*', handler: rooms.handler });
    await bus.consume({ durable: 'whole-stream', filter: 'pms.rooms.>', handler: all.handler });
    const room = stateEvent(1);
    const type = stateEvent(1);
    await bus.publish(subjects.roomType(1), type);
    await bus.publish(subjects.room(7), room);
    await waitFor(() => all.got.length === 2 && rooms.got.length === 1, 'deliveries');
    expect(rooms.ids()).toEqual([room.id]);
    expect(all.ids()).toEqual([type.id, room.id]);
  });

  it('a new consumer starts from the last value of every subject', async () => {
    const bus = await newBus();
    const x1 = stateEvent(1);
    const x2 = stateEvent(2);
    const y1 = stateEvent(1);
    await bus.publish(subjects.stay(1), x1);
    await bus.publish(subjects.stay(2), y1);
    await bus.publish(subjects.stay(1), x2);
    const r = recorder();
    await bus.consume({ durable: 'rebuild', filter: 'pms.reservations.stay.>', handler: r.handler });
    await waitFor(() => r.got.length === 2, 'the replay');
    expect(r.got).toEqual([
      { subject: 'pms.reservations.stay.2', event: y1 },
      { subject: 'pms.reservations.stay.1', event: x2 },
    ]);
    // Then it follows new events.
    const x3 = stateEvent(3);
    await bus.publish(subjects.stay(1), x3);
    await waitFor(() => r.has(x3.id), 'the live event');
  });

  it('stores an event id once: a republished event is not delivered again', async () => {
    const bus = await newBus();
    const r = recorder();
    await bus.consume({ durable: 'dedup', filter: 'pms.billing.invoice.>', handler: r.handler });
    const e = stateEvent(1);
    await bus.publish(subjects.invoice(1), e);
    await bus.publish(subjects.invoice(1), e);
    await bus.publish(subjects.invoice(1), { ...e }); // the relay retrying after a lost ack
    // Stream order: once the sentinel has arrived, any duplicate would have arrived before it.
    const sentinel = stateEvent(1);
    await bus.publish(subjects.invoice(2), sentinel);
    await waitFor(() => r.has(sentinel.id), 'the sentinel');
    expect(r.ids()).toEqual([e.id, sentinel.id]);
  });

  it('redelivers after a failing handler with back-off, and acknowledges once it succeeds', async () => {
    const bus = await newBus();
    const attempts = new Map<string, number>();
    const done: string[] = [];
    await bus.consume({
      durable: 'flaky',
      filter: 'pms.rooms.room.>',
      backoffMs: [10, 20],
      maxDeliver: 5,
      handler: async (event, subject) => {
        const n = (attempts.get(subject) ?? 0) + 1;
        attempts.set(subject, n);
        if (subject === 'pms.rooms.room.1' && n < 3) throw new Error(`transient failure ${n}`);
        done.push(event.id);
      },
    });
    const e = stateEvent(1);
    await bus.publish(subjects.room(1), e);
    await waitFor(() => done.includes(e.id), 'success on the third attempt');
    expect(attempts.get('pms.rooms.room.1')).toBe(3);
    expect(lines.filter((l) => l.level === 40 && l.msg.includes('will redeliver'))).toHaveLength(2);
    // Acknowledged: a later event arrives and the first is not handled again.
    const sentinel = stateEvent(1);
    await bus.publish(subjects.room(2), sentinel);
    await waitFor(() => done.includes(sentinel.id), 'the sentinel');
    expect(attempts.get('pms.rooms.room.1')).toBe(3);
  });

  it('gives up after maxDeliver attempts with an error log, and carries on with other events', async () => {
    const bus = await newBus();
    let poisonAttempts = 0;
    const r = recorder();
    await bus.consume({
      durable: 'poison',
      filter: 'pms.rooms.issue.>',
      maxDeliver: 3,
      backoffMs: [10],
      handler: async (event, subject) => {
        if (subject === 'pms.rooms.issue.66') {
          poisonAttempts++;
          throw new Error('cannot handle this one');
        }
        await r.handler(event, subject);
      },
    });
    const poison = stateEvent(1);
    await bus.publish(subjects.roomIssue(66), poison);
    await waitFor(() => lines.some((l) => l.level === 50 && l.eventId === poison.id), 'the give-up error log');
    const giveUp = lines.find((l) => l.level === 50 && l.eventId === poison.id);
    expect(giveUp).toMatchObject({ durable: 'poison', subject: 'pms.rooms.issue.66', attempt: 3 });
    const next = stateEvent(1);
    await bus.publish(subjects.roomIssue(67), next);
    await waitFor(() => r.has(next.id), 'the next event');
    expect(poisonAttempts).toBe(3);
  });

  it('waits out an unreachable database without spending delivery attempts', async () => {
    const bus = await newBus();
    let calls = 0;
    const done: string[] = [];
    await bus.consume({
      durable: 'outage',
      filter: 'pms.rooms.room.>',
      maxDeliver: 2,
      backoffMs: [5, 10],
      handler: async (event) => {
        calls++;
        if (calls <= 6) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        done.push(event.id);
      },
    });
    const e = stateEvent(1);
    await bus.publish(subjects.room(1), e);
    await waitFor(() => done.includes(e.id), 'the event once the database is back');
    expect(calls).toBe(7);
    expect(lines.some((l) => l.level === 50)).toBe(false);
  });

  it('a durable consumer re-created under its name continues after what it acknowledged', async () => {
    const bus = await newBus();
    const first = recorder();
    const e1 = stateEvent(1);
    const e2 = stateEvent(1);
    await bus.publish(subjects.room(1), e1);
    await bus.publish(subjects.room(2), e2);
    const sub = await bus.consume({ durable: 'resume', filter: 'pms.rooms.room.>', handler: first.handler });
    await waitFor(() => first.got.length === 2, 'the first two events');
    await sub.stop();

    const e3 = stateEvent(1);
    await bus.publish(subjects.room(3), e3);
    const second = recorder();
    await bus.consume({ durable: 'resume', filter: 'pms.rooms.room.>', handler: second.handler });
    await waitFor(() => second.has(e3.id), 'the event published while stopped');
    expect(second.ids()).toEqual([e3.id]);

    // Another durable name is another consumer: it starts from the stored values.
    const other = recorder();
    await bus.consume({ durable: 'resume-other', filter: 'pms.rooms.room.>', handler: other.handler });
    await waitFor(() => other.got.length === 3, 'a full replay');
  });

  it('stopping waits for the handler in hand; what was not handled goes to the next consumer', async () => {
    const bus = await newBus();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const seen: string[] = [];
    const events = [stateEvent(1), stateEvent(1), stateEvent(1)];
    for (const [i, e] of events.entries()) await bus.publish(subjects.room(i + 1), e);
    const sub = await bus.consume({
      durable: 'graceful',
      filter: 'pms.rooms.room.>',
      handler: async (event) => {
        seen.push(event.id);
        await gate;
      },
    });
    await waitFor(() => seen.length === 1, 'the first delivery');
    const stopping = sub.stop();
    release();
    await stopping;
    const after = recorder();
    await bus.consume({ durable: 'graceful', filter: 'pms.rooms.room.>', handler: after.handler });
    await waitFor(() => after.got.length === 2, 'the two unhandled events');
    expect(after.ids()).toEqual([events[1]?.id, events[2]?.id]);
  });

  it('keeps the order of events on one subject', async () => {
    const bus = await newBus();
    const versions = new Map<string, number[]>();
    await bus.consume({
      durable: 'order',
      filter: 'pms.rooms.room.>',
      handler: async (event, subject) => {
        versions.set(subject, [...(versions.get(subject) ?? []), event.version]);
      },
    });
    for (let v = 1; v <= 25; v++) {
      await bus.publish(subjects.room(1), stateEvent(v));
      await bus.publish(subjects.room(2), stateEvent(v));
    }
    await waitFor(() => versions.get('pms.rooms.room.1')?.at(-1) === 25 && versions.get('pms.rooms.room.2')?.at(-1) === 25, 'the last versions');
    for (const list of versions.values()) {
      // A consumer may skip versions superseded in the stream, but never sees one go backwards.
      expect(list).toEqual([...list].sort((a, b) => a - b));
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('clients of one namespace share streams and consumers; other namespaces see nothing', async () => {
    const ns = testId();
    const a = await newBus(ns);
    const b = await newBus(ns);
    const elsewhere = await newBus();
    const onB = recorder();
    const onElsewhere = recorder();
    await b.consume({ durable: 'shared', filter: 'pms.auth.revoked.>', handler: onB.handler });
    await elsewhere.consume({ durable: 'shared', filter: 'pms.auth.revoked.>', handler: onElsewhere.handler });
    const e = stateEvent(1);
    await a.publish(subjects.revokedToken('jti1'), e);
    await waitFor(() => onB.has(e.id), 'delivery across clients');
    const mine = stateEvent(1);
    await elsewhere.publish(subjects.revokedToken('jti2'), mine);
    await waitFor(() => onElsewhere.has(mine.id), 'the other namespace own event');
    expect(onElsewhere.ids()).toEqual([mine.id]);
    expect(onB.ids()).toEqual([e.id]);
  });

  it('refuses what no stream stores, malformed envelopes and bad durable names', async () => {
    const bus = await newBus();
    await expect(bus.publish('pms.nowhere.1', stateEvent(1))).rejects.toThrow(/no stream/);
    await expect(bus.publish(subjects.room(1), { id: '', type: 'x', version: -1 } as unknown as EventEnvelope)).rejects.toThrow(/envelope/);
    await expect(bus.consume({ durable: 'a.b', filter: 'pms.rooms.room.>', handler: async () => {} })).rejects.toThrow(/durable/);
    await expect(bus.consume({ durable: 'all', filter: 'pms.>', handler: async () => {} })).rejects.toThrow(/several streams/);
  });

  describe('request/reply', () => {
    it('answers a command with the responder value', async () => {
      const bus = await newBus();
      await bus.reply(commands.assignRoom, async (payload) => ({ room_num: '101', echo: payload }));
      const answer = await bus.request<{ room_num: string; echo: unknown }>(commands.assignRoom, { room_id: 1, res_room_id: 9, room_type_id: 2 });
      expect(answer).toEqual({ room_num: '101', echo: { room_id: 1, res_room_id: 9, room_type_id: 2 } });
    });

    it('turns a refusal into CommandRefused on the requester', async () => {
      const bus = await newBus();
      await bus.reply(commands.assignRoom, async () => {
        throw new CommandRefused('occupied', 'Room 101 is occupied.');
      });
      const err = await bus.request(commands.assignRoom, {}).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CommandRefused);
      expect(err).toMatchObject({ code: 'occupied', message: 'Room 101 is occupied.' });
    });

    it('answers BusUnavailableError when nobody responds, the responder fails, or it is too slow', async () => {
      const bus = await newBus();
      await expect(bus.request(commands.releaseRoom, {})).rejects.toBeInstanceOf(BusUnavailableError);

      await bus.reply(commands.releaseRoom, async () => {
        throw new Error('database down');
      });
      await expect(bus.request(commands.releaseRoom, {})).rejects.toBeInstanceOf(BusUnavailableError);
      expect(lines.some((l) => l.level === 50 && l.msg === 'command handler failed')).toBe(true);

      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await bus.reply(commands.assignRoom, () => gate.then(() => 'late'));
      await expect(bus.request(commands.assignRoom, {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(BusUnavailableError);
      release();
    });

    it('replicas share the commands: each request is answered once', async () => {
      const ns = testId();
      const requester = await newBus(ns);
      const counts = [0, 0];
      for (const i of [0, 1]) {
        const replica = await newBus(ns);
        await replica.reply(commands.assignRoom, async (p) => {
          counts[i] = (counts[i] ?? 0) + 1;
          return p;
        });
      }
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => requester.request<number>(commands.assignRoom, i)));
      expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i));
      expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(20);
    });

    it('a stopped responder no longer answers', async () => {
      const bus = await newBus();
      const sub = await bus.reply(commands.releaseRoom, async () => 'ok');
      expect(await bus.request(commands.releaseRoom, {})).toBe('ok');
      await sub.stop();
      await expect(bus.request(commands.releaseRoom, {}, { timeoutMs: 1000 })).rejects.toBeInstanceOf(BusUnavailableError);
    });
  });

  it('reports health, and refuses work once closed', async () => {
    const bus = await newBus();
    expect(await bus.isHealthy()).toBe(true);
    await bus.ensureStreams(); // idempotent
    await bus.close();
    expect(await bus.isHealthy()).toBe(false);
    await expect(bus.publish(subjects.room(1), stateEvent(1))).rejects.toBeInstanceOf(BusUnavailableError);
    await expect(bus.request(commands.assignRoom, {})).rejects.toBeInstanceOf(BusUnavailableError);
  });
});
