import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookEventsProblem,
  webhookUrlProblem,
} from './rules/webhooks';

/**
 * Webhooks (docs/integrations.md "Webhooks"): svc-auth's `/api/webhooks` for Administrators. The
 * rules and their words: `rules/webhooks.ts`.
 */
export * from './rules/webhooks';

const id = (what: string) => z.coerce.number({ error: `must be a ${what} id` }).int(`must be a ${what} id`).positive(`must be a ${what} id`);

/** `POST /api/webhooks`. */
export const NewWebhookBody = z.object({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? WEBHOOK_MESSAGES.required : 'must be text') })
    .trim()
    .superRefine((value, ctx) => {
      const problem = webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  events: z
    .array(z.string(), { error: (issue) => (issue.input === undefined ? WEBHOOK_MESSAGES.required : 'must be a list of event types') })
    .superRefine((value, ctx) => {
      const problem = webhookEventsProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((events) => [...new Set(events)].sort() as (typeof WEBHOOK_EVENT_TYPES)[number][]),
});
export type NewWebhookBody = z.infer<typeof NewWebhookBody>;

/** A subscription as an Administrator sees it: never its secret (that is shown once, at creation). */
export const Webhook = z.object({
  webhook_id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  created_at: z.string(),
  /** Deliveries waiting to be sent or retried, and those given up. */
  pending: z.number().int(),
  dead: z.number().int(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook) });
export type WebhookList = z.infer<typeof WebhookList>;

/** `POST /api/webhooks` (201): the secret the receiver verifies signatures with, shown only here. */
export const NewWebhookAnswer = z.object({
  webhook_id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  secret: z.string(),
});
export type NewWebhookAnswer = z.infer<typeof NewWebhookAnswer>;

export const WebhookDelivery = z.object({
  delivery_id: z.number().int(),
  /** The event's id: the same in the body's `id`, so a receiver can drop a repeat. */
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** What the last failed attempt met (`HTTP 500`, `timed out after 5 s`…), null after a success. */
  last_error: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** `GET /api/webhooks/:id/deliveries`: the latest 100, newest first. */
export const WebhookDeliveryList = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookParams = z.object({ id: id('webhook') });
export const WebhookDeliveryParams = z.object({ id: id('webhook'), delivery_id: id('delivery') });

/** The body every delivery POSTs (JSON). `data` is the owner's state event data (docs/events.md). */
export const WebhookPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  occurred_at: z.string(),
  data: z.unknown(),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;
