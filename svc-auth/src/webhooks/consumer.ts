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
  // judged by its flags alone: `stayEventType`). Asked before any transaction: most hotels have
  // none, and every state event of the write mix passes here, so one statement instead of three
  // (begin, look, commit). A subscription made meanwhile is too late for this event either way:
  // only subscriptions that existed when it happened get it.
  const [any] = await sql`select 1 from webhooks limit 1`;
  if (!any) return 0;
  return sql.begin(async (tx) => {
    if (!(await applyIfNewer(tx, `webhooks:${subject}`, event.version))) return 0;
    const type = await webhookEventOf(tx, source, event);
    if (!type) return 0;
    // A subscription made after the event does not get it (a new consumer starts from the
    // streams' stored last values: old news to a new subscriber).
    const rows = await tx`
      insert into webhook_deliveries (webhook_id, event_id, event_type, occurred_at, data)
      select webhook_id, ${event.id}, ${type}, ${event.occurredAt}, ${tx.json(event.data as Parameters<typeof tx.json>[0])}
      from webhooks
      where ${type} = any(events) and created_at <= ${event.occurredAt}::timestamptz
      on conflict (webhook_id, event_id, event_type) do nothing
      returning delivery_id`;
    return rows.length;
  });
}

export async function startWebhookConsumers(
  { sql, bus, log }: Pick<ServiceDeps, 'sql' | 'bus' | 'log'>,
  onRecorded: () => void,
): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from webhook_consumer_identity`;
  if (!identity) throw new Error('webhook_consumer_identity is empty: migrations did not run');
  const consumerLog = log.child({ component: 'webhook-events' }) as Logger;
  const subs = await Promise.all(
    (Object.entries(WEBHOOK_SOURCES) as [WebhookSource, string][]).map(([source, filter]) =>
      bus.consume({
        // Named apart from the durables that read the owners' streams before (those stay behind
        // on them, unused): a consumer of the WEBHOOKS stream.
        durable: `auth-webhook-copies-${source.replace('_', '-')}-${identity.id}`,
        filter: WEBHOOK_COPY_PREFIX + filter,
        handler: async (event, copySubject) => {
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
  return { stop: async () => void (await Promise.all(subs.map((s) => s.stop()))) };
}
