import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { commands } from '@pms/contracts/events';
import { ChargeCodeList, CreditNoteAnswer, Folio, InvoiceDetail } from '@pms/contracts/folio';
import { PostNightReply, SettleCheckReply, type NightPosting } from '@pms/contracts/night-audit';
import { DEMO_TAX_RATES } from '@pms/contracts/demo-hotel';
import { stayCharges } from '../src/domain/charges';
import { applyStays, startBilling, stayState, TODAY } from './helpers';

const h = await startBilling();
let manager: string;
afterAll(() => h.stop());

const day = (n: number) => addDays(TODAY, n);
let nextId = 5000;
/** A stay checked in today (nothing posted yet), leaving in `nights` nights. */
async function inHouse(nights = 2, over: Partial<Parameters<typeof stayState>[0]> = {}) {
  const stay = stayState({ res_room_id: nextId++, room_num: '101', arrival: TODAY, departure: day(nights), checked_in: true, ...over });
  await applyStays(h, [stay]);
  return stay;
}

const folioOf = async (id: number, cookie?: string) => {
  const res = await h.request('GET', `/api/folios/${id}`, undefined, cookie ? { cookie } : {});
  expect(res.status).toBe(200);
  return Folio.parse(await res.json());
};
const post = (path: string, body: unknown, opts: { cookie?: string | null; headers?: Record<string, string> } = {}) => h.request('POST', path, body, opts);
const postNight = async (date: string, postings: NightPosting[]) =>
  PostNightReply.parse(await h.bus.request(commands.postNight, { business_date: date, postings, posted_by: 'manager' }, { timeoutMs: 10_000 }));

beforeAll(async () => {
  manager = await h.keys.cookie(2, { sub: '21', username: 'manager' });
});

describe('GET /api/charge-codes', () => {
  it('answers the demo codes exactly: five taxed, Damage tax-free', async () => {
    const res = await h.request('GET', '/api/charge-codes');
    expect(ChargeCodeList.parse(await res.json()).charge_codes.map((c) => [c.code, c.taxed])).toEqual([
      ['Minibar', true], ['Restaurant', true], ['Parking', true], ['Laundry', true], ['Telephone', true], ['Damage', false],
    ]);
    expect((await h.request('GET', '/api/charge-codes', undefined, { cookie: null })).status).toBe(401);
  });
});

describe('posting nights', () => {
  it('night by night equals the stay formula to the cent, 1–30 nights across month ends and leap days', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.date({ min: new Date('2027-12-01T00:00:00Z'), max: new Date('2028-03-31T00:00:00Z'), noInvalidDate: true }),
        async (nights, rateCents, start) => {
          const arrival = start.toISOString().slice(0, 10);
          const stay = await inHouse(nights, { arrival, departure: addDays(arrival, nights), rate_cents: rateCents });
          for (let n = 0; n < nights; n++) {
            const night = addDays(arrival, n);
            await postNight(night, [{ res_room_id: stay.res_room_id, kind: 'room', service_date: night, amount_cents: rateCents, taxed: true }]);
          }
          const folio = await folioOf(stay.res_room_id);
          const expected = stayCharges(arrival, addDays(arrival, nights), rateCents, DEMO_TAX_RATES);
          expect(Math.round(folio.charges * 100)).toBe(expected.totalCents);
          expect(folio.projected_total).toBe(folio.charges);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('posts nothing twice when the audit runs twice, and answers the day’s money', async () => {
    const stay = await inHouse(3);
    const posting: NightPosting = { res_room_id: stay.res_room_id, kind: 'room', service_date: TODAY, amount_cents: 10999, taxed: true };
    const first = await postNight(TODAY, [posting]);
    const again = await postNight(TODAY, [posting]);
    expect(first).toMatchObject({ ok: true, posted: 1 });
    expect(again).toMatchObject({ ok: true, posted: 0 });
    const folio = await folioOf(stay.res_room_id);
    expect(folio.lines.filter((l) => l.kind === 'room')).toHaveLength(1);
    expect(folio.charges).toBe(126.49);
    // Two nights still to come: the projection is the whole stay's formula.
    expect(folio.projected_total).toBe(stayCharges(TODAY, day(3), 10999, DEMO_TAX_RATES).totalCents / 100);
    if (!again.ok) throw new Error('refused');
    expect(again.money.room_revenue_cents).toBeGreaterThanOrEqual(10999);
  });

  it('posts a no-show fee once, taxed when told', async () => {
    const stay = await inHouse(2, { checked_in: false, active: false, no_show: true });
    await postNight(TODAY, [{ res_room_id: stay.res_room_id, kind: 'no_show', service_date: TODAY, amount_cents: 10999, taxed: true }]);
    await postNight(TODAY, [{ res_room_id: stay.res_room_id, kind: 'no_show', service_date: TODAY, amount_cents: 10999, taxed: true }]);
    const folio = await folioOf(stay.res_room_id);
    expect(folio.lines.map((l) => l.kind)).toEqual(['no_show', 'tax', 'tax', 'tax']);
    expect(folio.charges).toBe(126.49);
    expect(folio.projected_total).toBe(126.49);
  });
});

describe('charges and allowances', () => {
  it('posts a minibar charge with its taxes and a tax-free damage charge', async () => {
    const stay = await inHouse();
    const res = await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Minibar', amount: 4.5, quantity: 2 });
    expect(res.status).toBe(201);
    const folio = Folio.parse(await res.json());
    expect(folio.lines.map((l) => [l.kind, l.code, l.amount, l.posted_by])).toEqual([
      ['extra', 'Minibar', 9, 'clerk'],
      ['tax', 'COUNTY_TAX', 0.45, 'clerk'],
      ['tax', 'CITY_TAX', 0.27, 'clerk'],
      ['tax', 'STATE_TAX', 0.63, 'clerk'],
    ]);
    const damage = Folio.parse(await (await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Damage', amount: 50 })).json());
    expect(damage.charges).toBe(60.35);
  });

  it('refuses bad input (400 naming the fields), unknown codes and folios, no session — changing nothing', async () => {
    const stay = await inHouse();
    const before = await h.counts();
    const bad = await post(`/api/folios/${stay.res_room_id}/charges`, { code: '', amount: -1, quantity: 0 });
    expect(bad.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(await bad.json()).fields ?? {}).sort()).toEqual(['amount', 'code', 'quantity']);
    const unknownCode = await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Spa', amount: 1 });
    expect(unknownCode.status).toBe(400);
    expect(ErrorBody.parse(await unknownCode.json()).fields).toHaveProperty('code');
    expect((await post('/api/folios/999999/charges', { code: 'Minibar', amount: 1 })).status).toBe(404);
    expect((await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Minibar', amount: 1 }, { cookie: null })).status).toBe(401);
    expect(await h.counts()).toEqual(before);
  });

  it('takes an allowance back with its taxes in proportion, never more than is left of the line', async () => {
    const stay = await inHouse();
    const folio = Folio.parse(await (await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Restaurant', amount: 33.33 })).json());
    const line = folio.lines.find((l) => l.kind === 'extra');
    if (!line) throw new Error('no line');
    const path = `/api/folios/${stay.res_room_id}/charges/${line.line_id}/allowances`;
    expect((await post(path, { amount: 10 })).status).toBe(400); // reason required
    const after = Folio.parse(await (await post(path, { amount: 13.33, reason: 'cold soup' })).json());
    // Taxes equal the rounded taxes of the net 20.00: 1.00 + 0.60 + 1.40.
    expect(after.charges).toBe(23);
    const tooMuch = await post(path, { amount: 20.01, reason: 'again' });
    expect(tooMuch.status).toBe(409);
    expect(ErrorBody.parse(await tooMuch.json()).fields).toHaveProperty('amount');
    expect(Folio.parse(await (await post(path, { amount: 20, reason: 'all of it' })).json()).charges).toBe(0);
  });
});

describe('payments, refunds, invoice and credit note', () => {
  it('never lets 20 concurrent payments pass the projected total', async () => {
    const stay = await inHouse(2);
    const { projected_total } = await folioOf(stay.res_room_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(`/api/folios/${stay.res_room_id}/payments`, { method: 'Cash', amount: 20 })));
    const ok = answers.filter((r) => r.status === 201).length;
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const folio = await folioOf(stay.res_room_id);
    expect(folio.paid).toBe(ok * 20);
    expect(folio.paid).toBeLessThanOrEqual(projected_total);
    expect(projected_total - folio.paid).toBeLessThan(20);
  });

  it('honours Idempotency-Key on a payment', async () => {
    const stay = await inHouse(2);
    const headers = { 'idempotency-key': `pay-${stay.res_room_id}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`/api/folios/${stay.res_room_id}/payments`, { method: 'Credit Card', amount: 10 }, { headers })));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect((await folioOf(stay.res_room_id)).payments).toHaveLength(1);
  });

  it('refunds (Manager+) up to what is left of a payment', async () => {
    const stay = await inHouse(2);
    const paid = Folio.parse(await (await post(`/api/folios/${stay.res_room_id}/payments`, { method: 'Cash', amount: 50 })).json());
    const payment = paid.payments[0];
    if (!payment) throw new Error('no payment');
    const path = `/api/folios/${stay.res_room_id}/payments/${payment.payment_id}/refunds`;
    expect((await post(path, { amount: 10, reason: 'overpaid' })).status).toBe(403);
    expect((await post(path, { amount: 10 }, { cookie: manager })).status).toBe(400);
    const refunded = Folio.parse(await (await post(path, { amount: 30, reason: 'overpaid' }, { cookie: manager })).json());
    expect(refunded.paid).toBe(20);
    expect(refunded.payments[0]?.refunded).toBe(30);
    expect((await post(path, { amount: 20.01, reason: 'more' }, { cookie: manager })).status).toBe(409);
  });

  it('Submit Payment settles, pays the rest and lists every line and payment; a credit note reopens the folio', async () => {
    const stay = await inHouse(1, { arrival: day(-1), departure: TODAY });
    await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Minibar', amount: 10 });
    await post(`/api/folios/${stay.res_room_id}/payments`, { method: 'Cash', amount: 50 });
    const res = await post('/api/hw/invoice', { id: stay.res_room_id, payment_type: 'Credit Card' });
    expect(res.status).toBe(201);
    const [row] = (await res.json()) as [{ invoice_id: number; total: number }];
    const detail = InvoiceDetail.parse(((await (await h.request('GET', `/api/hw/invoice/${row.invoice_id}`)).json()) as unknown[])[0]);
    expect(detail.total).toBe(126.49 + 11.5);
    expect(detail.extras_total).toBe(10);
    expect(detail.payments.map((p) => [p.method, p.amount])).toEqual([['Cash', 50], ['Credit Card', 87.99]]);
    expect(detail.lines.map((l) => l.kind)).toEqual(['room', 'tax', 'tax', 'tax', 'extra', 'tax', 'tax', 'tax']);
    const closed = await folioOf(stay.res_room_id);
    expect([closed.status, closed.balance]).toEqual(['closed', 0]);
    expect((await post(`/api/folios/${stay.res_room_id}/charges`, { code: 'Minibar', amount: 1 })).status).toBe(409);

    const path = `/api/invoices/${row.invoice_id}/credit-note`;
    expect((await post(path, { reason: 'wrong name' })).status).toBe(403);
    const notes = await Promise.all([post(path, { reason: 'wrong name' }, { cookie: manager }), post(path, { reason: 'wrong name' }, { cookie: manager })]);
    expect(notes.map((r) => r.status).sort()).toEqual([201, 409]);
    const note = CreditNoteAnswer.parse(await (notes.find((r) => r.status === 201) as Response).json());
    expect(note.credit_note_number).toMatch(/^CN-2026-\d{6}$/);
    expect(note.total).toBe(detail.total);
    expect((await folioOf(stay.res_room_id)).status).toBe('open');
    const again = await post('/api/hw/invoice', { id: stay.res_room_id, payment_type: 'Cash' });
    expect(again.status).toBe(201);
  });

  it('numbers credit notes without gaps under concurrency', async () => {
    const stays = await Promise.all(Array.from({ length: 5 }, () => inHouse(1, { arrival: day(-1), departure: TODAY })));
    const invoices = [];
    for (const s of stays) invoices.push(((await (await post('/api/hw/invoice', { id: s.res_room_id, payment_type: 'Cash' })).json()) as [{ invoice_id: number }])[0].invoice_id);
    const notes = await Promise.all(invoices.map((id) => post(`/api/invoices/${id}/credit-note`, { reason: 'test' }, { cookie: manager })));
    expect(notes.map((r) => r.status)).toEqual(Array(5).fill(201));
    const numbers = (await h.sql<{ n: string }[]>`select credit_note_number as n from credit_notes order by 1`).map((r) => Number(r.n.slice(-6)));
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });
});

describe('settle check (before a check-out)', () => {
  it('posts the nights up to the departure it is given and answers the balance', async () => {
    const stay = await inHouse(3, { arrival: day(-2), departure: day(1) });
    const reply = SettleCheckReply.parse(await h.bus.request(commands.settleCheck, { res_room_id: stay.res_room_id, departure: TODAY, posted_by: 'clerk' }, { timeoutMs: 10_000 }));
    expect(reply).toEqual({ ok: true, balance_cents: stayCharges(day(-2), TODAY, 10999, DEMO_TAX_RATES).totalCents, posted: 0 });
    const unknown = SettleCheckReply.parse(await h.bus.request(commands.settleCheck, { res_room_id: 987654, departure: TODAY }, { timeoutMs: 10_000 }));
    expect(unknown.ok).toBe(false);
  });
});
