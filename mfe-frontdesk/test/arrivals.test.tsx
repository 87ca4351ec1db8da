// @vitest-environment jsdom
// long-file: ARRIVALS screen tests (date, room choice, check-in, columns on each size) share one fake hotel and clock.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArrivalRow, ArrivalsAnswer } from '@pms/contracts/frontdesk';
import { arrivalsColumns } from '../src/pages/ArrivalsTable';
import { endScreenTest, renderFrontDesk, startScreenTest, type FakeApi } from './fakeApi';
import { arrivalRow } from './rows';

// The calendar loads lazily; the first import on a cold machine is slow.
const SLOW = { timeout: 15_000 };

/** 20:00 UTC on 1 March is already 2 March in the hotel's zone (UTC+14). */
const NOW = new Date('2026-03-01T20:00:00Z');
const HOTEL_ZONE = 'Pacific/Kiritimati';
const HOTEL_TODAY = '2026-03-02';

const arrival = (over: Partial<ArrivalRow>): ArrivalRow => arrivalRow({ check_in_date: HOTEL_TODAY, check_out_date: '2026-03-04', ...over });

const ann = arrival({});
const bob = arrival({ name: 'Bob Jones', first_name: 'Bob', last_name: 'Jones', type: '2 Queens', room_type_id: 1, res_room_id: 8, reservation_id: 80 });

const todayAnswer = (arrivals: ArrivalRow[] = [ann, bob]): ArrivalsAnswer => ({
  arrivals,
  rooms_arrivals: [
    { room_id: 11, room_num: '101', room_type_id: 1, occupied: 0, clean: 1 },
    { room_id: 21, room_num: '201', room_type_id: 2, occupied: 0, clean: 1 },
    { room_id: 22, room_num: '202', room_type_id: 2, occupied: 0, clean: 0 },
  ],
  pending_departures: [{ type: 'King', pending_departures: 2, room_type_id: 2 }],
});

const TODAY_PATH = `/api/hw/arrivals/${HOTEL_TODAY}/undefined/undefined/undefined`;

let api: FakeApi;

beforeEach(() => {
  api = startScreenTest(NOW, HOTEL_ZONE);
  api.on('GET', TODAY_PATH, { body: todayAnswer() });
  api.install();
});
afterEach(endScreenTest);

const dateInput = () => screen.getByLabelText<HTMLInputElement>(/^Arrival Date/);
const roomSelect = (name: string) => screen.findByRole<HTMLSelectElement>('combobox', { name: `Room for ${name}` }, SLOW);
const checkInButton = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name: `Check In ${name}` });

describe('ARRIVALS', () => {
  it('opens on today in the hotel’s zone (not the browser’s) with the pending departures', async () => {
    renderFrontDesk('/frontdesk/arrivals');
    expect(screen.getByRole('heading', { level: 1, name: 'ARRIVALS' })).toBeTruthy();
    expect(screen.getByTitle('Return to Dashboard')).toBeTruthy();
    await waitFor(() => expect(dateInput().value).toBe(HOTEL_TODAY), SLOW);
    await waitFor(() => expect(screen.getByTestId('pending-departures').textContent).toBe('King: 2'), SLOW);
    // Only the hotel's today was asked, never the browser's 1 March.
    expect(api.made('GET', /^\/api\/hw\/arrivals\//).map((c) => c.path)).toEqual([TODAY_PATH]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('tells two guests of the same name apart by a Confirmation column', async () => {
    const twin = arrival({ res_room_id: 9, reservation_id: 90, confirmation_code: 'XYZ789' });
    api.on('GET', TODAY_PATH, { body: todayAnswer([ann, twin]) });
    renderFrontDesk('/frontdesk/arrivals');
    await screen.findAllByText('Ann Smith', {}, SLOW);
    await screen.findByText('XYZ789', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /^Confirmation/ })).toBeTruthy();
    const rows = screen.getAllByText('Ann Smith').map((cell) => cell.closest('[role="row"]') as HTMLElement);
    expect(rows.map((r) => r.textContent?.match(/ABC123|XYZ789/)?.[0]).sort()).toEqual(['ABC123', 'XYZ789']);
  });

  it('shows a room out of order greyed out in the room choice, with its work order’s reason', async () => {
    api.on('GET', TODAY_PATH, {
      body: {
        ...todayAnswer(),
        rooms_out_of_order: [{ room_id: 23, room_num: '203', room_type_id: 2, room_issue_id: 5, issue: 'Broken AC', start_date: HOTEL_TODAY, end_date: HOTEL_TODAY }],
      },
    });
    renderFrontDesk('/frontdesk/arrivals');
    const select = await roomSelect('Ann Smith');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select a room', false],
      ['201', false],
      ['202 (dirty)', false],
      ['203 – out of order: Broken AC', true],
    ]);
    // Another type's stay is not offered it at all.
    const bobs = await roomSelect('Bob Jones');
    expect(within(bobs).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a room', '101']);
  });

  it('says None when nobody is due out', async () => {
    api.on('GET', TODAY_PATH, { body: { ...todayAnswer(), pending_departures: [] } });
    renderFrontDesk('/frontdesk/arrivals');
    await waitFor(() => expect(screen.getByTestId('pending-departures').textContent).toBe('None'), SLOW);
  });

  it('offers the vacant rooms of each stay’s type, dirty ones marked, and checks the stay into the chosen room', async () => {
    let checkedIn = false;
    api.on('GET', TODAY_PATH, () => ({
      body: todayAnswer(checkedIn ? [arrival({ checked_in: 1, room_num: '202' }), bob] : [ann, bob]),
    }));
    api.on('PUT', '/api/hw/checkinRoom/7/22', () => {
      checkedIn = true;
      return { body: { ...arrival({ checked_in: 1, room_num: '202' }), room_id: 22, clean: 0, message: 'Checked in to room 202. The room is not clean yet.' } };
    });
    renderFrontDesk('/frontdesk/arrivals');

    const select = await roomSelect('Ann Smith');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a room', '201', '202 (dirty)']);
    const bobs = await roomSelect('Bob Jones');
    expect(within(bobs).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a room', '101']);

    // No room chosen, no check-in.
    expect(checkInButton('Ann Smith').disabled).toBe(true);
    fireEvent.change(select, { target: { value: '22' } });
    await waitFor(() => expect(checkInButton('Ann Smith').disabled).toBe(false));
    fireEvent.click(checkInButton('Ann Smith'));

    await screen.findByText('Ann Smith: Checked in to room 202. The room is not clean yet.');
    expect(api.made('PUT', /checkinRoom/).map((c) => c.path)).toEqual(['/api/hw/checkinRoom/7/22']);
    // The list reloaded: the row shows its room and no longer offers a check-in.
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Room for Ann Smith' })).toBeNull());
    expect(api.made('GET', TODAY_PATH).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Checked in')).toBeTruthy();
  });

  it('shows a refusal naming the room, and reloads the list', async () => {
    api.on('PUT', '/api/hw/checkinRoom/7/21', {
      status: 409,
      body: { error: 'conflict', message: 'Room 201 is already occupied by another stay.', fields: { room_id: 'occupied' } },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFrontDesk('/frontdesk/arrivals');
    fireEvent.change(await roomSelect('Ann Smith'), { target: { value: '21' } });
    await waitFor(() => expect(checkInButton('Ann Smith').disabled).toBe(false));
    const before = api.made('GET', TODAY_PATH).length;
    fireEvent.click(checkInButton('Ann Smith'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Check in of Ann Smith failed.');
    expect(alert.textContent).toContain('Room 201 is already occupied by another stay.');
    await waitFor(() => expect(api.made('GET', TODAY_PATH).length).toBe(before + 1));
    expect(log).toHaveBeenCalled();
  });

  it('says nothing changed when the rooms service is down (503)', async () => {
    api.on('PUT', '/api/hw/checkinRoom/7/21', { status: 503, body: { error: 'unavailable', message: 'The service is temporarily unavailable.' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFrontDesk('/frontdesk/arrivals');
    fireEvent.change(await roomSelect('Ann Smith'), { target: { value: '21' } });
    await waitFor(() => expect(checkInButton('Ann Smith').disabled).toBe(false));
    fireEvent.click(checkInButton('Ann Smith'));
    expect((await screen.findByRole('alert')).textContent).toContain('nobody was checked in and nothing changed');
  });

  it('on another date shows rooms or Not Set, with no selector and no Check In', async () => {
    const tomorrow = '2026-03-03';
    api.on('GET', `/api/hw/arrivals/${tomorrow}/undefined/undefined/undefined`, {
      body: { ...todayAnswer([arrival({ check_in_date: tomorrow }), arrival({ name: 'Cy Lee', res_room_id: 9, check_in_date: tomorrow, room_num: '305' })]), pending_departures: [] },
    });
    renderFrontDesk('/frontdesk/arrivals');
    await roomSelect('Ann Smith');
    await waitFor(() => expect(dateInput().getAttribute('aria-busy')).toBeNull(), SLOW);
    fireEvent.change(dateInput(), { target: { value: tomorrow } });

    await screen.findByText('Not Set', {}, SLOW);
    expect(screen.getByText('305')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Room for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Check In/ })).toBeNull();
    expect(screen.getByTestId('pending-departures').textContent).toBe('None');
  });

  it('with an empty date asks nothing and notes "Must enter a valid date"', async () => {
    const note = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    renderFrontDesk('/frontdesk/arrivals');
    await roomSelect('Ann Smith');
    await waitFor(() => expect(dateInput().getAttribute('aria-busy')).toBeNull(), SLOW);
    const asked = api.made('GET', /^\/api\/hw\/arrivals\//).length;
    fireEvent.change(dateInput(), { target: { value: '' } });

    await waitFor(() => expect(note).toHaveBeenCalledWith('Must enter a valid date'));
    expect(screen.getByText('Must enter a valid date', { selector: '.pms-field-error' })).toBeTruthy();
    expect(api.made('GET', /^\/api\/hw\/arrivals\//).length).toBe(asked);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Room for Ann Smith' })).toBeNull());
  });

  it('re-queries as the names are typed, and a slow older answer never replaces a newer one', async () => {
    let releaseOld: (() => void) | undefined;
    api.on('GET', `/api/hw/arrivals/${HOTEL_TODAY}/undefined/S/undefined`, () =>
      new Promise((resolve) => {
        releaseOld = () => resolve({ body: todayAnswer([ann, bob]) });
      }),
    );
    api.on('GET', `/api/hw/arrivals/${HOTEL_TODAY}/undefined/Sm/undefined`, { body: todayAnswer([ann]) });
    renderFrontDesk('/frontdesk/arrivals');
    await roomSelect('Bob Jones');

    const last = screen.getByLabelText('Last Name');
    fireEvent.change(last, { target: { value: 'S' } });
    await waitFor(() => expect(api.made('GET', /\/undefined\/S\/undefined$/)).toHaveLength(1));
    fireEvent.change(last, { target: { value: 'Sm' } });
    await waitFor(() => expect(api.made('GET', /\/undefined\/Sm\/undefined$/)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Room for Bob Jones' })).toBeNull());

    // The older query answers last: it was cancelled, so Bob does not come back.
    // act awaits what the release sets off (promise callbacks, React updates) before the checks.
    await act(async () => releaseOld?.());
    expect(screen.queryByRole('combobox', { name: 'Room for Bob Jones' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Room for Ann Smith' })).toBeTruthy();
  });
});

describe('ARRIVALS columns by screen width', () => {
  const ids = (cols: ReturnType<typeof arrivalsColumns>) => cols.map((c) => c.colId ?? c.field);
  it('on a desktop: the stay’s details, then Room Number and Check In today, Assign Room on a future date', () => {
    expect(ids(arrivalsColumns('today', false, false))).toEqual(['name', 'confirmation_code', 'check_in_date', 'check_out_date', 'type', 'room_num', 'check_in']);
    expect(ids(arrivalsColumns('future', false, false)).slice(-2)).toEqual(['room_num', 'assign_room']);
    expect(ids(arrivalsColumns('other', false, false))).not.toContain('check_in');
  });
  it('below 1024 px the room choice and Check In come right after the name; on a phone all three fit 336 px', () => {
    expect(ids(arrivalsColumns('today', true, false)).slice(0, 3)).toEqual(['name', 'room_num', 'check_in']);
    expect(ids(arrivalsColumns('future', true, false)).slice(0, 3)).toEqual(['name', 'room_num', 'assign_room']);
    const phone = arrivalsColumns('today', true, true);
    expect(ids(phone).slice(0, 3)).toEqual(['name', 'room_num', 'check_in']);
    // A 360 px screen less the page's padding and the table's border.
    const widest = (c: (typeof phone)[number]) => c.maxWidth ?? c.minWidth ?? 0;
    expect(phone.slice(0, 3).reduce((sum, c) => sum + widest(c), 0)).toBeLessThanOrEqual(334);
  });
});
