import { nightsBetween } from '@pms/contracts/dates';
import { fromCents } from '@pms/contracts/money';
import type { ExtendedStayItem, NightAuditMoney, NightAuditReport, NoShowItem } from '@pms/contracts/night-audit';

/**
 * The night audit's rules (docs/billing.md "Night audit"), pure: the no-show fee and the report's
 * figures. The steps that read and write are `db/night-audit-steps.ts`, the order of work
 * `db/night-audit-run.ts`.
 */

export type NoShowFeePolicy = 'first-night' | 'none';

/** The fee a no-show is charged, in cents before tax: one night at the stay's rate, or nothing. */
export function noShowFeeCents(policy: NoShowFeePolicy, rateCents: number): number {
  return policy === 'first-night' ? rateCents : 0;
}

/** Room figures of the closed night, from the inventory and the stays in house. */
export interface NightRooms {
  /** Rooms to sell that night: capacity less the rooms out of order. */
  available: number;
  outOfOrder: number;
  /** Stays in house that night (the room nights posted). */
  occupied: number;
}

/** Cents ÷ count, rounded half away from zero to the cent; 0 when there is nothing to divide by. */
function perUnit(cents: number, count: number): number {
  if (count <= 0) return 0;
  return Math.sign(cents) * Math.round(Math.abs(cents) / count);
}

/**
 * The report of a closed date: rooms from reservations, money from billing's answer; occupancy =
 * occupied ÷ available × 100 (one decimal, at most 100 — an oversold night shows 100 and its
 * extensions list says why), ADR = room revenue ÷ rooms occupied, RevPAR = room revenue ÷ rooms
 * available. No-show fees are reported apart, never in room revenue.
 */
export function nightAuditReport(o: {
  businessDate: string;
  rooms: NightRooms;
  money: NightAuditMoney;
  noShows: NoShowItem[];
  extended: ExtendedStayItem[];
  completedAt: Date;
  runBy: string | null;
}): NightAuditReport {
  const { rooms, money } = o;
  const occupancy = rooms.available > 0 ? Math.min(100, Math.round((rooms.occupied / rooms.available) * 1000) / 10) : 0;
  return {
    business_date: o.businessDate,
    rooms_available: rooms.available,
    rooms_occupied: rooms.occupied,
    rooms_out_of_order: rooms.outOfOrder,
    occupancy_pct: occupancy,
    adr: fromCents(perUnit(money.room_revenue_cents, rooms.occupied)),
    revpar: fromCents(perUnit(money.room_revenue_cents, rooms.available)),
    room_revenue: fromCents(money.room_revenue_cents),
    tax_revenue: fromCents(money.tax_revenue_cents),
    extras_revenue: fromCents(money.extras_revenue_cents),
    no_show_revenue: fromCents(money.no_show_revenue_cents),
    payments_by_method: {
      'Credit Card': fromCents(money.payments_by_method_cents['Credit Card']),
      Cash: fromCents(money.payments_by_method_cents.Cash),
    },
    refunds: fromCents(money.refunds_cents),
    no_shows: o.noShows,
    extended_stays: o.extended,
    completed_at: o.completedAt.toISOString(),
    run_by: o.runBy,
  };
}

/** Whether the automatic audit should close `businessDate` now (docs/billing.md "Automatic run"). */
export function auditDue(o: { businessDate: string; calendarDate: string; timeOfDay: string; at: string }): boolean {
  if (o.at === 'off' || o.businessDate >= o.calendarDate) return false;
  // Days behind after downtime: catch up at once, day by day; one day behind: at the hour set.
  return nightsBetween(o.businessDate, o.calendarDate) >= 2 || o.timeOfDay >= o.at;
}
