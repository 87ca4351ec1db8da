/**
 * What the front desk's browser tests share: one clerk signed in for the test file, the hotel's
 * today, the API answers the screens are checked against, and the screens' controls.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { browserForFile, signInThroughApi, type TrackedPage } from '../harness';

// Shapes as the contracts define them (packages/contracts/src/frontdesk.ts, housekeeping.ts, workorders.ts).
export interface ArrivalRow {
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
export interface RoomCandidate {
  room_id: number;
  room_num: string;
  room_type_id: number;
  clean: 0 | 1;
}
export interface ArrivalsAnswer {
  arrivals: ArrivalRow[];
  rooms_arrivals: RoomCandidate[];
  pending_departures: Array<{ type: string; pending_departures: number; room_type_id: number }>;
}
export interface InHouseGuest {
  reservation_id: number;
  room_num: string;
}
export interface RoomIssue {
  room_issue_id: number;
  room_num: string;
  issue: string;
}

/**
 * Whether ARRIVALS' name filters, set to this stay's first and last name, leave it alone on the list.
 * The filters match the start of each name, case aside (svc-reservations `guestFilters`): "Ann Lee"
 * also finds "Anna Leeds", so a name unique as a whole is not enough (a test once waited for one
 * row and got two).
 */
export function aloneWhenFiltered(stay: Pick<ArrivalRow, 'first_name' | 'last_name'>, day: readonly Pick<ArrivalRow, 'first_name' | 'last_name'>[]): boolean {
  const starts = (name: string, prefix: string) => name.toLowerCase().startsWith(prefix.trim().toLowerCase());
  return day.filter((b) => starts(b.first_name, stay.first_name) && starts(b.last_name, stay.last_name)).length === 1;
}

/** Polls `probe` until it is true (events travel between services), failing after `timeoutMs`. */
export async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A clerk signed in, in a browser of its own, for the test file that calls this (before its first
 * test; closed after its last): `desk` holds the page and the hotel's today once it has started.
 */
export function frontDeskClerk() {
  const open = browserForFile();
  const desk = {} as { t: TrackedPage; page: Page; /** Today in the hotel's zone, as the services see it. */ today: string };

  beforeAll(async () => {
    desk.t = await open();
    desk.page = desk.t.page;
    await signInThroughApi(desk.page);
    const info = await getJson<{ time_zone: string }>('/api/hw/hotel_info/1');
    desk.today = new Intl.DateTimeFormat('en-CA', { timeZone: info.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  });

  const getJson = async <T>(path: string): Promise<T> => {
    const res = await desk.page.request.get(path);
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  const arrivalsOn = (date: string) => getJson<ArrivalsAnswer>(`/api/hw/arrivals/${date}/undefined/undefined/undefined`);

  /** The options of the room selector of the stay named `name` on the arrivals screen. */
  async function roomOptions(name: string): Promise<string[]> {
    const select = desk.page.getByLabel(`Room for ${name}`, { exact: true });
    await select.waitFor();
    return select.locator('option').allInnerTexts();
  }

  /** Rows of the table shown that hold `text`. */
  const gridRows = (text: string) => desk.page.locator('.pms-grid [role="row"][data-row]', { hasText: text });

  /** A form field by its label, which may end with the required marker ` *`. */
  const field = (label: string) => desk.page.getByLabel(new RegExp(`^${label}( \\*)?$`));

  async function filterArrivals(first: string, last: string) {
    await desk.page.getByLabel('First Name').fill(first);
    await desk.page.getByLabel('Last Name').fill(last);
  }

  return { desk, getJson, arrivalsOn, roomOptions, gridRows, field, filterArrivals };
}
