/**
 * DETAILED AVAILABILITY (docs/product.md §2, §3): the table by date with the weekday name, one column per
 * room type of the answer's `roomTypes`, plus Total Rooms; Availability shows units still to sell,
 * Occupancy units sold.
 */
import type { Availability, AvailabilityDay, AvailabilityRoomType } from '@pms/contracts/reports';
import { weekdayName } from '@pms/contracts/rules/dates';

export type { Availability, AvailabilityDay, AvailabilityRoomType };

export type AvailabilityMode = 'availability' | 'occupancy';

export const AVAILABILITY_MODES = [
  { value: 'availability', label: 'Availability' },
  { value: 'occupancy', label: 'Occupancy' },
] as const satisfies readonly { value: AvailabilityMode; label: string }[];

export interface AvailabilityColumn {
  /** Stable column id: `type<N>` or `total`. */
  id: string;
  header: string;
  /** The number this column shows for a day in the chosen mode. */
  value: (day: AvailabilityDay) => number;
}

/**
 * The number columns: `roomTypes[i]` reads `AvailableType<i+1>` / `OccupiedType<i+1>` (the answer's
 * numbering), then Total Rooms reads `TotalAvailable` / `TotalOccupied`.
 */
export function availabilityColumns(roomTypes: readonly AvailabilityRoomType[], mode: AvailabilityMode): AvailabilityColumn[] {
  const prefix = mode === 'availability' ? 'Available' : 'Occupied';
  const types = roomTypes.map((t, i): AvailabilityColumn => {
    const key = `${prefix}Type${i + 1}` as `AvailableType${number}`;
    return { id: `type${i + 1}`, header: t.type, value: (day) => day[key] ?? 0 };
  });
  const total: AvailabilityColumn = {
    id: 'total',
    header: 'Total Rooms',
    value: (day) => (mode === 'availability' ? day.TotalAvailable : day.TotalOccupied),
  };
  return [...types, total];
}

/** The day's weekday as the answer names it, or computed from the date. */
export function dayName(day: Pick<AvailabilityDay, 'date' | 'day'>): string {
  return day.day || weekdayName(day.date);
}

/** The occupancy chart's input: one bar a day, rooms sold per room type out of the rooms that day could sell. */
export interface OccupancyChartData {
  series: string[];
  bars: Array<{ label: string; values: number[]; capacity: number }>;
}

/**
 * Per day, units sold of each room type (`OccupiedType<i+1>`) stacked over the day's capacity: every
 * unit is sold or available (out-of-order units are in neither), so capacity = sold + available. An
 * oversold type (negative availability) makes the day's bar pass 100 %, which the chart shows.
 */
export function occupancyChart(answer: Availability): OccupancyChartData {
  const types = answer.roomTypes.map((_, i) => i + 1);
  return {
    series: answer.roomTypes.map((t) => t.type),
    bars: answer.typeData.map((day) => ({
      label: day.date.slice(5),
      values: types.map((n) => Math.max(0, day[`OccupiedType${n}`] ?? 0)),
      capacity: types.reduce((sum, n) => sum + (day[`OccupiedType${n}`] ?? 0) + (day[`AvailableType${n}`] ?? 0), 0),
    })),
  };
}
