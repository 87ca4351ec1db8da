// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInUser, resetHotelTimeZone } from '@pms/ui';
import { folio, folioRoutes, hotel, preInvoice } from './fixtures';
import { openFinance as open, stubFetch } from './render';

/** The folio on the payment page (docs/product.md §2 INVOICE (the folio); docs/billing.md). */
const PAGE = '/cashiering/payment?res_room_id=12&room_num=104';
const stub = (over: Record<string, unknown> = {}, user = { access_id: 1 }) =>
  stubFetch({ ...folioRoutes(user), 'GET /api/hw/hotel_info/1': hotel, 'GET /api/hw/pre_invoice/12': [preInvoice], ...over });
const panel = async () => within(await screen.findByRole('region', { name: 'Folio' }));

beforeEach(() => {
  sessionStorage.clear();
  resetHotelTimeZone();
  forgetSignedInUser();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the folio panel', () => {
  it('lists the lines and totals, and offers Take Payment with the balance', async () => {
    stub();
    open(PAGE);
    const f = await panel();
    expect(f.getByText('Room night 2026-02-27')).toBeTruthy();
    expect(f.getByTestId('folio-balance').textContent).toBe('$135.45');
    const take = within(screen.getByRole('form', { name: 'Take Payment' }));
    expect(take.getByLabelText<HTMLInputElement>('Amount ($)').value).toBe('135.45');
  });

  it('posts a charge only once every field is right, with a message beside each bad one', async () => {
    const api = stub({ 'POST /api/folios/12/charges': () => Response.json(folio({ charges: 145.8, balance: 145.8 }), { status: 201 }) });
    open(PAGE);
    await panel();
    const form = within(screen.getByRole('form', { name: 'Post Charge' }));
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Post Charge' }));
    expect(form.getByText('Choose a charge.')).toBeTruthy();
    expect(form.getByText('Enter an amount.')).toBeTruthy();
    expect(form.getByText('Enter a whole number from 1 to 999.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(form.getByLabelText('Charge'), { target: { value: 'Minibar' } });
    fireEvent.change(form.getByLabelText('Unit price ($)'), { target: { value: '4.50' } });
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Post Charge' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'Minibar', amount: 4.5, quantity: 2 });
    await waitFor(async () => expect((await panel()).getByTestId('folio-balance').textContent).toBe('$145.80'));
  });

  it('requires a reason for an allowance and keeps it within the line', async () => {
    const api = stub();
    open(PAGE);
    const f = await panel();
    fireEvent.click(f.getByRole('button', { name: 'Allowance' }));
    const form = within(screen.getByRole('form', { name: /Allowance on Room night/ }));
    fireEvent.change(form.getByLabelText('Amount ($)'), { target: { value: '200' } });
    fireEvent.click(form.getByRole('button', { name: 'Post Allowance' }));
    expect(form.getByText('The amount must be at most 129.00.')).toBeTruthy();
    expect(form.getByText('A reason is required.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers Refund to a manager only', async () => {
    const paid = folio({ payments: [{ payment_id: 3, method: 'Cash', amount: 50, refunded: 0, paid_at: '2026-03-01T10:00:00.000Z', paid_by: 'clerk' }], paid: 50, balance: 85.45 });
    const api = stub({ 'GET /api/folios/12': paid });
    open(PAGE);
    await within(await screen.findByTestId('folio-payments')).findByText('Cash');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/login/status')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    cleanup();
    resetHotelTimeZone();
    forgetSignedInUser();
    stub({ 'GET /api/folios/12': paid, 'GET /api/login/status': { user_id: 2, username: 'manager', access_id: 2, type: 'Manager' } });
    open(PAGE);
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('asks to confirm an early departure before Submit Payment checks the guest out', async () => {
    const api = stub({ 'GET /api/business-date': { business_date: '2026-02-28' } });
    open(PAGE);
    await panel();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Payment' }));
    expect(await screen.findByText(/Early departure: 1 night billed, 2 released/)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/hw/invoice')).toBe(false);
  });
});
