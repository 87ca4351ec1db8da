import { jetstreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes, subjects, type EventEnvelope } from '@pms/contracts/events';
import type { Bus } from '../src/bus/types';
import { createTestBus, stateEvent, testId, waitFor } from '../src/testing/index';

/**
 * `inactiveThresholdMs` (per-process consumers such as the gateway's live feed): NATS removes the
 * durable of a process that stopped pulling, and a running subscription whose durable was removed
 * creates it again instead of waiting forever. NATS only: the in-process bus has nothing to clean.
 */
describe.skipIf(!process.env.NATS_URL)('per-process consumers on NATS', () => {
  const namespace = testId();
  const stream = `${namespace.toUpperCase()}_ROOMS`;
  let bus: Bus;
  let nc: NatsConnection;

  const event = (roomId: number): EventEnvelope => stateEvent(eventTypes.room, { room_id: roomId }, 1);

  beforeAll(async () => {
    bus = await createTestBus('nats', { namespace });
    nc = await connect({ servers: process.env.NATS_URL });
  });
  afterAll(async () => {
    await bus.close();
    await nc.close();
  });

  it('creates the durable with the inactive threshold, and creates it again when NATS removed it', async () => {
    const jsm = await jetstreamManager(nc);
    const seen: string[] = [];
    const sub = await bus.consume({
      durable: 'live-test-consumer',
      filter: 'pms.rooms.room.>',
      inactiveThresholdMs: 60_000,
      handler: async (_e, subject) => {
        seen.push(subject);
      },
    });
    try {
      const info = await jsm.consumers.info(stream, 'live-test-consumer');
      expect(info.config.inactive_threshold).toBe(nanos(60_000));

      await bus.publish(subjects.room(1), event(1));
      await waitFor(() => seen.includes(subjects.room(1)), 'the first event');

      // What NATS does to an inactive durable (here: at once, under the running subscription).
      await jsm.consumers.delete(stream, 'live-test-consumer');
      await bus.publish(subjects.room(2), event(2));
      await waitFor(() => seen.includes(subjects.room(2)), 'an event after the durable was removed', { timeoutMs: 30_000 });
      expect((await jsm.consumers.info(stream, 'live-test-consumer')).config.inactive_threshold).toBe(nanos(60_000));
    } finally {
      await sub.stop();
    }
  }, 60_000);
});
