import { z } from 'zod';
import type { RouteKey } from '@pms/contracts/routes';
import { NewWebhookAnswer, NewWebhookBody, WebhookDelivery, WebhookDeliveryList, WebhookList } from '@pms/contracts/webhooks';
import type { OperationDoc } from './operation';

const WebhookDeleted = z.object({ deleted: z.literal(true) });
/** svc-auth reads these as positive whole numbers (contracts `WebhookParams`), given as numbers or as the path's text. */
const wholeNumber = (what: string) => z.union([z.int().positive(), z.string().regex(/^[1-9]\d*$/)], `must be a ${what} id`);
const WebhookParams = z.object({ id: wholeNumber('webhook') });
const WebhookDeliveryParams = z.object({ id: wholeNumber('webhook'), delivery_id: wholeNumber('delivery') });

/** Webhooks (docs/integrations.md "Webhooks"): Administrators subscribe URLs to the hotel's events. */
export const WEBHOOK_OPERATIONS = {
  'GET /api/webhooks': {
    operationId: 'listWebhooks',
    summary: 'List the webhook subscriptions (never their secrets)',
    tag: 'Webhooks',
    answer: WebhookList,
    example: {},
  },
  'POST /api/webhooks': {
    operationId: 'createWebhook',
    summary: 'Subscribe a URL to event types; the signing secret is in this answer only',
    description:
      'Deliveries are `POST`s of `{id, type, occurred_at, data}` signed `X-PMS-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">` with the secret, retried with back-off for 24 h. Private and loopback targets are refused unless `WEBHOOK_ALLOWED_HOSTS` lists them.',
    tag: 'Webhooks',
    body: NewWebhookBody,
    answer: NewWebhookAnswer,
    status: 201,
    example: { body: { url: 'https://channel-manager.example.com/pms/events', events: ['reservation.created', 'stay.checked_in'] } },
  },
  'DELETE /api/webhooks/:id': {
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook subscription (nothing more is sent to it)',
    tag: 'Webhooks',
    params: WebhookParams,
    answer: WebhookDeleted,
    notFound: 'No webhook of that id.',
    example: { params: { id: '1' } },
  },
  'GET /api/webhooks/:id/deliveries': {
    operationId: 'listWebhookDeliveries',
    summary: 'A subscription’s deliveries, newest first: status, attempts, last error',
    tag: 'Webhooks',
    params: WebhookParams,
    answer: WebhookDeliveryList,
    notFound: 'No webhook of that id.',
    example: { params: { id: '1' } },
  },
  'POST /api/webhooks/:id/deliveries/:delivery_id/redeliver': {
    operationId: 'redeliverWebhookDelivery',
    summary: 'Send a delivery again (a dead-lettered one too)',
    tag: 'Webhooks',
    params: WebhookDeliveryParams,
    answer: WebhookDelivery,
    notFound: 'No such delivery of that webhook.',
    example: { params: { id: '1', delivery_id: '1' } },
  },
} as const satisfies Partial<Record<RouteKey, OperationDoc>>;
