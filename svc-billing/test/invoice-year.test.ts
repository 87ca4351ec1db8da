import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateInvoiceAnswer } from '@pms/contracts/billing';
import { applyStays, startBilling, stayState } from './helpers';

/**
 * Invoice numbers run without gaps per hotel year (docs/billing.md): the year is the hotel's "today"
 * at payment — the business date, which the night audit rolls — so the first invoice paid once
 * "today" is 1 January starts the new year at 000001, whatever the old year reached.
 */
const h = await startBilling();
afterAll(() => h.stop());

const LAST_DAY = '2026-12-31';
const NEW_YEAR = '2027-01-01';
const inHouse = (id: number) => stayState({ res_room_id: id, room_num: String(id), arrival: '2026-12-29', departure: NEW_YEAR, checked_in: true });
const notCheckedIn = stayState({ res_room_id: 900, arrival: NEW_YEAR, departure: '2027-01-03' });

beforeAll(async () => {
  await applyStays(h, [...[101, 102, 103, 104, 105].map(inHouse), ...Array.from({ length: 8 }, (_, i) => inHouse(201 + i)), notCheckedIn]);
});

const pay = (id: number) => h.request('POST', '/api/hw/invoice', { id, payment_type: 'Cash' });
async function numberOf(res: Response, status = 201): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(status);
  return CreateInvoiceAnswer.parse(await res.json())[1].invoice_number;
}

describe('invoice numbers across the year end', () => {
  it('ends 2026 where it reached and starts 2027 at INV-2027-000001, gapless, a refusal using no number', async () => {
    h.clock.set(LAST_DAY);
    expect(await numberOf(await pay(101))).toBe('INV-2026-000001');
    expect(await numberOf(await pay(102))).toBe('INV-2026-000002');

    h.clock.set(NEW_YEAR);
    // The first call of the new year is refused (not checked in): it must not take 000001.
    expect((await pay(notCheckedIn.res_room_id)).status).toBe(409);
    expect(await numberOf(await pay(103))).toBe('INV-2027-000001');
    expect(await numberOf(await pay(104))).toBe('INV-2027-000002');
    // Paying a stay again answers its invoice, numbered in the year it was paid, and takes no number.
    expect(await numberOf(await pay(101), 200)).toBe('INV-2026-000001');
    expect(await numberOf(await pay(105))).toBe('INV-2027-000003');

    const counters = await h.sql<{ year: number; last_number: number }[]>`select year, last_number from invoice_counters order by year`;
    expect(counters).toEqual([
      { year: 2026, last_number: 2 },
      { year: 2027, last_number: 3 },
    ]);
    const years = await h.sql<{ invoice_number: string; paid_on: string }[]>`select invoice_number, paid_on::text as paid_on from invoices order by invoice_id`;
    for (const row of years) expect(row.invoice_number.slice(4, 8), row.invoice_number).toBe(row.paid_on.slice(0, 4));
  });

  it('concurrent payments on the first day of the year take the next numbers, each once', async () => {
    h.clock.set(NEW_YEAR);
    const ids = Array.from({ length: 8 }, (_, i) => 201 + i);
    const numbers = await Promise.all(ids.map(async (id) => numberOf(await pay(id))));
    expect(numbers.sort()).toEqual(Array.from({ length: 8 }, (_, i) => `INV-2027-${String(4 + i).padStart(6, '0')}`));
  });
});
