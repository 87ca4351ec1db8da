import { HISTORY_STREAMS, STREAMS, type EventEnvelope, type StreamName } from '@pms/contracts/events';
import type { Logger } from '../../log';
import { checkEnvelope, DUPLICATE_WINDOW_MS, encodeJson } from '../common';
import { streamOfFilter, streamOfSubject, subjectMatches } from '../subjects';
import type { CommandReply } from '../types';
import { DurableConsumer, MemoryStream, type StoredEvent } from './durable-consumer';

/**
 * The in-process "server" of one namespace: its streams (the last event per subject, or every event
 * for a while in `HISTORY_STREAMS`; event ids de-duplicated per stream for `DUPLICATE_WINDOW_MS`, as
 * JetStream does), its durable consumers and its command responders.
 */

export interface Responder {
  pattern: string;
  /** `traceparent`: the requester's span, which the answer continues. */
  answer(payload: unknown, traceparent?: string): Promise<CommandReply>;
}

/** The shared "server" of one namespace. */
export class MemoryBroker {
  private seq = 0;
  private readonly streams = new Map<StreamName, MemoryStream>();
  /** `<stream>/<event id>` → when stored; Map order is time order, so pruning stops at the first fresh entry. */
  private readonly seen = new Map<string, number>();
  private readonly consumers = new Map<string, DurableConsumer>();
  private responders: Responder[] = [];
  private turn = 0;
  /** Outboxes already re-published into this broker (see `claimMemoryRestore`). */
  readonly restored = new Set<string>();

  constructor() {
    for (const name of Object.keys(STREAMS) as StreamName[]) this.streams.set(name, new MemoryStream(HISTORY_STREAMS[name]?.maxAgeMs));
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
    // Per stream, as JetStream's msgID: one event goes to its owner's stream and to WEBHOOKS.
    const key = `${streamName}/${event.id}`;
    if (this.seen.has(key)) return;
    this.seen.set(key, now);
    const stream = this.streams.get(streamName) as MemoryStream;
    const stored: StoredEvent = { seq: ++this.seq, subject, id: event.id, json: encodeJson(event), at: now };
    stream.store(stored);
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
