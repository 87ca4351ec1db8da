/**
 * Stay dates are calendar dates (`YYYY-MM-DD`) in the hotel's time zone, never instants. All the
 * arithmetic here works on the calendar date itself (via UTC midnight), so month ends, leap days
 * and daylight-saving changes cannot shift a night.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What every date field says when it is not a date (the zod `IsoDate` answers it as a 400). */
export const ISO_DATE_MESSAGE = 'must be a date in the form YYYY-MM-DD';

/** A real calendar date written `YYYY-MM-DD` (no 2026-02-30, no year 0000). */
export function isIsoDate(s: string): boolean {
  // Year 0000 is a date to JavaScript but not to PostgreSQL (there is no year 0): refused here, so
  // it is a 400 naming the field rather than a database error.
  if (!ISO_DATE.test(s) || s.startsWith('0000')) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const DAY_MS = 86_400_000;
const toUtc = (d: string): number => Date.parse(`${d}T00:00:00Z`);

/** Nights between arrival and departure: the day difference. */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((toUtc(departure) - toUtc(arrival)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every night of a stay: arrival up to (not including) departure. */
export function stayNights(arrival: string, departure: string): string[] {
  const n = nightsBetween(arrival, departure);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(arrival, i));
}

/**
 * One formatter per time zone, made once. Every `new Intl.DateTimeFormat` holds ICU memory outside
 * the JavaScript heap that the garbage collector does not see: made per call (every request asks
 * for "today"), a service grew by gigabytes under load (`npm run bench`, docs/performance.md), and
 * each one costs ~40 µs where formatting with a kept one costs ~0.5 µs.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, e.g. `dateIn('America/New_York')` is today there. */
export function dateIn(timeZone: string, instant: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** `2026-03-01` → `Sunday` (English, as the reports show it). */
export function weekdayName(date: string): string {
  return WEEKDAYS[new Date(toUtc(date)).getUTCDay()] ?? '';
}
