import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, webhookCopyOf, type EventEnvelope } from '@pms/contracts/events';
import type { Bus } from '../src/bus/types';
import type { Sql } from '../src/db';
import { enqueueEvent, startOutboxRelay } from '../src/outbox';
import { createTestBus, testBusKinds, testId, testLogger, waitFor, type TestDatabase } from '../src/testing/index';
import { serviceDatabase } from './helpers';

/**
 * The WEBHOOKS stream (docs/events.md "The webhook stream"): the relay also publishes each
 * webhook-eligible state event as `webhook.<subject>` to a stream that keeps every event, so a
 * consumer that was away gets every change — where the owner's stream keeps only the last per
 * subject — each once.
 */
const SCHEMA = 'outboxhooks';
let db: TestDatabase;
let sql: Sql;
const log = testLogger('outbox-webhooks-test');

beforeAll(async () => {
  ({ db, sql } = await serviceDatabase(SCHEMA, {}));
});
afterAll(() => db.drop());

const write = (subject: string, version: number) => sql.begin((tx) => enqueueEvent(tx, subject, 'rooms.room.state', version, { version }));
const publishAll = async (bus: Bus) => {
  const r = startOutboxRelay({ sql, bus, log, pollMs: 60_000 });
  await r.flush();
  await r.stop();
};
/** Everything a new durable consumer of `filter` is given, once it has had time to catch up with `until`. */
async function readAll(bus: Bus, filter: string, until: (events: EventEnvelope[]) => boolean): Promise<EventEnvelope[]> {
  const got: EventEnvelope[] = [];
  const sub = await bus.consume({ durable: `read-${testId()}`, filter, handler: async (e) => void got.push(e) });
  try {
    await waitFor(() => until(got), `the events of ${filter}`);
    return got;
  } finally {
    await sub.stop();
  }
}

describe.each(testBusKinds())('webhook copies over the %s bus', (kind) => {
  it('keeps every version of a room in WEBHOOKS, in order and once, while the room stream keeps the last', async () => {
    await sql`truncate outbox`;
    const bus = await createTestBus(kind);
    try {
      const room = subjects.room(901);
      // All three committed before the relay runs: versions 1 and 2 are superseded on the room's own subject.
      const versions = [await write(room, 1), await write(room, 2), await write(room, 3)];
      const roomType = await write(subjects.roomType(9), 1);
      await publishAll(bus);
      // Published again (a relay that lost its acknowledgement): the stream drops the copy.
      await bus.publish(webhookCopyOf(room)!, versions[0]!);
      // Stream order: whatever the stream stored before this one reaches a consumer before it.
      const sentinel = await write(subjects.room(902), 1);
      await publishAll(bus);

      expect(webhookCopyOf(subjects.roomType(9))).toBeUndefined();
      const copies = await readAll(bus, 'webhook.>', (got) => got.some((e) => e.id === sentinel.id));
      const last = await readAll(bus, 'pms.rooms.room.901', (got) => got.length >= 1);
      expect(copies.map((e) => e.id)).toEqual([...versions, sentinel].map((e) => e.id));
      expect(last.map((e) => e.id)).toEqual([versions[2]!.id]);
      expect((await readAll(bus, 'pms.rooms.type.>', (got) => got.length >= 1)).map((e) => e.id)).toEqual([roomType.id]);
      expect((await sql<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`)[0]!.n).toBe(0);
    } finally {
      await bus.close();
    }
  });
});

describe('embedded restart', () => {
  it('puts the webhook copies back into a fresh in-process bus, as JetStream would still hold them', async () => {
    await sql`truncate outbox`;
    const namespace = testId();
    const before = await createTestBus('memory', { namespace });
    const stay = subjects.stay(77);
    const booked = await write(stay, 1);
    const checkedIn = await write(stay, 2);
    await publishAll(before);
    await before.close();

    const after = await createTestBus('memory', { namespace });
    try {
      await publishAll(after);
      const copies = await readAll(after, 'webhook.pms.reservations.stay.>', (got) => got.length >= 2);
      expect(copies.map((e) => e.id)).toEqual([booked.id, checkedIn.id]);
    } finally {
      await after.close();
    }
  });
});
