import { randomUUID } from 'node:crypto';
import type { ConsumerConfig, JsMsg, StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { describe, expect, it } from 'vitest';
import { STREAMS } from '@pms/contracts/events';
import { backoffFor, DEFAULT_BACKOFF_MS, deliver, deliveryPolicy, DUPLICATE_WINDOW_MS, settleDelivery, type Settlement } from '../src/bus/common';
import { MIN_NAK_DELAY_MS, resumeDelayMs, settle } from '../src/bus/nats/pull-loop';
import { ACK_WAIT_MS, consumerChange, consumerConfig, streamConfig, streamNeedsUpdate } from '../src/bus/nats/reconcile';
import { namespacer, patternsOverlap } from '../src/bus/subjects';
import { BusUnavailableError } from '../src/bus/types';
import { capturingLogger } from './helpers';

/** The pure parts of the buses, without a server: schedules, decisions, configurations. */

describe('back-off schedule', () => {
  it('waits 100, 500, 2000, then 5000 ms before each redelivery by default, the last value repeating', () => {
    const policy = deliveryPolicy({ durable: 'd', filter: 'pms.>', handler: async () => {} });
    expect(policy).toEqual({ maxDeliver: 10, backoffMs: DEFAULT_BACKOFF_MS });
    expect([1, 2, 3, 4, 5, 9].map((attempt) => backoffFor(policy, attempt))).toEqual([100, 500, 2000, 5000, 5000, 5000]);
  });

  it('takes a consumer’s own schedule and refuses nonsense', () => {
    const base = { durable: 'd', filter: 'pms.>', handler: async () => {} };
    expect([1, 2, 3].map((a) => backoffFor(deliveryPolicy({ ...base, backoffMs: [10, 20] }), a))).toEqual([10, 20, 20]);
    expect(deliveryPolicy({ ...base, backoffMs: [] }).backoffMs).toEqual(DEFAULT_BACKOFF_MS);
    expect(() => deliveryPolicy({ ...base, maxDeliver: 0 })).toThrow(/maxDeliver/);
    expect(() => deliveryPolicy({ ...base, maxDeliver: 1.5 })).toThrow(/maxDeliver/);
    expect(() => deliveryPolicy({ ...base, backoffMs: [10, -1] })).toThrow(/backoffMs/);
  });

  it('resumes an interrupted pull loop after 500 ms, doubling to at most 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(resumeDelayMs)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('what becomes of a delivery', () => {
  const policy = { maxDeliver: 3, backoffMs: [10, 20] };

  it('acks a handled event, hands back an interrupted one, retries a failure with back-off, drops the last attempt', () => {
    const { log, lines } = capturingLogger();
    const err = new Error('boom');
    expect(settleDelivery({ ok: true }, 1, policy, log, {})).toEqual({ kind: 'ack' });
    expect(settleDelivery({ ok: false, err, interrupted: true }, 1, policy, log, {})).toEqual({ kind: 'hand-back' });
    expect(settleDelivery({ ok: false, err, interrupted: false }, 1, policy, log, { durable: 'd' })).toEqual({ kind: 'retry', delayMs: 10 });
    expect(settleDelivery({ ok: false, err, interrupted: false }, 2, policy, log, {})).toEqual({ kind: 'retry', delayMs: 20 });
    expect(settleDelivery({ ok: false, err, interrupted: false }, 3, policy, log, {})).toEqual({ kind: 'drop' });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, 'event handler failed; will redeliver'],
      [40, 'event handler failed; will redeliver'],
      [50, 'event handler failed on its last attempt; event dropped'],
    ]);
    expect(lines[0]).toMatchObject({ durable: 'd', retryInMs: 10 });
  });

  it('drops a malformed event without calling the handler, and hands a valid one over parsed', async () => {
    const { log, lines } = capturingLogger();
    const seen: unknown[] = [];
    const base = { subject: 'pms.rooms.room.1', attempt: 1, policy, stopped: () => false, log, ctx: { durable: 'd' } };
    const handler = async (event: unknown, subject: string) => void seen.push([event, subject]);
    expect(await deliver({ ...base, text: '{"not": "an envelope"}', handler })).toEqual({ kind: 'drop' });
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'malformed event dropped', durable: 'd', subject: 'pms.rooms.room.1' });
    const event = { id: randomUUID(), type: 't', version: 1, occurredAt: new Date().toISOString(), data: { a: 1 } };
    expect(await deliver({ ...base, text: JSON.stringify(event), handler })).toEqual({ kind: 'ack' });
    expect(seen).toEqual([[event, 'pms.rooms.room.1']]);
  });

  it('waits out an unreachable dependency without spending the attempt', async () => {
    const { log } = capturingLogger();
    let calls = 0;
    const event = { id: randomUUID(), type: 't', version: 1, occurredAt: new Date().toISOString(), data: null };
    const settlement = await deliver({
      text: JSON.stringify(event),
      subject: 's',
      attempt: 3,
      policy: { maxDeliver: 3, backoffMs: [1] },
      stopped: () => false,
      log,
      ctx: {},
      handler: async () => {
        if (++calls < 3) throw new BusUnavailableError('down');
      },
    });
    expect(settlement).toEqual({ kind: 'ack' });
    expect(calls).toBe(3);
  });

  it('carries a settlement out on NATS: ack, nak (never without delay), term', () => {
    const did: string[] = [];
    const m = { ack: () => did.push('ack'), nak: (ms?: number) => did.push(`nak ${ms}`), term: () => did.push('term') } as unknown as JsMsg;
    const all: Settlement[] = [{ kind: 'ack' }, { kind: 'hand-back' }, { kind: 'drop' }, { kind: 'retry', delayMs: 0 }, { kind: 'retry', delayMs: 500 }];
    for (const s of all) settle(m, s);
    expect(did).toEqual(['ack', `nak ${MIN_NAK_DELAY_MS}`, 'term', `nak ${MIN_NAK_DELAY_MS}`, 'nak 500']);
  });
});

describe('JetStream configuration (NATS 2.9)', () => {
  const ns = namespacer('t1');
  const policy = { maxDeliver: 5, backoffMs: [100] };

  it('a stream per owner in the namespace, keeping the last event per subject, de-duplicating by id', () => {
    const config = streamConfig(ns, 'ROOMS', 3);
    expect(config).toMatchObject({
      name: 'T1_ROOMS',
      subjects: STREAMS.ROOMS.map((s) => `t1.${s}`),
      max_msgs_per_subject: 1,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      num_replicas: 3,
    });
    expect(streamConfig(namespacer(''), 'ROOMS', 1).name).toBe('ROOMS');
  });

  it('the WEBHOOKS stream keeps every event for three days, no subject of it in another stream', () => {
    const config = streamConfig(ns, 'WEBHOOKS', 1);
    expect(config).toMatchObject({ name: 'T1_WEBHOOKS', subjects: ['t1.webhook.>'], max_msgs_per_subject: -1, max_age: nanos(3 * 24 * 3600 * 1000), duplicate_window: nanos(DUPLICATE_WINDOW_MS) });
    expect(streamConfig(ns, 'ROOMS', 1).max_age).toBe(0);
    // NATS refuses a stream whose subjects overlap another's.
    const all = Object.entries(STREAMS).flatMap(([name, subjects]) => subjects.map((s) => [name, s] as const));
    for (const [a, x] of all) for (const [b, y] of all) if (a !== b) expect(patternsOverlap(x, y), `${x} / ${y}`).toBe(false);
    expect(streamNeedsUpdate({ ...config, max_age: 0 }, config)).toBe(true);
  });

  it('updates a stream only when a setting the bus relies on differs (subject order aside)', () => {
    const wanted = streamConfig(ns, 'ROOMS', 1);
    const current = { ...wanted, subjects: [...wanted.subjects].reverse() } as StreamConfig;
    expect(streamNeedsUpdate(current, wanted)).toBe(false);
    expect(streamNeedsUpdate({ ...current, num_replicas: 3 }, wanted)).toBe(true);
    expect(streamNeedsUpdate({ ...current, max_msgs_per_subject: -1 }, wanted)).toBe(true);
    expect(streamNeedsUpdate({ ...current, subjects: current.subjects.slice(1) }, wanted)).toBe(true);
  });

  it('a durable pull consumer: explicit ack, everything stored first, ONE filter subject, max deliveries, ack wait', () => {
    const config = consumerConfig({ durable: 'rooms-stays', filter: 't1.pms.reservations.stay.>', policy });
    expect(config).toEqual({
      durable_name: 'rooms-stays',
      ack_policy: 'explicit',
      deliver_policy: 'all',
      replay_policy: 'instant',
      filter_subject: 't1.pms.reservations.stay.>',
      max_deliver: 5,
      ack_wait: nanos(ACK_WAIT_MS),
    });
    expect(config).not.toHaveProperty('filter_subjects');
    expect(consumerConfig({ durable: 'live', filter: 'x', policy, inactiveThresholdMs: 60_000 }).inactive_threshold).toBe(nanos(60_000));
  });

  it('creates a missing consumer, re-creates one whose filter changed, updates drifted settings, leaves a matching one', () => {
    const wanted = consumerConfig({ durable: 'd', filter: 'a.>', policy });
    const existing = wanted as ConsumerConfig;
    expect(consumerChange(undefined, wanted)).toEqual({ kind: 'create' });
    expect(consumerChange(existing, wanted)).toEqual({ kind: 'none' });
    expect(consumerChange({ ...existing, filter_subject: 'b.>' }, wanted)).toEqual({ kind: 'recreate' });
    expect(consumerChange({ ...existing, max_deliver: 10 }, wanted)).toEqual({ kind: 'update', patch: { max_deliver: 5, ack_wait: nanos(ACK_WAIT_MS) } });
    // An inactive threshold is brought in line only when one is wanted.
    expect(consumerChange({ ...existing, inactive_threshold: nanos(1_000) }, wanted)).toEqual({ kind: 'none' });
    const live = consumerConfig({ durable: 'd', filter: 'a.>', policy, inactiveThresholdMs: 60_000 });
    expect(consumerChange({ ...existing, inactive_threshold: nanos(1_000) }, live)).toEqual({
      kind: 'update',
      patch: { max_deliver: 5, ack_wait: nanos(ACK_WAIT_MS), inactive_threshold: nanos(60_000) },
    });
  });
});
