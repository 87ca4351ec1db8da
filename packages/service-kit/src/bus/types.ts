import type { EventEnvelope } from '@pms/contracts/events';

/**
 * The bus every service talks to. Two implementations keep one contract (docs/architecture.md §3, §5):
 * NATS JetStream for distributed mode and an in-process one for embedded mode. The same test
 * suite runs against both.
 *
 * Subjects given to the bus are the plain contract subjects (`pms.rooms.room.101`); an
 * implementation created with a namespace prefixes streams and subjects itself, so several
 * suites or test files can share one NATS server without seeing each other.
 */
export interface Bus {
  readonly kind: 'nats' | 'memory';

  /** Creates or updates the streams of `STREAMS` (last value per subject kept). Idempotent. */
  ensureStreams(): Promise<void>;

  /**
   * Stores one state event in its stream and resolves once stored. The event id is the
   * de-duplication id: publishing the same event twice stores it once.
   * Throws `BusUnavailableError` when the server cannot be reached.
   */
  publish(subject: string, event: EventEnvelope): Promise<void>;

  /**
   * A durable consumer: starts with the last stored value of every subject matching `filter`
   * (so a new consumer rebuilds its projection from scratch), then follows new events.
   * A message is acknowledged only after `handler` resolves; a handler that throws gets the
   * message again after a back-off, up to `maxDeliver` attempts, then it is dropped with an error log.
   * A failure meaning a dependency is unreachable (`isUnavailableError`: database or bus down) is
   * retried in place with the same back-off and does not count as an attempt, so an outage never
   * exhausts `maxDeliver`. Events of one subject reach the handler in the order they were stored.
   */
  consume(options: ConsumerOptions): Promise<Subscription>;

  /** Request/reply for commands. Throws `CommandRefused` for a typed refusal, `BusUnavailableError` on no responder or time-out. */
  request<T = unknown>(subject: string, payload: unknown, options?: { timeoutMs?: number }): Promise<T>;

  /**
   * Answers requests on `subject`. The handler's value is the reply; a `CommandRefused` it throws
   * reaches the requester as the same `CommandRefused`. Replicas share the work (queue group).
   */
  reply(subject: string, handler: (payload: unknown) => Promise<unknown>): Promise<Subscription>;

  /** For `/readyz`. */
  isHealthy(): Promise<boolean>;

  close(): Promise<void>;
}

export interface ConsumerOptions {
  /** Unique per consuming service and purpose, e.g. `reservations-room-projection`. */
  durable: string;
  /** One subject filter (NATS 2.9 allows one per consumer), e.g. `pms.rooms.room.>`. */
  filter: string;
  handler: (event: EventEnvelope, subject: string) => Promise<void>;
  /** Attempts before giving up on a message. Default 10. */
  maxDeliver?: number;
  /** Delay before each redelivery, in ms; the last value repeats. Default [100, 500, 2000, 5000]. */
  backoffMs?: number[];
  /**
   * For a consumer of one process (its durable carries a random part, e.g. the gateway's live feed):
   * NATS deletes the durable once nobody has pulled from it for this long, so processes that died
   * leave nothing behind. While the subscription runs it pulls continuously, and if the durable was
   * deleted anyway (an outage longer than this) it is created again, starting over from the stored
   * last values. The in-process bus ignores it (its consumers die with the process). Unset: kept forever.
   */
  inactiveThresholdMs?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** A command the owner refused, with a code the requester can act on (e.g. `occupied`). */
export class CommandRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CommandRefused';
  }
}

/** The bus (or the responder behind a command) cannot be reached now: callers answer 503. */
export class BusUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusUnavailableError';
  }
}

/** What travels back over request/reply. */
export type CommandReply = { ok: true; data: unknown } | { ok: false; code: string; message: string };

/**
 * The refusal code a responder sends when its handler failed unexpectedly (not a `CommandRefused`):
 * the requester throws `BusUnavailableError` for it, so callers answer 503 rather than 409.
 */
export const RESPONDER_FAILED = 'responder_failed';
