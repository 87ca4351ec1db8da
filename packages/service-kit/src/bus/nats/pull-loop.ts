import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { Logger } from '../../log';
import { deliver, type DeliveryPolicy, type Settlement } from '../common';
import type { Namespacer } from '../subjects';
import type { ConsumerOptions } from '../types';
import { ACK_WAIT_MS, isNotFound } from './reconcile';

/**
 * The pull loop of one subscription: fetches from its durable consumer, hands each message to the
 * shared `deliver` (one after another, so per-subject order holds), keeps a long handler's message
 * from being redelivered behind its back, and settles it on NATS (ack, nak with a delay, term). When
 * the fetch is interrupted (NATS away, the durable removed) it resumes after a growing pause.
 */

/** Messages a consumer holds in hand at once. */
const BATCH = 32;
/**
 * NATS 2.9 mishandles a nak without delay when no pull request is waiting (seen here: one message
 * delivered twice, the other held until ack_wait); a nak with any delay takes the timer path and works.
 */
export const MIN_NAK_DELAY_MS = 1;
/** A handler still running tells NATS so this often, well inside `ACK_WAIT_MS`. */
const KEEP_ALIVE_MS = ACK_WAIT_MS / 3;

/** The pause before resuming after the n-th interruption in a row: 500 ms doubling to at most 5 s. */
export function resumeDelayMs(failures: number): number {
  return Math.min(5_000, 250 * 2 ** Math.min(failures, 5));
}

/** Carries out a settlement on the message. */
export function settle(m: JsMsg, s: Settlement): void {
  switch (s.kind) {
    case 'ack':
      return m.ack();
    case 'hand-back':
      return m.nak(MIN_NAK_DELAY_MS);
    case 'drop':
      return m.term();
    case 'retry':
      return m.nak(Math.max(MIN_NAK_DELAY_MS, s.delayMs));
  }
}

export interface PullLoopOptions {
  js: JetStreamClient;
  /** The wire stream name. */
  stream: string;
  consumer: ConsumerOptions;
  policy: DeliveryPolicy;
  ns: Namespacer;
  log: Logger;
  /** Creates the durable again (a per-process consumer NATS removed as inactive). */
  recreate(): Promise<void>;
  /** The pause before resuming; `resumeDelayMs` unless a test needs another. */
  resumeDelay?: (failures: number) => number;
}

/** Starts the loop; `stop()` hands back what is in hand and resolves once the loop has ended. */
export function startPullLoop(o: PullLoopOptions): { stop(): Promise<void> } {
  const { js, stream, consumer: options, log } = o;
  const perProcess = !!options.inactiveThresholdMs;
  let stopping = false;
  let messages: ConsumerMessages | undefined;
  /** Ends the pause before resuming early: `stop()` does not wait out up to 5 s of it. */
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resume) => {
      const timer = setTimeout(resume, ms);
      wake = () => {
        clearTimeout(timer);
        resume();
      };
    }).finally(() => (wake = undefined));

  const handle = async (m: JsMsg) => {
    const keepAlive = setInterval(() => m.working(), KEEP_ALIVE_MS);
    try {
      const outcome = await deliver({
        text: m.string(),
        subject: o.ns.plain(m.subject),
        attempt: m.info.deliveryCount,
        traceparent: m.headers?.get('traceparent') || undefined,
        policy: o.policy,
        handler: options.handler,
        stopped: () => stopping,
        log,
        ctx: { durable: options.durable, seq: m.seq },
      });
      settle(m, outcome);
    } finally {
      clearInterval(keepAlive);
    }
  };

  const getConsumer = () =>
    js.consumers.get(stream, options.durable).catch(async (err: unknown) => {
      // A per-process durable NATS removed as inactive (a long outage): create it again.
      if (!perProcess || !isNotFound(err)) throw err;
      log.warn({ durable: options.durable }, 'inactive durable consumer was removed; creating it again');
      await o.recreate();
      return js.consumers.get(stream, options.durable);
    });

  const loop = (async () => {
    let failures = 0;
    while (!stopping) {
      try {
        const c = await getConsumer();
        if (stopping) break;
        // A per-process consumer must not wait for someone else to restore its durable: end the
        // iteration when it is gone, and the loop creates it again.
        messages = await c.consume({ max_messages: BATCH, ...(perProcess ? { abort_on_missing_resource: true } : {}) });
        // `stop()` called while `consume` was being set up found no `messages` to close: close them
        // here, or the iteration below waits for messages for ever and `stop()` with it (seen in CI:
        // a service stopped right after it started never finished stopping). Closed, the iteration
        // ends at once — and only an iteration that ends lets `close()` resolve, so it is not awaited.
        if (stopping) void messages.close();
        for await (const m of messages) {
          // Messages already in hand when stopping go straight back for the next consumer.
          if (stopping) m.nak(MIN_NAK_DELAY_MS);
          else await handle(m);
          failures = 0;
        }
      } catch (err) {
        if (stopping) break;
        failures++;
        log.warn({ durable: options.durable, err }, 'consumer interrupted; resuming');
        await pause((o.resumeDelay ?? resumeDelayMs)(failures));
      }
    }
  })();

  return {
    async stop() {
      stopping = true;
      wake?.();
      await messages?.close();
      await loop;
    },
  };
}
