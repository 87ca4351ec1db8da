import { WEBHOOK_COPY_PREFIX, type EventEnvelope } from '@pms/contracts/events';
import { applyIfNewer, type Logger, type ServiceDeps, type Sql, type Subscription } from '@pms/service-kit';
import { WEBHOOK_SOURCES, webhookEventOf, type WebhookSource } from './events';

/**
 * svc-auth's durable consumers of the state events webhooks announce, read from their copies in the
 * WEBHOOKS stream: it keeps every event (for days), where the owners' streams keep only the last per
 * subject, so a booking and its check-in made while svc-auth was down both arrive. Each event is
 * handled in ONE transaction: the version guard (`projection_versions`, keyed `webhooks:<subject>`
 * by the owner's subject), the stay bookkeeping and a delivery row for every subscription that names
 * the event and existed when it happened. The bus acknowledges only after that commits, so a crash
 * before it redelivers the event, and a redelivery after it finds the version already recorded and
 * adds nothing: each change is recorded once. Events reach svc-auth only from an owner's outbox,
 * i.e. only after the owner's change committed.
 */
async function recordDeliveries(sql: Sql, source: WebhookSource, event: EventEnvelope, subject: string): Promise<number> {
  // A hotel without webhooks writes nothing for them (a later subscriber's first stay event is
  // judged by its flags alone: `stayEventType`). The consumers run only while a subscription exists
  // (`followWebhookEvents`), but the last one may have gone since the last look: asked before any
  // transaction, one statement instead of three (begin, look, commit). A subscription made meanwhile
  // is too late for this event either way: only subscriptions that existed when it happened get it.
  const [any] = await sql`select 1 from webhooks limit 1`;
  if (!any) return 0;
  return sql.begin(async (tx) => {
    if (!(await applyIfNewer(tx, `webhooks:${subject}`, event.version))) return 0;
    const type = await webhookEventOf(tx, source, event);
    if (!type) return 0;
    // A subscription made after the event does not get it (a new consumer starts from the
    // streams' stored last values: old news to a new subscriber). Compared to the millisecond, the
    // event's own precision: a subscription made in the same millisecond as the event counts as
    // before it (in microseconds an event a client caused right after subscribing could look older
    // than its subscription and be lost — seen in CI on a fast machine).
    const rows = await tx`
      insert into webhook_deliveries (webhook_id, event_id, event_type, occurred_at, data)
      select webhook_id, ${event.id}, ${type}, ${event.occurredAt}, ${tx.json(event.data as Parameters<typeof tx.json>[0])}
      from webhooks
      where ${type} = any(events) and date_trunc('milliseconds', created_at) <= ${event.occurredAt}::timestamptz
      on conflict (webhook_id, event_id, event_type) do nothing
      returning delivery_id`;
    return rows.length;
  });
}

/**
 * How far before the earliest subscription an event still goes through the full check. A webhook's
 * `created_at` is its transaction's start, so one committed after `since` was read may be a little
 * older than it; the margin keeps the shortcut below from skipping anything that check would record.
 */
const SKIP_MARGIN_MS = 60_000;

async function startWebhookConsumers(
  { sql, bus, log }: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>,
  skipBefore: () => number,
  onRecorded: () => void,
): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from webhook_consumer_identity`;
  if (!identity) throw new Error('webhook_consumer_identity is empty: migrations did not run');
  const consumerLog = log.child({ component: 'webhook-events' }) as Logger;
  const started = await Promise.allSettled(
    (Object.entries(WEBHOOK_SOURCES) as [WebhookSource, string][]).map(([source, filter]) =>
      bus.consume({
        // Named apart from the durables that read the owners' streams before (those stay behind
        // on them, unused): a consumer of the WEBHOOKS stream.
        durable: `auth-webhook-copies-${source.replace('_', '-')}-${identity.id}`,
        filter: WEBHOOK_COPY_PREFIX + filter,
        handler: async (event, copySubject) => {
          // What happened well before every subscription (the backlog a consumer started by the first
          // one catches up on) is nobody's: acknowledged without a statement.
          if (Date.parse(event.occurredAt) < skipBefore()) return;
          const subject = copySubject.slice(WEBHOOK_COPY_PREFIX.length);
          const recorded = await recordDeliveries(sql, source, event, subject);
          if (recorded > 0) {
            consumerLog.debug({ eventId: event.id, subject, recorded }, 'webhook deliveries recorded');
            onRecorded();
          }
        },
      }),
    ),
  );
  const subs = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stopAll = async () => void (await Promise.all(subs.map((s) => s.stop())));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // All five or none: the next look starts them again, without a second loop on those that did start.
    await stopAll();
    throw failed.reason;
  }
  return { stop: stopAll };
}

export interface WebhookFollower {
  /** Subscriptions were made or deleted here: look now rather than at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Follows the WEBHOOKS stream only while some subscription exists. Every state event's copy used to
 * be taken and acknowledged by svc-auth in every hotel, with or without webhooks (8.8 per flow of the
 * write mix, all of svc-auth's CPU there); a copy taken while no subscription exists records nothing
 * anyway (`recordDeliveries`). So the consumers run while `webhooks` has a row and stop when it has
 * none; each replica looks at every `pollMs` and when its own routes change the subscriptions.
 *
 * Nothing is lost by not taking the copies meanwhile: the durables stay on JetStream at the position
 * where they stopped (or, never created yet, start from everything the stream keeps), and the stream
 * keeps every copy for its maximum age, so once a subscription exists its consumers find every event
 * that happened since — whichever replica made it, and however long a replica took to notice. What is
 * older than every subscription is skipped without a statement (`SKIP_MARGIN_MS` before the earliest).
 * Resolves after the first look, which (as starting the consumers did before) throws when the
 * database or the bus cannot be reached; later looks that fail are logged and tried again.
 */
export async function followWebhookEvents(
  deps: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>,
  { pollMs, onRecorded }: { pollMs: number; onRecorded: () => void },
): Promise<WebhookFollower> {
  const { sql, log } = deps;
  let consumers: Subscription | undefined;
  let skipBefore = Number.NEGATIVE_INFINITY;
  let stopped = false;
  let warned = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> = Promise.resolve();

  const look = async () => {
    const [row] = await sql<{ since: Date | null }[]>`select min(created_at) as since from webhooks`;
    const since = row?.since ?? null;
    if (since) skipBefore = since.getTime() - SKIP_MARGIN_MS;
    if (since && !consumers && !stopped) {
      consumers = await startWebhookConsumers(deps, () => skipBefore, onRecorded);
      log.info('webhook subscriptions exist: following the WEBHOOKS stream');
    } else if (!since && consumers) {
      const running = consumers;
      consumers = undefined;
      await running.stop();
      log.info('no webhook subscription left: stopped following the WEBHOOKS stream');
    }
  };
  /** One look at a time; a wake-up during one looks again after it. */
  const lookNow = (): Promise<void> => {
    looking = looking.catch(() => {}).then(look);
    return looking;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      lookNow()
        .then(() => (warned = false))
        .catch((err: unknown) => {
          if (!warned) log.warn({ err }, 'could not look for webhook subscriptions; trying again');
          warned = true;
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };

  await lookNow();
  schedule();
  return {
    wake() {
      if (stopped) return;
      // Now, not at the next poll (which looks again all the same if this one fails).
      lookNow().catch((err: unknown) => log.warn({ err }, 'could not look for webhook subscriptions; the next poll tries again'));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking.catch(() => {});
      await consumers?.stop();
      consumers = undefined;
    },
  };
}
