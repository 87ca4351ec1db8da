// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationListRow } from '@pms/contracts/reservations';
import { NoticeProvider, resetHotelTimeZone } from '@pms/ui';
import ReservationsRoutes from '../src/routes';

/** ALL RESERVATIONS: two bookings under one name are told apart by their confirmation numbers. */

const row = (over: Partial<ReservationListRow>): ReservationListRow => ({
  first_name: 'Ann',
  last_name: 'Smith',
  check_in_date: '2026-03-02',
  check_out_date: '2026-03-04',
  type: 'King',
  active: 1,
  no_show: 0,
  reservation_id: 70,
  res_room_id: 7,
  confirmation_code: 'ABC123',
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetHotelTimeZone();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://hotel.test').pathname;
    if (path.startsWith('/api/hw/reservations_list/')) return Response.json([row({}), row({ reservation_id: 71, res_room_id: 8, confirmation_code: 'XYZ789' })]);
    if (path === '/api/business-date') return Response.json({ business_date: '2026-03-01' });
    return Response.json({ error: 'not_found', message: 'no fake' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ALL RESERVATIONS', () => {
  it('has a Confirmation column that tells two bookings of the same name apart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/reserve/allreservations']}>
        <NoticeProvider>
          <ReservationsRoutes notFound={<p>not found</p>} />
        </NoticeProvider>
      </MemoryRouter>,
    );
    await screen.findByText('XYZ789', {}, { timeout: 20_000 });
    expect(screen.getByRole('columnheader', { name: /^Confirmation/ })).toBeTruthy();
    const rows = screen.getAllByText('Smith').map((cell) => cell.closest('.ag-row') as HTMLElement);
    expect(rows.map((r) => r.textContent?.match(/ABC123|XYZ789/)?.[0]).sort()).toEqual(['ABC123', 'XYZ789']);
  });
});
