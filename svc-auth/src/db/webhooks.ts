import type { Webhook, WebhookDelivery, WebhookEventType } from '@pms/contracts/webhooks';
import type { Sql, TransactionSql } from '@pms/service-kit';

/** svc-auth's webhook subscriptions and their deliveries (migration 005_webhooks.sql). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listWebhooks(sql: Sql): Promise<Webhook[]> {
  const rows = await sql<(Omit<Webhook, 'created_at'> & { created_at: Date })[]>`
    select w.webhook_id, w.url, w.events, w.created_at,
           (select count(*)::int from webhook_deliveries d where d.webhook_id = w.webhook_id and d.status = 'pending') as pending,
           (select count(*)::int from webhook_deliveries d where d.webhook_id = w.webhook_id and d.status = 'dead') as dead
    from webhooks w order by w.webhook_id`;
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}

export async function insertWebhook(
  tx: TransactionSql,
  w: { url: string; events: readonly WebhookEventType[]; secret: string; created_by: number | null },
): Promise<{ webhook_id: number }> {
  const [row] = await tx<{ webhook_id: number }[]>`
    insert into webhooks (url, events, secret, created_by)
    values (${w.url}, ${w.events as string[]}::text[], ${w.secret}, ${w.created_by})
    returning webhook_id`;
  return row!;
}

/** Deletes a subscription and its deliveries; answers what it was, or undefined when there was none. */
export async function deleteWebhook(tx: TransactionSql, id: number): Promise<{ url: string; events: string[] } | undefined> {
  const [row] = await tx<{ url: string; events: string[] }[]>`delete from webhooks where webhook_id = ${id} returning url, events`;
  return row;
}

export async function webhookExists(sql: Sql | TransactionSql, id: number): Promise<boolean> {
  const [row] = await sql`select 1 from webhooks where webhook_id = ${id}`;
  return row !== undefined;
}

type DeliveryRow = Omit<WebhookDelivery, 'delivery_id' | 'created_at' | 'next_attempt_at' | 'delivered_at'> & {
  delivery_id: string;
  created_at: Date;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
};

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  ...r,
  delivery_id: Number(r.delivery_id),
  created_at: r.created_at.toISOString(),
  next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  delivered_at: iso(r.delivered_at),
});

/** The latest 100 deliveries of a subscription, newest first. */
export async function listDeliveries(sql: Sql, webhookId: number): Promise<WebhookDelivery[]> {
  const rows = await sql<DeliveryRow[]>`
    select delivery_id, event_id, event_type, status, attempts, last_error, last_status_code, created_at, next_attempt_at, delivered_at
    from webhook_deliveries where webhook_id = ${webhookId}
    order by delivery_id desc limit 100`;
  return rows.map(toDelivery);
}

/**
 * Queues a delivery again now, with a fresh 24-hour window (its attempts keep counting); answers it
 * as it was before, or undefined when the subscription has no such delivery.
 */
export async function requeueDelivery(tx: TransactionSql, webhookId: number, deliveryId: number): Promise<{ before: DeliveryRow; after: WebhookDelivery } | undefined> {
  const [before] = await tx<DeliveryRow[]>`
    select delivery_id, event_id, event_type, status, attempts, last_error, last_status_code, created_at, next_attempt_at, delivered_at
    from webhook_deliveries where webhook_id = ${webhookId} and delivery_id = ${deliveryId} for update`;
  if (!before) return undefined;
  const [after] = await tx<DeliveryRow[]>`
    update webhook_deliveries set status = 'pending', next_attempt_at = now(), queued_at = now()
    where delivery_id = ${deliveryId}
    returning delivery_id, event_id, event_type, status, attempts, last_error, last_status_code, created_at, next_attempt_at, delivered_at`;
  return { before, after: toDelivery(after!) };
}
