import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../src/dates';

describe('isIsoDate', () => {
  it('accepts calendar dates PostgreSQL can store', () => {
    for (const d of ['2026-03-01', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isIsoDate(d), d).toBe(true);
  });

  it('refuses year 0000 (no such year in PostgreSQL), impossible days and other forms', () => {
    for (const d of ['0000-01-01', '0000-12-31', '2026-02-30', '2026-13-01', '2026-3-1', '+002026-03-01', '20260301', '']) expect(isIsoDate(d), d).toBe(false);
  });
});
