// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@pms/contracts/rules/audit';
import { NoticeProvider, resetHotelTimeZone } from '@pms/ui';
import { verificationText } from '../src/logic/auditTrail';
import ReportsRoutes from '../src/routes';

/** AUDIT TRAIL (/reports/audit, docs/audit.md "Reading it"): filters, the table, paging, the 400's messages, Verify chain. */

let seq = 1;
const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  entry_id: seq++,
  service: 'reservations',
  at: '2026-03-01T15:42:07.000Z',
  business_date: '2026-03-01',
  user_id: 2,
  username: 'manager',
  action: 'reservation.cancelled',
  entity: 'reservation',
  entity_id: '42',
  changes: { active: [1, 0] },
  address: '10.0.0.7',
  request_id: 'r-1',
  ...over,
});

type Answer = { status?: number; body: unknown };
const fetchMock = vi.fn<typeof fetch>();
let audit: (url: URL) => Answer;
let verify: () => Answer;
const auditCalls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/audit?') || u === '/api/audit');

beforeEach(() => {
  resetHotelTimeZone();
  audit = () => ({ body: { entries: [entry()], next_cursor: null } });
  verify = () => ({ body: { ok: true, entries: 120, services: {} } });
  fetchMock.mockReset().mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://hotel.test');
    const answer: Answer =
      url.pathname === '/api/audit'
        ? audit(url)
        : url.pathname === '/api/audit/verify'
          ? verify()
          : url.pathname === '/api/hw/hotel_info/1'
            ? { body: { hotel_info_id: 1, time_zone: 'America/New_York' } }
            : { status: 404, body: { error: 'not_found', message: 'no fake' } };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (path = '/reports/audit') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NoticeProvider>
        <ReportsRoutes notFound={<p>not found</p>} />
      </NoticeProvider>
    </MemoryRouter>,
  );
const table = async () => within(await screen.findByRole('region', { name: 'Audit entries' }));
const filters = () => within(screen.getByRole('form', { name: 'Audit filters' }));

describe('AUDIT TRAIL', () => {
  it('lists the newest entries with the time in the hotel’s zone and every column in plain words', async () => {
    open();
    const rows = (await table()).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Time', 'Business date', 'User', 'What', 'Record', 'Changes', 'Address'],
      ['2026-03-01 10:42:07', '2026-03-01', 'manager', 'cancelled', 'reservation 42', 'active 1 → 0', '10.0.0.7'],
    ]);
    expect(auditCalls()).toEqual(['/api/audit']);
  });

  it('asks with the filters applied, and keeps them in the address', async () => {
    open('/reports/audit?from=2026-02-01&to=2026-03-01');
    await table();
    expect(auditCalls()).toEqual(['/api/audit?from=2026-02-01&to=2026-03-01']);
    const f = filters();
    fireEvent.change(f.getByLabelText('Username'), { target: { value: ' manager ' } });
    fireEvent.change(f.getByLabelText('Action'), { target: { value: 'reservation.cancelled' } });
    fireEvent.change(f.getByLabelText('Record'), { target: { value: 'stay' } });
    expect(f.getByText('The res room id.')).toBeTruthy();
    fireEvent.change(f.getByLabelText('Record id'), { target: { value: '21' } });
    fireEvent.click(f.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(auditCalls()).toHaveLength(2));
    expect(auditCalls()[1]).toBe('/api/audit?username=manager&action=reservation.cancelled&entity=stay&entity_id=21&from=2026-02-01&to=2026-03-01');
    // Apply again with the same filters reads the trail again (what was recorded since).
    fireEvent.click(filters().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(auditCalls()).toHaveLength(3));
    expect(auditCalls()[2]).toBe(auditCalls()[1]);
    fireEvent.click(filters().getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(auditCalls()).toHaveLength(4));
    expect(auditCalls()[3]).toBe('/api/audit');
  });

  it('shows the gateway’s 400 messages beside their fields', async () => {
    audit = () => ({ status: 400, body: { error: 'invalid_input', message: 'Some filters are not valid.', fields: { to: 'must be a date in the form YYYY-MM-DD', username: 'must be at most 100 characters' } } });
    open('/reports/audit?to=2026-02-30&username=x');
    // Asked afresh each time: the calendar's stand-in input gives way to the calendar's own when it loads.
    const toField = () => screen.getByLabelText<HTMLInputElement>('To (business date)');
    await waitFor(() => expect(toField().getAttribute('aria-invalid')).toBe('true'));
    const to = toField();
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe('*Must be a date in the form YYYY-MM-DD');
    const username = screen.getByLabelText('Username');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('*Must be at most 100 characters');
    // The first bad field takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(username));
  });

  it('pages with Show more, passing the cursor back', async () => {
    audit = (url) => (url.searchParams.get('cursor') === 'p2' ? { body: { entries: [entry({ at: '2026-02-28T12:00:00.000Z', action: 'reservation.created' })], next_cursor: null } } : { body: { entries: [entry()], next_cursor: 'p2' } });
    open();
    const t = await table();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(t.getAllByRole('row')).toHaveLength(3));
    expect(t.getAllByRole('row')[2]?.children[3]?.textContent).toBe('booked');
    expect(auditCalls()).toEqual(['/api/audit', '/api/audit?cursor=p2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('verifies the chain: intact, or where it is broken', async () => {
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const intact = await screen.findByText(/Chain intact/);
    expect(intact.textContent).toBe('Chain intact: 120 entries');
    expect(intact.getAttribute('role')).toBe('status');
    verify = () => ({ body: { ok: false, entries: 120, first_bad_entry: { service: 'billing', entry_id: 17 }, services: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const broken = await screen.findByText(/Chain broken/);
    expect(broken.textContent).toBe('Chain broken at billing entry 17');
    expect(broken.getAttribute('role')).toBe('alert');
  });

  it('says a chain is not verified when a service did not answer', () => {
    expect(verificationText({ ok: false, entries: 80, services: { rooms: { unavailable: 'timeout' }, auth: { ok: true, entries: 80 } } })).toBe('Chain not verified: rooms did not answer (80 entries checked)');
  });
});
