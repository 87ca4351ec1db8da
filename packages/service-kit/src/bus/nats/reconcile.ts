import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiError,
  ReplayPolicy,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { HISTORY_STREAMS, STREAMS, type StreamName } from '@pms/contracts/events';
import type { Logger } from '../../log';
import { DUPLICATE_WINDOW_MS, type DeliveryPolicy } from '../common';
import type { Namespacer } from '../subjects';

/**
 * Brings the JetStream streams and durable consumers in line with what the code wants: created when
 * missing, updated when their settings drifted, and — since NATS 2.9 allows one `filter_subject`
 * per consumer and cannot change it — a consumer whose filter changed is deleted and created again
 * (it starts over, as the in-process bus does). The configurations are pure functions, tested alone.
 */

/** Unacknowledged messages come back after this long; a slow handler keeps its message with `working()`. */
export const ACK_WAIT_MS = 30_000;

/**
 * The wanted configuration of one of `STREAMS`, de-duplicated by event id: the last value per
 * subject, or — a stream of `HISTORY_STREAMS` (WEBHOOKS) — every event for its maximum age.
 */
export function streamConfig(ns: Namespacer, stream: StreamName, replicas: number): StreamConfig {
  const history = HISTORY_STREAMS[stream];
  return {
    name: ns.stream(stream),
    subjects: STREAMS[stream].map((s) => ns.subject(s)),
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    // The last value per subject: a new consumer rebuilds a projection from what is stored. A
    // history stream keeps every event, dropped only by age (-1: no per-subject limit).
    max_msgs_per_subject: history ? -1 : 1,
    max_age: history ? nanos(history.maxAgeMs) : 0,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: replicas,
  } as StreamConfig;
}

/** Whether an existing stream differs from the wanted one in a setting the bus relies on. */
export function streamNeedsUpdate(current: StreamConfig, wanted: StreamConfig): boolean {
  return (
    current.max_msgs_per_subject !== wanted.max_msgs_per_subject ||
    (current.max_age ?? 0) !== (wanted.max_age ?? 0) ||
    current.duplicate_window !== wanted.duplicate_window ||
    current.num_replicas !== wanted.num_replicas ||
    [...current.subjects].sort().join() !== [...wanted.subjects].sort().join()
  );
}

/**
 * Creates or updates every stream of `STREAMS`, once until `forget()` (a publish that failed makes
 * the next one check again: the stream may have been deleted, or JetStream restarted).
 */
export function streamReconciler(jsm: JetStreamManager, ns: Namespacer, replicas: number, log: Logger) {
  let ready: Promise<void> | undefined;
  const reconcile = async () => {
    for (const stream of Object.keys(STREAMS) as StreamName[]) {
      const wanted = streamConfig(ns, stream, replicas);
      const current = await orUndefinedIfMissing(async () => (await jsm.streams.info(wanted.name)).config);
      if (!current) {
        await jsm.streams.add(wanted);
      } else if (streamNeedsUpdate(current, wanted)) {
        log.info({ stream: wanted.name }, 'updating stream configuration');
        await jsm.streams.update(wanted.name, wanted);
      }
    }
  };
  return {
    ensure(): Promise<void> {
      ready ??= reconcile().catch((err: unknown) => {
        ready = undefined;
        throw err;
      });
      return ready;
    },
    forget(): void {
      ready = undefined;
    },
    /** Deletes this namespace's streams (an ephemeral bus closing). */
    async deleteAll(): Promise<void> {
      for (const stream of Object.keys(STREAMS) as StreamName[]) await jsm.streams.delete(ns.stream(stream)).catch(() => false);
    },
  };
}

export interface ConsumerWanted {
  durable: string;
  /** The wire filter (namespaced). */
  filter: string;
  policy: DeliveryPolicy;
  inactiveThresholdMs?: number;
}

/** A durable pull consumer: explicit ack, everything stored first, one filter subject (NATS 2.9). */
export function consumerConfig(w: ConsumerWanted): Partial<ConsumerConfig> {
  return {
    durable_name: w.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    replay_policy: ReplayPolicy.Instant,
    filter_subject: w.filter,
    max_deliver: w.policy.maxDeliver,
    ack_wait: nanos(ACK_WAIT_MS),
    ...(w.inactiveThresholdMs ? { inactive_threshold: nanos(w.inactiveThresholdMs) } : {}),
  };
}

export type ConsumerChange =
  | { kind: 'create' }
  /** The filter changed, which NATS 2.9 cannot update: delete and create (it starts over). */
  | { kind: 'recreate' }
  | { kind: 'update'; patch: Partial<ConsumerConfig> }
  | { kind: 'none' };

/** What to do with the existing consumer (or none) to get the wanted configuration. */
export function consumerChange(existing: ConsumerConfig | undefined, wanted: Partial<ConsumerConfig>): ConsumerChange {
  if (!existing) return { kind: 'create' };
  if (existing.filter_subject !== wanted.filter_subject) return { kind: 'recreate' };
  const threshold = wanted.inactive_threshold;
  if (
    existing.max_deliver !== wanted.max_deliver ||
    existing.ack_wait !== wanted.ack_wait ||
    (threshold !== undefined && existing.inactive_threshold !== threshold)
  ) {
    return {
      kind: 'update',
      patch: { max_deliver: wanted.max_deliver, ack_wait: wanted.ack_wait, ...(threshold !== undefined ? { inactive_threshold: threshold } : {}) },
    };
  }
  return { kind: 'none' };
}

/** Creates the durable consumer on `stream`, or brings an existing one in line with `w`. */
export async function ensureConsumer(jsm: JetStreamManager, stream: string, w: ConsumerWanted, log: Logger): Promise<void> {
  const wanted = consumerConfig(w);
  const existing = await orUndefinedIfMissing(async () => (await jsm.consumers.info(stream, w.durable)).config);
  const change = consumerChange(existing, wanted);
  switch (change.kind) {
    case 'create':
      await jsm.consumers.add(stream, wanted);
      return;
    case 'recreate':
      log.warn({ durable: w.durable, from: existing?.filter_subject, to: w.filter }, 'durable consumer re-created with a new filter; it starts over');
      await jsm.consumers.delete(stream, w.durable);
      await jsm.consumers.add(stream, wanted);
      return;
    case 'update':
      await jsm.consumers.update(stream, w.durable, change.patch);
      return;
    case 'none':
      return;
  }
}

export function isNotFound(err: unknown): boolean {
  if (err instanceof JetStreamApiError) return err.code === 404 || /not found/i.test(err.message);
  return err instanceof Error && /not found/i.test(err.message);
}

async function orUndefinedIfMissing<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (!isNotFound(err)) throw err;
    return undefined;
  }
}
