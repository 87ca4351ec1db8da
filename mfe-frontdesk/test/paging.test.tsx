// @vitest-environment jsdom
/**
 * IN-HOUSE GUESTS and ARRIVALS read page by page (issue #16): the first 200 rows are shown at once,
 * the rest follows in pages of 500 along `X-Next-Cursor`, and the status line says more are coming.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArrivalRow, ArrivalsAnswer, InHouseGuest } from '@pms/contracts/frontdesk';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { arrivalsDateOf, arrivalsPath, mergeArrivalPages } from '../src/logic/arrivals';
import { endScreenTest, renderFrontDesk, startScreenTest, type Call, type FakeApi } from './fakeApi';

const SLOW = { timeout: 15_000 };
const TODAY = '2026-03-02';

/** A paged route as the services page it: `limit` rows after the cursor (here an offset), the next cursor while rows remain. */
function pages<R, A>(rows: R[], answer: (page: R[]) => A, hold?: (call: Call) => Promise<void> | undefined) {
  return async (call: Call) => {
    await hold?.(call);
    const from = Number(call.query.cursor ?? 0);
    const limit = Number(call.query.limit);
    const next = from + limit < rows.length ? { [NEXT_CURSOR_HEADER]: String(from + limit) } : undefined;
    return { body: answer(rows.slice(from, from + limit)), headers: next };
  };
}

const guests: InHouseGuest[] = Array.from({ length: 600 }, (_, i) => ({
  reservation_id: 1000 + i,
  first_name: `Guest${i}`,
  last_name: 'Smith',
  check_in_date: '2026-02-27',
  check_out_date: '2026-03-04',
  type: 'King',
  room_num: String(100 + i),
  res_room_id: 1 + i,
  room_type_id: 2,
  confirmation_code: `C${i}`,
}));

const arrivals: ArrivalRow[] = Array.from({ length: 250 }, (_, i) => ({
  name: `Ann${i} Smith`,
  check_in_date: TODAY,
  check_out_date: '2026-03-04',
  type: 'King',
  room_num: 'Not Set',
  room_type_id: 2,
  res_room_id: 7 + i,
  checked_in: 0,
  first_name: `Ann${i}`,
  last_name: 'Smith',
  confirmation_code: `A${i}`,
  reservation_id: 70 + i,
  checked_out: 0,
}));

const rooms = (n: number): Pick<ArrivalsAnswer, 'rooms_arrivals' | 'pending_departures'> => ({
  rooms_arrivals: [{ room_id: 21, room_num: '201', room_type_id: 2, occupied: 0, clean: 1 }],
  pending_departures: [{ type: 'King', pending_departures: n, room_type_id: 2 }],
});

let api: FakeApi;

beforeEach(() => {
  api = startScreenTest(new Date(`${TODAY}T12:00:00Z`), 'UTC');
  api.install();
});
afterEach(endScreenTest);

describe('IN-HOUSE GUESTS, page by page', () => {
  it('shows the first 200 guests at once, then the rest', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const path = '/api/hw/guests/undefined/undefined/undefined/undefined';
    api.on('GET', path, pages(guests, (page) => page, (call) => (call.query.cursor ? later : undefined)));
    renderFrontDesk('/frontdesk/inhouse');
    expect(await screen.findByText(/^200 in-house guests so far, loading more…/, {}, SLOW)).toBeTruthy();
    release();
    expect(await screen.findByText(/^600 in-house guests\. Click a guest/, {}, SLOW)).toBeTruthy();
    expect(api.made('GET', path).map((c) => c.query)).toEqual([{ limit: '200' }, { limit: '500', cursor: '200' }]);
  });
});

describe('ARRIVALS, page by page', () => {
  it('shows the first 200 arrivals at once, then the rest; rooms and pending departures from the newest page', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const path = `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`;
    api.on(
      'GET',
      path,
      pages(arrivals, (page): ArrivalsAnswer => ({ arrivals: page, ...rooms(page.length) }), (call) => (call.query.cursor ? later : undefined)),
    );
    renderFrontDesk('/frontdesk/arrivals');
    expect(await screen.findByText(/^200 arrivals so far, loading more… today/, {}, SLOW)).toBeTruthy();
    release();
    expect(await screen.findByText(/^250 arrivals today/, {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('pending-departures').textContent).toBe('King: 50');
    expect(api.made('GET', path).map((c) => c.query)).toEqual([{ limit: '200' }, { limit: '500', cursor: '200' }]);
  });

  it('knows the date of a query and merges pages', () => {
    expect(arrivalsDateOf(arrivalsPath(TODAY, 'Ann', '')!)).toBe(TODAY);
    const a = { arrivals: arrivals.slice(0, 2), ...rooms(1) };
    const b = { arrivals: arrivals.slice(2, 3), ...rooms(2) };
    expect(mergeArrivalPages(a, b)).toEqual({ arrivals: arrivals.slice(0, 3), ...rooms(2) });
  });
});
