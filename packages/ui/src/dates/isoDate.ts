/**
 * Bridges between the wire's `YYYY-MM-DD` calendar dates and the `Date` objects react-datepicker
 * works with. A picker date is the browser's local midnight of that calendar day, so it is read
 * back with the local calendar (date-fns `format`), never with `toISOString()` (which is UTC and
 * shifts the day for anyone east or west of Greenwich).
 */
import { endOfMonth, format, isValid, parse } from 'date-fns';
import { dateIn, isIsoDate } from '@pms/contracts/dates';

export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** A picker's `Date` → `YYYY-MM-DD` of the same calendar day (local). */
export function toIsoDate(date: Date): string {
  return format(date, ISO_DATE_FORMAT);
}

/** `YYYY-MM-DD` → local midnight of that day; `null` for '' or anything that is not a real date. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  if (!value || !isIsoDate(value)) return null;
  const d = parse(value, ISO_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

/**
 * Today's calendar date. Pass the hotel's time zone when known (e.g. from the login status) so a
 * clerk's browser in another zone still sees the hotel's today; otherwise the browser's own date.
 */
export function todayIso(timeZone?: string, now: Date = new Date()): string {
  return timeZone ? dateIn(timeZone, now) : toIsoDate(now);
}

/** Last day of the month of a `YYYY-MM-DD` date: `2024-02-10` → `2024-02-29`. */
export function endOfMonthIso(value: string): string {
  const d = fromIsoDate(value);
  if (!d) throw new RangeError(`not a date: ${value}`);
  return toIsoDate(endOfMonth(d));
}

/** The later of two ISO dates ('' counts as missing). ISO dates compare correctly as strings. */
export function laterIso(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return a >= b ? a : b;
}
