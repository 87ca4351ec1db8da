// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@pms/contracts/rules/audit';
import { History } from '../src/audit/History';
import { auditChangesText } from '../src/audit/auditWords';
import { mergeTrails } from '../src/audit/useAuditTrail';
import { resetHotelTimeZone } from '../src/dates/hotelToday';
import { forgetSignedInUser, loadSignedInUser } from '../src/session/signedInUser';

/** The History panels of docs/audit.md: who may see them, their words, and paging. */

const MANAGER = { user_id: 2, username: 'manager', access_id: 2, type: 'Manager' };
const EMPLOYEE = { user_id: 1, username: 'user', access_id: 1, type: 'Employee' };

let seq = 100;
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  entry_id: seq++,
  service: 'reservations',
  at: '2026-03-01T10:42:00.000Z',
  business_date: '2026-03-01',
  user_id: 2,
  username: 'manager',
  action: 'reservation.updated',
  entity: 'reservation',
  entity_id: '42',
  changes: {},
  address: '127.0.0.1',
  request_id: 'r-1',
  ...over,
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
/** The audit calls made, as their query strings. */
const auditCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/audit'));

function serve(user: object, audit: (url: URL) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://hotel.test');
    if (url.pathname === '/api/login/status') return answer(user);
    if (url.pathname === '/api/hw/hotel_info/1') return answer({ hotel_info_id: 1, time_zone: 'UTC' });
    if (url.pathname === '/api/audit') return audit(url);
    return answer({ error: 'not_found', message: 'no fake' }, 404);
  });
}

beforeEach(() => {
  forgetSignedInUser();
  resetHotelTimeZone();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T15:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('History', () => {
  it('renders nothing and asks nothing for an Employee', async () => {
    serve(EMPLOYEE, () => answer({ entries: [], next_cursor: null }));
    const { container } = render(<History records={[{ entity: 'reservation', entity_id: 42 }]} />);
    // Once the signed-in user is known (the panel's own question, asked once per page) and rendered:
    await act(() => loadSignedInUser());
    expect(container.innerHTML).toBe('');
    expect(auditCalls()).toEqual([]);
  });

  it('shows a Manager the record’s entries in plain words, newest first, with the date when not today and the changes', async () => {
    serve(MANAGER, () =>
      answer({
        entries: [
          entry({ action: 'reservation.cancelled', changes: { active: [1, 0] } }),
          entry({ at: '2026-02-27T09:05:00.000Z', username: 'user', changes: { departure: ['2026-12-01', '2026-12-03'] } }),
          entry({ at: '2026-02-26T08:00:00.000Z', username: null, action: 'reservation.created', changes: { arrival: [null, '2026-12-01'] } }),
        ],
        next_cursor: null,
      }),
    );
    render(<History records={[{ entity: 'reservation', entity_id: 42 }]} />);
    const panel = within(await screen.findByRole('region', { name: 'History' }));
    const lines = await panel.findAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'manager cancelled · 10:42active 1 → 0',
      'user changed · 09:05 · 2026-02-27departure 2026-12-01 → 2026-12-03',
      'the system booked · 08:00 · 2026-02-26arrival 2026-12-01',
    ]);
    expect(auditCalls()).toEqual(['/api/audit?entity=reservation&entity_id=42']);
    expect(panel.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('merges a reservation’s entries with its stay’s and pages both with Show more', async () => {
    const stayOld = entry({ at: '2026-03-01T08:00:00.000Z', entity: 'stay', entity_id: '7', action: 'stay.checked_in' });
    serve(MANAGER, (url) => {
      const entity = url.searchParams.get('entity');
      const cursor = url.searchParams.get('cursor');
      if (entity === 'stay') return answer(cursor ? { entries: [stayOld], next_cursor: null } : { entries: [entry({ at: '2026-03-01T12:00:00.000Z', entity: 'stay', entity_id: '7', action: 'stay.room_moved', changes: { room_num: ['101', '104'] } })], next_cursor: 'stay-2' });
      return answer({ entries: [entry({ at: '2026-03-01T11:00:00.000Z' }), entry({ at: '2026-03-01T07:00:00.000Z', action: 'reservation.created' })], next_cursor: null });
    });
    render(<History records={[{ entity: 'reservation', entity_id: 42 }, { entity: 'stay', entity_id: 7 }]} />);
    const panel = within(await screen.findByRole('region', { name: 'History' }));
    // The stay may still hold entries between 12:00 and 07:00: the 07:00 booking waits for its next page.
    await waitFor(() => expect(panel.getAllByRole('listitem').map((l) => l.textContent)).toEqual(['manager moved the room · 12:00room num 101 → 104']));
    fireEvent.click(panel.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(panel.getAllByRole('listitem')).toHaveLength(4));
    expect(panel.getAllByRole('listitem').map((l) => l.textContent)).toEqual([
      'manager moved the room · 12:00room num 101 → 104',
      'manager changed · 11:00',
      'manager checked in · 08:00',
      'manager booked · 07:00',
    ]);
    expect(auditCalls()).toContain('/api/audit?entity=stay&entity_id=7&cursor=stay-2');
    // The reservation's list had ended: it is not asked again.
    expect(auditCalls().filter((u) => u.includes('entity=reservation'))).toHaveLength(1);
    expect(panel.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when the trail cannot be read, and tries again', async () => {
    let fail = true;
    serve(MANAGER, () => (fail ? answer({ error: 'unavailable', message: 'The audit trail is unavailable.' }, 503) : answer({ entries: [entry({})], next_cursor: null })));
    render(<History records={[{ entity: 'folio', entity_id: 12 }]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The history could not be loaded.');
    expect(alert.textContent).toContain('The audit trail is unavailable.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('manager changed · 10:42')).toBeTruthy();
  });
});

describe('the trail’s words and paging', () => {
  it('writes changes briefly', () => {
    expect(auditChangesText({ departure: ['2026-12-01', '2026-12-03'], room_num: [null, '104'], comments: ['late arrival', ''] })).toBe(
      'departure 2026-12-01 → 2026-12-03; room num 104; comments late arrival → none',
    );
    expect(auditChangesText({ a: [1, 2], b: [3, 4], c: [5, 6] }, 2)).toBe('a 1 → 2; b 3 → 4; and 1 more');
  });

  it('shows every entry once a list has no more pages', () => {
    const a = entry({ at: '2026-03-01T10:00:00.000Z' });
    const b = entry({ at: '2026-03-01T09:00:00.000Z', service: 'billing' });
    expect(mergeTrails([{ entries: [a], next_cursor: 'x' }, { entries: [b], next_cursor: null }])).toEqual({ entries: [a], more: true });
    expect(mergeTrails([{ entries: [a], next_cursor: null }, { entries: [b], next_cursor: null }])).toEqual({ entries: [a, b], more: false });
  });
});
