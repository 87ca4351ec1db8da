import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dateIn } from '@pms/contracts/dates';
import { fixedClock, instantIn, isBusinessDateClock, systemClock, timeOfDayIn } from '../src/clock';

/** Zones at both ends of the offsets in use, and two with daylight saving. */
const ZONES = ['Etc/GMT+12', 'Pacific/Pago_Pago', 'America/New_York', 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland', 'Pacific/Kiritimati'];

describe('fixedClock', () => {
  it.each(ZONES)('keeps now() on its calendar date in %s (UTC−12 to UTC+14)', (zone) => {
    const clock = fixedClock('2026-03-01', zone);
    expect(dateIn(zone, clock.now())).toBe('2026-03-01');
    expect(timeOfDayIn(zone, clock.now())).toBe('12:00');
    clock.set('2026-12-31', '23:59');
    expect(dateIn(zone, clock.now())).toBe('2026-12-31');
    clock.set('2027-01-01', '00:00');
    expect(dateIn(zone, clock.now())).toBe('2027-01-01');
    expect(timeOfDayIn(zone, clock.now())).toBe('00:00');
  });

  it('is on the right day for every date of a leap year in UTC−12 and UTC+14', () => {
    for (const zone of ['Etc/GMT+12', 'Pacific/Kiritimati']) {
      const clock = fixedClock('2028-01-01', zone);
      for (let d = '2028-01-01'; d < '2029-01-01'; d = addDays(d, 1)) {
        clock.set(d);
        expect(dateIn(zone, clock.now()), `${zone} ${d}`).toBe(d);
      }
    }
  });

  it('moves both dates on set(), only the business date on setBusinessDate()', () => {
    const clock = fixedClock('2026-03-01');
    expect([clock.today(), clock.calendarDate()]).toEqual(['2026-03-01', '2026-03-01']);
    clock.setBusinessDate('2026-03-02', 1);
    expect([clock.today(), clock.calendarDate()]).toEqual(['2026-03-02', '2026-03-01']);
    clock.set('2026-04-10');
    expect([clock.today(), clock.calendarDate()]).toEqual(['2026-04-10', '2026-04-10']);
  });

  it('ignores a business date older than (or as old as) the one it holds, so a late event cannot move it back', () => {
    const clock = fixedClock('2026-03-01');
    expect(clock.setBusinessDate('2026-03-03', 2)).toBe(true);
    expect(clock.setBusinessDate('2026-03-02', 1)).toBe(false);
    expect(clock.setBusinessDate('2026-03-03', 2)).toBe(false);
    expect(clock.today()).toBe('2026-03-03');
    // Time travel keeps the version: the event published before it cannot undo it.
    clock.set('2026-05-01');
    expect(clock.setBusinessDate('2026-03-03', 2)).toBe(false);
    expect(clock.today()).toBe('2026-05-01');
    expect(isBusinessDateClock(clock)).toBe(true);
  });
});

describe('systemClock', () => {
  it('answers the calendar date as today until the business date is known, then the business date', () => {
    const clock = systemClock('Pacific/Kiritimati');
    expect(clock.today()).toBe(clock.calendarDate());
    expect(clock.calendarDate()).toBe(dateIn('Pacific/Kiritimati'));
    clock.setBusinessDate('2020-01-01', 0);
    expect(clock.today()).toBe('2020-01-01');
    expect(clock.calendarDate()).toBe(dateIn('Pacific/Kiritimati'));
  });
});

describe('instantIn', () => {
  it('is the instant the zone’s wall clock shows that date and time, across daylight-saving changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 3 * 366 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, day, h, m) => {
          const date = addDays('2026-01-01', day);
          const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
          const instant = instantIn(zone, date, time);
          // A time skipped by a spring-forward change lands just after it; every other time exactly.
          if (timeOfDayIn(zone, instant) === time) expect(dateIn(zone, instant)).toBe(date);
          else expect(instant.getTime() - instantIn(zone, date, `${String(h).padStart(2, '0')}:00`).getTime()).toBeLessThanOrEqual(3_600_000);
        },
      ),
      { numRuns: 500 },
    );
  });
});
