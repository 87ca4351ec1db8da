import type { Logger } from '../log';
import { answerCommand, DEFAULT_REQUEST_TIMEOUT_MS, deliveryPolicy, encodeJson, inCommandSpan, subscriptionRegistry, unwrapReply } from './common';
import { MemoryBroker } from './memory/broker';
import type { Subscriber } from './memory/durable-consumer';
import { watchConsumer } from '../telemetry/metrics';
import { checkDurableName, consumerFamily } from './subjects';
import { BusUnavailableError, type Bus, type CommandReply } from './types';

/**
 * The in-process bus of embedded mode. It keeps the NATS bus's contract (docs/architecture.md §3): streams
 * that keep the last event per subject, event-id de-duplication, durable consumers whose state
 * outlives a subscription (a consumer re-created under the same durable name continues after what
 * it acknowledged), asynchronous delivery acknowledged only after the handler resolves, redelivery
 * with back-off up to `maxDeliver`, per-subject order, and request/reply with queue-group sharing.
 *
 * Clients created with the same namespace share one broker, as services share one NATS server; the
 * broker lives as long as the process.
 */

const brokers = new Map<string, MemoryBroker>();
const brokerOf = new WeakMap<Bus, MemoryBroker>();

/**
 * The in-process streams start empty in every process, while the outboxes still hold the last
 * published event of every subject. A relay asks this once per outbox: true means "this bus is
 * in-process and nobody has restored your outbox into it yet", and the relay re-publishes those
 * last values, so consumers rebuild as they would from JetStream's stored streams after a restart.
 */
export function claimMemoryRestore(bus: Bus, outbox: string): { release(): void } | undefined {
  const broker = brokerOf.get(bus);
  if (!broker || broker.restored.has(outbox)) return undefined;
  broker.restored.add(outbox);
  // A restore that failed (database down at start) is handed back, to be tried again.
  return { release: () => void broker.restored.delete(outbox) };
}

export interface MemoryBusOptions {
  namespace?: string;
  name: string;
  log: Logger;
  /** Forget the namespace's broker when this client closes (tests). */
  ephemeral?: boolean;
}

export function createMemoryBus({ namespace = '', name, log, ephemeral = false }: MemoryBusOptions): Bus {
  let broker = brokers.get(namespace);
  if (!broker) {
    broker = new MemoryBroker();
    brokers.set(namespace, broker);
  }
  const shared = broker;
  const busLog = log.child({ bus: 'memory', client: name });
  const subscriptions = subscriptionRegistry();
  let closed = false;

  const ensureOpen = () => {
    if (closed) throw new BusUnavailableError('the bus is closed');
  };
  const bus: Bus = {
    kind: 'memory',

    async ensureStreams() {
      ensureOpen();
    },

    async publish(subject, event) {
      ensureOpen();
      shared.publish(subject, event);
    },

    async consume(options) {
      ensureOpen();
      checkDurableName(options.durable);
      const policy = deliveryPolicy(options);
      const consumer = shared.consumer(options.durable, options.filter, busLog);
      const subscriber: Subscriber = { handler: options.handler, policy, log: busLog };
      consumer.attach(subscriber);
      const unwatch = watchConsumer(consumer, consumerFamily(options.durable), async () => consumer.pending());
      return subscriptions.track(async () => {
        unwatch();
        await consumer.detach(subscriber);
      });
    },

    async request<T>(subject: string, payload: unknown, options?: { timeoutMs?: number }): Promise<T> {
      ensureOpen();
      const responder = shared.responderFor(subject);
      if (!responder) throw new BusUnavailableError(`no responder for ${subject}`);
      const timeoutMs = options?.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new BusUnavailableError(`no reply to ${subject} within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const reply = await inCommandSpan(subject, (traceparent) => Promise.race([responder.answer(JSON.parse(encodeJson(payload)), traceparent), timeout]));
        return unwrapReply<T>(JSON.parse(encodeJson(reply)) as CommandReply, subject);
      } finally {
        clearTimeout(timer);
      }
    },

    async reply(subject, handler) {
      ensureOpen();
      const inflight = new Set<Promise<CommandReply>>();
      const remove = shared.addResponder({
        pattern: subject,
        answer(payload, traceparent) {
          // Answer on a later turn, as a network hop would.
          const p = new Promise<void>((r) => setImmediate(r)).then(() => answerCommand(handler, payload, subject, busLog, traceparent));
          inflight.add(p);
          void p.finally(() => inflight.delete(p));
          return p;
        },
      });
      return subscriptions.track(async () => {
        remove();
        await Promise.allSettled([...inflight]);
      });
    },

    async isHealthy() {
      return !closed;
    },

    async close() {
      if (closed) return;
      await subscriptions.stopAll();
      closed = true;
      if (ephemeral && brokers.get(namespace) === shared) brokers.delete(namespace);
    },
  };
  brokerOf.set(bus, shared);
  return bus;
}
