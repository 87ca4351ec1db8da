import { describe, expect, it } from 'vitest';
import { cityLine, formatCreatedAt, formatRate, maskCard, roomTypeLabel } from '../src/domain/format';
import { emptyFilters, reservationsListPath } from '../src/domain/search';

describe('format', () => {
  it('masks the card as four stars and the last four digits', () => {
    expect(maskCard('1111')).toBe('****1111');
    expect(maskCard('')).toBe('');
  });
  it('writes rates in US dollars and the dropdown as type and rate', () => {
    expect(formatRate(129.5)).toBe('$129.50');
    expect(formatRate(1200)).toBe('$1,200.00');
    expect(roomTypeLabel({ type: 'King', rate: 149 })).toBe('King — $149.00 per night');
  });
  it('writes the creation time as YYYY-MM-DD HH:mm, or the text as it came', () => {
    expect(formatCreatedAt('2026-03-01T14:05:09')).toBe('2026-03-01 14:05');
    // In the hotel's zone: 02:30 UTC is still the evening before in New York.
    expect(formatCreatedAt('2026-03-02T02:30:00Z', 'America/New_York')).toBe('2026-03-01 21:30');
    expect(formatCreatedAt('2026-07-01T00:00:00.000Z', 'UTC')).toBe('2026-07-01 00:00');
    expect(formatCreatedAt('not a time')).toBe('not a time');
  });
  it('joins the address parts that are there', () => {
    expect(cityLine('Springfield', 'IL', '62701')).toBe('Springfield, IL 62701');
    expect(cityLine('', 'IL', '')).toBe('IL');
    expect(cityLine(' ', '', '')).toBe('');
  });
});

describe('reservations list path', () => {
  it('sends every empty part as the word undefined', () => {
    expect(reservationsListPath(emptyFilters)).toBe('/api/hw/reservations_list/undefined/undefined/undefined/undefined/undefined');
  });
  it('puts the parts in the documented order, trimmed and escaped', () => {
    expect(
      reservationsListPath({
        firstName: ' Ann ',
        lastName: "O'Brien/x",
        arrivalFrom: '2026-03-01',
        arrivalTo: '2026-03-31',
        confirmationNumber: 'AB C',
      }),
    ).toBe("/api/hw/reservations_list/Ann/O'Brien%2Fx/2026-03-01/2026-03-31/AB%20C");
    expect(reservationsListPath({ ...emptyFilters, lastName: 'Smith' })).toBe(
      '/api/hw/reservations_list/undefined/Smith/undefined/undefined/undefined',
    );
  });
});
