// @vitest-environment jsdom
/**
 * The billing list read page by page (issue #16): the first 200 stays are shown at once, the rest
 * follows in pages of 500 along `X-Next-Cursor`, the summary says more are coming, and the balance
 * is totalled only once every page is in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DepartureRow } from '@pms/contracts/billing';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/rules/paging';
import { departures, type Call } from './fixtures';
import { isolateFinanceTests, openFinance as open, stubFetch } from './render';

const ALL = '/api/hw/departures/undefined/undefined/undefined/false/false/false';
const gridTimeout = { timeout: 15_000 }; // the first render on a cold, shared machine is slow

/** `n` stays of $100.00 each, in room order. */
const stays = (n: number): DepartureRow[] =>
  Array.from({ length: n }, (_, i) => ({ ...departures[0]!, room_num: String(1000 + i), name: `Guest ${i}`, res_room_id: 100 + i, balance: 100 }));

/**
 * svc-billing's paging as a stand-in: `limit` rows after the cursor (here the offset, opaque to the
 * screen), the next cursor in `X-Next-Cursor` while rows remain. `hold` keeps a page waiting.
 */
function pagedList(rows: DepartureRow[], hold?: (call: Call) => Promise<void> | undefined) {
  return async (call: Call) => {
    await hold?.(call);
    const from = Number(call.query.cursor ?? 0);
    const limit = Number(call.query.limit);
    const page = rows.slice(from, from + limit);
    const headers: Record<string, string> = from + limit < rows.length ? { [NEXT_CURSOR_HEADER]: String(from + limit) } : {};
    return Response.json(page, { headers });
  };
}

isolateFinanceTests();

describe('FINANCE billing list, page by page', () => {
  it('shows the first 200 stays at once, then loads the rest and totals the balance', async () => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const api = stubFetch({ [`GET ${ALL}`]: pagedList(stays(1100), (call) => (call.query.cursor ? later : undefined)) });
    open('/cashiering/billing');

    expect(await screen.findByText('200 stays so far, loading more…')).toBeTruthy();
    await screen.findByRole('button', { name: 'Check Out: Guest 0, room 1000' }, gridTimeout);
    release();
    // Five more pages and 1,100 rows drawn in jsdom: as slow as the first render on a shared machine.
    expect(await screen.findByText('1100 stays, balance $110,000.00', undefined, gridTimeout)).toBeTruthy();

    const pages = api.calls.filter((c) => c.path === ALL).map((c) => c.query);
    expect(pages).toEqual([{ limit: '200' }, { limit: '500', cursor: '200' }, { limit: '500', cursor: '700' }]);
  });

  it('a short list is one page', async () => {
    const api = stubFetch({ [`GET ${ALL}`]: pagedList(departures) });
    open('/cashiering/billing');
    expect(await screen.findByText('2 stays, balance $2,858.90')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === ALL).map((c) => c.query)).toEqual([{ limit: '200' }]);
  });

  it('a new search stops loading the old one’s pages', async () => {
    const never = new Promise<void>(() => undefined);
    const api = stubFetch({
      [`GET ${ALL}`]: pagedList(stays(300), (call) => (call.query.cursor ? never : undefined)),
      'GET /api/hw/departures/undefined/undefined/101/false/false/false': pagedList([departures[0]!]),
    });
    open('/cashiering/billing');
    expect(await screen.findByText('200 stays so far, loading more…')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Room number'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 stay, balance $445.05')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.path === ALL)).toHaveLength(2));
  });

  it('keeps the stays already shown when a later page fails', async () => {
    stubFetch({
      [`GET ${ALL}`]: async (call: Call) =>
        call.query.cursor ? Response.json({ error: 'unavailable', message: 'The billing service is unavailable right now.' }, { status: 503 }) : pagedList(stays(300))(call),
    });
    open('/cashiering/billing');
    expect(await screen.findByText(/The billing list could not be loaded/)).toBeTruthy();
    await screen.findByRole('button', { name: 'Check Out: Guest 0, room 1000' }, gridTimeout);
  });
});
