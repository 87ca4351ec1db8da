import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_TAX_RATES as DEMO } from '@pms/contracts/demo-hotel';
import { centsToNumeric, invoiceNumber, NO_TAXES, rateOf, stayCharges, stayNightCount } from '../src/domain/charges';

describe('stay charges (docs/product.md §9), hand-computed', () => {
  it('2 nights at $109.99: each tax rounded on its own', () => {
    // room 219.98; county 10.999 → 11.00; city 6.5994 → 6.60; state 15.3986 → 15.40; total 252.98
    expect(stayCharges('2026-03-01', '2026-03-03', 10999, DEMO)).toEqual({
      nights: 2,
      rateCents: 10999,
      roomCents: 21998,
      countyTaxCents: 1100,
      cityTaxCents: 660,
      stateTaxCents: 1540,
      totalCents: 25298,
    });
  });

  it('a stay across a month end counts the nights by calendar days and rounds halves up', () => {
    // Jan 30 → Feb 2 = 3 nights; room 448.50; county 22.425 → 22.43; city 13.455 → 13.46;
    // state 31.395 → 31.40; total 515.79
    expect(stayCharges('2026-01-30', '2026-02-02', 14950, DEMO)).toEqual({
      nights: 3,
      rateCents: 14950,
      roomCents: 44850,
      countyTaxCents: 2243,
      cityTaxCents: 1346,
      stateTaxCents: 3140,
      totalCents: 51579,
    });
  });

  it('across a leap day and a year end', () => {
    expect(stayCharges('2028-02-28', '2028-03-01', 10000, DEMO)).toMatchObject({ nights: 2, roomCents: 20000, totalCents: 23000 });
    expect(stayCharges('2026-12-31', '2027-01-01', 12999, DEMO)).toMatchObject({
      nights: 1,
      // 6.4995 → 6.50; 3.8997 → 3.90; 9.0993 → 9.10; 129.99 + 19.50 = 149.49
      countyTaxCents: 650,
      cityTaxCents: 390,
      stateTaxCents: 910,
      totalCents: 14949,
    });
  });

  it('a 0-night stay (arrival = departure) costs nothing', () => {
    expect(stayCharges('2026-03-01', '2026-03-01', 10999, DEMO)).toEqual({
      nights: 0,
      rateCents: 10999,
      roomCents: 0,
      countyTaxCents: 0,
      cityTaxCents: 0,
      stateTaxCents: 0,
      totalCents: 0,
    });
  });

  it('rounding each tax differs from rounding the summed rate, and the spec rounds each', () => {
    // room 0.50: county 0.025 → 0.03, city 0.015 → 0.02, state 0.035 → 0.04 = 0.09 (15 % at once would be 0.08)
    expect(stayCharges('2026-03-01', '2026-03-02', 50, DEMO)).toMatchObject({ countyTaxCents: 3, cityTaxCents: 2, stateTaxCents: 4, totalCents: 59 });
  });

  it('no taxes: the total is the room charge', () => {
    expect(stayCharges('2026-03-01', '2026-03-04', 9999, NO_TAXES)).toMatchObject({ roomCents: 29997, totalCents: 29997 });
  });

  it('refuses a rate that is not whole cents, and never counts negative nights', () => {
    expect(() => stayCharges('2026-03-01', '2026-03-02', 10.5, DEMO)).toThrow(RangeError);
    expect(() => stayCharges('2026-03-01', '2026-03-02', -1, DEMO)).toThrow(RangeError);
    expect(stayNightCount('2026-03-05', '2026-03-01')).toBe(0);
  });

  it('for any stay: total = room + the three taxes, and each tax is within half a cent of exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (nights, rateCents, county, city, state) => {
          const rates = { county: county / 10_000, city: city / 10_000, state: state / 10_000 };
          const arrival = '2026-01-15';
          const departure = new Date(Date.parse(`${arrival}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
          const c = stayCharges(arrival, departure, rateCents, rates);
          expect(c.nights).toBe(nights);
          expect(c.roomCents).toBe(nights * rateCents);
          expect(c.totalCents).toBe(c.roomCents + c.countyTaxCents + c.cityTaxCents + c.stateTaxCents);
          // Exact in integers: tax × 10 000 vs room × rate-in-ten-thousandths.
          for (const [tax, r] of [
            [c.countyTaxCents, county],
            [c.cityTaxCents, city],
            [c.stateTaxCents, state],
          ] as const) {
            expect(Math.abs(tax * 10_000 - c.roomCents * r)).toBeLessThanOrEqual(5_000);
          }
        },
      ),
    );
  });
});

describe('money and numbering helpers', () => {
  it('writes cents as numeric text and reads rates', () => {
    expect(centsToNumeric(25298)).toBe('252.98');
    expect(centsToNumeric(5)).toBe('0.05');
    expect(centsToNumeric(0)).toBe('0.00');
    expect(centsToNumeric(123456789)).toBe('1234567.89');
    expect(rateOf('0.0500')).toBe(0.05);
    expect(() => rateOf('1.5')).toThrow(RangeError);
  });

  it('numbers invoices readably', () => {
    expect(invoiceNumber(2026, 42)).toBe('INV-2026-000042');
  });
});
