import { dateIn } from '@pms/contracts/dates';

/**
 * "Today" everywhere means today in the hotel's time zone. Every service takes its clock as a
 * dependency so a test can set the date.
 */
export interface Clock {
  readonly timeZone: string;
  now(): Date;
  /** Today in the hotel's time zone, `YYYY-MM-DD`. */
  today(): string;
}

export function systemClock(timeZone: string): Clock {
  return { timeZone, now: () => new Date(), today: () => dateIn(timeZone) };
}

/** A clock a test can move: `clock.set('2026-03-01')`. */
export interface SettableClock extends Clock {
  set(today: string): void;
}

export function fixedClock(today: string, timeZone = 'America/New_York'): SettableClock {
  let current = today;
  return {
    timeZone,
    // Noon in the zone's date keeps `now()` on the same calendar day whatever the offset.
    now: () => new Date(`${current}T12:00:00Z`),
    today: () => current,
    set(d: string) {
      current = d;
    },
  };
}
