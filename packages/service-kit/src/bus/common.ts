import { EventEnvelope } from '@pms/contracts/events';
import { isUnavailableError } from '../errors';
import type { Logger } from '../log';
import { busMetrics } from '../telemetry/metrics';
import { contextOf, currentTraceparent, inSpan, SpanKind } from '../telemetry/tracing';
import { consumerFamily } from './subjects';
import { BusUnavailableError, CommandRefused, RESPONDER_FAILED, type CommandReply, type ConsumerOptions, type Subscription } from './types';

/** Defaults of `ConsumerOptions`, as documented in types.ts. */
const DEFAULT_MAX_DELIVER = 10;
export const DEFAULT_BACKOFF_MS = [100, 500, 2000, 5000] as const;
export const DEFAULT_REQUEST_TIMEOUT_MS = 5000;
/** How long the stream remembers event ids for de-duplication (JetStream `duplicate_window`). */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

export interface DeliveryPolicy {
  maxDeliver: number;
  backoffMs: readonly number[];
}

export function deliveryPolicy(options: ConsumerOptions): DeliveryPolicy {
  const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER;
  if (!Number.isInteger(maxDeliver) || maxDeliver < 1) throw new Error(`maxDeliver must be a positive integer, got ${maxDeliver}`);
  const backoffMs = options.backoffMs?.length ? options.backoffMs : DEFAULT_BACKOFF_MS;
  if (backoffMs.some((ms) => !Number.isFinite(ms) || ms < 0)) throw new Error('backoffMs must be non-negative numbers');
  return { maxDeliver, backoffMs };
}

/** The delay before redelivering after failed attempt number `attempt` (1-based); the last value repeats. */
export function backoffFor(policy: DeliveryPolicy, attempt: number): number {
  const list = policy.backoffMs;
  return list[Math.min(attempt, list.length) - 1] ?? 0;
}

/** Checks an event before it is stored: a malformed envelope is a programming error, refused at once. */
export function checkEnvelope(event: EventEnvelope): EventEnvelope {
  const parsed = EventEnvelope.safeParse(event);
  if (!parsed.success) throw new Error(`not a valid event envelope: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return event;
}

/** Parses a stored event for a handler; undefined when it can never be handled (poison message). */
function readEnvelope(text: string): EventEnvelope | undefined {
  try {
    const parsed = EventEnvelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a command inside a client span of the current trace; `send` gets the `traceparent` to carry
 * with it (a NATS header; the in-process bus's responder reads the context itself), so the owner's
 * handling and its SQL join the requester's trace (a check-in: reservations asking rooms for the room).
 */
export function inCommandSpan<T>(subject: string, send: (traceparent: string | undefined) => Promise<T>): Promise<T> {
  return inSpan(`send ${subject}`, { kind: SpanKind.CLIENT, attributes: { 'messaging.destination.name': subject, 'messaging.operation.type': 'send' } }, () => send(currentTraceparent()));
}

/**
 * Runs a command handler and turns its outcome into the reply that travels back; with the
 * requester's `traceparent`, in a server span of its trace.
 */
export async function answerCommand(
  handler: (payload: unknown) => Promise<unknown>,
  payload: unknown,
  subject: string,
  log: Logger,
  traceparent?: string,
): Promise<CommandReply> {
  try {
    const data = await (traceparent
      ? inSpan(`process ${subject}`, { kind: SpanKind.SERVER, parent: contextOf(traceparent), attributes: { 'messaging.destination.name': subject, 'messaging.operation.type': 'process' } }, () => handler(payload))
      : handler(payload));
    return { ok: true, data: data ?? null };
  } catch (err) {
    if (err instanceof CommandRefused) return { ok: false, code: err.code, message: err.message };
    log.error({ err, subject }, 'command handler failed');
    return { ok: false, code: RESPONDER_FAILED, message: 'The command could not be carried out now.' };
  }
}

/** What the requester makes of a reply: the data, a `CommandRefused`, or a `BusUnavailableError`. */
export function unwrapReply<T>(reply: CommandReply, subject: string): T {
  if (reply.ok) return reply.data as T;
  if (reply.code === RESPONDER_FAILED) throw new BusUnavailableError(`the responder to ${subject} failed: ${reply.message}`);
  throw new CommandRefused(reply.code, reply.message);
}

/** JSON in and out, so the in-process bus hands over copies exactly as NATS would. */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export type HandlerOutcome = { ok: true } | { ok: false; err: unknown; interrupted: boolean };

/**
 * Runs a handler for one delivery. While it fails because a dependency is unreachable (database or
 * bus down: `isUnavailableError`), it is retried in place, pausing as the back-off says, instead of
 * spending delivery attempts: an outage must not exhaust `maxDeliver` and drop events. Any other
 * failure is returned at once; `interrupted` means the consumer stopped while waiting out an outage
 * (hand the event back without counting the attempt).
 */
async function runHandler(
  run: () => Promise<void>,
  policy: DeliveryPolicy,
  stopped: () => boolean,
  log: Logger,
  ctx: Record<string, unknown>,
): Promise<HandlerOutcome> {
  for (let outage = 1; ; outage++) {
    try {
      await run();
      return { ok: true };
    } catch (err) {
      if (!isUnavailableError(err)) return { ok: false, err, interrupted: false };
      if (stopped()) return { ok: false, err, interrupted: true };
      const pause = Math.min(backoffFor(policy, outage), MAX_OUTAGE_PAUSE_MS);
      if (outage === 1) log.warn({ ...ctx, err }, 'event handler cannot reach a dependency; retrying until it is back');
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

const MAX_OUTAGE_PAUSE_MS = 5_000;

/** What becomes of one delivery once its handler ran; each bus carries it out its own way. */
export type Settlement =
  | { kind: 'ack' }
  /** The consumer stopped while waiting out an outage: hand it back without counting the attempt. */
  | { kind: 'hand-back' }
  /** Malformed, or failed on its last attempt: dropped (with an error log). */
  | { kind: 'drop' }
  /** Failed: deliver it again after `delayMs`. */
  | { kind: 'retry'; delayMs: number };

/** Decides (and logs) what becomes of a delivery after attempt number `attempt` (1-based). */
export function settleDelivery(outcome: HandlerOutcome, attempt: number, policy: DeliveryPolicy, log: Logger, ctx: Record<string, unknown>): Settlement {
  if (outcome.ok) return { kind: 'ack' };
  if (outcome.interrupted) return { kind: 'hand-back' };
  if (attempt >= policy.maxDeliver) {
    log.error({ ...ctx, err: outcome.err }, 'event handler failed on its last attempt; event dropped');
    return { kind: 'drop' };
  }
  const delayMs = backoffFor(policy, attempt);
  log.warn({ ...ctx, err: outcome.err, retryInMs: delayMs }, 'event handler failed; will redeliver');
  return { kind: 'retry', delayMs };
}

export interface Delivery {
  /** The stored event as it travels (JSON). */
  text: string;
  subject: string;
  attempt: number;
  policy: DeliveryPolicy;
  handler: ConsumerOptions['handler'];
  /** True once the consumer is stopping (ends the wait through an outage). */
  stopped: () => boolean;
  log: Logger;
  /** Log context (durable, sequence…). */
  ctx: Record<string, unknown>;
  /** The message's own trace context (NATS header), else the event's. */
  traceparent?: string;
}

/**
 * One delivery of a stored event, the same on both buses: a malformed event is dropped (it can
 * never be handled), otherwise the handler runs (`runHandler`: an outage is waited out, not counted)
 * and `settleDelivery` decides what becomes of the event.
 */
export async function deliver(d: Delivery): Promise<Settlement> {
  const event = readEnvelope(d.text);
  const ctx = { ...d.ctx, subject: d.subject, attempt: d.attempt, ...(event ? { eventId: event.id } : {}) };
  if (!event) {
    d.log.error(ctx, 'malformed event dropped');
    return { kind: 'drop' };
  }
  const consumer = consumerFamily(String(d.ctx.durable ?? 'unknown'));
  if (d.attempt > 1) busMetrics.redeliveries.inc({ consumer });
  const handle = () => d.handler(event, d.subject);
  const traceparent = d.traceparent ?? event.traceparent;
  // An event made inside a trace is handled in a span of that trace (its SQL beneath it).
  const run = traceparent
    ? () => inSpan(`process ${consumer}`, { kind: SpanKind.CONSUMER, parent: contextOf(traceparent), attributes: { 'messaging.destination.name': d.subject, 'messaging.consumer.group.name': consumer, 'messaging.message.id': event.id } }, handle)
    : handle;
  const outcome = await runHandler(run, d.policy, d.stopped, d.log, ctx);
  return settleDelivery(outcome, d.attempt, d.policy, d.log, ctx);
}

/** The subscriptions a client holds, so `close()` stops them all; each `stop()` runs once. */
export function subscriptionRegistry() {
  const live = new Set<Subscription>();
  return {
    track(stop: () => Promise<void>): Subscription {
      let stopped: Promise<void> | undefined;
      const sub: Subscription = {
        stop: () => {
          stopped ??= (async () => {
            live.delete(sub);
            await stop();
          })();
          return stopped;
        },
      };
      live.add(sub);
      return sub;
    },
    async stopAll(): Promise<void> {
      await Promise.allSettled([...live].map((s) => s.stop()));
    },
  };
}
