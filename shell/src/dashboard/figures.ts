import type { DashboardAnswer, DashboardFigure } from '@pms/contracts/dashboard';
import { formatUsd, toCents } from '@pms/contracts/rules/money';
import type { Schema } from '@pms/ui';

/*
 * The dashboard's tiles (docs/dashboard.md): which figure each shows, how, and the screen behind it.
 * The answer of `GET /api/dashboard` is checked by hand (no zod in the shell, like answers.ts).
 */

export interface Tile {
  figure: DashboardFigure;
  label: string;
  /** The screen and filter behind the figure. */
  to: string;
  /** A second figure beside the first (`3 checked in`). */
  detail?: { figure: DashboardFigure; words: string };
  format?: (value: number) => string;
}

const percent = (value: number) => `${value.toFixed(1)} %`;

export const TILES: readonly Tile[] = [
  { figure: 'arrivals_pending', label: 'Arrivals', to: '/frontdesk/arrivals', detail: { figure: 'arrivals_checked_in', words: 'checked in' } },
  { figure: 'departures_pending', label: 'Departures', to: '/cashiering/billing?show=dueOut', detail: { figure: 'departures_checked_out', words: 'checked out' } },
  { figure: 'in_house', label: 'In house', to: '/frontdesk/inhouse' },
  { figure: 'occupancy_tonight_pct', label: 'Occupancy tonight', to: '/reports/houseStatus', format: percent },
  { figure: 'rooms_dirty_vacant', label: 'Dirty vacant', to: '/reports/housekeeping?show=dirty,vacant' },
  { figure: 'rooms_out_of_order', label: 'Out of order', to: '/frontdesk/maintenance' },
  { figure: 'open_work_orders', label: 'Open work orders', to: '/frontdesk/maintenance' },
  { figure: 'balance_due', label: 'Balance due', to: '/cashiering/billing', format: (dollars) => formatUsd(toCents(dollars)) },
];

const FIGURES: readonly DashboardFigure[] = TILES.flatMap((t) => (t.detail ? [t.figure, t.detail.figure] : [t.figure]));

/** A figure is a number or null (its service did not answer); `unavailable` names the reasons. */
export const DashboardAnswerShape: Schema<DashboardAnswer> = {
  parse(data: unknown): DashboardAnswer {
    const source = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = { business_date: typeof source.business_date === 'string' ? source.business_date : null };
    for (const figure of FIGURES) {
      const value = source[figure];
      if (value !== null && typeof value !== 'number') throw new TypeError(`dashboard.${figure} is not a number or null`);
      out[figure] = value;
    }
    const unavailable = source.unavailable;
    out.unavailable = typeof unavailable === 'object' && unavailable !== null ? unavailable : {};
    return out as DashboardAnswer;
  },
};

/** What a tile shows for its figure. */
export function tileText(tile: Pick<Tile, 'format'>, value: number | null | undefined): string {
  if (value === undefined) return '…';
  if (value === null) return 'Unavailable';
  return tile.format ? tile.format(value) : String(value);
}

/** The sentence read out when figures change while the clerk is on the dashboard ('' for none). */
export function changesToAnnounce(before: DashboardAnswer | undefined, after: DashboardAnswer): string {
  if (!before) return '';
  return TILES.filter((t) => before[t.figure] !== after[t.figure])
    .map((t) => `${t.label} now ${tileText(t, after[t.figure])}.`)
    .join(' ');
}
