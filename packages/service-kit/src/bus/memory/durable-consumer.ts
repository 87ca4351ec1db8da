import type { Logger } from '../../log';
import { deliver, type DeliveryPolicy } from '../common';
import { subjectMatches } from '../subjects';
import type { ConsumerOptions } from '../types';

/**
 * The in-process bus's stored events and durable consumers: a consumer's state (what is left to
 * deliver, what waits for redelivery, attempts so far) lives here, apart from any subscription, so a
 * consumer re-created under the same durable name continues after what it acknowledged. Delivery
 * itself is the shared `deliver` of common.ts, as on NATS.
 */

export interface StoredEvent {
  seq: number;
  subject: string;
  id: string;
  /** Stored serialised: every delivery hands the handler a fresh copy, as NATS would. */
  json: string;
  /** When it was stored (ms): a history stream drops events by age. */
  at: number;
}

export class MemoryStream {
  readonly bySubject = new Map<string, StoredEvent>();
  /** Insertion order is sequence order: a superseded or expired event is deleted, never moved. */
  readonly bySeq = new Map<number, StoredEvent>();

  /** `maxAgeMs` set: a history stream (`HISTORY_STREAMS`), every event kept that long; unset: the last per subject. */
  constructor(readonly maxAgeMs?: number) {}

  store(e: StoredEvent): void {
    if (this.maxAgeMs === undefined) {
      const previous = this.bySubject.get(e.subject);
      if (previous) this.bySeq.delete(previous.seq);
    } else {
      for (const [seq, old] of this.bySeq) {
        if (old.at > e.at - this.maxAgeMs) break;
        this.bySeq.delete(seq);
        if (this.bySubject.get(old.subject) === old) this.bySubject.delete(old.subject);
      }
    }
    this.bySubject.set(e.subject, e);
    this.bySeq.set(e.seq, e);
  }
}

export interface Subscriber {
  handler: ConsumerOptions['handler'];
  policy: DeliveryPolicy;
  log: Logger;
  inflight?: Promise<void>;
}

/** One durable consumer's server-side state: what is left to deliver and what waits for redelivery. */
export class DurableConsumer {
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

  /** For /metrics: events left to deliver (not superseded) and those delivered and not yet settled or waiting for redelivery. */
  pending(): number {
    let left = 0;
    for (let i = this.head; i < this.queue.length; i++) if (this.stream.bySeq.has(this.queue[i] as number)) left++;
    return left + this.attempts.size;
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
      const p = this.deliverTo(sub, next, attempt);
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
        // Superseded by a newer event on its subject (or expired): like JetStream, never redelivered.
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

  private async deliverTo(sub: Subscriber, e: StoredEvent, attempt: number): Promise<void> {
    const settlement = await deliver({
      text: e.json,
      subject: e.subject,
      attempt,
      policy: sub.policy,
      handler: sub.handler,
      stopped: () => !this.subscribers.includes(sub),
      log: sub.log,
      ctx: { durable: this.durable },
    });
    switch (settlement.kind) {
      case 'ack':
      case 'drop':
        this.attempts.delete(e.seq);
        return;
      case 'hand-back':
        // Stopped while waiting out an outage: the next consumer gets it, and this try does not count.
        this.attempts.set(e.seq, attempt - 1);
        this.retries.set(e.seq, Date.now());
        return;
      case 'retry':
        this.retries.set(e.seq, Date.now() + settlement.delayMs);
        return;
    }
  }
}
