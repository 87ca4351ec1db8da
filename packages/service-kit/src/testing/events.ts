import { randomUUID } from 'node:crypto';
import { webhookCopyOf, type EventEnvelope } from '@pms/contracts/events';
import type { Bus } from '../bus/types';
import type { Sql } from '../db';
import { projectedVersion } from '../projection';
import { waitFor } from './bus';

/** A state event envelope as an owner's outbox relay would publish it. */
export function stateEvent<T>(type: string, data: T, version: number): EventEnvelope<T> {
  return { id: randomUUID(), type, version, occurredAt: new Date().toISOString(), data };
}

/** Publishes `event` on `subject` as an outbox relay would: also to the WEBHOOKS stream when webhooks use it. */
export async function publishAsRelay(bus: Bus, subject: string, event: EventEnvelope): Promise<void> {
  await bus.publish(subject, event);
  const copy = webhookCopyOf(subject);
  if (copy) await bus.publish(copy, event);
}

/** Publishes an owner's state on `subject`, as its outbox relay would; answers the event sent. */
export async function publishState<T>(bus: Bus, subject: string, type: string, data: T, version: number): Promise<EventEnvelope<T>> {
  const event = stateEvent(type, data, version);
  await publishAsRelay(bus, subject, event);
  return event;
}

/** Collects the events published on subjects matching `filter` (the latest version per subject). */
export async function watchEvents(bus: Bus, filter: string) {
  const seen = new Map<string, EventEnvelope>();
  const sub = await bus.consume({
    durable: `watch-${randomUUID().slice(0, 8)}`,
    filter,
    handler: async (event, subject) => {
      const prev = seen.get(subject);
      if (!prev || prev.version <= event.version) seen.set(subject, event);
    },
  });
  return {
    seen,
    /** Waits for an event on `subject` (of `minVersion` or newer when given) and answers the latest. */
    async waitFor(subject: string, minVersion?: number): Promise<EventEnvelope> {
      if (minVersion === undefined) await waitFor(() => seen.has(subject), `an event on ${subject}`);
      else await waitFor(() => (seen.get(subject)?.version ?? -1) >= minVersion, `${subject} v${minVersion}`);
      return seen.get(subject) as EventEnvelope;
    },
    stop: () => sub.stop(),
  };
}

/**
 * Waits until the service behind `sql` has applied the event of `version` (or newer) on `subject`:
 * every projection records what it applied in `projection_versions`, in the same transaction.
 */
export async function eventApplied(sql: Sql, subject: string, version: number): Promise<void> {
  await waitFor(async () => ((await projectedVersion(sql, subject)) ?? -1) >= version, `${subject} v${version} applied`);
}
