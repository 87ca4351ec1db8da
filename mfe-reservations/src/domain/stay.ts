/**
 * The stay part of the booking screens (dates, nights, adults, room type, room number) as pure
 * functions, so NEW RESERVATION and UPDATE RESERVATION apply one set of rules and the tests can
 * check them without a browser. The rules are the booking service's own (the contracts' zod-free
 * rules module); this file holds the screens' values and words. Dates are `YYYY-MM-DD` strings.
 */
import { addDays, isIsoDate, nightsBetween } from '@pms/contracts/rules/dates';
import {
  adultsProblem,
  BOOKING_LIMITS,
  checkChangedStayDates,
  checkStayDates,
  parseAdults,
  type StayDateRule,
} from '@pms/contracts/rules/stay';

/** What the clerk has typed or picked; strings, as the inputs hold them. */
export interface StayValues {
  arrival: string;
  departure: string;
  adults: string;
  /** The chosen room type's id as the select holds it; '' until one is chosen. */
  roomTypeId: string;
}

export type StayField = keyof StayValues | 'nights' | 'roomNum';
export type StayErrors = Partial<Record<StayField, string>>;

/** docs/product.md §2/§5 give the rules but not the words; these follow the guest form's `*…` style. */
export const STAY_MESSAGES = {
  arrivalRequired: '*Please choose the arrival date.',
  arrivalBeforeToday: '*The arrival date cannot be before today.',
  departureRequired: '*Please choose the departure date.',
  departureBeforeArrival: '*The departure date cannot be before the arrival date.',
  noNights: '*A stay is at least one night: choose a departure date after the arrival date.',
  tooManyNights: `*A stay can be at most ${BOOKING_LIMITS.maxNights} nights.`,
  departureBeforeToday: '*The departure date cannot be before today.',
  arrivalBeyondHorizon: `*Reservations can be made up to ${BOOKING_LIMITS.horizonDays} days ahead: choose an earlier arrival date.`,
  adults: `*Please enter the number of adults (1 to ${BOOKING_LIMITS.maxAdults}).`,
  nights: `*Please enter the number of nights (1 to ${BOOKING_LIMITS.maxNights}).`,
  roomType: '*Please choose a room type.',
} as const;

const DEFAULT_ADULTS = '1';
/** docs/product.md §2 and §9: one room per reservation, shown read-only. */
export const ROOMS_PER_RESERVATION = 1;

export const emptyStay: StayValues = Object.freeze({ arrival: '', departure: '', adults: DEFAULT_ADULTS, roomTypeId: '' });

/** The last arrival date a booking may have today (the service's horizon), for the date picker. */
export function latestArrival(today: string): string {
  return addDays(today, BOOKING_LIMITS.horizonDays);
}

/** Total nights: the day difference between the dates, or null while either date is missing. */
export function totalNights(arrival: string, departure: string): number | null {
  if (!isIsoDate(arrival) || !isIsoDate(departure)) return null;
  return nightsBetween(arrival, departure);
}

/** What the read-only Total Nights field shows: the difference, '' until both dates are there. */
export function nightsText(arrival: string, departure: string): string {
  const n = totalNights(arrival, departure);
  return n === null ? '' : String(n);
}

/**
 * A new arrival date: the departure stays where the clerk put it while it is still after the
 * arrival; otherwise (none yet, or now on or before the arrival) it becomes the next day, so the
 * pair is never inverted and the stay is never zero nights because of the arrival alone.
 */
export function withArrival(stay: StayValues, arrival: string): StayValues {
  if (!isIsoDate(arrival)) return { ...stay, arrival };
  const keep = isIsoDate(stay.departure) && stay.departure > arrival;
  return { ...stay, arrival, departure: keep ? stay.departure : addDays(arrival, 1) };
}

/** Parses a whole number typed in a field ("2", " 3 "); null for anything else. */
function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d{1,4}$/.test(t) ? Number(t) : null;
}

/**
 * Adults as the booking sends them: the number when the field holds a whole number, else what was
 * typed (the service then refuses it with the same rule the form shows, `adultsProblem`).
 */
export function adultsToSend(typed: string): number | string {
  return parseAdults(typed) ?? typed.trim();
}

/**
 * The update screen's editable Nights field: typing a count moves the departure to arrival +
 * nights. Anything that is not 1…maxNights leaves the dates alone (the field shows its message).
 */
export function withNights(stay: StayValues, nightsTyped: string): StayValues {
  const n = wholeNumber(nightsTyped);
  if (n === null || n < 1 || n > BOOKING_LIMITS.maxNights || !isIsoDate(stay.arrival)) return stay;
  return { ...stay, departure: addDays(stay.arrival, n) };
}

export interface StayRules {
  /** Today in `YYYY-MM-DD` (the hotel's). */
  today: string;
  /**
   * The update screen's stay as booked. Dates left as booked are not checked again; a stay already
   * under way keeps its past arrival, and a moved departure may not be in the past (as the service
   * does: `checkChangedStayDates`).
   */
  booked?: { arrival: string; departure: string };
}

/** The screens' words for the service's date rules (docs/product.md §2/§5 give the rules, not the words). */
const DATE_RULE_MESSAGES: Record<StayDateRule, string> = {
  arrival_before_today: STAY_MESSAGES.arrivalBeforeToday,
  arrival_beyond_horizon: STAY_MESSAGES.arrivalBeyondHorizon,
  departure_before_arrival: STAY_MESSAGES.departureBeforeArrival,
  no_nights: STAY_MESSAGES.noNights,
  too_many_nights: STAY_MESSAGES.tooManyNights,
  departure_before_today: STAY_MESSAGES.departureBeforeToday,
};

/** Every broken rule of the stay fields, one message per field. Empty object = valid. */
export function validateStay(stay: StayValues, { today, booked }: StayRules): StayErrors {
  const errors: StayErrors = {};
  const arrivalOk = isIsoDate(stay.arrival);
  const departureOk = isIsoDate(stay.departure);
  if (!arrivalOk) errors.arrival = STAY_MESSAGES.arrivalRequired;
  if (!departureOk) errors.departure = STAY_MESSAGES.departureRequired;
  if (arrivalOk) {
    // Without a departure yet, the arrival's own rules still apply (the departure's are not asked).
    const departure = departureOk ? stay.departure : stay.arrival;
    const checks = booked
      ? checkChangedStayDates(stay.arrival, departure, today, booked)
      : checkStayDates(stay.arrival, departure, today);
    if (checks.check_in_date) errors.arrival = DATE_RULE_MESSAGES[checks.check_in_date];
    if (departureOk && checks.check_out_date) errors.departure = DATE_RULE_MESSAGES[checks.check_out_date];
  }
  if (adultsProblem(stay.adults)) errors.adults = STAY_MESSAGES.adults;
  if (!/^\d+$/.test(stay.roomTypeId)) errors.roomTypeId = STAY_MESSAGES.roomType;
  return errors;
}

/** The message of the update screen's Nights field while what it holds is not a usable count. */
export function nightsFieldError(nightsTyped: string): string | undefined {
  const n = wholeNumber(nightsTyped);
  return n === null || n < 1 || n > BOOKING_LIMITS.maxNights ? STAY_MESSAGES.nights : undefined;
}

/** Field order on the screens, for focusing the first field with a message after a submit. */
const STAY_FIELD_ORDER: readonly StayField[] = ['roomNum', 'arrival', 'departure', 'nights', 'adults', 'roomTypeId'];

export function firstStayError(errors: StayErrors): StayField | undefined {
  return STAY_FIELD_ORDER.find((f) => errors[f]);
}

export function hasStayErrors(errors: StayErrors): boolean {
  return Object.values(errors).some(Boolean);
}
