import { describe, expect, it } from 'vitest';
import { CreateInvoiceAnswer, DepartureList, InvoiceIdList, InvoiceRows, InvoiceState } from '@pms/contracts/billing';
import { ErrorBody } from '@pms/contracts/errors';
import { eventTypes, subjects } from '@pms/contracts/events';
import { toCents } from '@pms/contracts/money';
import { publishStay, stayProjected, TODAY } from './helpers';
import { day, invoicesForFile, MANY, STAYS } from './invoices-harness';

// What a payment is refused for is in invoices-refusals.test.ts.
const { h, invoiceEvents, pay, paid, preInvoice, balanceOf } = await invoicesForFile();

describe('GET /api/hw/pre_invoice/{res_room_id}', () => {
  it('answers the invoice rows before payment, matching the billing list balance', async () => {
    const row = await preInvoice(201);
    // 1 night × 109.99; county 5.4995 → 5.50, city 3.2997 → 3.30, state 7.6993 → 7.70; total 126.49
    expect(row).toEqual({
      res_room_id: 201,
      first_name: 'Ann',
      last_name: 'Lee',
      ccLastFour: '1111',
      room_num: '201',
      check_in_date: day(-1),
      check_out_date: TODAY,
      payment_type: null,
      num_days: 1,
      rate: 109.99,
      room_total: 109.99,
      county_tax: 5.5,
      city_tax: 3.3,
      state_tax: 7.7,
      county_rate: 0.05,
      city_rate: 0.03,
      state_rate: 0.07,
      total: 126.49,
      invoice_id: null,
      invoice_number: null,
      paid_at: null,
    });
    expect(await balanceOf(STAYS.dueOut)).toBe(126.49);
  });

  it('refuses a bad id (400), an unknown stay (404) and a missing session (401)', async () => {
    const bad = await h.request('GET', '/api/hw/pre_invoice/abc');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).fields).toHaveProperty('res_room_id');
    expect((await h.request('GET', '/api/hw/pre_invoice/0')).status).toBe(400);
    const unknown = await h.request('GET', '/api/hw/pre_invoice/999999');
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(await unknown.json()).message).toMatch(/999999/);
    expect((await h.request('GET', '/api/hw/pre_invoice/201', undefined, { cookie: null })).status).toBe(401);
  });
});

describe('POST /api/hw/invoice', () => {
  it('pays a checked-in stay: invoice, payment and event in one go; the answer holds the invoice id second', async () => {
    const before = await h.counts();
    const expected = await preInvoice(201);
    const [row, ref] = await paid(await pay({ id: 201, payment_type: 'Cash' }));
    expect(ref.invoice_id).toBe(row.invoice_id);
    expect(ref.invoice_number).toBe(row.invoice_number);
    expect(ref.invoice_number).toMatch(/^INV-2026-\d{6}$/);
    expect(row).toEqual({
      ...expected,
      payment_type: 'Cash',
      invoice_id: ref.invoice_id,
      invoice_number: ref.invoice_number,
      paid_at: h.clock.now().toISOString(),
    });

    const after = await h.counts();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.folio_payments - before.folio_payments).toBe(1);
    // The balance is paid on the folio with the chosen method, by the session's user.
    const payments = await h.sql<{ amount_cents: string; method: string; paid_by: string }[]>`
      select amount_cents::text, method, paid_by from folio_payments where res_room_id = 201`;
    expect(payments).toEqual([{ amount_cents: '12649', method: 'Cash', paid_by: 'clerk' }]);
    const [invoice] = await h.sql<{ user_id: number; paid_on: string }[]>`
      select user_id, paid_on::text as paid_on from invoices where invoice_id = ${ref.invoice_id}`;
    expect(invoice).toEqual({ user_id: 7, paid_on: TODAY });

    const event = await invoiceEvents.waitFor(subjects.invoice(ref.invoice_id));
    expect(event.type).toBe(eventTypes.invoice);
    expect(event.version).toBe(1);
    expect(InvoiceState.parse(event.data)).toEqual({
      invoice_id: ref.invoice_id,
      invoice_number: ref.invoice_number,
      res_room_id: 201,
      total_cents: 12649,
      payment_type: 'Cash',
      paid_at: h.clock.now().toISOString(),
      check_out_date: TODAY,
    });
  });

  it('answers the same invoice (200) when the stay is paid again, whatever the payment type', async () => {
    const [first] = await paid(await pay({ id: 201, payment_type: 'Cash' }), 200);
    const before = await h.counts();
    const [again, ref] = await paid(await pay({ id: '201', payment_type: 'Credit Card' }), 200);
    expect(again).toEqual(first);
    expect(ref.invoice_id).toBe(first.invoice_id);
    expect(again.payment_type).toBe('Cash');
    expect(await h.counts()).toEqual(before);
  });

  it('then shows the invoice everywhere: invoice, invoice_id, pre_invoice and the billing list agree', async () => {
    const [row] = await paid(await pay({ id: 201, payment_type: 'Cash' }), 200);
    const got = await h.request('GET', `/api/hw/invoice/${row.invoice_id}`);
    expect(got.status).toBe(200);
    expect(InvoiceRows.parse(await got.json())).toEqual([row]);
    const ids = await h.request('GET', '/api/hw/invoice_id/201');
    expect(InvoiceIdList.parse(await ids.json())).toEqual([{ invoice_id: row.invoice_id }]);
    expect(await preInvoice(201)).toEqual(row);
    // A paid stay owes nothing: the list shows 0.00, not the invoice's total.
    expect(await balanceOf(STAYS.dueOut)).toBe(0);
  });

  it('pays a stay already checked out, and a later check-out keeps the invoice and the balance', async () => {
    const [row] = await paid(await pay({ id: 204, payment_type: 'Credit Card' }));
    expect(row.payment_type).toBe('Credit Card');
    expect(await balanceOf(STAYS.checkedOut)).toBe(0);

    // The check-out of stay 201 arrives after its payment (the other order of the payment page).
    await publishStay(h.bus, { ...STAYS.dueOut, checked_out: true }, 2);
    await stayProjected(h.sql, 201, 2);
    const res = await h.request('GET', '/api/hw/departures/undefined/undefined/undefined/false/false/true');
    const rows = DepartureList.parse(await res.json());
    expect(rows.find((r) => r.res_room_id === 201)).toMatchObject({ checked_out: 1, balance: 0 });
  });

  it('charges a stay across a month end and a 0-night stay to the cent of the billing list', async () => {
    expect(await balanceOf(STAYS.monthEnd)).toBe(515.79);
    const [monthEnd] = await paid(await pay({ id: 217, payment_type: 'Cash' }));
    expect(monthEnd).toMatchObject({ num_days: 3, room_total: 448.5, county_tax: 22.43, city_tax: 13.46, state_tax: 31.4, total: 515.79 });
    expect(await balanceOf(STAYS.monthEnd)).toBe(0);

    expect(await balanceOf(STAYS.dayUse)).toBe(0);
    const [dayUse] = await paid(await pay({ id: 218, payment_type: 'Cash' }));
    expect(dayUse).toMatchObject({ num_days: 0, room_total: 0, county_tax: 0, city_tax: 0, state_tax: 0, total: 0 });
    // Nothing was owed, so nothing was paid: the invoice closes the folio without a payment.
    const payments = await h.sql`select 1 from folio_payments where res_room_id = 218`;
    expect(payments).toHaveLength(0);
  });

  it('makes exactly one invoice of 20 concurrent payments of one stay, and every answer names it', async () => {
    const before = await h.counts();
    const expectedTotal = await balanceOf(STAYS.race);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay({ id: 205, payment_type: i % 2 ? 'Cash' : 'Credit Card' })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const answers = await Promise.all(responses.map(async (r) => CreateInvoiceAnswer.parse(await r.json())));
    expect(new Set(answers.map(([, ref]) => ref.invoice_id)).size).toBe(1);
    const [[count]] = [await h.sql<{ n: number }[]>`select count(*)::int as n from invoices where res_room_id = 205`];
    expect(count?.n).toBe(1);
    const after = await h.counts();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.folio_payments - before.folio_payments).toBe(1);
    expect(after.counters - before.counters).toBe(1);
    expect((answers[0] as CreateInvoiceAnswer)[0].total).toBe(expectedTotal);
  });

  it('honours Idempotency-Key: the same key 10× at once pays once and answers the same', async () => {
    const before = await h.counts();
    const key = 'pay-206-attempt-1';
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay({ id: 206, payment_type: 'Credit Card' }, { 'idempotency-key': key })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map(async (r) => CreateInvoiceAnswer.parse(await r.json())));
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    const after = await h.counts();
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.folio_payments - before.folio_payments).toBe(1);

    // Another key for the same stay still finds its one invoice.
    const [, ref] = await paid(await pay({ id: 206, payment_type: 'Cash' }, { 'idempotency-key': 'pay-206-attempt-2' }), 200);
    expect(ref.invoice_id).toBe((bodies[0] as CreateInvoiceAnswer)[1].invoice_id);
    expect((await h.counts()).invoices).toBe(after.invoices);

    const tooLong = await pay({ id: 206, payment_type: 'Cash' }, { 'idempotency-key': 'k'.repeat(256) });
    expect(tooLong.status).toBe(400);
    expect(ErrorBody.parse(await tooLong.json()).fields).toHaveProperty('Idempotency-Key');
  });

  it('numbers invoices of concurrent payments of different stays without gaps', async () => {
    const responses = await Promise.all(MANY.map((s) => pay({ id: s.res_room_id, payment_type: 'Cash' })));
    expect(responses.map((r) => r.status)).toEqual(Array(MANY.length).fill(201));
    const all = await h.sql<{ invoice_number: string }[]>`select invoice_number from invoices order by invoice_number`;
    const numbers = all.map((r) => Number(r.invoice_number.slice('INV-2026-'.length)));
    expect(numbers).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    for (const s of MANY) {
      const [row] = InvoiceRows.parse(await (await h.request('GET', `/api/hw/pre_invoice/${s.res_room_id}`)).json());
      expect(row?.invoice_id).not.toBeNull();
      expect(await balanceOf(s)).toBe(0);
    }
  });
});

describe('GET /api/hw/invoice/{id} and /api/hw/invoice_id/{res_room_id}', () => {
  it('answer 404 for an unknown invoice and [] for a stay without one', async () => {
    const res = await h.request('GET', '/api/hw/invoice/999999');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/999999/);
    expect(await (await h.request('GET', '/api/hw/invoice_id/999999')).json()).toEqual([]);
  });

  it('refuse bad ids (400) and missing sessions (401)', async () => {
    const bad = await h.request('GET', '/api/hw/invoice/x');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).fields).toHaveProperty('id');
    const badStay = await h.request('GET', '/api/hw/invoice_id/-1');
    expect(badStay.status).toBe(400);
    expect(ErrorBody.parse(await badStay.json()).fields).toHaveProperty('res_room_id');
    expect((await h.request('GET', '/api/hw/invoice/1', undefined, { cookie: null })).status).toBe(401);
    expect((await h.request('GET', '/api/hw/invoice_id/201', undefined, { cookie: null })).status).toBe(401);
  });

  it('every invoice total equals the sum of its lines and the balance the list showed', async () => {
    const rows = await h.sql<{ res_room_id: number; total: string; room_total: string; county_tax: string; city_tax: string; state_tax: string }[]>`
      select res_room_id, total::text as total, room_total::text as room_total, county_tax::text as county_tax,
             city_tax::text as city_tax, state_tax::text as state_tax
      from invoices`;
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(toCents(r.total)).toBe(toCents(r.room_total) + toCents(r.county_tax) + toCents(r.city_tax) + toCents(r.state_tax));
    }
  });
});
