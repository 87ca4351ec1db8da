/**
 * HOUSEKEEPING (docs/product.md §2): the live board seen from two clerks' browsers, and a check-in
 * and a check-out reaching it without a reload. The other reports are in reports-numbers.e2e.ts.
 *
 * The suite's database may hold earlier runs' changes, so every expectation is computed from the
 * current state, and the test books its own guest for tonight.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HousekeepingRow } from '@pms/contracts/housekeeping';
import { checkScreen, recordMetric, screenshot, visit, type TrackedPage } from '../harness';
import { apiGet, apiSend, arrivalToCheckIn, boardCell, clerkBrowser, cleanSelect, hotelToday, NO_FILTER, until } from './reports-clerks';

const clerk = clerkBrowser();

describe('HOUSEKEEPING', () => {
  let a: TrackedPage;
  let b: TrackedPage;

  beforeAll(async () => {
    [a, b] = [await clerk(), await clerk()];
    await visit(a.page, '/reports/housekeeping', 'reports-housekeeping', 'HOUSEKEEPING');
    await b.page.goto('/reports/housekeeping');
    for (const { page } of [a, b]) {
      await page.getByText('Live: changes made by other clerks').waitFor();
      await page.locator('[role="row"][data-row]').first().waitFor();
    }
  });

  it('lists every active room with the columns and statuses of the spec', async () => {
    const rows = await apiGet<HousekeepingRow[]>(a.page, NO_FILTER);
    expect(rows.length).toBeGreaterThan(0);
    await expect.poll(() => a.page.locator('[role="row"][data-row]').count()).toBe(rows.length);
    const headers = await a.page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Room', 'Room Type', 'Room Status', 'Front Office Status', 'Reservation Status', 'Next Arrival']);
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
    const count = () => page.locator('[role="row"][data-row]').count();
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
    // The focus stayed on the selector through the save and its live echo: the next key changes it again.
    expect(await cleanSelect(page, room.room_num).evaluate(focused)).toBe('true');
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
      expect(await page.locator('[role="row"][data-row]').first().isVisible()).toBe(true);
      await screenshot(page, 'reports-housekeeping-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('shows a guest checked in as Occupied/Arrived and checked out as Vacant/Departed, live', async () => {
    const { page } = a;
    const today = await hotelToday(page);
    const { stayId, room } = await arrivalToCheckIn(page, today);
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
