/**
 * Bridges between the wire's `YYYY-MM-DD` calendar dates and the `Date` objects react-datepicker
 * works with. A picker date is the browser's local midnight of that calendar day, so it is read
 * back with the local calendar (date-fns `lightFormat`), never with `toISOString()` (which is UTC and
 * shifts the day for anyone east or west of Greenwich).
 */
import { dateIn, isIsoDate } from '@pms/contracts/rules/dates';
import { endOfMonth, isValid, lightFormat, parseISO } from 'date-fns';

// The services' own date rules (zod-free, so the shared @pms/ui chunk the shell loads first stays small).
export { isIsoDate };

export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** A picker's `Date` → `YYYY-MM-DD` of the same calendar day (local). */
export function toIsoDate(date: Date): string {
  // lightFormat: the same local-calendar formatting as `format`, without the locale machinery.
  return lightFormat(date, ISO_DATE_FORMAT);
}

/** `YYYY-MM-DD` → local midnight of that day; `null` for '' or anything that is not a real date. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  if (!value || !isIsoDate(value)) return null;
  // parseISO reads a date-only string as local midnight (unlike `new Date('2026-03-01')`, which is UTC).
  const d = parseISO(value);
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
