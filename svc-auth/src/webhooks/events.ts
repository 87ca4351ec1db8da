import { WEBHOOK_SOURCE_SUBJECTS, type EventEnvelope } from '@pms/contracts/events';
import type { FolioState } from '@pms/contracts/folio';
import type { StayState } from '@pms/contracts/reservations';
import type { WebhookEventType } from '@pms/contracts/webhooks';
import type { TransactionSql } from '@pms/service-kit';

/**
 * From the services' state events to webhook events (docs/integrations.md "Webhooks"). A state event
 * carries an aggregate's whole new state, not what happened; what happened is read from the state
 * (a folio names its change) or from the difference with the state svc-auth saw before (a stay).
 */

/**
 * The state events svc-auth follows for webhooks, each with one durable consumer — of their copies
 * in the WEBHOOKS stream (`webhook.<subject>`), which keeps every change, not only the last
 * (docs/events.md "The webhook stream").
 */
export const WEBHOOK_SOURCES = WEBHOOK_SOURCE_SUBJECTS;
export type WebhookSource = keyof typeof WEBHOOK_SOURCES;

type StayFlags = Pick<StayState, 'active' | 'checked_in' | 'checked_out'>;

/**
 * What a stay event means, given what svc-auth last saw of the stay (`before`, none when it is new to
 * svc-auth). Version 1 is the booking; a stay first seen at a later version (booked before svc-auth
 * followed the WEBHOOKS stream, or longer ago than the stream keeps) is judged by its flags alone.
 */
export function stayEventType(stay: StayFlags, version: number, before: StayFlags | undefined): WebhookEventType {
  if (!before && version <= 1) return stay.active ? 'reservation.created' : 'reservation.cancelled';
  const was = before ?? { active: true, checked_in: false, checked_out: false };
  if (stay.checked_out && !was.checked_out) return 'stay.checked_out';
  if (stay.checked_in && !was.checked_in) return 'stay.checked_in';
  if (!stay.active && was.active) return 'reservation.cancelled';
  return 'reservation.changed';
}

/** Remembers the stay's flags and answers what its event means. Inside the consumer's transaction. */
async function classifyStay(tx: TransactionSql, event: EventEnvelope): Promise<WebhookEventType> {
  const stay = event.data as StayState;
  const [before] = await tx<StayFlags[]>`
    select active, checked_in, checked_out from webhook_stays where res_room_id = ${stay.res_room_id} for update`;
  const type = stayEventType(stay, event.version, before);
  const row = { res_room_id: stay.res_room_id, version: event.version, active: stay.active, checked_in: stay.checked_in, checked_out: stay.checked_out };
  await tx`
    insert into webhook_stays ${tx(row)}
    on conflict (res_room_id) do update
      set version = excluded.version, active = excluded.active, checked_in = excluded.checked_in, checked_out = excluded.checked_out`;
  return type;
}

/** The webhook event a state event is, or undefined when it is none (e.g. a folio charge). */
export async function webhookEventOf(tx: TransactionSql, source: WebhookSource, event: EventEnvelope): Promise<WebhookEventType | undefined> {
  switch (source) {
    case 'stays':
      return classifyStay(tx, event);
    case 'rooms':
      return 'room.status_changed';
    case 'folios':
      return (event.data as FolioState).change?.kind === 'payment_recorded' ? 'folio.payment_recorded' : undefined;
    case 'invoices':
      return 'invoice.issued';
    case 'night_audits':
      return 'night_audit.completed';
  }
}
