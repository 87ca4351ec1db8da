import { z } from 'zod';

/**
 * State events (docs/architecture.md §5): when an aggregate changes its owner publishes the whole new state
 * with a version. Streams keep the last message per subject, so a new consumer rebuilds a
 * projection by replaying them; consumers apply a version only if it is newer than what they hold.
 */

export const EventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().nonnegative(),
  occurredAt: z.string(),
  data: z.unknown(),
  /**
   * The W3C trace context of the request that made the change (`00-<trace_id>-<span_id>-<flags>`):
   * the relay's publish and every consumer continue that trace. Absent outside a trace.
   */
  traceparent: z.string().optional(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };

/**
 * One stream per owner. Subjects are listed precisely (not `pms.rooms.>`): a stream that captured
 * the command subjects would answer requests with its own PubAck.
 */
export const STREAMS = {
  ROOMS: ['pms.rooms.room.>', 'pms.rooms.type.>', 'pms.rooms.issue.>'],
  RESERVATIONS: ['pms.reservations.stay.>', 'pms.reservations.business_date', 'pms.reservations.night_audit.>'],
  BILLING: ['pms.billing.invoice.>', 'pms.billing.folio.>', 'pms.billing.credit_note.>'],
  AUTH: ['pms.auth.revoked.>'],
  /** Every webhook-eligible state event, not only the last per subject (`HISTORY_STREAMS`, `webhookCopyOf`). */
  WEBHOOKS: ['webhook.>'],
} as const satisfies Record<string, readonly string[]>;
export type StreamName = keyof typeof STREAMS;

/**
 * Streams that keep every event for a while instead of the last one per subject (docs/events.md
 * "The webhook stream"). The others are last-value stores that consumers rebuild projections from.
 */
export const HISTORY_STREAMS: Partial<Record<StreamName, { maxAgeMs: number }>> = {
  // Long enough for svc-auth to be down over a weekend and still deliver every change.
  WEBHOOKS: { maxAgeMs: 3 * 24 * 60 * 60 * 1000 },
};

/**
 * The owners' state events webhooks are made from (docs/integrations.md "Webhooks"), one consumer
 * filter each at svc-auth. Their streams keep the last value per subject, so two changes of a stay
 * made while svc-auth is behind would reach it as one; the outbox relay therefore also publishes each
 * of these events to the WEBHOOKS stream as `webhook.<subject>`, which keeps them all.
 */
export const WEBHOOK_SOURCE_SUBJECTS = {
  stays: 'pms.reservations.stay.>',
  rooms: 'pms.rooms.room.>',
  folios: 'pms.billing.folio.>',
  invoices: 'pms.billing.invoice.>',
  night_audits: 'pms.reservations.night_audit.>',
} as const;

/** What prefixes a state event's subject in the WEBHOOKS stream. */
export const WEBHOOK_COPY_PREFIX = 'webhook.';

/** The WEBHOOKS stream's subject for a copy of the state event on `subject`; undefined when webhooks do not use it. */
export function webhookCopyOf(subject: string): string | undefined {
  const eligible = Object.values(WEBHOOK_SOURCE_SUBJECTS).some((p) => subject.startsWith(p.slice(0, -1)));
  return eligible ? WEBHOOK_COPY_PREFIX + subject : undefined;
}

export const subjects = {
  room: (roomId: number | string) => `pms.rooms.room.${roomId}`,
  roomType: (roomTypeId: number | string) => `pms.rooms.type.${roomTypeId}`,
  roomIssue: (issueId: number | string) => `pms.rooms.issue.${issueId}`,
  stay: (resRoomId: number | string) => `pms.reservations.stay.${resRoomId}`,
  invoice: (invoiceId: number | string) => `pms.billing.invoice.${invoiceId}`,
  /** The hotel's business date (one subject: the stream keeps the current one). */
  businessDate: 'pms.reservations.business_date',
  nightAudit: (businessDate: string) => `pms.reservations.night_audit.${businessDate}`,
  folio: (resRoomId: number | string) => `pms.billing.folio.${resRoomId}`,
  creditNote: (creditNoteId: number | string) => `pms.billing.credit_note.${creditNoteId}`,
  revokedToken: (jti: string) => `pms.auth.revoked.${jti}`,
} as const;

/** Request/reply commands where the owner must decide now (payload and reply schemas: housekeeping.ts). */
export const commands = {
  assignRoom: 'pms.rooms.cmd.assign',
  releaseRoom: 'pms.rooms.cmd.release',
  /** The night audit's postings (night-audit.ts `PostNightCommand`). */
  postNight: 'pms.billing.cmd.post_night',
  /** Before a check-out: post the nights not yet posted and answer the balance (`SettleCheckCommand`). */
  settleCheck: 'pms.billing.cmd.settle_check',
} as const;

/** Which stream holds a subject (for consumers that name a filter subject). */
export function streamOf(subject: string): StreamName | undefined {
  for (const [name, patterns] of Object.entries(STREAMS) as [StreamName, readonly string[]][]) {
    if (patterns.some((p) => (p.endsWith('>') ? subject.startsWith(p.slice(0, -1)) : subject === p))) return name;
  }
  return undefined;
}

// ---- rooms' state events -------------------------------------------------------------------------

export const RoomState = z.object({
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  /** 1 clean, 0 dirty. */
  clean: z.number().int().min(0).max(1),
  active: z.boolean(),
  /** The stay (res_room_id) occupying the room, or null when vacant. */
  occupied_by: z.number().int().nullable(),
});
export type RoomState = z.infer<typeof RoomState>;

export const RoomTypeState = z.object({
  room_type_id: z.number().int(),
  type: z.string(),
  rate_cents: z.number().int().nonnegative(),
  /** Active rooms of this type: the inventory capacity per night. */
  room_count: z.number().int().nonnegative(),
});
export type RoomTypeState = z.infer<typeof RoomTypeState>;

/**
 * `pms.rooms.issue.<room_issue_id>` (type `eventTypes.roomIssue`): a maintenance work order's whole
 * state. While `fixed` is false the room is out of order on every date from `start_date` through
 * `end_date` INCLUSIVE, and its type's inventory has one unit fewer on each of those nights; when
 * `fixed` turns true (or the dates shrink) those nights are given back. Open work orders of one room
 * never overlap (svc-rooms refuses that), so a room is out at most once per night.
 */
export const RoomIssueState = z.object({
  room_issue_id: z.number().int(),
  room_id: z.number().int(),
  room_num: z.string(),
  room_type_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  issue: z.string(),
  fixed: z.boolean(),
});
export type RoomIssueState = z.infer<typeof RoomIssueState>;

export const RevokedToken = z.object({ jti: z.string(), expiresAt: z.string() });
export type RevokedToken = z.infer<typeof RevokedToken>;

export const eventTypes = {
  room: 'rooms.room.state',
  roomType: 'rooms.type.state',
  roomIssue: 'rooms.issue.state',
  stay: 'reservations.stay.state',
  invoice: 'billing.invoice.state',
  businessDate: 'reservations.business_date.state',
  nightAuditCompleted: 'night_audit.completed',
  folio: 'billing.folio.state',
  creditNote: 'billing.credit_note.state',
  revokedToken: 'auth.token.revoked',
} as const;
