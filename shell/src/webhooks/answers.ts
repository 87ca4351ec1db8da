import type { NewWebhookAnswer, Webhook, WebhookDelivery, WebhookDeliveryList, WebhookList } from '@pms/contracts/webhooks';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, type WebhookEventType } from '@pms/contracts/rules/webhooks';
import type { Schema } from '@pms/ui';
import { shape } from '../answers';

/*
 * The webhook routes' answers, checked by hand like the shell's others (`../answers.ts`): the types
 * come from the contracts (type imports only, so zod stays out of the bundle); lists, event names and
 * nullable fields are checked here, the rest by `shape`.
 */

function eventsOf(name: string, value: unknown): WebhookEventType[] {
  if (!Array.isArray(value) || value.some((e) => typeof e !== 'string' || !(e in WEBHOOK_EVENTS))) throw new TypeError(`${name}.events is not a list of event types`);
  return value as WebhookEventType[];
}
function listOf<T>(name: string, data: unknown, key: string, item: (v: unknown) => T): T[] {
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) throw new TypeError(`${name}: ${key} is not a list`);
  return list.map(item);
}
function nullableOf<K extends string>(name: string, source: unknown, fields: Record<K, 'string' | 'integer'>): Record<K, string | number | null> {
  const out = {} as Record<K, string | number | null>;
  for (const [key, kind] of Object.entries(fields) as [K, 'string' | 'integer'][]) {
    const value = (source as Record<string, unknown>)[key];
    const ok = value === null || (kind === 'integer' ? Number.isInteger(value) : typeof value === 'string');
    if (!ok) throw new TypeError(`${name}.${key} is not ${kind === 'integer' ? 'an integer' : 'a string'} or null`);
    out[key] = value as string | number | null;
  }
  return out;
}

const WebhookBase = shape<Omit<Webhook, 'events'>>('webhook', { webhook_id: 'integer', url: 'string', created_at: 'string', pending: 'integer', dead: 'integer' });

/** `GET /api/webhooks`. */
export const WebhookListAnswer: Schema<WebhookList> = {
  parse: (data) => ({ webhooks: listOf('webhook list', data, 'webhooks', (w) => ({ ...WebhookBase.parse(w), events: eventsOf('webhook', (w as Webhook).events) })) }),
};

const NewWebhookBase = shape<Omit<NewWebhookAnswer, 'events'>>('new webhook', { webhook_id: 'integer', url: 'string', secret: 'string' });

/** `POST /api/webhooks` (201): the only answer that carries the secret. */
export const NewWebhookAnswerShape: Schema<NewWebhookAnswer> = {
  parse: (data) => ({ ...NewWebhookBase.parse(data), events: eventsOf('new webhook', (data as NewWebhookAnswer | null)?.events) }),
};

const DeliveryBase = shape<Pick<WebhookDelivery, 'delivery_id' | 'event_id' | 'attempts' | 'created_at'>>('delivery', {
  delivery_id: 'integer',
  event_id: 'string',
  attempts: 'integer',
  created_at: 'string',
});

/** One delivery (the Redeliver answer, and each of the list). */
export const DeliveryAnswer: Schema<WebhookDelivery> = {
  parse(data) {
    const d = data as WebhookDelivery;
    if (!(d?.event_type in WEBHOOK_EVENTS)) throw new TypeError('delivery.event_type is not an event type');
    if (!WEBHOOK_DELIVERY_STATUSES.includes(d.status)) throw new TypeError('delivery.status is not a delivery status');
    const nullable = nullableOf('delivery', d, { last_error: 'string', last_status_code: 'integer', next_attempt_at: 'string', delivered_at: 'string' });
    return { ...DeliveryBase.parse(d), event_type: d.event_type, status: d.status, ...(nullable as Pick<WebhookDelivery, 'last_error' | 'last_status_code' | 'next_attempt_at' | 'delivered_at'>) };
  },
};

/** `GET /api/webhooks/{id}/deliveries`. */
export const DeliveryListAnswer: Schema<WebhookDeliveryList> = {
  parse: (data) => ({ deliveries: listOf('delivery list', data, 'deliveries', (d) => DeliveryAnswer.parse(d)) }),
};
