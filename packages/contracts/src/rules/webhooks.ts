/**
 * Webhooks' rules (docs/integrations.md "Webhooks"): the event types a subscription may name, what its
 * URL must be, and the words a refusal uses. svc-auth's schemas (`webhooks.ts`) are built from these
 * and the WEBHOOKS screen checks with the same functions. Whether a host resolves into the hotel's own
 * network is only the service's to say (it needs DNS).
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

/** Every event a subscription may name, with the words the WEBHOOKS screen shows. */
export const WEBHOOK_EVENTS = {
  'reservation.created': 'A room was booked',
  'reservation.changed': 'A booked stay changed (dates, room type, rate, room…)',
  'reservation.cancelled': 'A stay was cancelled or marked a no-show',
  'stay.checked_in': 'A guest checked in',
  'stay.checked_out': 'A guest checked out',
  'room.status_changed': 'A room turned clean/dirty, occupied/vacant or in/out of service',
  'folio.payment_recorded': 'A payment was taken on a folio',
  'invoice.issued': 'An invoice was issued',
  'night_audit.completed': 'The night audit closed a business day',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** What a delivery is: waiting to be sent (or retried), received with a 2xx, or given up (dead-lettered). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-PMS-Signature';

export const WEBHOOK_MESSAGES = {
  required: 'is required',
  urlInvalid: 'must be an http:// or https:// address',
  urlTooLong: `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlCredentials: 'must not carry a user name or password',
  urlPrivate: 'must not point into a private, loopback, link-local or unique-local network',
  urlUnresolvable: 'names a host that does not resolve',
  eventsRequired: 'must name at least one event',
  eventUnknown: `must each be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
} as const;

/** What is wrong with a subscription's URL as written, or undefined (where it resolves is checked by svc-auth). */
export function webhookUrlProblem(url: string): string | undefined {
  if (url.trim() === '') return WEBHOOK_MESSAGES.required;
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.urlInvalid;
  if (!parsed.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.urlCredentials;
  return undefined;
}

/** What is wrong with a subscription's event list, or undefined. */
export function webhookEventsProblem(events: readonly string[]): string | undefined {
  if (events.length === 0) return WEBHOOK_MESSAGES.eventsRequired;
  if (events.some((e) => !(e in WEBHOOK_EVENTS))) return WEBHOOK_MESSAGES.eventUnknown;
  return undefined;
}
