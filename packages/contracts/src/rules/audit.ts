/**
 * The audit trail's words (docs/audit.md): which records an entry is about, which actions it names,
 * and how a screen says them in plain words. Every service records its own entries; the gateway
 * merges them for `GET /api/audit`.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */
import type { ServiceName } from '../routes';

/** What an entry is about, and what its `entity_id` is. */
export const AUDIT_ENTITIES = {
  reservation: 'reservation_id',
  stay: 'res_room_id',
  room: 'room_id',
  work_order: 'work order id',
  folio: 'res_room_id',
  invoice: 'invoice_id',
  user: 'user_id',
  session: 'user_id',
  client: 'client_id',
  business_date: 'the date closed',
  webhook: 'webhook_id',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** Every action an entry can name, `<entity>.<verb>`, with the words a History panel uses. */
export const AUDIT_ACTIONS = {
  'reservation.created': 'booked',
  'reservation.updated': 'changed',
  'reservation.cancelled': 'cancelled',
  'reservation.no_show': 'marked a no-show',
  'stay.checked_in': 'checked in',
  'stay.room_moved': 'moved the room',
  'stay.room_assigned': 'assigned a room ahead of arrival',
  'stay.room_released': 'released the room assigned ahead of arrival',
  'stay.checked_out': 'checked out',
  'room.clean_changed': 'changed the room’s cleanliness',
  'work_order.added': 'added a work order',
  'work_order.updated': 'changed a work order',
  'work_order.fixed': 'marked a work order fixed',
  'work_order.unfixed': 'undid marking a work order fixed',
  'folio.charge_posted': 'posted a charge',
  'folio.allowance_posted': 'posted an allowance',
  'folio.payment_taken': 'took a payment',
  'folio.payment_refunded': 'refunded a payment',
  'invoice.issued': 'issued the invoice',
  'invoice.credit_note_issued': 'issued a credit note',
  'business_date.closed': 'closed the day (night audit)',
  'user.created': 'created the account',
  'user.updated': 'changed the account',
  'user.password_changed': 'changed the password',
  'session.signed_in': 'signed in',
  'session.sign_in_failed': 'failed to sign in',
  'session.signed_out': 'signed out',
  'client.created': 'created the machine client',
  'client.secret_rotated': 'replaced the machine client’s secret',
  'client.revoked': 'revoked the machine client',
  'webhook.created': 'subscribed a webhook',
  'webhook.deleted': 'deleted a webhook',
  'webhook.redelivered': 'queued a webhook delivery again',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** `{field: [before, after]}`; a created record has `null` befores, a removed one `null` afters. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export interface AuditEntry {
  /** The recording service's own number for the entry: `service` + `entry_id` name it. */
  entry_id: number;
  service: ServiceName;
  /** UTC, ISO 8601 with milliseconds. */
  at: string;
  business_date: string | null;
  user_id: number | null;
  username: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: string;
  changes: AuditChanges;
  address: string | null;
  request_id: string | null;
}

/** `GET /api/audit/verify`: the chain of every service, checked from its first entry. */
export interface AuditVerification {
  ok: boolean;
  entries: number;
  first_bad_entry?: { service: ServiceName; entry_id: number };
  services: Partial<Record<ServiceName, { ok: boolean; entries: number; first_bad_entry?: number } | { unavailable: string }>>;
}

/** Fields whose values never enter the trail: what would be there is `'[hidden]'` (a card only by its last four). */
export const AUDIT_HIDDEN_FIELDS = ['password', 'password_hash', 'current', 'next', 'reset_password', 'token', 'client_secret', 'secret_hash', 'credit_card_num', 'card', 'card_sealed'] as const;

/** An entry in plain words for a History panel: "manager cancelled · 10:42". */
export function auditLine(entry: Pick<AuditEntry, 'username' | 'action' | 'at'>, timeZone?: string): string {
  const who = entry.username ?? 'the system';
  const what = AUDIT_ACTIONS[entry.action] ?? entry.action;
  const when = new Date(entry.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${who} ${what} · ${when}`;
}

/** The page size of `GET /api/audit`. */
export const AUDIT_PAGE_SIZE = 50;
