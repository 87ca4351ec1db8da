import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  jetstream,
  JetStreamApiError,
  jetstreamManager,
  ReplayPolicy,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
  type StreamConfig,
} from '@nats-io/jetstream';
import { connect, nanos, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { STREAMS, type StreamName } from '@pms/contracts/events';
import type { Logger } from '../log';
import {
  answerCommand,
  backoffFor,
  checkEnvelope,
  DEFAULT_REQUEST_TIMEOUT_MS,
  deliveryPolicy,
  DUPLICATE_WINDOW_MS,
  encodeJson,
  errorMessage,
  readEnvelope,
  runHandler,
  subscriptionRegistry,
  unwrapReply,
  type DeliveryPolicy,
} from './common';
import { checkDurableName, namespacer, streamOfFilter, streamOfSubject } from './subjects';
import { BusUnavailableError, type Bus, type CommandReply, type ConsumerOptions } from './types';

/**
 * The NATS JetStream bus (distributed mode). State events live in one stream per owner that keeps
 * the last message per subject; consumers are durable pull consumers with explicit ack; commands
 * are core NATS request/reply with a queue group. See types.ts for the contract.
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

/** Unacknowledged messages come back after this long; a slow handler keeps its message with `working()`. */
const ACK_WAIT_MS = 30_000;
/** Messages a consumer holds in hand at once; handled one after another, so per-subject order holds. */
const BATCH = 32;
const API_TIMEOUT_MS = 5_000;
/**
 * NATS 2.9 mishandles a nak without delay when no pull request is waiting (seen here: one message
 * delivered twice, the other held until ack_wait); a nak with any delay takes the timer path and works.
 */
const MIN_NAK_DELAY_MS = 1;

export async function createNatsBus(options: NatsBusOptions): Promise<Bus> {
  const { natsUrl, name, ephemeral = false } = options;
  const ns = namespacer(options.namespace);
  if (ephemeral && !ns.namespace) throw new Error('an ephemeral bus needs a namespace (it deletes its streams on close)');
  const replicas = options.replicas ?? (Number(process.env.NATS_STREAM_REPLICAS) || 1);
  const log = options.log.child({ bus: 'nats', client: name });

  let nc: NatsConnection;
  try {
    // Reconnect forever once connected: a NATS restart must not take the service down with it.
    nc = await connect({
      servers: natsUrl.split(',').map((s) => s.trim()),
      name: `pms-${name}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      pingInterval: 10_000,
      timeout: 5_000,
    });
  } catch (err) {
    throw new BusUnavailableError(`cannot reach NATS at ${natsUrl}: ${errorMessage(err)}`);
  }

  let connected = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') {
        connected = false;
        log.warn({ server: s.server }, 'NATS connection lost; reconnecting');
      } else if (s.type === 'reconnect') {
        connected = true;
        log.info({ server: s.server }, 'NATS connection restored');
      }
    }
  })().catch(() => {});

  const js = jetstream(nc, { timeout: API_TIMEOUT_MS });
  let jsm: Awaited<ReturnType<typeof jetstreamManager>>;
  try {
    jsm = await jetstreamManager(nc, { timeout: API_TIMEOUT_MS });
  } catch (err) {
    await nc.close().catch(() => {});
    throw new BusUnavailableError(`JetStream is not available at ${natsUrl}: ${errorMessage(err)}`);
  }
  const subscriptions = subscriptionRegistry();
  let closed = false;

  const ensureUsable = () => {
    if (closed || nc.isClosed()) throw new BusUnavailableError('the bus is closed');
    if (!connected) throw new BusUnavailableError('NATS is not connected');
  };

  const streamConfig = (stream: StreamName): StreamConfig =>
    ({
      name: ns.stream(stream),
      subjects: STREAMS[stream].map((s) => ns.subject(s)),
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      // The last value per subject: a new consumer rebuilds a projection from what is stored.
      max_msgs_per_subject: 1,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      num_replicas: replicas,
    }) as StreamConfig;

  let streamsReady: Promise<void> | undefined;
  const ensureStreams = async () => {
    for (const stream of Object.keys(STREAMS) as StreamName[]) {
      const wanted = streamConfig(stream);
      let current: StreamConfig | undefined;
      try {
        current = (await jsm.streams.info(wanted.name)).config;
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
      if (!current) {
        await jsm.streams.add(wanted);
      } else if (
        current.max_msgs_per_subject !== wanted.max_msgs_per_subject ||
        current.duplicate_window !== wanted.duplicate_window ||
        current.num_replicas !== wanted.num_replicas ||
        [...current.subjects].sort().join() !== [...wanted.subjects].sort().join()
      ) {
        log.info({ stream: wanted.name }, 'updating stream configuration');
        await jsm.streams.update(wanted.name, wanted);
      }
    }
  };
  const streamsEnsured = () => {
    streamsReady ??= ensureStreams().catch((err) => {
      streamsReady = undefined;
      throw err;
    });
    return streamsReady;
  };

  try {
    await streamsEnsured();
  } catch (err) {
    await nc.close().catch(() => {});
    throw new BusUnavailableError(`cannot set up the JetStream streams: ${errorMessage(err)}`);
  }

  /** Creates the durable consumer, or brings an existing one in line with the options. */
  const ensureConsumer = async (stream: string, durable: string, filter: string, policy: DeliveryPolicy, inactiveThresholdMs?: number) => {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      replay_policy: ReplayPolicy.Instant,
      filter_subject: filter,
      max_deliver: policy.maxDeliver,
      ack_wait: nanos(ACK_WAIT_MS),
      ...(inactiveThresholdMs ? { inactive_threshold: nanos(inactiveThresholdMs) } : {}),
    };
    let existing: ConsumerConfig | undefined;
    try {
      existing = (await jsm.consumers.info(stream, durable)).config;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (!existing) {
      await jsm.consumers.add(stream, config);
      return;
    }
    if (existing.filter_subject !== filter) {
      // NATS 2.9 cannot change a consumer's filter: start it over, as the in-process bus does.
      log.warn({ durable, from: existing.filter_subject, to: filter }, 'durable consumer re-created with a new filter; it starts over');
      await jsm.consumers.delete(stream, durable);
      await jsm.consumers.add(stream, config);
    } else if (
      existing.max_deliver !== policy.maxDeliver ||
      existing.ack_wait !== config.ack_wait ||
      (config.inactive_threshold !== undefined && existing.inactive_threshold !== config.inactive_threshold)
    ) {
      await jsm.consumers.update(stream, durable, {
        max_deliver: policy.maxDeliver,
        ack_wait: config.ack_wait,
        ...(config.inactive_threshold !== undefined ? { inactive_threshold: config.inactive_threshold } : {}),
      });
    }
  };

  const handle = async (m: JsMsg, options: ConsumerOptions, policy: DeliveryPolicy, stopping: () => boolean) => {
    const subject = ns.plain(m.subject);
    const attempt = m.info.deliveryCount;
    const event = readEnvelope(m.string());
    if (!event) {
      log.error({ durable: options.durable, subject, attempt, seq: m.seq }, 'malformed event dropped');
      m.term();
      return;
    }
    const ctx = { durable: options.durable, subject, eventId: event.id, attempt, seq: m.seq };
    // A long handler keeps its message rather than having it redelivered behind its back.
    const keepAlive = setInterval(() => m.working(), ACK_WAIT_MS / 3);
    try {
      const outcome = await runHandler(() => options.handler(event, subject), policy, stopping, log, ctx);
      if (outcome.ok) {
        m.ack();
      } else if (outcome.interrupted) {
        m.nak(MIN_NAK_DELAY_MS);
      } else if (attempt >= policy.maxDeliver) {
        log.error({ ...ctx, err: outcome.err }, 'event handler failed on its last attempt; event dropped');
        m.term();
      } else {
        const delay = backoffFor(policy, attempt);
        log.warn({ ...ctx, err: outcome.err, retryInMs: delay }, 'event handler failed; will redeliver');
        m.nak(Math.max(MIN_NAK_DELAY_MS, delay));
      }
    } finally {
      clearInterval(keepAlive);
    }
  };

  const bus: Bus = {
    kind: 'nats',

    async ensureStreams() {
      if (closed) throw new BusUnavailableError('the bus is closed');
      streamsReady = undefined;
      await streamsEnsured();
    },

    async publish(subject, event) {
      const stream = streamOfSubject(subject);
      if (!stream) throw new Error(`no stream stores subject "${subject}"`);
      checkEnvelope(event);
      ensureUsable();
      try {
        await streamsEnsured();
        await js.publish(ns.subject(subject), encodeJson(event), { msgID: event.id, timeout: API_TIMEOUT_MS });
      } catch (err) {
        // A stream deleted under us (or a JetStream restart) is re-checked on the next publish.
        streamsReady = undefined;
        throw new BusUnavailableError(`could not publish to ${subject}: ${errorMessage(err)}`);
      }
    },

    async consume(options) {
      if (closed) throw new BusUnavailableError('the bus is closed');
      checkDurableName(options.durable);
      const policy = deliveryPolicy(options);
      const stream = ns.stream(streamOfFilter(options.filter));
      try {
        await streamsEnsured();
        await ensureConsumer(stream, options.durable, ns.subject(options.filter), policy, options.inactiveThresholdMs);
      } catch (err) {
        throw new BusUnavailableError(`could not set up consumer ${options.durable}: ${errorMessage(err)}`);
      }

      let stopping = false;
      let messages: ConsumerMessages | undefined;
      const loop = (async () => {
        let failures = 0;
        while (!stopping) {
          try {
            const consumer = await js.consumers
              .get(stream, options.durable)
              .catch(async (err: unknown) => {
                // A per-process durable NATS removed as inactive (a long outage): create it again.
                if (!options.inactiveThresholdMs || !isNotFound(err)) throw err;
                log.warn({ durable: options.durable }, 'inactive durable consumer was removed; creating it again');
                await ensureConsumer(stream, options.durable, ns.subject(options.filter), policy, options.inactiveThresholdMs);
                return js.consumers.get(stream, options.durable);
              });
            if (stopping) break;
            // Such a consumer must not wait for someone else to restore its durable: end the
            // iteration when it is gone, and the loop creates it again.
            messages = await consumer.consume({ max_messages: BATCH, ...(options.inactiveThresholdMs ? { abort_on_missing_resource: true } : {}) });
            for await (const m of messages) {
              // Messages already in hand when stopping go straight back for the next consumer.
              if (stopping) m.nak(MIN_NAK_DELAY_MS);
              else await handle(m, options, policy, () => stopping);
              failures = 0;
            }
          } catch (err) {
            if (stopping) break;
            failures++;
            log.warn({ durable: options.durable, err }, 'consumer interrupted; resuming');
            await new Promise((r) => setTimeout(r, Math.min(5_000, 250 * 2 ** Math.min(failures, 5))));
          }
        }
      })();

      return subscriptions.track(async () => {
        stopping = true;
        await messages?.close();
        await loop;
      });
    },

    async request<T>(subject: string, payload: unknown, options?: { timeoutMs?: number }): Promise<T> {
      ensureUsable();
      let reply: Msg;
      try {
        reply = await nc.request(ns.subject(subject), encodeJson(payload), { timeout: options?.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS });
      } catch (err) {
        throw new BusUnavailableError(`no answer to ${subject}: ${errorMessage(err)}`);
      }
      let decoded: CommandReply;
      try {
        decoded = reply.json<CommandReply>();
      } catch {
        throw new BusUnavailableError(`unreadable answer to ${subject}`);
      }
      return unwrapReply<T>(decoded, subject);
    },

    async reply(subject, handler) {
      if (closed) throw new BusUnavailableError('the bus is closed');
      const inflight = new Set<Promise<void>>();
      const wire = ns.subject(subject);
      const sub = nc.subscribe(wire, {
        // Replicas of the owner share the commands: each request is answered once.
        queue: wire,
        callback: (err, msg) => {
          if (err) {
            log.warn({ err, subject }, 'command subscription error');
            return;
          }
          const p = (async () => {
            let payload: unknown;
            try {
              payload = msg.json();
            } catch {
              payload = undefined;
            }
            const answer = await answerCommand(handler, payload, subject, log);
            msg.respond(encodeJson(answer));
          })().catch((e) => log.error({ err: e, subject }, 'could not answer a command'));
          inflight.add(p);
          void p.finally(() => inflight.delete(p));
        },
      });
      // The subscription must be known to the server before a requester counts on it.
      await nc.flush();
      return subscriptions.track(async () => {
        sub.unsubscribe();
        await Promise.allSettled([...inflight]);
      });
    },

    async isHealthy() {
      if (closed || nc.isClosed() || !connected) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          nc.flush(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('NATS ping timed out')), 2_000);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },

    async close() {
      if (closed) return;
      await subscriptions.stopAll();
      closed = true;
      if (ephemeral && !nc.isClosed()) {
        for (const stream of Object.keys(STREAMS) as StreamName[]) {
          await jsm.streams.delete(ns.stream(stream)).catch(() => false);
        }
      }
      await nc.drain().catch(() => nc.close());
    },
  };
  return bus;
}

function isNotFound(err: unknown): boolean {
  if (err instanceof JetStreamApiError) return err.code === 404 || /not found/i.test(err.message);
  return err instanceof Error && /not found/i.test(err.message);
}
