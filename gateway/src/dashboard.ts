import type { Context } from 'hono';
import type { z } from 'zod';
import {
  BillingFigures,
  occupancyPct,
  ReservationFigures,
  RoomFigures,
  type DashboardAnswer,
  type DashboardFigure,
} from '@pms/contracts/dashboard';
import { DASHBOARD_SERVICES, type ServiceName } from '@pms/contracts/routes';
import type { TokenVerifier } from '@pms/service-kit';
import { askServices, requireAction, type FanOutOptions } from './fan-out';

/**
 * `GET /api/dashboard` (docs/dashboard.md): the day's figures, each from the service that owns it.
 * The gateway asks the three services side by side, each for at most `timeoutMs` (a dashboard that
 * waits for a slow service is no glance), checks each answer with its schema and merges them. A
 * service that fails makes only its figures `null`, each named in `unavailable` with the reason;
 * occupancy needs two services (occupied tonight from reservations, rooms to sell from rooms).
 */
export interface DashboardOptions extends FanOutOptions {
  verifier: TokenVerifier;
}

type DashboardService = (typeof DASHBOARD_SERVICES)[number];

/** Each service's answer schema and the figures it gives. */
const SOURCES = {
  reservations: { schema: ReservationFigures, figures: ['arrivals_pending', 'arrivals_checked_in', 'in_house', 'occupancy_tonight_pct'] },
  rooms: { schema: RoomFigures, figures: ['rooms_clean_vacant', 'rooms_dirty_vacant', 'rooms_out_of_order', 'open_work_orders', 'occupancy_tonight_pct'] },
  billing: { schema: BillingFigures, figures: ['departures_pending', 'departures_checked_out', 'balance_due'] },
} as const satisfies Record<DashboardService, { schema: z.ZodType; figures: readonly DashboardFigure[] }>;

export function dashboardMerge({ verifier, ...fanOut }: DashboardOptions) {
  return async (c: Context) => {
    await requireAction(c, verifier, 'desk.work');
    const { bodies, unavailable } = await askServices<unknown>(c, fanOut, DASHBOARD_SERVICES, (service) => `/api/dashboard/${service}`);
    const got: { reservations?: ReservationFigures; rooms?: RoomFigures; billing?: BillingFigures } = {};
    const why: Partial<Record<ServiceName, string>> = { ...unavailable };
    for (const { service, body } of bodies) {
      const parsed = SOURCES[service as DashboardService].schema.safeParse(body);
      if (parsed.success) Object.assign(got, { [service]: parsed.data });
      else why[service] = `The ${service} service answered figures the dashboard does not understand: ${parsed.error.message.slice(0, 200)}`;
    }
    const { reservations: res, rooms, billing } = got;
    const answer: DashboardAnswer = {
      business_date: res?.business_date ?? rooms?.business_date ?? billing?.business_date ?? null,
      arrivals_pending: res?.arrivals_pending ?? null,
      arrivals_checked_in: res?.arrivals_checked_in ?? null,
      departures_pending: billing?.departures_pending ?? null,
      departures_checked_out: billing?.departures_checked_out ?? null,
      in_house: res?.in_house ?? null,
      occupancy_tonight_pct: res && rooms ? occupancyPct(res.occupied_tonight, rooms.rooms_to_sell) : null,
      rooms_clean_vacant: rooms?.rooms_clean_vacant ?? null,
      rooms_dirty_vacant: rooms?.rooms_dirty_vacant ?? null,
      rooms_out_of_order: rooms?.rooms_out_of_order ?? null,
      open_work_orders: rooms?.open_work_orders ?? null,
      balance_due: billing?.balance_due ?? null,
      unavailable: {},
    };
    for (const service of DASHBOARD_SERVICES) {
      const reason = why[service];
      if (reason === undefined) continue;
      for (const figure of SOURCES[service].figures) answer.unavailable[figure] ??= reason;
    }
    return c.json(answer, 200, { 'cache-control': 'no-store' });
  };
}
