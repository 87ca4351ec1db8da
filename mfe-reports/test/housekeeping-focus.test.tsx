// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider, resetHotelTimeZone } from '@pms/ui';
import type { HousekeepingRow } from '../src/logic/housekeeping';
import ReportsRoutes from '../src/routes';
import { housekeepingRow } from './rows';

/**
 * HOUSEKEEPING from the keyboard (issue #17): a clerk who changed a room's status with the arrow
 * keys is still on that selector when the save and the board's re-read come back, so the next
 * key changes it again.
 */

const row = housekeepingRow;

let rooms: HousekeepingRow[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetHotelTimeZone();
  rooms = [row({}), row({ room_id: 2, room_num: '102' })];
  fetchMock.mockReset().mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://hotel.test');
    const save = /^\/api\/hw\/updateCleanStatus\/([01])\/(\d+)$/.exec(url.pathname);
    if (save && init?.method === 'PUT') {
      const clean = Number(save[1]) as 0 | 1;
      rooms = rooms.map((r) => (r.room_id === Number(save[2]) ? { ...r, clean } : r));
      // Meanwhile another clerk's change brings a room into the list above it: its row moves down.
      rooms = [row({ room_id: 3, room_num: '100', clean: 0 }), ...rooms];
      const r = rooms.find((x) => x.room_id === Number(save[2])) as HousekeepingRow;
      return Response.json({ room_id: r.room_id, room_num: r.room_num, room_type_id: 1, type: 'King', clean, occupied: r.occupied });
    }
    if (url.pathname.startsWith('/api/hw/housekeeping')) return Response.json(rooms);
    if (url.pathname === '/api/business-date') return Response.json({ business_date: '2026-03-02' });
    if (url.pathname === '/api/hw/hotel_info/1') return Response.json({ hotel_info_id: 1, time_zone: 'America/New_York' });
    return Response.json({ error: 'not_found', message: 'no fake' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/hw/housekeeping')).length;

describe('HOUSEKEEPING board from the keyboard', () => {
  it('keeps the focus on the room’s selector after its change is saved and the board is read again, its row moved', async () => {
    render(
      <MemoryRouter initialEntries={['/reports/housekeeping']}>
        <NoticeProvider>
          <ReportsRoutes notFound={<p>not found</p>} />
        </NoticeProvider>
      </MemoryRouter>,
    );
    const select = () => screen.getByRole('combobox', { name: 'Room status, room 101' });
    await screen.findByRole('combobox', { name: 'Room status, room 101' }, { timeout: 15_000 });
    act(() => select().focus());
    const readsBefore = reads();
    fireEvent.change(select(), { target: { value: '0' } });
    await waitFor(() => expect(saves()).toBe(1));
    // The save's answer, then the re-read of the board (the one a change always brings).
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await screen.findByRole('combobox', { name: 'Room status, room 100' });
    await waitFor(() => expect((select() as HTMLSelectElement).value).toBe('0'));
    await waitFor(() => expect(select().getAttribute('aria-busy')).toBe('false'));
    // Let the grid apply the new rows before looking.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.activeElement).toBe(select());
    // The clerk's next key changes the same room again.
    fireEvent.change(document.activeElement as HTMLSelectElement, { target: { value: '1' } });
    await waitFor(() => expect(saves()).toBe(2));
    expect(String(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1]?.[0])).toBe('/api/hw/updateCleanStatus/1/1');
  });
});
