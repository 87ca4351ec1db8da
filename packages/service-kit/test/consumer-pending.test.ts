import { describe, expect, it } from 'vitest';
import { eventTypes, subjects, type EventEnvelope } from '@pms/contracts/events';
import { metricsRegistry } from '../src/telemetry/metrics';
import { createTestBus, stateEvent, metricValue, parsePrometheusText, testBusKinds, testId, waitFor } from '../src/testing/index';

/**
 * `pms_bus_consumer_pending` is read from the bus when Prometheus scrapes, so a consumer that
 * stalls — its handler stuck, nothing acknowledged, nothing more delivered — shows its backlog
 * growing (what PmsConsumerFallingBehind and PmsStreamLag alert on), and 0 once it caught up.
 */

const event = (roomId: number): EventEnvelope => stateEvent(eventTypes.room, { room_id: roomId }, 1);

const pendingOf = async (consumer: string) => {
  const samples = parsePrometheusText(await metricsRegistry.metrics());
  return samples.some((s) => s.name === 'pms_bus_consumer_pending' && s.labels.consumer === consumer) ? metricValue(samples, 'pms_bus_consumer_pending', { consumer }) : undefined;
};

describe.each(testBusKinds())('the pending gauge on the %s bus', (kind) => {
  it('grows while the consumer acknowledges nothing, drains to 0 once it does, and goes when it stops', async () => {
    const bus = await createTestBus(kind, { namespace: testId() });
    const durable = `pending-${kind}-${testId()}`;
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const handled: string[] = [];
    const sub = await bus.consume({
      durable,
      filter: 'pms.rooms.room.>',
      handler: async (_e, subject) => {
        // The handler hangs (a database that never answers): nothing is acknowledged.
        await stuck;
        handled.push(subject);
      },
    });
    try {
      await waitFor(async () => (await pendingOf(durable)) === 0, 'an idle consumer to read 0');
      for (const room of [1, 2, 3]) await bus.publish(subjects.room(room), event(room));
      await waitFor(async () => (await pendingOf(durable)) === 3, 'three events waiting');
      for (const room of [4, 5]) await bus.publish(subjects.room(room), event(room));
      // No delivery happened since the first one, yet the figure keeps up with the backlog.
      await waitFor(async () => (await pendingOf(durable)) === 5, 'five events waiting');
      expect(handled).toEqual([]);

      release();
      await waitFor(() => handled.length === 5, 'the consumer to catch up');
      await waitFor(async () => (await pendingOf(durable)) === 0, 'the backlog to drain to 0');
    } finally {
      release();
      await sub.stop();
      await bus.close();
    }
    // A stopped subscription is no longer this process's to report.
    await waitFor(async () => (await pendingOf(durable)) === undefined, 'the series to go');
  });
});
