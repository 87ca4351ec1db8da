/**
 * The front desk (docs/product.md §2 ARRIVALS, IN-HOUSE GUESTS, MAINTENANCE; §4, §5, §8; docs/architecture.md §6):
 * a seeded arrival is checked into a clean room, found among the in-house guests and opened in the
 * update screen; a work order is added, updated and fixed, and its room leaves and returns to the
 * arrivals room list.
 *
 * The demo hotel opens with 40 arrivals today (waiting for rooms) and 80 in-house guests. Other
 * test files may book or check in meanwhile, so counts are read from the API, not assumed.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkScreen, launchBrowser, openPage, screenshot, signIn, visit, type TrackedPage } from '../harness';

const baseURL = inject('baseURL');

// Shapes as the contracts define them (packages/contracts/src/frontdesk.ts, housekeeping.ts, workorders.ts).
interface ArrivalRow {
  name: string;
  first_name: string;
  last_name: string;
  check_in_date: string;
  check_out_date: string;
  type: string;
  room_num: string;
  room_type_id: number;
  res_room_id: number;
  reservation_id: number;
  checked_in: 0 | 1;
  checked_out: 0 | 1;
}
interface RoomCandidate {
  room_id: number;
  room_num: string;
  room_type_id: number;
  clean: 0 | 1;
}
interface ArrivalsAnswer {
  arrivals: ArrivalRow[];
  rooms_arrivals: RoomCandidate[];
  pending_departures: Array<{ type: string; pending_departures: number; room_type_id: number }>;
}
interface InHouseGuest {
  reservation_id: number;
  room_num: string;
}
interface RoomIssue {
  room_issue_id: number;
  room_num: string;
  issue: string;
}

let browser: Browser;
let t: TrackedPage;
let page: Page;
/** Today in the hotel's zone, as the services see it. */
let today: string;

const getJson = async <T>(path: string): Promise<T> => {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};
const arrivalsOn = (date: string) => getJson<ArrivalsAnswer>(`/api/hw/arrivals/${date}/undefined/undefined/undefined`);

/** Polls `probe` until it is true (events travel between services), failing after `timeoutMs`. */
async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The options of the room selector of the stay named `name` on the arrivals screen. */
async function roomOptions(name: string): Promise<string[]> {
  const select = page.getByLabel(`Room for ${name}`, { exact: true });
  await select.waitFor();
  return select.locator('option').allInnerTexts();
}

/** Rows of the table shown, leaving out those of a previous list still fading out. */
const gridRows = (text: string) => page.locator('.ag-row:not(.ag-opacity-zero)', { hasText: text });

/** A form field by its label, which may end with the required marker ` *`. */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function filterArrivals(first: string, last: string) {
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill(last);
}

beforeAll(async () => {
  browser = await launchBrowser();
  t = await openPage(browser, baseURL);
  page = t.page;
  await page.goto('/');
  await signIn(page);
  const info = await getJson<{ time_zone: string }>('/api/hw/hotel_info/1');
  today = new Intl.DateTimeFormat('en-CA', { timeZone: info.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
});
afterAll(async () => {
  await t?.context.close();
  await browser?.close();
});

describe('front desk', () => {
  /** The arrival checked in by the first test, used by the in-house test. */
  let guest: { arrival: ArrivalRow; room: RoomCandidate } | undefined;

  it('ARRIVALS: today by default, pending departures, rooms of the stay’s type, and a check-in into a clean room', async () => {
    const before = await arrivalsOn(today);
    expect(before.arrivals.length).toBeGreaterThanOrEqual(40);

    // A waiting arrival whose name is unique, and a clean vacant room of its type.
    const pick = before.arrivals
      .filter((a) => a.checked_in === 0 && before.arrivals.filter((b) => b.name === a.name).length === 1)
      .map((arrival) => ({ arrival, room: before.rooms_arrivals.find((r) => r.room_type_id === arrival.room_type_id && r.clean === 1) }))
      .find((p): p is { arrival: ArrivalRow; room: RoomCandidate } => p.room !== undefined);
    if (!pick) throw new Error('the demo hotel has no waiting arrival with a clean room of its type');
    const { arrival, room } = pick;

    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals', 'ARRIVALS');
    expect(await page.getByLabel('Arrival Date').inputValue()).toBe(today);
    await page.getByRole('button', { name: `Check In ${arrival.name}` }).waitFor();
    const expectedLine =
      before.pending_departures.length === 0 ? 'None' : before.pending_departures.map((d) => `${d.type}: ${d.pending_departures}`).join(', ');
    expect(await page.getByTestId('pending-departures').innerText()).toBe(expectedLine);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    await checkScreen(page, 'frontdesk-arrivals-today', 'ARRIVALS');

    // The selector lists exactly the vacant rooms of the stay's type, dirty ones marked.
    const expectedOptions = before.rooms_arrivals
      .filter((r) => r.room_type_id === arrival.room_type_id)
      .map((r) => (r.clean === 1 ? r.room_num : `${r.room_num} (dirty)`));
    expect((await roomOptions(arrival.name)).slice(1)).toEqual(expectedOptions);

    // The name filters re-query as the clerk types: only this guest is left.
    await filterArrivals(arrival.first_name, arrival.last_name);
    await until('the filter leaves one arrival', async () => (await page.getByRole('button', { name: /^Check In / }).count()) === 1);

    await page.getByLabel(`Room for ${arrival.name}`, { exact: true }).selectOption(String(room.room_id));
    await page.getByRole('button', { name: `Check In ${arrival.name}` }).click();
    await page.getByRole('status').filter({ hasText: `Checked in to room ${room.room_num}.` }).waitFor();
    // The list reloaded: the row now shows its room, no selector and no button.
    const row = gridRows(arrival.name);
    await until('the row shows the room', async () => (await row.innerText()).includes(room.room_num) && (await row.innerText()).includes('Checked in'));
    expect(await page.getByLabel(`Room for ${arrival.name}`, { exact: true }).count()).toBe(0);
    await screenshot(page, 'frontdesk-arrivals-checked-in');

    const after = await arrivalsOn(today);
    expect(after.arrivals.find((a) => a.res_room_id === arrival.res_room_id)).toMatchObject({ checked_in: 1, room_num: room.room_num });
    expect(after.rooms_arrivals.some((r) => r.room_id === room.room_id)).toBe(false);
    expect(t.pageErrors).toEqual([]);
    guest = { arrival, room };
  });

  it('ARRIVALS: another date shows Not Set and no check-in; an empty date asks nothing and notes it', async () => {
    const tomorrow = addDays(today, 1);
    const expected = await arrivalsOn(tomorrow);
    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals-reload', 'ARRIVALS');
    await page.getByRole('button', { name: /^Check In / }).first().waitFor();

    // The printed page: what the list is and the list itself, no filters and no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /^Check In / }).first().isVisible()).toBe(false);
    expect(await page.getByText(`Arrivals on ${today}`).isVisible()).toBe(true);
    await screenshot(page, 'frontdesk-arrivals-print');
    await page.emulateMedia({ media: 'screen' });

    const dateField = page.getByLabel('Arrival Date');
    await dateField.fill(tomorrow);
    await dateField.press('Escape');
    const count = new RegExp(`^${expected.arrivals.length} arrivals?\\.$`);
    await until('tomorrow is listed', async () => (await page.getByRole('status').filter({ hasText: count }).count()) > 0);
    // Rows and cells of the previous list fade out (AG Grid's row animation): wait for them to go.
    await until('no Check In is offered', async () => (await page.getByRole('button', { name: /^Check In / }).count()) === 0);
    expect(await page.locator('select[aria-label^="Room for"]').count()).toBe(0);
    if (expected.arrivals.some((a) => a.room_num === 'Not Set')) {
      await page.locator('.ag-cell', { hasText: /^Not Set$/ }).first().waitFor();
    }
    await checkScreen(page, 'frontdesk-arrivals-tomorrow', 'ARRIVALS');

    // Empty date: no query, the console note of docs/product.md §8, and the field says why.
    const asked: string[] = [];
    const onRequest = (r: Request) => {
      if (r.url().includes('/api/hw/arrivals/')) asked.push(r.url());
    };
    page.on('request', onRequest);
    await dateField.fill('');
    await dateField.press('Escape');
    await until('the console notes the empty date', async () => t.console.some((l) => l.includes('Must enter a valid date')));
    expect(await page.locator('.pms-field-error', { hasText: 'Must enter a valid date' }).isVisible()).toBe(true);
    page.off('request', onRequest);
    expect(asked).toEqual([]);
    await checkScreen(page, 'frontdesk-arrivals-empty-date', 'ARRIVALS');

  });

  it('IN-HOUSE GUESTS: finds the guest just checked in and opens the reservation in the update screen', async () => {
    if (!guest) throw new Error('the check-in test did not run');
    const { arrival, room } = guest;
    const all = await getJson<InHouseGuest[]>('/api/hw/guests/undefined/undefined/undefined/undefined');
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(all.some((g) => g.reservation_id === arrival.reservation_id && g.room_num === room.room_num)).toBe(true);

    await visit(page, '/frontdesk/inhouse', 'frontdesk-inhouse', 'IN-HOUSE GUESTS');
    await page.getByRole('status').filter({ hasText: new RegExp(`^${all.length} in-house guests\\.`) }).waitFor();
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);

    await field('Room Number').fill(room.room_num);
    await until('only that room is listed', async () => (await page.getByRole('status').filter({ hasText: /^1 in-house guest\./ }).count()) === 1);
    await until('only the guest is listed', async () => (await gridRows(arrival.name).count()) === 1);
    const row = gridRows(arrival.name);
    await checkScreen(page, 'frontdesk-inhouse-filtered', 'IN-HOUSE GUESTS');

    // Keyboard: Enter on the focused row opens it, as a click does.
    await row.locator('.ag-cell').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reserve/updatereservation');
    expect(await page.evaluate(() => localStorage.getItem('reservation_id'))).toBe(String(arrival.reservation_id));
    // The update screen belongs to mfe-reservations; if it is there, it opens with its title.
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    if ((await heading.innerText()).includes('UPDATE RESERVATION')) await checkScreen(page, 'frontdesk-inhouse-opened', 'UPDATE RESERVATION');
    else await screenshot(page, 'frontdesk-inhouse-opened');
  });

  it('MAINTENANCE: a work order is added, updated and fixed; its room leaves and returns to the arrivals room list', async () => {
    const day = await arrivalsOn(today);
    // A vacant room of a type some waiting arrival needs, so the arrivals screen shows its selector.
    const waiting = day.arrivals.find(
      (a) => a.checked_in === 0 && day.arrivals.filter((b) => b.name === a.name).length === 1 && day.rooms_arrivals.some((r) => r.room_type_id === a.room_type_id),
    );
    if (!waiting) throw new Error('no waiting arrival with a vacant room of its type');
    const room = day.rooms_arrivals.filter((r) => r.room_type_id === waiting.room_type_id).at(-1) as RoomCandidate;
    const offered = async () => (await arrivalsOn(today)).rooms_arrivals.some((r) => r.room_id === room.room_id);

    await visit(page, '/frontdesk/maintenance', 'frontdesk-maintenance', 'MAINTENANCE');
    const toggle = page.getByLabel('Show the work order form');
    await toggle.check();
    await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).waitFor();
    expect(await field('From').inputValue()).toBe(today);
    expect(await field('To').inputValue()).toBe(today);

    // A room number that names no room: nothing is sent, nothing is said, the form stays.
    const posted: string[] = [];
    const onRequest = (r: Request) => {
      if (r.method() !== 'GET' && r.url().includes('/api/hw/room_issues')) posted.push(`${r.method()} ${r.url()}`);
    };
    page.on('request', onRequest);
    await field('Room Number').fill('no-such-room');
    await field('Problem').fill('Leaking tap');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(posted).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).isVisible()).toBe(true);
    await checkScreen(page, 'frontdesk-maintenance-form', 'MAINTENANCE');

    // The real room: recorded, the form closes and clears, the issue is listed.
    await field('Room Number').fill(room.room_num);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: `room ${room.room_num} is out of order` }).waitFor();
    expect(posted).toHaveLength(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).count()).toBe(0);
    expect(await toggle.isChecked()).toBe(false);
    const issueRow = gridRows('Leaking tap');
    await issueRow.waitFor();
    expect(await issueRow.innerText()).toContain(room.room_num);
    const issue = (await getJson<RoomIssue[]>('/api/hw/room_issues')).find((i) => i.room_num === room.room_num && i.issue === 'Leaking tap');
    expect(issue).toBeDefined();
    await checkScreen(page, 'frontdesk-maintenance-added', 'MAINTENANCE');
    // Reopening the form shows it empty (cleared after submit).
    await toggle.check();
    expect(await field('Room Number').inputValue()).toBe('');
    expect(await field('Problem').inputValue()).toBe('');
    await toggle.uncheck();

    // The room leaves the arrivals room list (svc-reservations learns of the work order by event).
    await until(`room ${room.room_num} leaves the arrivals room list`, async () => !(await offered()));
    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals-room-out', 'ARRIVALS');
    expect(await roomOptions(waiting.name)).not.toContain(room.room_num);

    // Update: the form comes back titled for the selected issue, filled in; the change is listed.
    await visit(page, '/frontdesk/maintenance', 'frontdesk-maintenance-again', 'MAINTENANCE');
    await page.getByRole('button', { name: `Update work order for room ${room.room_num}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Update Selected Issue' }).waitFor();
    expect(await field('Room Number').inputValue()).toBe(room.room_num);
    expect(await field('Problem').inputValue()).toBe('Leaking tap');
    await checkScreen(page, 'frontdesk-maintenance-update', 'MAINTENANCE');
    await field('Problem').fill('Leaking tap and broken shower head');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: `Work order ${issue?.room_issue_id} updated` }).waitFor();
    await gridRows('broken shower head').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Update Selected Issue' }).count()).toBe(0);

    // Fixed: it leaves the open issues, and the room returns to the arrivals room list.
    await page.getByRole('button', { name: `Fixed: work order for room ${room.room_num}` }).click();
    await page.getByRole('status').filter({ hasText: `Work order ${issue?.room_issue_id} is fixed` }).waitFor();
    await until('the issue leaves the table', async () => (await gridRows('broken shower head').count()) === 0);
    expect((await getJson<RoomIssue[]>('/api/hw/room_issues')).some((i) => i.room_issue_id === issue?.room_issue_id)).toBe(false);
    await until(`room ${room.room_num} returns to the arrivals room list`, offered);
    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals-room-back', 'ARRIVALS');
    const back = await roomOptions(waiting.name);
    expect(back.some((o) => o === room.room_num || o === `${room.room_num} (dirty)`)).toBe(true);
    expect(t.pageErrors).toEqual([]);
  });
});
