// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { isolateFinanceTests, openFinance as open, stubFetch } from './render';
import { checkoutAnswer, folioRoutes, hotel, paidInvoice, paymentAnswer, preInvoice, type Handler } from './fixtures';

const PAY = 'POST /api/hw/invoice';
const CHECK_OUT = 'PUT /api/hw/checkoutRoom/12/104';

function stubApi(overrides: Record<string, Handler | unknown> = {}) {
  return stubFetch({
    ...folioRoutes(),
    'GET /api/hw/hotel_info/1': hotel,
    'GET /api/hw/pre_invoice/12': [preInvoice],
    'GET /api/hw/invoice/5': [paidInvoice()],
    [PAY]: () => Response.json(paymentAnswer(), { status: 201 }),
    [CHECK_OUT]: checkoutAnswer,
    ...overrides,
  });
}

const submitButton = () => screen.queryByRole('button', { name: 'Submit Payment' });
const block = () => screen.getByTestId('invoice-block');

isolateFinanceTests();
beforeEach(() => sessionStorage.clear());

describe('INVOICE before payment', () => {
  it('shows the stay’s invoice block with each charge and the total, Credit Card chosen', async () => {
    stubApi();
    open('/cashiering/payment?res_room_id=12&room_num=104');
    expect(await screen.findByRole('heading', { level: 1, name: 'INVOICE' })).toBeTruthy();
    await screen.findByTestId('invoice-block');
    const b = within(block());
    expect(b.getByRole('heading', { level: 2 }).textContent).toBe('Invoice (not yet paid)');
    expect(b.getByText('Ada Lovelace')).toBeTruthy();
    expect(b.getByText('**** 4242')).toBeTruthy();
    expect(b.getByText('2026-02-27')).toBeTruthy();
    expect(b.getByText('$129.00 per night')).toBeTruthy();
    const amounts = b.getAllByRole('row').map((r) => r.textContent);
    expect(amounts).toEqual([
      'ChargeComputed fromAmount',
      'Room3 nights × $129.00$387.00',
      'County tax5% of $387.00$19.35',
      'City tax3% of $387.00$11.61',
      'State tax7% of $387.00$27.09',
      'Total$445.05',
    ]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Credit Card' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cash' }).checked).toBe(false);
    expect(submitButton()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/cashiering/billing');
  });

  it('keeps exactly one payment type checked', async () => {
    stubApi();
    open('/cashiering/payment?res_room_id=12&room_num=104');
    const card = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Credit Card' });
    const cash = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Cash' });
    fireEvent.click(cash);
    expect([card.checked, cash.checked]).toEqual([false, true]);
    fireEvent.click(cash); // unchecking the chosen type keeps it
    expect([card.checked, cash.checked]).toEqual([false, true]);
    fireEvent.click(card);
    expect([card.checked, cash.checked]).toEqual([true, false]);
  });
});

describe('Submit Payment', () => {
  it('pays with the chosen type and an Idempotency-Key, checks the guest out, then shows the numbered invoice', async () => {
    const api = stubApi();
    open('/cashiering/payment?res_room_id=12&room_num=104');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Cash' }));
    fireEvent.click(submitButton() as HTMLElement);

    await waitFor(() => expect(within(block()).getByRole('heading', { level: 2 }).textContent).toBe('Invoice INV-2026-000005'));
    expect(screen.getByTestId('invoice-number').textContent).toBe('INV-2026-000005');
    expect(within(block()).getByText('Cash')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('$445.05');
    expect(submitButton()).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Cash' })).toBeNull();

    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([PAY, CHECK_OUT]);
    expect(writes[0]?.body).toEqual({ id: 12, payment_type: 'Cash' });
    expect(writes[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The address now names the invoice, so a reload shows it rather than the payment form.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cashiering/payment?invoice_id=5&room_num=104'));
    expect(await screen.findByText(/Invoice INV-2026-000005 is issued and the guest is checked out/)).toBeTruthy();
  });

  it('after a failed payment shows why, checks nobody out, and retries safely with the same key', async () => {
    let attempts = 0;
    const api = stubApi({
      [PAY]: () =>
        ++attempts === 1
          ? Response.json({ error: 'unavailable', message: 'Billing is not answering right now.' }, { status: 503 })
          : Response.json(paymentAnswer('Credit Card'), { status: 201 }),
    });
    open('/cashiering/payment?res_room_id=12&room_num=104');
    await screen.findByTestId('invoice-block');
    fireEvent.click(submitButton() as HTMLElement);

    expect(await screen.findByText(/The payment did not go through: Billing is not answering right now\./)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Submit payment failed/);
    expect(submitButton()).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.click(submitButton() as HTMLElement);
    await screen.findByTestId('invoice-number');
    const pays = api.calls.filter((c) => c.method === 'POST');
    expect(pays).toHaveLength(2);
    expect(pays[1]?.headers['idempotency-key']).toBe(pays[0]?.headers['idempotency-key']);
    expect(pays[1]?.body).toEqual({ id: 12, payment_type: 'Credit Card' });
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('when only the check-out fails, shows the paid invoice and says the check-out is pending', async () => {
    stubApi({
      [CHECK_OUT]: () => Response.json({ error: 'unavailable', message: 'Reservations is not answering.' }, { status: 503 }),
    });
    open('/cashiering/payment?res_room_id=12&room_num=104');
    await screen.findByTestId('invoice-block');
    fireEvent.click(submitButton() as HTMLElement);
    await screen.findByTestId('invoice-number');
    expect(submitButton()).toBeNull();
    const warning = await screen.findByText(/The payment is recorded, but the check-out call failed: Reservations is not answering\./);
    expect(warning.closest('[role="alert"]')).toBeTruthy();
  });

  it('sends a second click during a payment nowhere', async () => {
    let release: () => void = () => undefined;
    const api = stubApi({
      [PAY]: () => new Promise<Response>((r) => (release = () => r(Response.json(paymentAnswer(), { status: 201 })))),
    });
    open('/cashiering/payment?res_room_id=12&room_num=104');
    await screen.findByTestId('invoice-block');
    fireEvent.click(submitButton() as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting…' }).hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Submitting…' }));
    release();
    await screen.findByTestId('invoice-number');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('INVOICE opened from the Invoice button', () => {
  it('loads the invoice by id and offers no payment', async () => {
    const api = stubApi();
    open('/cashiering/payment?invoice_id=5&room_num=104');
    expect((await screen.findByTestId('invoice-number')).textContent).toBe('INV-2026-000005');
    expect(submitButton()).toBeNull();
    expect(api.calls.map((c) => c.path)).toContain('/api/hw/invoice/5');
    expect(api.calls.map((c) => c.path)).not.toContain('/api/hw/pre_invoice/12');
  });

  it('shows a stay that was paid already as its invoice, without Submit Payment', async () => {
    stubApi({ 'GET /api/hw/pre_invoice/12': [paidInvoice('Credit Card')] });
    open('/cashiering/payment?res_room_id=12&room_num=104');
    await screen.findByTestId('invoice-number');
    expect(submitButton()).toBeNull();
  });

  it('says so on the page when the invoice cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi({
      'GET /api/hw/invoice/5': () =>
        fail ? Response.json({ error: 'not_found', message: 'There is no invoice 5.' }, { status: 404 }) : Response.json([paidInvoice()]),
    });
    open('/cashiering/payment?invoice_id=5&room_num=104');
    expect(await screen.findByText('The invoice could not be loaded: There is no invoice 5.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('invoice-number')).textContent).toBe('INV-2026-000005');
  });

  it('explains an address without a stay or invoice', async () => {
    stubApi();
    open('/cashiering/payment');
    expect(await screen.findByText('No stay or invoice was chosen. Open the invoice from the billing list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toBeTruthy();
  });
});
