// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '@pms/contracts/dashboard';
import { DayTiles } from '../src/dashboard/DayTiles';
import { fakeApi } from './session';

/** The day's tiles (docs/dashboard.md): fill-in, links, a service that is down, live changes read out. */

const day: DashboardAnswer = {
  business_date: '2026-03-01',
  arrivals_pending: 7,
  arrivals_checked_in: 3,
  departures_pending: 6,
  departures_checked_out: 2,
  in_house: 41,
  occupancy_tonight_pct: 52.1,
  rooms_clean_vacant: 40,
  rooms_dirty_vacant: 9,
  rooms_out_of_order: 1,
  open_work_orders: 2,
  balance_due: 1234.5,
  unavailable: {},
};

/** The browser's EventSource as the tab's live stream uses it: the test plays the gateway. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  private listeners = new Map<string, ((e: Event) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const fn of this.listeners.get(type) ?? []) fn(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

let answers: DashboardAnswer[];
beforeEach(() => {
  answers = [day];
  // Each read answers the next figures in line; the last one again after that.
  const api = fakeApi({ 'GET /api/dashboard': () => Response.json(answers.length > 1 ? answers.shift() : answers[0]) });
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiles = () => render(<DayTiles />, { wrapper: MemoryRouter });
const tile = (name: RegExp) => screen.getByRole('link', { name });

describe('the day’s tiles', () => {
  it('paint at once, fill in when the figures come, and each links to the screen and filter behind it', async () => {
    tiles();
    expect(within(tile(/^Arrivals/)).getByText('…')).toBeTruthy();
    expect(await screen.findByText('3 checked in')).toBeTruthy();
    expect(tile(/^Arrivals/).textContent).toBe('Arrivals73 checked in');
    expect(tile(/^Occupancy tonight/).textContent).toContain('52.1 %');
    expect(tile(/^Balance due/).textContent).toContain('$1,234.50');
    expect(tile(/^Arrivals/).getAttribute('href')).toBe('/frontdesk/arrivals');
    expect(tile(/^Departures/).getAttribute('href')).toBe('/cashiering/billing?show=dueOut');
    expect(tile(/^Dirty vacant/).getAttribute('href')).toBe('/reports/housekeeping?show=dirty,vacant');
    expect(tile(/^In house/).getAttribute('href')).toBe('/frontdesk/inhouse');
    expect(screen.getAllByRole('link')).toHaveLength(8);
  });

  it('say in place which figures are unavailable, and show the rest', async () => {
    const reason = 'The billing service is unavailable right now. (ECONNREFUSED)';
    answers = [{ ...day, departures_pending: null, departures_checked_out: null, balance_due: null, unavailable: { departures_pending: reason, departures_checked_out: reason, balance_due: reason } }];
    tiles();
    await screen.findByText('3 checked in');
    // Its detail's line stays, empty (a no-break space), so the tile keeps its height.
    expect(tile(/^Departures/).textContent).toBe('DeparturesUnavailable\u00a0');
    expect(tile(/^Balance due/).textContent).toBe('Balance dueUnavailable');
    expect(tile(/^Departures/).getAttribute('title')).toBe(reason);
    expect(tile(/^In house/).textContent).toBe('In house41');
  });

  it('read the figures again when a room changes, and say politely what changed', async () => {
    answers = [day, { ...day, arrivals_pending: 6, arrivals_checked_in: 4, in_house: 42 }];
    tiles();
    await screen.findByText('3 checked in');
    // A guest checked in elsewhere: their room's event reaches this tab's one stream.
    FakeEventSource.opened.at(-1)!.emit('room', { room_id: 104, clean: 1, occupied: 1, version: 5 });
    expect(await screen.findByText('4 checked in', undefined, { timeout: 5_000 })).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Arrivals now 6. In house now 42.');
  });
});
