// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInUser, loadSignedInUser, NoticeProvider, RESERVATION_ID_KEY, resetHotelTimeZone } from '@pms/ui';
import ReservationsRoutes from '../src/routes';
import { reservation as loaded, room as loadedRoom } from './fixtures/loaded-reservation';

/** UPDATE RESERVATION's History (docs/audit.md): the reservation's entries and its stay's, for managers. */

/** Cancelled, as after the entry below. */
const reservation = { ...loaded, active: 0 };
const room = { ...loadedRoom, check_in_date: '2026-12-01', check_out_date: '2026-12-03', nights: 2 };const cancelled = {
  entry_id: 9,
  service: 'reservations',
  at: '2026-03-01T10:42:00.000Z',
  business_date: '2026-03-01',
  user_id: 2,
  username: 'manager',
  action: 'reservation.cancelled',
  entity: 'reservation',
  entity_id: '1001',
  changes: { active: [1, 0] },
  address: '127.0.0.1',
  request_id: 'r-9',
};

const fetchMock = vi.fn<typeof fetch>();
const auditCalls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/audit'));

function serve(accessId: number) {
  const answers: Record<string, unknown> = {
    '/api/login/status': { user_id: 2, username: 'manager', access_id: accessId, type: 'x' },
    '/api/business-date': { business_date: '2026-03-01' },
    '/api/hw/hotel_info/1': { hotel_info_id: 1, time_zone: 'UTC' },
    '/api/room/types': [{ room_type_id: 3, type: 'King', rate: 149 }],
    '/api/hw/reservation/1001': reservation,
    '/api/hw/res_rooms/1001': [room],
  };
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://hotel.test');
    const body = url.pathname === '/api/audit' ? { entries: url.searchParams.get('entity') === 'reservation' ? [cancelled] : [], next_cursor: null } : answers[url.pathname];
    return body === undefined ? Response.json({ error: 'not_found', message: 'no fake' }, { status: 404 }) : Response.json(body);
  });
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/reserve/updatereservation']}>
      <NoticeProvider>
        <ReservationsRoutes notFound={<p>not found</p>} />
      </NoticeProvider>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.setItem(RESERVATION_ID_KEY, '1001');
  forgetSignedInUser();
  resetHotelTimeZone();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T15:00:00Z'));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('UPDATE RESERVATION’s History', () => {
  it('shows a manager the reservation’s entries and asks for its stay’s too', async () => {
    serve(2);
    open();
    const history = within(await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 }));
    expect((await history.findByRole('listitem')).textContent).toBe('manager cancelled · 10:42active 1 → 0');
    expect(auditCalls().sort()).toEqual(['/api/audit?entity=reservation&entity_id=1001', '/api/audit?entity=stay&entity_id=21']);
  });

  it('is not there for an employee', async () => {
    serve(1);
    open();
    await screen.findByText('Reservation', { exact: false, selector: '.res-status-line' });
    await act(() => loadSignedInUser());
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    expect(auditCalls()).toEqual([]);
  });
});
