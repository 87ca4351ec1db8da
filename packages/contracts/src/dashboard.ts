import { z } from 'zod';
import { IsoDate } from './dates';
import { DASHBOARD_PATH } from './routes';

/**
 * The dashboard's figures for the business date (docs/dashboard.md). `GET /api/dashboard` is the
 * gateway's: it asks each service for its own figures (`GET /api/dashboard/{service}`) side by side
 * with a short budget and merges them; a service that does not answer in time makes only its
 * figures `null` and names each in `unavailable`.
 */
export { DASHBOARD_PATH };

const Count = z.number().int().min(0);
/** Dollars with at most two decimals (money leaves a service as dollars, docs/architecture.md §14). */
const Dollars = z.number().multipleOf(0.01);

/** `GET /api/dashboard/reservations`: the front desk's counts (svc-reservations' house status and in-house list). */
export const ReservationFigures = z.object({
  business_date: IsoDate,
  arrivals_pending: Count,
  arrivals_checked_in: Count,
  in_house: Count,
  /** HOUSE STATUS's Maximum Occupied Tonight (stayovers + pending and actual arrivals). */
  occupied_tonight: Count,
});
export type ReservationFigures = z.infer<typeof ReservationFigures>;

/** `GET /api/dashboard/rooms`: svc-rooms' house status room counts and open work orders. */
export const RoomFigures = z.object({
  business_date: IsoDate,
  /** HOUSE STATUS's Rooms to Sell: active rooms not out of order today. */
  rooms_to_sell: Count,
  rooms_clean_vacant: Count,
  rooms_dirty_vacant: Count,
  rooms_out_of_order: Count,
  open_work_orders: Count,
});
export type RoomFigures = z.infer<typeof RoomFigures>;

/** `GET /api/dashboard/billing`: the billing list's departures and what the guests in house owe. */
export const BillingFigures = z.object({
  business_date: IsoDate,
  departures_pending: Count,
  departures_checked_out: Count,
  balance_due: Dollars,
});
export type BillingFigures = z.infer<typeof BillingFigures>;

/** The figures of the answer, each `null` while its service is unavailable. */
export const DASHBOARD_FIGURES = [
  'arrivals_pending',
  'arrivals_checked_in',
  'departures_pending',
  'departures_checked_out',
  'in_house',
  'occupancy_tonight_pct',
  'rooms_clean_vacant',
  'rooms_dirty_vacant',
  'rooms_out_of_order',
  'open_work_orders',
  'balance_due',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

const nullable = <T extends z.ZodType>(t: T) => t.nullable();

/** `GET /api/dashboard`. */
export const DashboardAnswer = z.object({
  /** The hotel's business date, from the first service that answered (`null` if none did). */
  business_date: IsoDate.nullable(),
  arrivals_pending: nullable(Count),
  arrivals_checked_in: nullable(Count),
  departures_pending: nullable(Count),
  departures_checked_out: nullable(Count),
  in_house: nullable(Count),
  /** Maximum occupied tonight ÷ rooms to sell, 0–100 with one decimal (0 with no room to sell). */
  occupancy_tonight_pct: nullable(z.number().min(0).max(100)),
  rooms_clean_vacant: nullable(Count),
  rooms_dirty_vacant: nullable(Count),
  rooms_out_of_order: nullable(Count),
  open_work_orders: nullable(Count),
  balance_due: nullable(Dollars),
  /** Each figure that is `null`, with why (the service that did not answer and what happened). */
  unavailable: z.partialRecord(z.enum(DASHBOARD_FIGURES), z.string()),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

/**
 * Occupancy tonight in percent, one decimal: HOUSE STATUS's maximum occupied tonight ÷ rooms to
 * sell. It can pass 100 only when the night is oversold (a work order after the night was sold);
 * the dashboard shows 100 then, and DETAILED AVAILABILITY shows the oversell.
 */
export function occupancyPct(occupiedTonight: number, roomsToSell: number): number {
  if (roomsToSell <= 0) return 0;
  return Math.min(100, Math.round((occupiedTonight * 1000) / roomsToSell) / 10);
}
