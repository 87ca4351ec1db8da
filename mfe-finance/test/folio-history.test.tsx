// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInUser, loadSignedInUser, resetHotelTimeZone } from '@pms/ui';
import { folioRoutes, hotel, paidInvoice, preInvoice } from './fixtures';
import { openFinance as open, stubFetch } from './render';

/** The INVOICE page's Folio history (docs/audit.md): the folio's entries and, once issued, the invoice's; managers only. */
const MANAGER = { user_id: 2, username: 'manager', access_id: 2, type: 'Manager' };
const charge = {
  entry_id: 3,
  service: 'billing',
  at: '2026-03-02T09:30:00.000Z',
  business_date: '2026-03-02',
  user_id: 2,
  username: 'manager',
  action: 'folio.charge_posted',
  entity: 'folio',
  entity_id: '12',
  changes: { code: [null, 'Minibar'], amount: [null, 8] },
  address: null,
  request_id: null,
};

function stub(user: object) {
  stubFetch({
    ...folioRoutes(user as { access_id: number }),
    'GET /api/hw/hotel_info/1': { ...hotel, time_zone: 'UTC' },
    'GET /api/hw/pre_invoice/12': [preInvoice],
    'GET /api/hw/invoice/5': [paidInvoice()],
    'GET /api/audit': { entries: [charge], next_cursor: null },
  });
}
/** The audit questions asked, with their filters (the fake answers by path alone; the stub keeps each call's address). */
const auditCalls = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((u) => u.startsWith('/api/audit'))
    .sort();

beforeEach(() => {
  sessionStorage.clear();
  resetHotelTimeZone();
  forgetSignedInUser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the folio history', () => {
  it('shows a manager the folio’s entries in plain words', async () => {
    stub(MANAGER);
    open('/cashiering/payment?res_room_id=12&room_num=104');
    const history = within(await screen.findByRole('region', { name: 'Folio history' }));
    expect((await history.findByRole('listitem')).textContent).toBe('manager posted a charge · 09:30code Minibar; amount 8');
    expect(auditCalls()).toEqual(['/api/audit?entity=folio&entity_id=12']);
  });

  it('adds the invoice’s entries once it is issued', async () => {
    stub(MANAGER);
    open('/cashiering/payment?invoice_id=5&room_num=104');
    await screen.findByRole('region', { name: 'Folio history' });
    expect(auditCalls()).toEqual(['/api/audit?entity=folio&entity_id=12', '/api/audit?entity=invoice&entity_id=5']);
  });

  it('is not there for an employee', async () => {
    stub({ access_id: 1 });
    open('/cashiering/payment?res_room_id=12&room_num=104');
    await screen.findByRole('region', { name: 'Folio' });
    await act(() => loadSignedInUser());
    expect(screen.queryByRole('region', { name: 'Folio history' })).toBeNull();
    expect(auditCalls()).toEqual([]);
  });
});
