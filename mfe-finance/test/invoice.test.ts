import { describe, expect, it } from 'vitest';
import { InvoiceRow } from '@pms/contracts/billing';
import { preInvoice as preInvoiceFixture } from './fixtures';
import { guestName, invoiceAddsUp, invoiceLines, isPaid, maskedCard, nightsLabel, ratePercent } from '../src/billing/invoice';

/** svc-billing's answer, checked against the contract: 3 nights at $129.00, taxes 5 %, 3 %, 7 %. */
const preInvoice = InvoiceRow.parse(preInvoiceFixture);

describe('invoice lines', () => {
  it('lists room, the three taxes and the total in cents, with what each is computed from', () => {
    expect(invoiceLines(preInvoice)).toEqual([
      { key: 'room', label: 'Room', basis: '3 nights × $129.00', cents: 38_700 },
      { key: 'county', label: 'County tax', basis: '5% of $387.00', cents: 1_935 },
      { key: 'city', label: 'City tax', basis: '3% of $387.00', cents: 1_161 },
      { key: 'state', label: 'State tax', basis: '7% of $387.00', cents: 2_709 },
      { key: 'total', label: 'Total', basis: '', cents: 44_505 },
    ]);
  });

  it('adds up exactly where floats would not (0.1 + 0.2 style amounts)', () => {
    // $0.50 room: taxes rounded each on its own (docs/billing.md): 0.03 + 0.02 + 0.04.
    const small = { ...preInvoice, num_days: 1, rate: 0.5, room_total: 0.5, county_tax: 0.03, city_tax: 0.02, state_tax: 0.04, total: 0.59 };
    expect(invoiceAddsUp(small)).toBe(true);
    const many = { ...preInvoice, num_days: 7, rate: 10.1, room_total: 70.7, county_tax: 3.54, city_tax: 2.12, state_tax: 4.95, total: 81.31 };
    expect(invoiceAddsUp(many)).toBe(true);
  });

  it('flags a row whose total or room charge does not match its lines', () => {
    expect(invoiceAddsUp(preInvoice)).toBe(true);
    expect(invoiceAddsUp({ ...preInvoice, total: 445.06 })).toBe(false);
    expect(invoiceAddsUp({ ...preInvoice, room_total: 386, total: 444.05 })).toBe(false);
  });

  it('handles a same-day (0-night) stay: nothing to pay', () => {
    const zero = { ...preInvoice, num_days: 0, room_total: 0, county_tax: 0, city_tax: 0, state_tax: 0, total: 0 };
    expect(invoiceAddsUp(zero)).toBe(true);
    expect(invoiceLines(zero)[0]?.basis).toBe('0 nights × $129.00');
    expect(invoiceLines(zero).at(-1)?.cents).toBe(0);
  });
});

describe('invoice wording', () => {
  it('shows rates as percentages without float noise', () => {
    expect(ratePercent(0.05)).toBe('5%');
    expect(ratePercent(0.07)).toBe('7%');
    expect(ratePercent(0.0725)).toBe('7.25%');
    expect(ratePercent(0.0005)).toBe('0.05%');
    expect(ratePercent(0)).toBe('0%');
    expect(ratePercent(0.115)).toBe('11.5%');
  });

  it('shows the card as its last four digits only', () => {
    expect(maskedCard('4242')).toBe('**** 4242');
    expect(maskedCard('')).toBe('None on file');
  });

  it('counts nights and names the guest', () => {
    expect(nightsLabel(1)).toBe('1 night');
    expect(nightsLabel(2)).toBe('2 nights');
    expect(guestName(preInvoice)).toBe('Ada Lovelace');
  });

  it('knows a paid invoice by its id', () => {
    expect(isPaid(preInvoice)).toBe(false);
    expect(isPaid({ ...preInvoice, invoice_id: 5, invoice_number: 'INV-2026-000005' })).toBe(true);
  });
});
