/**
 * The stay part of a booking (docs/product.md §2, §5, §9; docs/architecture.md §6): how far ahead and
 * how long a stay may be, the date rules and the adults count. The booking schemas and
 * svc-reservations check with these; the booking screens check with the same functions.
 *
 * A rules module: zod-free, shared by the services, the schemas and the screens (docs/frontend.md).
 */
import { addDays, nightsBetween } from './dates';

export const BOOKING_LIMITS = {
  /** Longest stay one booking may hold. */
  maxNights: 365,
  /** How far ahead an arrival may be booked (inventory rows are made on demand, so bound them). */
  horizonDays: 730,
  maxAdults: 10,
  /** Stays (rooms) in one reservation; the screens send one. */
  maxRooms: 9,
  /** Rows the search answers at most; narrow the filters to see others. */
  searchLimit: 500,
} as const;

/** Which date rule a stay breaks; each side words it (`stayDateMessage` for the services). */
export type StayDateRule =
  | 'arrival_before_today'
  | 'arrival_beyond_horizon'
  | 'departure_before_arrival'
  | 'no_nights'
  | 'too_many_nights'
  | 'departure_before_today';

/** The broken date rules, by the fields of docs/product.md §3; empty when the dates are fine. */
export interface StayDateChecks {
  check_in_date?: StayDateRule;
  check_out_date?: StayDateRule;
}

export interface StayDateOptions {
  /** An update that keeps a past arrival (a stay already under way) is not refused for it. */
  arrivalUnchanged?: boolean;
  /** An update that moves the departure: the new one may not be before today either. */
  departureMoved?: boolean;
}

/** The date rules of a stay (both dates already `YYYY-MM-DD`). */
export function checkStayDates(
  arrival: string,
  departure: string,
  today: string,
  { arrivalUnchanged = false, departureMoved = false }: StayDateOptions = {},
): StayDateChecks {
  const checks: StayDateChecks = {};
  if (!arrivalUnchanged && arrival < today) checks.check_in_date = 'arrival_before_today';
  else if (arrival > addDays(today, BOOKING_LIMITS.horizonDays)) checks.check_in_date = 'arrival_beyond_horizon';
  const nights = nightsBetween(arrival, departure);
  if (departure < arrival) checks.check_out_date = 'departure_before_arrival';
  else if (nights < 1) checks.check_out_date = 'no_nights';
  else if (nights > BOOKING_LIMITS.maxNights) checks.check_out_date = 'too_many_nights';
  else if (departureMoved && departure < today) checks.check_out_date = 'departure_before_today';
  return checks;
}

/**
 * An update's date rules, as svc-reservations applies them: nothing when the dates are as booked;
 * otherwise an unchanged past arrival is kept and a moved departure may not be in the past.
 */
export function checkChangedStayDates(
  arrival: string,
  departure: string,
  today: string,
  booked: { arrival: string; departure: string },
): StayDateChecks {
  if (arrival === booked.arrival && departure === booked.departure) return {};
  return checkStayDates(arrival, departure, today, {
    arrivalUnchanged: arrival === booked.arrival,
    departureMoved: departure !== booked.departure,
  });
}

/** The services' words for a broken date rule (after the field's name). */
export function stayDateMessage(rule: StayDateRule, today: string): string {
  switch (rule) {
    case 'arrival_before_today':
    case 'departure_before_today':
      return `must not be before today (${today})`;
    case 'arrival_beyond_horizon':
      return `must be within ${BOOKING_LIMITS.horizonDays} days from today`;
    case 'departure_before_arrival':
      return 'must not be before the arrival date';
    case 'no_nights':
      return 'must be after the arrival date (a stay is at least one night)';
    case 'too_many_nights':
      return `a stay can be at most ${BOOKING_LIMITS.maxNights} nights`;
  }
}

/** The date rules as `{check_in_date?, check_out_date?}` messages, as a 400 names them; empty when fine. */
export function stayDateProblems(arrival: string, departure: string, today: string, options: StayDateOptions = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, rule] of Object.entries(checkStayDates(arrival, departure, today, options)))
    problems[field] = stayDateMessage(rule, today);
  return problems;
}

// ---- adults ---------------------------------------------------------------------------------------

/** Adults as a form field holds them: a whole number of at most three digits. */
export const ADULTS_PATTERN = /^\d{1,3}$/;

export const ADULTS_MESSAGES = {
  notWhole: `must be a whole number from 1 to ${BOOKING_LIMITS.maxAdults}`,
  tooFew: 'must be at least 1',
  tooMany: `must be at most ${BOOKING_LIMITS.maxAdults}`,
} as const;

/** The number of adults as typed (`" 2 "`) or sent (2), or undefined when it is not a whole number. */
export function parseAdults(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const t = value.trim();
  return ADULTS_PATTERN.test(t) ? Number(t) : undefined;
}

/** The first rule an adults count breaks: a whole number, at least 1, at most `maxAdults`. */
export function adultsProblem(value: string | number): string | undefined {
  const n = parseAdults(value);
  if (n === undefined) return ADULTS_MESSAGES.notWhole;
  if (n < 1) return ADULTS_MESSAGES.tooFew;
  if (n > BOOKING_LIMITS.maxAdults) return ADULTS_MESSAGES.tooMany;
  return undefined;
}

/**
 * The departure a check-out records when the guest leaves on `businessDate` (docs/billing.md "Check-out"):
 * the business date, but never before the first night nor after the booked departure. Nights before
 * it are billed; an earlier date than the booked departure is an early departure, whose remaining
 * nights go back to inventory. A guest leaving on the arrival day pays one night.
 */
export function settleDate(arrival: string, departure: string, businessDate: string): string {
  const firstDeparture = addDays(arrival, 1);
  const leaving = businessDate < firstDeparture ? firstDeparture : businessDate;
  return leaving > departure ? departure : leaving;
}

/** What an early departure means for the guest: nights billed and nights given back. */
export function earlyDeparture(arrival: string, departure: string, businessDate: string): { billed: number; released: number } | undefined {
  const leaving = settleDate(arrival, departure, businessDate);
  if (leaving >= departure) return undefined;
  return { billed: nightsBetween(arrival, leaving), released: nightsBetween(leaving, departure) };
}
