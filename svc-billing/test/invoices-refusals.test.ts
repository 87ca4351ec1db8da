import { describe, expect, it } from 'vitest';
import { InvoiceIdList, type CreateInvoiceInput } from '@pms/contracts/billing';
import { ErrorBody } from '@pms/contracts/errors';
import { invoicesForFile, STAYS } from './invoices-harness';

const { h, pay, paid, balanceOf } = await invoicesForFile();

describe('POST /api/hw/invoice', () => {
  it('refuses bad input with 400 naming the fields, and changes nothing', async () => {
    const before = await h.counts();
    const bad = await pay({ id: 'x', payment_type: 'Bitcoin' } as unknown as CreateInvoiceInput);
    expect(bad.status).toBe(400);
    const body = ErrorBody.parse(await bad.json());
    expect(body.error).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['id', 'payment_type']);
    const missing = ErrorBody.parse(await (await pay({} as CreateInvoiceInput)).json());
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['id', 'payment_type']);
    const notJson = await pay('{"id": 202,');
    expect(notJson.status).toBe(400);
    expect(ErrorBody.parse(await notJson.json()).fields).toHaveProperty('(body)');
    expect((await pay(undefined)).status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses an unknown stay (404), a stay not checked in and a cancelled one (409), changing nothing', async () => {
    const before = await h.counts();
    const unknown = await pay({ id: 999999, payment_type: 'Cash' });
    expect(unknown.status).toBe(404);
    const notIn = await pay({ id: 202, payment_type: 'Cash' });
    expect(notIn.status).toBe(409);
    expect(ErrorBody.parse(await notIn.json()).message).toMatch(/has not checked in/);
    const cancelled = await pay({ id: 203, payment_type: 'Cash' });
    expect(cancelled.status).toBe(409);
    expect(ErrorBody.parse(await cancelled.json()).message).toMatch(/cancelled/);
    expect(await h.counts()).toEqual(before);
    const ids = await h.request('GET', '/api/hw/invoice_id/202');
    expect(InvoiceIdList.parse(await ids.json())).toEqual([]);
  });

  it('refuses to invoice while the hotel has no tax rates (409), and the pre-invoice says so too', async () => {
    const [rates] = await h.sql<{ county_rate: string; city_rate: string; state_rate: string }[]>`select county_rate, city_rate, state_rate from tax_rates`;
    await h.sql`delete from tax_rates`;
    try {
      const before = await h.counts();
      const res = await pay({ id: 219, payment_type: 'Cash' });
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json()).message).toMatch(/tax rates/);
      expect((await h.request('GET', '/api/hw/pre_invoice/219')).status).toBe(409);
      expect(await (await h.request('GET', '/api/hw/tax_rates')).json()).toEqual([]);
      // The billing list still answers: the night posted while the rates were set keeps its taxes.
      expect(await balanceOf(STAYS.noTaxes)).toBe(126.49);
      expect(await h.counts()).toEqual(before);
    } finally {
      await h.sql`insert into tax_rates ${h.sql(rates as Record<string, string>)}`;
    }
    const [row] = await paid(await pay({ id: 219, payment_type: 'Cash' }));
    expect(row.total).toBe(126.49);
  });

  it('needs a signed-in session', async () => {
    const before = await h.counts();
    expect((await h.request('POST', '/api/hw/invoice', { id: 202, payment_type: 'Cash' }, { cookie: null })).status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });
});
