import { dateIn } from '@pms/contracts/dates';

/**
 * The hotel's clock. `today()` is the hotel's BUSINESS DATE (docs/billing.md "Business date"): the
 * day the front desk is working on, which moves only when the night audit closes it — so a guest
 * arriving at 1 a.m. is still tonight's arrival. `calendarDate()` is the wall-clock date in the
 * hotel's zone; only the audit's scheduler and its "closing before midnight" warning read it. Every
 * service takes its clock as a dependency so a test can set both.
 */
export interface Clock {
  readonly timeZone: string;
  now(): Date;
  /** The business date, `YYYY-MM-DD`: the calendar date until the hotel's business date is known. */
  today(): string;
  /** The calendar date in the hotel's time zone, `YYYY-MM-DD`. */
  calendarDate(): string;
}

/**
 * A clock that follows the hotel's business date (`business-date.ts` feeds it from svc-reservations'
 * `pms.reservations.business_date` events; svc-reservations sets it itself when it rolls the date).
 */
export interface BusinessDateClock extends Clock {
  /**
   * Makes `date` the business date. With a `version` (days the hotel has closed so far) an older
   * or equal version than the one held is ignored, so a late or replayed event cannot move the date
   * back. Answers whether it applied.
   */
  setBusinessDate(date: string, version?: number): boolean;
}

export function isBusinessDateClock(clock: Clock): clock is BusinessDateClock {
  return typeof (clock as Partial<BusinessDateClock>).setBusinessDate === 'function';
}

/** Holds the business date and the version it came with; undefined until one is known. */
function businessDateHolder() {
  let date: string | undefined;
  let version = -Infinity;
  return {
    get: () => date,
    set(d: string, v?: number): boolean {
      if (v !== undefined && v <= version) return false;
      if (v !== undefined) version = v;
      date = d;
      return true;
    },
  };
}

export function systemClock(timeZone: string): BusinessDateClock {
  const business = businessDateHolder();
  const calendarDate = () => dateIn(timeZone);
  return {
    timeZone,
    now: () => new Date(),
    today: () => business.get() ?? calendarDate(),
    calendarDate,
    setBusinessDate: business.set,
  };
}

/** A clock a test can move: `clock.set('2026-03-01')` (optionally at a time of day, `'02:30'`). */
export interface SettableClock extends BusinessDateClock {
  /** Time travel: moves the calendar date AND the business date to `date`, `now()` to `time` that day. */
  set(date: string, time?: string): void;
}

/**
 * A test's clock: `today()` = `calendarDate()` = `today` until moved; `set(d)` moves both (and keeps
 * the business date's version, so an event published before the move cannot undo it);
 * `setBusinessDate(d)` moves `today()` only, as the night audit does. `now()` is the instant of
 * `time` (noon unless set) on the calendar date in the clock's zone, so `dateIn(zone, now())` is
 * the calendar date in every zone, UTC−12 to UTC+14.
 */
export function fixedClock(today: string, timeZone = 'America/New_York'): SettableClock {
  let calendar = today;
  let time = '12:00';
  const business = businessDateHolder();
  business.set(today);
  return {
    timeZone,
    now: () => instantIn(timeZone, calendar, time),
    today: () => business.get() ?? calendar,
    calendarDate: () => calendar,
    setBusinessDate: business.set,
    set(d: string, t = '12:00') {
      calendar = d;
      time = t;
      business.set(d);
    },
  };
}

// ---- wall-clock time in a zone ------------------------------------------------------------------

/** One formatter per zone (each holds ICU memory; see `dateIn` in contracts). */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string, instant: Date): { y: number; m: number; d: number; h: number; min: number; s: number } {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour! % 24, min: p.minute!, s: p.second! };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(timeZone: string, instant: Date): number {
  const w = wallClock(timeZone, instant);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the wall clock in `timeZone` shows `date` at `time` (`HH:MM`). Across a
 * daylight-saving change the offset after the change is used (a skipped local time lands just after it).
 */
export function instantIn(timeZone: string, date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - offsetMs(timeZone, new Date(wall));
  return new Date(wall - offsetMs(timeZone, new Date(first)));
}

/** The wall-clock time in `timeZone` at `instant`, `HH:MM`. */
export function timeOfDayIn(timeZone: string, instant: Date): string {
  const w = wallClock(timeZone, instant);
  return `${String(w.h).padStart(2, '0')}:${String(w.min).padStart(2, '0')}`;
}
