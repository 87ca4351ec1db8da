import { randomUUID } from 'node:crypto';
import { HISTORY_STREAMS, WEBHOOK_SOURCE_SUBJECTS, webhookCopyOf, type EventEnvelope } from '@pms/contracts/events';
import { claimMemoryRestore } from './bus/memory';
import { streamOfSubject } from './bus/subjects';
import type { Bus } from './bus/types';
import type { Sql, TransactionSql } from './db';
import type { Logger } from './log';
import { contextOf, currentTraceparent, inSpan, SpanKind } from './telemetry/tracing';

/**
 * The transactional outbox (docs/architecture.md §5). A service writes its state change and the event that
 * announces it in one transaction (`enqueueEvent`); the relay publishes committed rows with the
 * event id as the de-duplication id and marks them published after the bus acknowledged. So
 * nothing is published that did not commit, and nothing committed is lost while the bus or the
 * process is down: it goes out when they are back.
 *
 * long-file: one mechanism — the enqueue and the relay share the outbox row, its claim and the
 * publish order; apart, each half would be unreadable without the other.
 */

/** Channel the relay listens on; one per schema, so services sharing a database wake only their own relay. */
const channelOf = (schema: string) => `pms_outbox_${schema}`;

/**
 * Writes one state event into the outbox inside the caller's transaction and wakes the relay
 * (the notification is delivered at commit, and not at all on rollback). Call it after the change
 * that bumped `version`; the event carries the aggregate's whole new state as `data`.
 */
export async function enqueueEvent<T>(
  tx: TransactionSql,
  subject: string,
  type: string,
  version: number,
  data: T,
): Promise<EventEnvelope<T>> {
  if (!streamOfSubject(subject)) throw new Error(`no stream stores subject "${subject}"`);
  const v = Number(version);
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`event version must be a non-negative integer, got ${version}`);
  // The request's trace travels with the event, so its publication and every consumer join it.
  const traceparent = currentTraceparent();
  const event: EventEnvelope<T> = { id: randomUUID(), type, version: v, occurredAt: new Date().toISOString(), data, ...(traceparent ? { traceparent } : {}) };
  // Through JSON once, so what is stored is exactly what travels (no Dates, no undefined).
  const envelope = JSON.parse(JSON.stringify(event)) as EventEnvelope<T>;
  // Sent together (pipelined, run in this order): one round trip's wait inside the writer's transaction.
  await Promise.all([
    tx`
      insert into outbox (id, subject, version, envelope)
      values (${event.id}, ${subject}, ${v}, ${tx.json(envelope as Parameters<typeof tx.json>[0])})`,
    tx`select pg_notify('pms_outbox_' || current_schema(), '')`,
  ]);
  return envelope;
}

export interface OutboxRelayOptions {
  /** The service's pool (its search_path starts with the service's schema). */
  sql: Sql;
  bus: Bus;
  log: Logger;
  /** Fallback poll when no notification arrives (a lost LISTEN connection, rows from elsewhere). Default 1000 ms. */
  pollMs?: number;
  /** Rows claimed per transaction. Default 100. */
  batchSize?: number;
}

export interface OutboxRelay {
  /** Look for rows now (e.g. right after a commit in this process). */
  kick(): void;
  /** Publishes everything pending now; rejects if the bus refuses (tests, shutdown). */
  flush(): Promise<void>;
  /** Stops after the batch in hand has been published and marked. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 10_000;
/** What an embedded restart puts back into the in-process WEBHOOKS stream: as much as JetStream keeps. */
const WEBHOOK_RESTORE_SECONDS = (HISTORY_STREAMS.WEBHOOKS?.maxAgeMs ?? 0) / 1000;
/** The webhook sources as SQL `like` patterns (`pms.reservations.stay.%`). */
const WEBHOOK_RESTORE_PATTERNS = Object.values(WEBHOOK_SOURCE_SUBJECTS).map((p) => `${p.slice(0, -1)}%`);
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_PUBLISHED_DAYS = 7;

interface OutboxRow {
  seq: string;
  id: string;
  subject: string;
  version: string;
  envelope: EventEnvelope;
  newer: boolean;
}

/** Publishes one row on `subject`; an event made inside a trace is published in a span of that trace. */
function publishRow(bus: Bus, row: OutboxRow, subject = row.subject): Promise<void> {
  const { traceparent } = row.envelope;
  if (!traceparent) return bus.publish(subject, row.envelope);
  return inSpan(
    'outbox relay publish',
    { kind: SpanKind.PRODUCER, parent: contextOf(traceparent), attributes: { 'messaging.destination.name': subject, 'messaging.message.id': row.id } },
    () => bus.publish(subject, row.envelope),
  );
}

/**
 * Every publish a row needs, started now in this order: its own subject unless superseded, and the
 * WEBHOOKS copy (`webhook.<subject>`) of a webhook-eligible event always — superseded or not, since
 * webhooks announce every change, not the last value (docs/events.md "The webhook stream").
 */
function publishesOf(bus: Bus, row: OutboxRow): Promise<void>[] {
  const copy = webhookCopyOf(row.subject);
  return [...(row.newer ? [] : [publishRow(bus, row)]), ...(copy ? [publishRow(bus, row, copy)] : [])];
}

/**
 * Starts publishing this service's outbox. Any number of relays (one per replica) may run: each
 * holds a per-subject advisory lock while publishing, so a row is published by one relay at a time
 * and two relays never publish versions of the same subject out of order.
 *
 * A row whose subject already has a newer version in the outbox is not published on its subject:
 * streams keep only the last value per subject, and publishing a stale version after the newer one
 * would make it the stored "last value" that new consumers rebuild from. Its webhook copy (if any)
 * is still published: the WEBHOOKS stream keeps every change.
 */
export function startOutboxRelay({ sql, bus, log: parentLog, pollMs = 1000, batchSize = 100 }: OutboxRelayOptions): OutboxRelay {
  const log = parentLog.child({ component: 'outbox-relay' });
  let stopped = false;
  let wanted = false;
  let failures = 0;
  let retryAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let lastPrune = 0;
  let unlisten: (() => Promise<void>) | undefined;

  /**
   * One batch, with no transaction open while the bus answers (docs/architecture.md §5: never a
   * transaction across a bus request). On a connection of its own: take the subjects of the oldest
   * unpublished rows with session-level advisory locks (a subject another relay holds waits for
   * later), read their unpublished rows again (another relay may have published them meanwhile),
   * publish, mark what the bus acknowledged (autocommit), then let the subjects go. The subject lock,
   * not a row lock, is what makes one relay at a time publish a subject, in version order. A relay
   * that dies lets go with its connection; its published but unmarked rows go out again and
   * JetStream drops the copies (msgID). Returns rows handled.
   */
  const publishBatch = async (): Promise<{ handled: number; more: boolean; error?: unknown }> => {
    let error: unknown;
    const session = await sql.reserve();
    try {
      // The subjects of the oldest unpublished rows, each tried for its lock, in one statement.
      const locks = await session<{ subject: string; ok: boolean }[]>`
        select subject, pg_try_advisory_lock(hashtext('pms.outbox.' || current_schema() || '.' || subject)) as ok
        from (select distinct subject from (
          select subject from outbox where published_at is null order by seq limit ${batchSize}
        ) o) s`;
      if (locks.length === 0) return { handled: 0, more: false };
      const mine = locks.filter((l) => l.ok).map((l) => l.subject);
      if (mine.length === 0) return { handled: 0, more: false };
      let unlocked = false;
      try {
        const rows = await session<OutboxRow[]>`
          select o.seq, o.id, o.subject, o.version, o.envelope,
                 exists (select 1 from outbox n where n.subject = o.subject and n.version > o.version) as newer
          from outbox o
          where o.published_at is null and o.subject = any(${mine}::text[])
          order by o.seq
          limit ${batchSize}`;
        // Publishes are pipelined on one connection, so each stream stores them in this order. A row
        // is done once all of its publishes were acknowledged (a superseded row without a webhook
        // copy has none); one that failed is tried again whole, and the copies that did go out are
        // dropped by their streams (msgID).
        const publishes = rows.map((row) => Promise.all(publishesOf(bus, row)));
        const done: string[] = [];
        (await Promise.allSettled(publishes)).forEach((r, i) => {
          if (r.status === 'fulfilled') done.push((rows[i] as OutboxRow).seq);
          else error ??= r.reason;
        });
        if (done.length) {
          // Marked, then let go: sent together (one wait), each its own autocommit statement, so the
          // mark has committed before another relay can take the subjects.
          unlocked = true;
          await Promise.all([
            session`update outbox set published_at = now() where seq = any(${done}::bigint[])`,
            session`select pg_advisory_unlock_all()`,
          ]);
        }
        // A full batch, or subjects another relay held, may leave rows behind: look again. Otherwise
        // all that was unpublished is out; rows committed since wake the relay themselves.
        const more = rows.length >= batchSize || mine.length < locks.length;
        return { handled: done.length, more, error };
      } finally {
        if (!unlocked) await session`select pg_advisory_unlock_all()`;
      }
    } finally {
      session.release();
    }
  };

  /**
   * Old published rows go, except the last one of each subject: the outbox doubles as a durable
   * copy of the last value per subject (see `restore`).
   */
  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await sql`
      delete from outbox o
      where o.published_at < now() - make_interval(days => ${KEEP_PUBLISHED_DAYS})
        and exists (select 1 from outbox n
                    where n.subject = o.subject and (n.version > o.version or (n.version = o.version and n.seq > o.seq)))`;
  };

  let restored = false;
  /**
   * The in-process bus starts empty with every process (JetStream keeps its streams on disk): put
   * the last published event of every subject back, before publishing anything newer, so
   * consumers rebuild their projections after an embedded restart as they would from NATS; and the
   * webhook copies of the WEBHOOKS stream's age, which svc-auth's consumer skips up to the versions
   * it already recorded (so an event published just before a crash and not yet taken is not lost).
   */
  const restore = async (schema: string) => {
    if (restored) return;
    const claim = claimMemoryRestore(bus, schema);
    if (!claim) {
      restored = true;
      return;
    }
    try {
      const rows = await sql<{ subject: string; envelope: EventEnvelope }[]>`
        select subject, envelope from (
          select distinct on (subject) subject, envelope, seq from outbox
          where published_at is not null
          order by subject, version desc, seq desc
        ) last_values
        order by seq`;
      for (const row of rows) await bus.publish(row.subject, row.envelope);
      const copies = await sql<{ subject: string; envelope: EventEnvelope }[]>`
        select subject, envelope from outbox
        where published_at > now() - make_interval(secs => ${WEBHOOK_RESTORE_SECONDS})
          and subject like any(${WEBHOOK_RESTORE_PATTERNS}::text[])
        order by seq`;
      for (const row of copies) await bus.publish(webhookCopyOf(row.subject) as string, row.envelope);
      if (rows.length || copies.length) log.info({ events: rows.length, webhookCopies: copies.length }, 'restored the last published events into the in-process bus');
      restored = true;
    } catch (err) {
      claim.release();
      throw err;
    }
  };

  /** Publishes until nothing is left to claim; throws the bus's (or database's) error. */
  const drain = async () => {
    // A stopping relay finishes the batch in hand and takes no more.
    while (!stopped) {
      const { handled, more, error } = await publishBatch();
      if (error) throw error;
      if (handled === 0 || !more) return;
    }
  };

  /** Runs one drain at a time; a request arriving meanwhile runs another right after. */
  const cycle = (): Promise<void> => {
    wanted = false;
    const run = (current ?? Promise.resolve()).then(async () => {
      try {
        await restore(await prepare());
        await drain();
        await prune();
        if (failures > 0) log.info({ afterFailures: failures }, 'outbox relay publishing again');
        failures = 0;
        retryAt = 0;
      } catch (err) {
        failures++;
        const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** Math.min(failures, 10));
        retryAt = Date.now() + delay;
        // Rows stay unpublished; they go out on the retry, which comes after the back-off, not the poll.
        wanted = true;
        (failures === 1 ? log.warn.bind(log) : log.debug.bind(log))({ err, retryInMs: delay, failures }, 'outbox relay could not publish; will retry');
        throw err;
      }
    });
    current = run.catch(() => {});
    return run;
  };

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    const backoff = Math.max(0, retryAt - Date.now());
    // While backing off a notification only marks work as wanted; the retry picks it up.
    const delay = wanted && backoff === 0 ? 0 : Math.max(backoff, wanted ? 0 : pollMs);
    timer = setTimeout(() => {
      void cycle()
        .catch(() => {})
        .finally(schedule);
    }, delay);
    timer.unref();
  };

  const kick = () => {
    if (stopped) return;
    wanted = true;
    if (Date.now() >= retryAt) schedule();
  };

  let schema: string | undefined;
  let listenWarned = false;
  /**
   * Learns the schema (the notification channel and the restore key) and starts listening.
   * Retried on every cycle until done: the database may be down when the service starts. A LISTEN
   * that fails leaves the relay on polling rather than failing it.
   */
  const prepare = async (): Promise<string> => {
    if (!schema) {
      const [row] = await sql<{ schema: string }[]>`select current_schema() as schema`;
      schema = row?.schema ?? 'public';
    }
    if (!unlisten && !stopped) {
      try {
        const listener = await sql.listen(channelOf(schema), () => kick());
        unlisten = () => listener.unlisten();
      } catch (err) {
        if (!listenWarned) log.warn({ err }, 'outbox relay cannot LISTEN yet; polling meanwhile');
        listenWarned = true;
      }
    }
    return schema;
  };

  wanted = true;
  schedule();

  return {
    kick,
    async flush() {
      if (stopped) throw new Error('the outbox relay is stopped');
      await cycle();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await current;
      await unlisten?.().catch(() => {});
    },
  };
}
