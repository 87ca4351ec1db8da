import { STREAMS, type EventEnvelope, type StreamName } from '@pms/contracts/events';
import type { Logger } from '../log';
import {
  answerCommand,
  backoffFor,
  checkEnvelope,
  DEFAULT_REQUEST_TIMEOUT_MS,
  deliveryPolicy,
  DUPLICATE_WINDOW_MS,
  encodeJson,
  readEnvelope,
  runHandler,
  subscriptionRegistry,
  unwrapReply,
  type DeliveryPolicy,
} from './common';
import { checkDurableName, streamOfFilter, streamOfSubject, subjectMatches } from './subjects';
import { BusUnavailableError, type Bus, type CommandReply, type ConsumerOptions } from './types';

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

interface StoredEvent {
  seq: number;
  subject: string;
  id: string;
  /** Stored serialised: every delivery hands the handler a fresh copy, as NATS would. */
  json: string;
}

class MemoryStream {
  readonly bySubject = new Map<string, StoredEvent>();
  /** Insertion order is sequence order: a superseded event is deleted, never moved. */
  readonly bySeq = new Map<number, StoredEvent>();
}

interface Subscriber {
  handler: ConsumerOptions['handler'];
  policy: DeliveryPolicy;
  log: Logger;
  inflight?: Promise<void>;
}

/** One durable consumer's server-side state: what is left to deliver and what waits for redelivery. */
class DurableConsumer {
  private queue: number[] = [];
  private head = 0;
  /** seq → when it is due again. */
  private readonly retries = new Map<number, number>();
  /** seq → attempts so far, for events not yet acknowledged or given up. */
  private readonly attempts = new Map<number, number>();
  private readonly subscribers: Subscriber[] = [];
  private turn = 0;
  private running = false;
  private wakeUp: (() => void) | undefined;

  constructor(
    readonly durable: string,
    readonly filter: string,
    readonly stream: MemoryStream,
  ) {
    // A new consumer starts with the last value of every matching subject (deliver policy "all").
    for (const e of stream.bySeq.values()) if (subjectMatches(filter, e.subject)) this.queue.push(e.seq);
  }

  offer(e: StoredEvent): void {
    if (!subjectMatches(this.filter, e.subject)) return;
    this.queue.push(e.seq);
    this.wake();
  }

  attach(sub: Subscriber): void {
    this.subscribers.push(sub);
    if (this.running) return this.wake();
    this.running = true;
    void this.run();
  }

  /** Resolves once the subscriber's in-flight handler (if any) has finished and been settled. */
  async detach(sub: Subscriber): Promise<void> {
    const i = this.subscribers.indexOf(sub);
    if (i >= 0) this.subscribers.splice(i, 1);
    this.wake();
    await sub.inflight;
  }

  private wake(): void {
    const w = this.wakeUp;
    this.wakeUp = undefined;
    w?.();
  }

  private async run(): Promise<void> {
    // Never deliver inside the caller's `consume()`/`publish()`: delivery is asynchronous, as over NATS.
    await new Promise((r) => setImmediate(r));
    while (this.subscribers.length > 0) {
      const next = this.next(Date.now());
      if (typeof next === 'number') {
        await this.sleep(next);
        continue;
      }
      const sub = this.subscribers[this.turn++ % this.subscribers.length] as Subscriber;
      const attempt = (this.attempts.get(next.seq) ?? 0) + 1;
      this.attempts.set(next.seq, attempt);
      this.retries.delete(next.seq);
      const p = this.deliver(sub, next, attempt);
      sub.inflight = p;
      await p;
      sub.inflight = undefined;
    }
    this.running = false;
  }

  /** The next event to hand out, or how long to wait (ms) until a redelivery falls due. */
  private next(now: number): StoredEvent | number {
    let wait = Number.POSITIVE_INFINITY;
    let due: StoredEvent | undefined;
    for (const [seq, at] of this.retries) {
      const e = this.stream.bySeq.get(seq);
      if (!e) {
        // Superseded by a newer event on its subject: like JetStream, the old one is never redelivered.
        this.retries.delete(seq);
        this.attempts.delete(seq);
      } else if (at <= now) {
        if (!due || seq < due.seq) due = e;
      } else {
        wait = Math.min(wait, at - now);
      }
    }
    if (due) return due;
    while (this.head < this.queue.length) {
      const seq = this.queue[this.head++] as number;
      const e = this.stream.bySeq.get(seq);
      if (e) {
        this.compact();
        return e;
      }
    }
    this.compact();
    return wait;
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(() => this.wake(), Math.max(0, ms)) : undefined;
      timer?.unref();
      this.wakeUp = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
    });
  }

  private async deliver(sub: Subscriber, e: StoredEvent, attempt: number): Promise<void> {
    const ctx = { durable: this.durable, subject: e.subject, eventId: e.id, attempt };
    const event = readEnvelope(e.json);
    if (!event) {
      this.attempts.delete(e.seq);
      sub.log.error(ctx, 'malformed event dropped');
      return;
    }
    const outcome = await runHandler(() => sub.handler(event, e.subject), sub.policy, () => !this.subscribers.includes(sub), sub.log, ctx);
    if (outcome.ok) {
      this.attempts.delete(e.seq);
    } else if (outcome.interrupted) {
      // Stopped while waiting out an outage: the next consumer gets it, and this try does not count.
      this.attempts.set(e.seq, attempt - 1);
      this.retries.set(e.seq, Date.now());
    } else if (attempt >= sub.policy.maxDeliver) {
      this.attempts.delete(e.seq);
      sub.log.error({ ...ctx, err: outcome.err }, 'event handler failed on its last attempt; event dropped');
    } else {
      const delay = backoffFor(sub.policy, attempt);
      sub.log.warn({ ...ctx, err: outcome.err, retryInMs: delay }, 'event handler failed; will redeliver');
      this.retries.set(e.seq, Date.now() + delay);
    }
  }
}

interface Responder {
  pattern: string;
  answer(payload: unknown): Promise<CommandReply>;
}

/** The shared "server" of one namespace. */
class MemoryBroker {
  private seq = 0;
  private readonly streams = new Map<StreamName, MemoryStream>();
  /** event id → when stored; Map order is time order, so pruning stops at the first fresh entry. */
  private readonly seen = new Map<string, number>();
  private readonly consumers = new Map<string, DurableConsumer>();
  private responders: Responder[] = [];
  private turn = 0;
  /** Outboxes already re-published into this broker (see `claimMemoryRestore`). */
  readonly restored = new Set<string>();

  constructor() {
    for (const name of Object.keys(STREAMS) as StreamName[]) this.streams.set(name, new MemoryStream());
  }

  publish(subject: string, event: EventEnvelope): void {
    const streamName = streamOfSubject(subject);
    if (!streamName) throw new Error(`no stream stores subject "${subject}"`);
    checkEnvelope(event);
    const now = Date.now();
    for (const [id, at] of this.seen) {
      if (at > now - DUPLICATE_WINDOW_MS) break;
      this.seen.delete(id);
    }
    if (this.seen.has(event.id)) return;
    this.seen.set(event.id, now);
    const stream = this.streams.get(streamName) as MemoryStream;
    const stored: StoredEvent = { seq: ++this.seq, subject, id: event.id, json: encodeJson(event) };
    const previous = stream.bySubject.get(subject);
    if (previous) stream.bySeq.delete(previous.seq);
    stream.bySubject.set(subject, stored);
    stream.bySeq.set(stored.seq, stored);
    for (const c of this.consumers.values()) if (c.stream === stream) c.offer(stored);
  }

  consumer(durable: string, filter: string, log: Logger): DurableConsumer {
    const streamName = streamOfFilter(filter);
    const key = `${streamName}/${durable}`;
    const existing = this.consumers.get(key);
    if (existing?.filter === filter) return existing;
    if (existing) log.warn({ durable, from: existing.filter, to: filter }, 'durable consumer re-created with a new filter; it starts over');
    const created = new DurableConsumer(durable, filter, this.streams.get(streamName) as MemoryStream);
    this.consumers.set(key, created);
    return created;
  }

  addResponder(r: Responder): () => void {
    this.responders.push(r);
    return () => {
      this.responders = this.responders.filter((x) => x !== r);
    };
  }

  /** One responder of the subject's queue group answers, in turn. */
  responderFor(subject: string): Responder | undefined {
    const candidates = this.responders.filter((r) => subjectMatches(r.pattern, subject));
    return candidates[this.turn++ % Math.max(1, candidates.length)];
  }
}

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
      return subscriptions.track(() => consumer.detach(subscriber));
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
        const reply = await Promise.race([responder.answer(JSON.parse(encodeJson(payload))), timeout]);
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
        answer(payload) {
          // Answer on a later turn, as a network hop would.
          const p = new Promise<void>((r) => setImmediate(r)).then(() => answerCommand(handler, payload, subject, busLog));
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
