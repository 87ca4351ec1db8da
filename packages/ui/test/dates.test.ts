import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateIn, isIsoDate as contractIsIsoDate } from '@pms/contracts/rules/dates';
import { endOfMonthIso, fromIsoDate, isIsoDate, laterIso, toIsoDate, todayIso } from '../src/dates/isoDate';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// Zones far east and west of UTC, with DST, and one (Santiago) where DST starts at midnight, so
// local midnight of that day does not exist.
const ZONES = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/Berlin', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Santiago', 'Australia/Lord_Howe'];

describe('YYYY-MM-DD ⇄ picker Date', () => {
  it.each(ZONES)('round trip keeps the calendar day in %s', (tz) => {
    process.env.TZ = tz;
    for (const day of ['2024-02-29', '2026-01-01', '2026-03-08', '2026-03-29', '2026-09-06', '2026-10-04', '2026-11-01', '2026-12-31']) {
      const d = fromIsoDate(day);
      expect(d).not.toBeNull();
      expect(toIsoDate(d as Date)).toBe(day);
      // The picker shows local fields: they must be that day.
      expect([d!.getFullYear(), d!.getMonth() + 1, d!.getDate()]).toEqual(day.split('-').map(Number));
    }
  });

  it('round trip holds for any date 1900–2199 (property)', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const day = instant.toISOString().slice(0, 10);
        expect(toIsoDate(fromIsoDate(day) as Date)).toBe(day);
      }),
    );
  });

  it('a date picked late in the evening is still that day (no UTC conversion)', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(toIsoDate(new Date(2026, 2, 14, 23, 30))).toBe('2026-03-14');
    process.env.TZ = 'Pacific/Kiritimati';
    expect(toIsoDate(new Date(2026, 2, 14, 0, 15))).toBe('2026-03-14');
  });

  it.each(['', '2026-02-30', '2026-13-01', '26-03-01', '2026-3-1', 'tomorrow', '2026-03-01T00:00:00Z'])(
    'fromIsoDate(%j) is null',
    (s) => {
      expect(fromIsoDate(s)).toBeNull();
    },
  );

  it('null and undefined are no date', () => {
    expect(fromIsoDate(null)).toBeNull();
    expect(fromIsoDate(undefined)).toBeNull();
  });
});

describe('endOfMonthIso', () => {
  it.each([
    ['2024-02-10', '2024-02-29'],
    ['2026-02-01', '2026-02-28'],
    ['2100-02-15', '2100-02-28'],
    ['2000-02-15', '2000-02-29'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-01', '2026-12-31'],
    ['2026-01-31', '2026-01-31'],
  ])('%s → %s', (day, end) => {
    expect(endOfMonthIso(day)).toBe(end);
  });

  it.each(ZONES)('is the same in %s', (tz) => {
    process.env.TZ = tz;
    expect(endOfMonthIso('2026-03-08')).toBe('2026-03-31');
    expect(endOfMonthIso('2026-10-04')).toBe('2026-10-31');
  });

  it('refuses a non-date', () => {
    expect(() => endOfMonthIso('2026-02-30')).toThrow(RangeError);
  });
});

describe('todayIso and laterIso', () => {
  it("uses the hotel's zone when given", () => {
    const instant = new Date('2026-03-01T03:00:00Z'); // still Feb 28 in New York
    expect(todayIso('America/New_York', instant)).toBe('2026-02-28');
    expect(todayIso('Europe/Berlin', instant)).toBe('2026-03-01');
  });

  it("otherwise the browser's local date", () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(todayIso(undefined, new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
  });

  it('laterIso picks the later date and ignores a missing one', () => {
    expect(laterIso('2026-03-01', '2026-02-28')).toBe('2026-03-01');
    expect(laterIso('2026-03-01', '2026-03-02')).toBe('2026-03-02');
    expect(laterIso('', '2026-03-02')).toBe('2026-03-02');
    expect(laterIso('2026-03-02', '')).toBe('2026-03-02');
  });
});

describe('the date rules are the services\' own (no copy)', () => {
  it('isIsoDate is the rules module\'s: year 0000 is no date, here as on the server', () => {
    expect(isIsoDate).toBe(contractIsIsoDate);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(fromIsoDate('0000-01-01')).toBeNull();
  });

  it('todayIso(zone) = dateIn(zone)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(todayIso(zone, instant)).toBe(dateIn(zone, instant));
        },
      ),
    );
  });
});
