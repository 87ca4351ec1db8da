// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationListRow } from '@pms/contracts/reservations';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { NoticeProvider, resetHotelTimeZone } from '@pms/ui';
import ReservationsRoutes from '../src/routes';

/**
 * ALL RESERVATIONS: two bookings under one name are told apart by their confirmation numbers; the
 * list comes page by page (issue #16): the first 200 matches, Load more reads the next 500 along
 * `X-Next-Cursor`, and the summary says when more match.
 */

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

/** What the search matches in each test. */
let matches: ReservationListRow[] = [];

const fetchMock = vi.fn<typeof fetch>();
const asked = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://hotel.test'))
    .filter((u) => u.pathname.startsWith('/api/hw/reservations_list/'))
    .map((u) => Object.fromEntries(u.searchParams));

beforeEach(() => {
  resetHotelTimeZone();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://hotel.test');
    if (url.pathname.startsWith('/api/hw/reservations_list/')) {
      // The service's paging: `limit` rows after the cursor (an offset here; opaque to the screen).
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? matches.length);
      const headers: Record<string, string> = from + limit < matches.length ? { [NEXT_CURSOR_HEADER]: String(from + limit) } : {};
      return Response.json(matches.slice(from, from + limit), { headers });
    }
    if (url.pathname === '/api/business-date') return Response.json({ business_date: '2026-03-01' });
    return Response.json({ error: 'not_found', message: 'no fake' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/reserve/allreservations']}>
      <NoticeProvider>
        <ReservationsRoutes notFound={<p>not found</p>} />
      </NoticeProvider>
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ALL RESERVATIONS', () => {
  beforeAll(() => (matches = [row({}), row({ reservation_id: 71, res_room_id: 8, confirmation_code: 'XYZ789' })]));

  it('has a Confirmation column that tells two bookings of the same name apart', async () => {
    await screen.findByText('XYZ789', {}, { timeout: 20_000 });
    expect(screen.getByRole('columnheader', { name: /^Confirmation/ })).toBeTruthy();
    const rows = screen.getAllByText('Smith').map((cell) => cell.closest('[role="row"]') as HTMLElement);
    expect(rows.map((r) => r.textContent?.match(/ABC123|XYZ789/)?.[0]).sort()).toEqual(['ABC123', 'XYZ789']);
  });
});

describe('ALL RESERVATIONS, page by page', () => {
  beforeAll(() => (matches = Array.from({ length: 750 }, (_, i) => row({ first_name: `Ann${i}`, reservation_id: 1000 + i, res_room_id: 1 + i, confirmation_code: `C${i}` }))));

  it('shows the first 200 matches, and the next 500 on each Load more until none remain', async () => {
    expect(await screen.findByText('200 stays found, more match.', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('700 stays found, more match.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('750 stays found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked()).toEqual([{ limit: '200' }, { limit: '500', cursor: '200' }, { limit: '500', cursor: '700' }]);

    // Search again: the list is read afresh from its first page.
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('200 stays found, more match.')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ limit: '200' });
  });
});
