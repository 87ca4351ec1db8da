import type { StackInput } from './geometry';

export type { StackInput };

export interface StackedBarChartProps {
  /** The chart's accessible name and visible caption, e.g. "Occupancy by room type, next 14 days". */
  title: string;
  /** The series' names, bottom of the stack first (the room types), shown in the legend. */
  series: readonly string[];
  /** One bar per label (a day), its values in `series` order, as shares of its capacity. */
  bars: readonly StackInput[];
  /** Says where the numbers are as text (the table), shown under the legend. */
  note?: string;
}

export interface GaugeProps {
  /** What is measured, e.g. "Occupancy tonight"; the accessible name adds the percentage. */
  label: string;
  /** The part and the whole, e.g. rooms occupied of rooms to sell. */
  value: number;
  of: number;
  /** The numbers in words under the gauge, e.g. "31 of 43 rooms to sell". */
  detail?: string;
}

/** The viewBox sizes, shared with the stand-ins shown while the drawing code loads (no layout shift). */
export const STACK_VIEW = { width: 720, height: 260 } as const;
export const GAUGE_VIEW = { width: 200, height: 116 } as const;
