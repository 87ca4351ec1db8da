import { headers } from '@nats-io/transport-node';
import type { Logger } from '../log';
import { watchConsumer } from '../telemetry/metrics';
import { currentTraceparent } from '../telemetry/tracing';
import { checkEnvelope, deliveryPolicy, encodeJson, errorMessage, subscriptionRegistry } from './common';
import { natsReply, natsRequest } from './nats/commands';
import { API_TIMEOUT_MS, openNatsLink } from './nats/connection';
import { startPullLoop } from './nats/pull-loop';
import { ensureConsumer, streamReconciler, type ConsumerWanted } from './nats/reconcile';
import { checkDurableName, consumerFamily, namespacer, streamOfFilter, streamOfSubject } from './subjects';
import { BusUnavailableError, type Bus } from './types';

/**
 * The NATS JetStream bus (distributed mode). State events live in one stream per owner that keeps
 * the last message per subject; consumers are durable pull consumers with explicit ack; commands
 * are core NATS request/reply with a queue group. See types.ts for the contract. The parts, each
 * its own module under nats/: the connection, stream and consumer reconciliation, the pull loop,
 * and request/reply; this file puts them together behind the `Bus` contract.
 */

export interface NatsBusOptions {
  natsUrl: string;
  namespace?: string;
  name: string;
  log: Logger;
  /** Stream replicas (3 on a 3-node JetStream cluster). Default `NATS_STREAM_REPLICAS` or 1. */
  replicas?: number;
  /** Delete this namespace's streams when the bus closes (tests; refused without a namespace). */
  ephemeral?: boolean;
}

export async function createNatsBus(options: NatsBusOptions): Promise<Bus> {
  const { natsUrl, name, ephemeral = false } = options;
  const ns = namespacer(options.namespace);
  if (ephemeral && !ns.namespace) throw new Error('an ephemeral bus needs a namespace (it deletes its streams on close)');
  const replicas = options.replicas ?? (Number(process.env.NATS_STREAM_REPLICAS) || 1);
  const log = options.log.child({ bus: 'nats', client: name });

  const link = await openNatsLink({ natsUrl, name, log });
  const streams = streamReconciler(link.jsm, ns, replicas, log);
  try {
    await streams.ensure();
  } catch (err) {
    await link.nc.close().catch(() => {});
    throw new BusUnavailableError(`cannot set up the JetStream streams: ${errorMessage(err)}`);
  }
  const subscriptions = subscriptionRegistry();
  let closed = false;

  return {
    kind: 'nats',

    async ensureStreams() {
      link.ensureOpen();
      streams.forget();
      await streams.ensure();
    },

    async publish(subject, event) {
      if (!streamOfSubject(subject)) throw new Error(`no stream stores subject "${subject}"`);
      checkEnvelope(event);
      link.ensureUsable();
      try {
        await streams.ensure();
        // W3C trace context in the message headers: the consumer's span continues the publisher's.
        const traceparent = currentTraceparent();
        const hdrs = traceparent ? headers() : undefined;
        if (traceparent) hdrs?.set('traceparent', traceparent);
        await link.js.publish(ns.subject(subject), encodeJson(event), { msgID: event.id, timeout: API_TIMEOUT_MS, headers: hdrs });
      } catch (err) {
        // A stream deleted under us (or a JetStream restart) is re-checked on the next publish.
        streams.forget();
        throw new BusUnavailableError(`could not publish to ${subject}: ${errorMessage(err)}`);
      }
    },

    async consume(consumer) {
      link.ensureOpen();
      checkDurableName(consumer.durable);
      const policy = deliveryPolicy(consumer);
      const stream = ns.stream(streamOfFilter(consumer.filter));
      const wanted: ConsumerWanted = { durable: consumer.durable, filter: ns.subject(consumer.filter), policy, inactiveThresholdMs: consumer.inactiveThresholdMs };
      try {
        await streams.ensure();
        await ensureConsumer(link.jsm, stream, wanted, log);
      } catch (err) {
        throw new BusUnavailableError(`could not set up consumer ${consumer.durable}: ${errorMessage(err)}`);
      }
      const loop = startPullLoop({ js: link.js, stream, consumer, policy, ns, log, recreate: () => ensureConsumer(link.jsm, stream, wanted, log) });
      // For /metrics: what the server holds for this durable — not yet delivered, or delivered and
      // not acknowledged (a stuck handler's batch) — asked when Prometheus scrapes.
      const unwatch = watchConsumer(`${natsUrl} ${stream} ${consumer.durable}`, consumerFamily(consumer.durable), async () => {
        link.ensureUsable();
        const info = await link.jsm.consumers.info(stream, consumer.durable);
        return info.num_pending + info.num_ack_pending;
      });
      return subscriptions.track(async () => {
        unwatch();
        await loop.stop();
      });
    },

    async request<T>(subject: string, payload: unknown, opts?: { timeoutMs?: number }): Promise<T> {
      link.ensureUsable();
      return natsRequest<T>(link.nc, ns, subject, payload, opts?.timeoutMs);
    },

    async reply(subject, handler) {
      link.ensureOpen();
      return subscriptions.track(await natsReply(link.nc, ns, subject, handler, log));
    },

    isHealthy: () => link.isHealthy(),

    async close() {
      if (closed) return;
      await subscriptions.stopAll();
      closed = true;
      link.markClosed();
      if (ephemeral && !link.nc.isClosed()) await streams.deleteAll();
      await link.drain();
    },
  };
}
