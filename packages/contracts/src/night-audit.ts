import { z } from 'zod';
import { Dollars } from './billing';
import { IsoDate } from './dates';

/**
 * The business date and the night audit (docs/billing.md). svc-reservations owns the business date:
 * the hotel's "today", which moves only when the night audit closes the day. Every service follows
 * it through the `pms.reservations.business_date` state event; no "today" anywhere reads the clock.
 */

/** `GET /api/business-date`. */
export const BusinessDateAnswer = z.object({ business_date: IsoDate });
export type BusinessDateAnswer = z.infer<typeof BusinessDateAnswer>;

/** `POST /api/night-audit`: closes `business_date`, which must be the current business date (else 409). */
export const NightAuditBody = z.object({ business_date: IsoDate });
export type NightAuditBody = z.infer<typeof NightAuditBody>;

/** `GET /api/night-audit/{date}`. */
export const NightAuditParams = z.object({ date: IsoDate });
export type NightAuditParams = z.infer<typeof NightAuditParams>;

/** What `NIGHT_AUDIT_DUE_OUTS` says to do with a guest still in house on their departure date. */
export const DUE_OUT_POLICIES = ['extend', 'stop'] as const;
export type DueOutPolicy = (typeof DUE_OUT_POLICIES)[number];

/** A stay the audit turned into a no-show (arrival on the closed date, never checked in). */
export const NoShowItem = z.object({
  res_room_id: z.number().int(),
  reservation_id: z.number().int(),
  confirmation_code: z.string(),
  name: z.string(),
  type: z.string(),
  check_in_date: IsoDate,
  check_out_date: IsoDate,
  /** The no-show fee posted to the folio, before tax (0 when `NO_SHOW_FEE=none`). */
  fee: Dollars,
});
export type NoShowItem = z.infer<typeof NoShowItem>;

/** A guest still in house on their departure date, extended by one night (or, on `stop`, listed). */
export const ExtendedStayItem = z.object({
  res_room_id: z.number().int(),
  reservation_id: z.number().int(),
  confirmation_code: z.string(),
  name: z.string(),
  room_num: z.string().nullable(),
  type: z.string(),
  /** The departure date before the audit. */
  check_out_date: IsoDate,
  /** The departure date after it (one night later). */
  new_check_out_date: IsoDate,
  /** True when the extra night took the room type past its capacity: reported, never hidden. */
  oversold: z.boolean(),
});
export type ExtendedStayItem = z.infer<typeof ExtendedStayItem>;

/**
 * The night audit report of one business date. Room figures come from svc-reservations, money
 * figures from svc-billing (all in dollars):
 * - `rooms_available`: rooms to sell that night (out of order excluded); `rooms_occupied`: stays in
 *   house that night; `occupancy_pct` = occupied ÷ available × 100, one decimal;
 * - `adr` = room revenue ÷ rooms occupied, `revpar` = room revenue ÷ rooms available (0 when the
 *   divisor is 0); no-show fees are reported apart, never in room revenue.
 */
export const NightAuditReport = z.object({
  business_date: IsoDate,
  rooms_available: z.number().int().nonnegative(),
  rooms_occupied: z.number().int().nonnegative(),
  rooms_out_of_order: z.number().int().nonnegative(),
  occupancy_pct: z.number().min(0).max(100),
  adr: Dollars,
  revpar: Dollars,
  room_revenue: Dollars,
  tax_revenue: Dollars,
  extras_revenue: Dollars,
  no_show_revenue: Dollars,
  payments_by_method: z.object({ 'Credit Card': Dollars, Cash: Dollars }),
  refunds: Dollars,
  no_shows: z.array(NoShowItem),
  extended_stays: z.array(ExtendedStayItem),
  /** ISO instant the run finished, and who ran it (`null` for the automatic run). */
  completed_at: z.string(),
  run_by: z.string().nullable(),
});
export type NightAuditReport = z.infer<typeof NightAuditReport>;

/** `GET /api/night-audit`: past reports, newest first. */
export const NightAuditList = z.object({
  reports: z.array(
    NightAuditReport.pick({ business_date: true, rooms_occupied: true, occupancy_pct: true, room_revenue: true, completed_at: true, run_by: true }),
  ),
});
export type NightAuditList = z.infer<typeof NightAuditList>;

/**
 * `GET /api/night-audit/preview`: what closing the current business date would do, for the screen's
 * pre-audit list. `closes_early` is true when the calendar date in the hotel's zone has not yet
 * passed the business date (running before midnight: allowed, the screen warns).
 */
export const NightAuditPreview = z.object({
  business_date: IsoDate,
  calendar_date: IsoDate,
  closes_early: z.boolean(),
  due_out_policy: z.enum(DUE_OUT_POLICIES),
  no_shows: z.array(NoShowItem),
  extensions: z.array(ExtendedStayItem),
});
export type NightAuditPreview = z.infer<typeof NightAuditPreview>;

/** 409 of `POST /api/night-audit` under `NIGHT_AUDIT_DUE_OUTS=stop`: nothing changed; check these out first. */
export const DueOutsPendingBody = z.object({
  error: z.literal('due_outs_pending'),
  message: z.string(),
  stays: z.array(ExtendedStayItem),
});
export type DueOutsPendingBody = z.infer<typeof DueOutsPendingBody>;

// ---- events and commands -------------------------------------------------------------------------

/**
 * `pms.reservations.business_date` (type `eventTypes.businessDate`; version = days closed so far):
 * the hotel's current business date. Every service follows it; the stream keeps the last one.
 */
export const BusinessDateState = z.object({
  business_date: IsoDate,
  /** The date the last audit closed (null for a new hotel). */
  closed_date: IsoDate.nullable(),
});
export type BusinessDateState = z.infer<typeof BusinessDateState>;

/** `pms.reservations.night_audit.<date>` (type `eventTypes.nightAuditCompleted`): a day was closed. */
export const NightAuditCompleted = z.object({
  business_date: IsoDate,
  next_business_date: IsoDate,
  report: NightAuditReport,
});
export type NightAuditCompleted = z.infer<typeof NightAuditCompleted>;

/**
 * One posting the audit asks billing to make: the night `service_date` of a stay in house (`room`),
 * or a no-show fee (`no_show`). Billing posts each (res_room_id, service_date, kind) at most once,
 * with its taxes when `taxed`, so a re-run of the audit posts nothing twice.
 */
export const NightPosting = z.object({
  res_room_id: z.number().int(),
  kind: z.enum(['room', 'no_show']),
  service_date: IsoDate,
  amount_cents: z.number().int().nonnegative(),
  taxed: z.boolean(),
});
export type NightPosting = z.infer<typeof NightPosting>;

/**
 * `pms.billing.cmd.post_night` (request/reply): the audit's step 3, sent after steps 1–2 committed and
 * outside any transaction. Billing posts every posting (idempotently) and answers the day's money.
 */
export const PostNightCommand = z.object({
  business_date: IsoDate,
  postings: z.array(NightPosting),
  /** Who the folio lines name as posted by: the manager who ran the audit, or `night audit` for the automatic run. */
  posted_by: z.string().min(1).default('night audit'),
});
export type PostNightCommand = z.infer<typeof PostNightCommand>;

/** The money figures of a business date, in cents, as billing computes them after posting. */
export const NightAuditMoney = z.object({
  room_revenue_cents: z.number().int(),
  tax_revenue_cents: z.number().int(),
  extras_revenue_cents: z.number().int(),
  no_show_revenue_cents: z.number().int(),
  payments_by_method_cents: z.object({ 'Credit Card': z.number().int(), Cash: z.number().int() }),
  refunds_cents: z.number().int(),
});
export type NightAuditMoney = z.infer<typeof NightAuditMoney>;

export const PostNightReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), posted: z.number().int().nonnegative(), money: NightAuditMoney }),
  z.object({ ok: z.literal(false), reason: z.string(), message: z.string() }),
]);
export type PostNightReply = z.infer<typeof PostNightReply>;

/**
 * `pms.billing.cmd.settle_check` (request/reply): before svc-reservations checks a stay out, billing
 * posts every night not yet posted up to the business date (or up to `departure` for a stay leaving
 * early: `departure` is the business date then) and answers the folio's balance. Check-out goes ahead
 * only on a zero balance.
 */
export const SettleCheckCommand = z.object({
  res_room_id: z.number().int(),
  /** The departure date the check-out will record (the business date for an early departure). */
  departure: IsoDate,
  /** Who the nights posted now name: the clerk checking the guest out. */
  posted_by: z.string().min(1).default('check-out'),
});
export type SettleCheckCommand = z.infer<typeof SettleCheckCommand>;

export const SettleCheckReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), balance_cents: z.number().int(), posted: z.number().int().nonnegative() }),
  z.object({ ok: z.literal(false), reason: z.string(), message: z.string() }),
]);
export type SettleCheckReply = z.infer<typeof SettleCheckReply>;
