// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateFinanceTests, openFinance as open, stubFetch } from './render';
import { departures } from './fixtures';

const ALL = '/api/hw/departures/undefined/undefined/undefined/false/false/false';

const where = () => screen.getByTestId('where').textContent;
const gridTimeout = { timeout: 15_000 }; // the first render on a cold, shared machine is slow

isolateFinanceTests();

describe('FINANCE billing list', () => {
  it('lists stays with their balance in dollars and Check Out or Invoice', async () => {
    stubFetch({ [`GET ${ALL}`]: departures });
    open('/cashiering/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'FINANCE' })).toBeTruthy();
    const checkOut = await screen.findByRole('button', { name: 'Check Out: Ada Lovelace, room 104' }, gridTimeout);
    expect(screen.getByRole('button', { name: 'Invoice: Alan Turing, room 205' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Invoice: Ada/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Check Out: Alan/ })).toBeNull();
    const row = checkOut.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('$445.05')).toBeTruthy();
    expect(screen.getByText('$2,413.85')).toBeTruthy();
    expect(screen.getByText('2 stays, balance $2,858.90')).toBeTruthy();
  });

  it('tells two guests of the same name apart by a Confirmation column', async () => {
    const twin = { ...departures[0]!, room_num: '310', res_room_id: 14, confirmation_code: 'ADA99999' };
    stubFetch({ [`GET ${ALL}`]: [departures[0], twin] });
    open('/cashiering/billing');
    const first = await screen.findByRole('button', { name: 'Check Out: Ada Lovelace, room 104' }, gridTimeout);
    expect(screen.getByRole('columnheader', { name: /^Confirmation/ })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Check Out: Ada Lovelace, room 310' });
    expect(within(first.closest('[role="row"]') as HTMLElement).getByText('ADA12345')).toBeTruthy();
    expect(within(second.closest('[role="row"]') as HTMLElement).getByText('ADA99999')).toBeTruthy();
  });

  it('searches only on Search, with at most one of the three boxes, and keeps the search in the address', async () => {
    const api = stubFetch({
      [`GET ${ALL}`]: departures,
      'GET /api/hw/departures/Ada/undefined/104/false/true/false': [departures[0]],
      'GET /api/hw/departures/Ada/undefined/104/false/false/true': [],
    });
    open('/cashiering/billing');
    await screen.findByRole('button', { name: /Check Out: Ada/ }, gridTimeout);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Ada ' } });
    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '104' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stay Over' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Due Out' }));
    const boxes = ['Stay Over', 'Due Out', 'Checked Out'].map(
      (name) => screen.getByRole<HTMLInputElement>('checkbox', { name }).checked,
    );
    expect(boxes).toEqual([false, true, false]);
    expect(api.calls.filter((c) => c.path.startsWith('/api/hw/departures'))).toHaveLength(1); // nothing yet

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toBe('/cashiering/billing?room=104&first=Ada&show=dueOut'));
    await waitFor(() => expect(screen.getByText('1 stay, balance $445.05')).toBeTruthy());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Checked Out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No stays match this search.', { selector: 'p' })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain('/api/hw/departures/Ada/undefined/104/false/false/true');
  });

  it('opens a deep link with its search already applied', async () => {
    const api = stubFetch({ 'GET /api/hw/departures/undefined/Lovelace/undefined/true/false/false': [departures[0]] });
    open('/cashiering/billing?last=Lovelace&show=stayOver');
    await screen.findByRole('button', { name: /Check Out: Ada/ }, gridTimeout);
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lovelace');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Stay Over' }).checked).toBe(true);
    expect(api.calls[0]?.path).toBe('/api/hw/departures/undefined/Lovelace/undefined/true/false/false');
  });

  it('Check Out opens the payment page with the stay and room number', async () => {
    stubFetch({ 'GET /api/hw/departures/undefined/undefined/undefined/false/true/false': departures, 'GET /api/hw/pre_invoice/12': [] });
    open('/cashiering/billing?show=dueOut');
    fireEvent.click(await screen.findByRole('button', { name: 'Check Out: Ada Lovelace, room 104' }, gridTimeout));
    await waitFor(() => expect(where()).toBe('/cashiering/payment?res_room_id=12&room_num=104'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
      res_room_id: 12,
      room_num: '104',
      billingSearch: '?show=dueOut',
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/cashiering/billing?show=dueOut'),
    );
  });

  it('Invoice looks up the invoice and opens it by id', async () => {
    const api = stubFetch({ [`GET ${ALL}`]: departures, 'GET /api/hw/invoice_id/13': [{ invoice_id: 77 }], 'GET /api/hw/invoice/77': [] });
    open('/cashiering/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice: Alan Turing, room 205' }, gridTimeout));
    await waitFor(() => expect(where()).toBe('/cashiering/payment?invoice_id=77&room_num=205'));
    expect(api.calls.map((c) => c.path)).toContain('/api/hw/invoice_id/13');
  });

  it('Invoice of a stay checked out but never paid opens the payment for the stay', async () => {
    stubFetch({ [`GET ${ALL}`]: departures, 'GET /api/hw/invoice_id/13': [], 'GET /api/hw/pre_invoice/13': [] });
    open('/cashiering/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Invoice: Alan Turing, room 205' }, gridTimeout));
    await waitFor(() => expect(where()).toBe('/cashiering/payment?res_room_id=13&room_num=205'));
    expect(await screen.findByText(/Alan Turing has checked out but has not paid yet/)).toBeTruthy();
  });

  it('says so on the page when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      [`GET ${ALL}`]: () =>
        fail ? Response.json({ error: 'unavailable', message: 'Billing is not answering right now.' }, { status: 503 }) : Response.json(departures),
    });
    open('/cashiering/billing');
    expect(await screen.findByText('The billing list could not be loaded: Billing is not answering right now.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Check Out: Ada/ }, gridTimeout)).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
