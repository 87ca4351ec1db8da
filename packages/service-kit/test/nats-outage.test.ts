import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, type EventEnvelope } from '@pms/contracts/events';
import { createBus } from '../src/bus/index';
import { BusUnavailableError, type Bus } from '../src/bus/types';
import type { Sql } from '../src/db';
import { migrateService } from '../src/migrate-service';
import { enqueueEvent, startOutboxRelay } from '../src/outbox';
import { createTestDatabase, privateNats, privateNatsAvailable, testLogger, waitFor, type PrivateNats, type TestDatabase } from '../src/testing/index';
import { migrationsDir } from './helpers';

/**
 * A real NATS outage: this file runs a NATS server of its own (so the shared one is never touched),
 * stops it while a service keeps writing, and starts it again. Runs where NATS is installed and the
 * run uses NATS (NATS_URL set), as on CI.
 */
describe.skipIf(!privateNatsAvailable)('NATS outage (private server)', () => {
  let nats: PrivateNats;
  let db: TestDatabase;
  let sql: Sql;
  let bus: Bus;

  beforeAll(async () => {
    nats = await privateNats();
    db = await createTestDatabase();
    sql = db.sql('outage');
    await migrateService(sql, 'outage', await migrationsDir({ '001_none.sql': 'select 1;' }));
    bus = await createBus({ natsUrl: nats.url, name: 'outage-test', log: testLogger('outage') });
  });

  afterAll(async () => {
    await bus?.close();
    await nats?.dispose();
    await db?.drop();
  });

  it('writes commit while NATS is down; after it is back the relay delivers every event, the consumer resumes', async () => {
    const got = new Map<string, number>();
    const sub = await bus.consume({
      durable: 'outage',
      filter: 'pms.rooms.room.>',
      handler: async (e: EventEnvelope) => void got.set(e.id, (got.get(e.id) ?? 0) + 1),
    });
    const relay = startOutboxRelay({ sql, bus, log: testLogger('outage'), pollMs: 100 });
    const write = (room: number) => sql.begin((tx) => enqueueEvent(tx, subjects.room(room), 'rooms.room.state', 1, { room }));

    const early = await write(1);
    await waitFor(() => got.has(early.id), 'an event before the outage');

    await nats.stop();
    await waitFor(async () => !(await bus.isHealthy()), 'the bus to notice');
    await expect(bus.publish(subjects.room(99), { id: 'x', type: 't', version: 1, occurredAt: '', data: null })).rejects.toBeInstanceOf(
      BusUnavailableError,
    );
    const during: EventEnvelope[] = [];
    for (let room = 2; room <= 11; room++) during.push(await write(room));
    await expect(relay.flush()).rejects.toBeInstanceOf(BusUnavailableError);
    const [{ n } = { n: '0' }] = await sql<{ n: string }[]>`select count(*) as n from outbox where published_at is null`;
    expect(Number(n)).toBe(10);

    await nats.start();
    await waitFor(() => bus.isHealthy(), 'the reconnection', { timeoutMs: 20_000 });
    await waitFor(() => during.every((e) => got.has(e.id)), 'every event written during the outage', { timeoutMs: 30_000 });
    expect([...got.values()].every((c) => c === 1)).toBe(true);
    await relay.stop();
    await sub.stop();
  }, 90_000);
});
