// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InHouseGuest } from '@pms/contracts/frontdesk';
import { fakeApi, renderFrontDesk } from './fakeApi';

const SLOW = { timeout: 15_000 };

const guest = (over: Partial<InHouseGuest>): InHouseGuest => ({
  reservation_id: 1001,
  first_name: 'James',
  last_name: 'Smith',
  check_in_date: '2026-02-27',
  check_out_date: '2026-03-01',
  type: '2 Queens',
  room_num: '101',
  res_room_id: 1,
  room_type_id: 1,
  confirmation_code: 'FWJRSLC3',
  ...over,
});

const ALL = [guest({}), guest({ reservation_id: 1002, first_name: 'Mary', last_name: 'Jones', room_num: '104', res_room_id: 2 })];

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  api.on('GET', '/api/hw/guests/undefined/undefined/undefined/undefined', { body: ALL });
  api.on('GET', '/api/hw/guests/undefined/undefined/104/undefined', { body: [ALL[1]] });
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IN-HOUSE GUESTS', () => {
  it('lists the guests in house: name, arrival, departure, room type, room number', async () => {
    renderFrontDesk('/frontdesk/inhouse');
    expect(screen.getByRole('heading', { level: 1, name: 'IN-HOUSE GUESTS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    await screen.findByText('Mary Jones', {}, SLOW);
    for (const header of ['Name', 'Arrival', 'Departure', 'Room Type', 'Room Number'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    expect(screen.getByText('James Smith')).toBeTruthy();
    expect(screen.getByText('2 in-house guests. Click a guest (or press Enter on the row) to open the reservation.')).toBeTruthy();
  });

  it('tells two guests of the same name apart by a Confirmation column', async () => {
    const twin = guest({ reservation_id: 1003, room_num: '305', res_room_id: 3, confirmation_code: 'QZ7TWIN9' });
    api.on('GET', '/api/hw/guests/undefined/undefined/undefined/undefined', { body: [ALL[0], twin] });
    renderFrontDesk('/frontdesk/inhouse');
    await screen.findByText('QZ7TWIN9', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: /^Confirmation/ })).toBeTruthy();
    const rows = screen.getAllByText('James Smith').map((cell) => cell.closest('[role="row"]') as HTMLElement);
    expect(rows.map((r) => r.textContent?.match(/FWJRSLC3|QZ7TWIN9/)?.[0]).sort()).toEqual(['FWJRSLC3', 'QZ7TWIN9']);
  });

  it('searches by room, confirmation number and names as they are typed', async () => {
    api.on('GET', '/api/hw/guests/Ja/Sm/undefined/FWJ', { body: [ALL[0]] });
    renderFrontDesk('/frontdesk/inhouse');
    await screen.findByText('Mary Jones', {}, SLOW);
    fireEvent.change(screen.getByLabelText('Room Number'), { target: { value: '104' } });
    await waitFor(() => expect(screen.queryByText('James Smith')).toBeNull(), SLOW);
    expect(screen.getByText('Mary Jones')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Room Number'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Confirmation Number'), { target: { value: 'FWJ' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ja' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Sm' } });
    await waitFor(() => expect(api.made('GET', '/api/hw/guests/Ja/Sm/undefined/FWJ')).toHaveLength(1), SLOW);
    await screen.findByText('James Smith', {}, SLOW);
  });

  it('a click on a guest stores the reservation id and opens the update screen', async () => {
    renderFrontDesk('/frontdesk/inhouse');
    fireEvent.click(await screen.findByText('Mary Jones', {}, SLOW));
    await screen.findByRole('heading', { name: 'Elsewhere: /reserve/updatereservation' });
    expect(localStorage.getItem('reservation_id')).toBe('1002');
  });

  it('Enter on a focused guest row does the same', async () => {
    renderFrontDesk('/frontdesk/inhouse');
    const cell = (await screen.findByText('James Smith', {}, SLOW)).closest('[role="gridcell"]') as HTMLElement;
    act(() => cell.focus());
    fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
    await screen.findByRole('heading', { name: 'Elsewhere: /reserve/updatereservation' });
    expect(localStorage.getItem('reservation_id')).toBe('1001');
  });
});
