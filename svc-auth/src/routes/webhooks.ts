import { Hono } from 'hono';
import {
  NewWebhookBody,
  WEBHOOK_MESSAGES,
  WebhookDeliveryParams,
  WebhookParams,
  type NewWebhookAnswer,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
} from '@pms/contracts/webhooks';
import { auditActor, badRequest, notFound, recordAudit, validate, type AppEnv, type Clock, type Sql } from '@pms/service-kit';
import { deleteWebhook, insertWebhook, listDeliveries, listWebhooks, requeueDelivery, webhookExists } from '../db/webhooks';
import { newWebhookSecret } from '../webhooks/signature';
import { checkTarget, TargetRefused, type TargetPolicy } from '../webhooks/target';

export interface WebhookRoutesDeps {
  sql: Sql;
  clock: Clock;
  policy: TargetPolicy;
  /** A delivery was re-queued: send it now rather than at the next poll. */
  onQueued: () => void;
  /** A subscription was made or deleted: svc-auth follows the state events only while one exists. */
  onSubscriptionsChanged: () => void;
}

/**
 * Webhook subscriptions (docs/integrations.md "Webhooks"), the Administrators' (`staff.manage`, enforced
 * by `authGuard` from the route table). Each write records its audit entry in its own transaction.
 */
export function webhookRoutes({ sql, clock, policy, onQueued, onSubscriptionsChanged }: WebhookRoutesDeps) {
  return new Hono<AppEnv>()
    .get('/webhooks', async (c) => c.json<WebhookList>({ webhooks: await listWebhooks(sql) }))
    .post('/webhooks', validate('json', NewWebhookBody), async (c) => {
      const { url, events } = c.req.valid('json');
      try {
        await checkTarget(new URL(url), policy);
      } catch (err) {
        if (!(err instanceof TargetRefused)) throw err;
        throw badRequest({ url: err.reason === 'private' ? WEBHOOK_MESSAGES.urlPrivate : WEBHOOK_MESSAGES.urlUnresolvable });
      }
      const secret = newWebhookSecret();
      const actor = auditActor(c, clock);
      const created = await sql.begin(async (tx) => {
        const row = await insertWebhook(tx, { url, events, secret, created_by: actor.user_id });
        await recordAudit(tx, actor, {
          action: 'webhook.created',
          entity: 'webhook',
          entity_id: row.webhook_id,
          changes: { url: [null, url], events: [null, events], secret: ['[hidden]', '[hidden]'] },
        });
        return row;
      });
      onSubscriptionsChanged();
      c.var.log.info({ webhookId: created.webhook_id, by: c.var.session.username, events }, 'webhook subscribed');
      return c.json<NewWebhookAnswer>({ webhook_id: created.webhook_id, url, events, secret }, 201);
    })
    .delete('/webhooks/:id', validate('param', WebhookParams), async (c) => {
      const { id } = c.req.valid('param');
      await sql.begin(async (tx) => {
        const gone = await deleteWebhook(tx, id);
        if (!gone) throw notFound(`There is no webhook ${id}.`);
        await recordAudit(tx, auditActor(c, clock), {
          action: 'webhook.deleted',
          entity: 'webhook',
          entity_id: id,
          changes: { url: [gone.url, null], events: [gone.events, null] },
        });
      });
      onSubscriptionsChanged();
      c.var.log.info({ webhookId: id, by: c.var.session.username }, 'webhook deleted');
      return c.json({ deleted: true as const });
    })
    .get('/webhooks/:id/deliveries', validate('param', WebhookParams), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await webhookExists(sql, id))) throw notFound(`There is no webhook ${id}.`);
      return c.json<WebhookDeliveryList>({ deliveries: await listDeliveries(sql, id) });
    })
    .post('/webhooks/:id/deliveries/:delivery_id/redeliver', validate('param', WebhookDeliveryParams), async (c) => {
      const { id, delivery_id } = c.req.valid('param');
      const delivery = await sql.begin(async (tx) => {
        const requeued = await requeueDelivery(tx, id, delivery_id);
        if (!requeued) throw notFound(`Webhook ${id} has no delivery ${delivery_id}.`);
        await recordAudit(tx, auditActor(c, clock), {
          action: 'webhook.redelivered',
          entity: 'webhook',
          entity_id: id,
          changes: { delivery_id: [null, delivery_id], status: [requeued.before.status, 'pending'] },
        });
        return requeued.after;
      });
      onQueued();
      return c.json<WebhookDelivery>(delivery);
    });
}
