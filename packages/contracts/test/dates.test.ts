import { describe, expect, it } from 'vitest';
import { addDays, dateIn, isIsoDate, weekdayName } from '../src/dates';
import { formatUsd } from '../src/rules/money';

describe('isIsoDate', () => {
  it('accepts calendar dates PostgreSQL can store', () => {
    for (const d of ['2026-03-01', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isIsoDate(d), d).toBe(true);
  });

  it('refuses year 0000 (no such year in PostgreSQL), impossible days and other forms', () => {
    for (const d of ['0000-01-01', '0000-12-31', '2026-02-30', '2026-13-01', '2026-3-1', '+002026-03-01', '20260301', '']) expect(isIsoDate(d), d).toBe(false);
  });
});

describe('formatters kept between calls', () => {
  it('names the weekday as Intl does, every day of four years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
    for (let i = 0; i < 4 * 366; i++) {
      const d = addDays('2025-01-01', i);
      expect(weekdayName(d), d).toBe(intl.format(new Date(`${d}T00:00:00Z`)));
    }
    expect(weekdayName('2026-03-01')).toBe('Sunday');
  });

  it('gives the date in each time zone, whichever zone was asked before', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(dateIn('America/New_York', instant)).toBe('2026-02-28');
    expect(dateIn('Europe/Berlin', instant)).toBe('2026-03-01');
    expect(dateIn('America/New_York', instant)).toBe('2026-02-28');
    expect(dateIn('Pacific/Kiritimati', new Date('2026-02-28T11:00:00Z'))).toBe('2026-03-01');
  });

  it('formats dollars', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(-5)).toBe('-$0.05');
  });
});
