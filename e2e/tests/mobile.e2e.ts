/**
 * long-file: one device walk (sign in → book → find and open it → check in → assign → housekeeping → pay and print → every other screen), run at two sizes in order.
 * Phones and tablets (issue #17): the front desk's day on a 360 × 740 phone and a 768 × 1024 tablet,
 * in Chromium's device emulation with touch — sign in (the Administrator, who reaches every screen),
 * open the Menu, book, find the booking and open it, check in, assign a later arrival a room and
 * release it, set a room Dirty and Clean again on the housekeeping cards, take a payment and print
 * the invoice, then every remaining screen (mobile-screens.ts `OTHER_SCREENS`). On every screen: no
 * sideways scroll, 44 px touch targets, a screenshot (e2e/artifacts/mobile-<width>-*.png), axe clean
 * and not one console error or warning.
 */
import type { HousekeepingRow } from '@pms/contracts/housekeeping';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, signIn, type TrackedPage } from '../harness';
import { aloneWhenFiltered, type ArrivalsAnswer } from './frontdesk-desk';
import { checkDeviceScreen, OTHER_SCREENS, screenReady, sidewaysScroll } from './mobile-screens';
import { apiGet, apiSend, hotelToday, NO_FILTER, until } from './reports-clerks';

const open = browserForFile();

const DEVICES = [
  { device: 'phone', width: 360, height: 740 },
  { device: 'tablet', width: 768, height: 1024 },
] as const;

/** Every screen is reached in one sign-in per size: the Administrator may open them all. */
const ADMIN = { username: 'admin', password: 'admin' };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysAfter = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** What ARRIVALS shows: its fields, its hint and its rows, for a failure's message. */
async function arrivalsScreen(page: TrackedPage['page']): Promise<string> {
  const fields = await Promise.all(['Arrival Date', 'First Name', 'Last Name'].map(async (l) => `${l}=${await page.getByLabel(l).inputValue()}`));
  const hint = await page.locator('p.pms-hint[role="status"]').allInnerTexts();
  const rows = await page.getByRole('row').allInnerTexts();
  return JSON.stringify({ fields, hint, rows: rows.map((r) => r.replace(/\s+/g, ' ')), url: page.url() });
}

describe.each(DEVICES)('on a $device ($width × $height)', ({ width, height }) => {
  let t: TrackedPage;
  const prefix = `mobile-${width}`;
  const check = (screen: string, heading?: string | RegExp) => checkDeviceScreen(t, { prefix, width }, screen, heading);
  const field = (label: string) => t.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  const menu = () => t.page.getByRole('button', { name: 'Menu', exact: true });
  const menuLink = (name: string) => t.page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name, exact: true });
  /**
   * Waits for a notice and dismisses it, as a clerk who has read it would. On a phone a notice lies
   * over the bottom of the list for 8 s, and a tap on a button under it waits until it has gone.
   */
  const readNotice = async (text: string | RegExp) => {
    const notice = t.page.getByRole('status').filter({ hasText: text });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss message' }).tap();
    await notice.waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    t = await open({ device: { width, height } });
  });

  it('signs in, and the Menu button opens and closes the side menu', async () => {
    const { page } = t;
    await page.goto('/');
    await check('login', 'Staff sign in');
    await signIn(page, ADMIN);
    await check('dashboard', 'DASHBOARD');

    // The side menu and the user card wait behind the Menu button.
    const button = menu();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const menuId = await button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const departments = page.getByRole('navigation', { name: 'Departments' });
    expect(await departments.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(false);

    await button.tap();
    await departments.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`[id="${menuId}"]`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await check('menu-open', 'DASHBOARD');

    // Escape closes it and puts the focus back on the button.
    await menuLink('Arrivals').focus();
    await page.keyboard.press('Escape');
    await departments.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link followed from the menu opens its page and folds the menu away.
    await button.tap();
    await menuLink('New Reservation').tap();
    await page.waitForURL('**/reserve/new');
    await departments.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('books a stay on NEW RESERVATION', async () => {
    const { page } = t;
    await check('reservation-new', 'NEW RESERVATION');
    const today = await hotelToday(page);
    const arrival = daysAfter(today, width === 360 ? 40 : 45);
    const types = await apiGet<Array<{ room_type_id: number; type: string }>>(page, '/api/room/types');
    const roomType = types[0];
    if (!roomType) throw new Error('the hotel has no room types');

    await field('First Name').fill('Pat');
    await field('Last Name').fill(`Phone${width === 360 ? 'small' : 'tablet'}`);
    await field('Phone').pressSequentially('5551234567');
    await field('Email').fill('pat@example.com');
    await field('Address').fill('1 Main St');
    await field('City').fill('Springfield');
    await field('State').fill('IL');
    await field('ZIP').fill('62701');
    await field('Card Number').fill('4111 1111 1111 1111');
    await field('Expiry').fill('12/30');
    await field('CVC').fill('123');
    // Below 1024 px the form is one column: Last Name under First Name, not beside it.
    const [firstBox, lastBox] = await Promise.all([field('First Name').boundingBox(), field('Last Name').boundingBox()]);
    expect(lastBox?.x).toBe(firstBox?.x);
    expect(lastBox?.y ?? 0).toBeGreaterThan((firstBox?.y ?? 0) + (firstBox?.height ?? 0));
    // The calendar opened on a phone is one month wide and fits the screen.
    await field('Arrival').tap();
    await page.locator('.react-datepicker').waitFor();
    const calendar = await sidewaysScroll(page);
    expect(calendar.scrollWidth).toBeLessThanOrEqual(calendar.innerWidth);
    await screenshot(page, `${prefix}-reservation-calendar`);
    await field('Arrival').fill(arrival);
    await field('Arrival').press('Escape');
    await expect.poll(() => field('Departure').inputValue()).toBe(daysAfter(arrival, 1));
    await field('Room Type').selectOption(String(roomType.room_type_id));
    await check('reservation-filled', 'NEW RESERVATION');

    await page.getByRole('button', { name: 'Submit' }).tap();
    await page.waitForURL('**/reservationcomfirmation');
    await check('reservation-confirmation', 'RESERVATION CONFIRMATION');
  });

  it('finds the stay on ALL RESERVATIONS and opens it on UPDATE RESERVATION', async () => {
    const { page } = t;
    await menu().tap();
    await menuLink('All Reservations').tap();
    await page.waitForURL('**/reserve/allreservations');
    const rows = page.locator('.pms-grid [role="row"][data-row]');
    await rows.first().waitFor();
    await field('Last Name').fill(`Phone${width === 360 ? 'small' : 'tablet'}`);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await page.getByRole('status').filter({ hasText: /^\d+ stays? found/ }).waitFor();
    await expect.poll(() => rows.first().getByRole('gridcell').first().innerText()).toBe(`Phone${width === 360 ? 'small' : 'tablet'}`);
    await check('reservations-found', 'ALL RESERVATIONS');

    await rows.first().getByRole('gridcell').first().tap();
    await page.waitForURL('**/reserve/updatereservation');
    await expect.poll(() => field('Last Name').inputValue()).toBe(`Phone${width === 360 ? 'small' : 'tablet'}`);
    await check('reservation-update', 'UPDATE RESERVATION');
  });

  it('checks a guest in on ARRIVALS', async () => {
    const { page } = t;
    const today = await hotelToday(page);
    const answer = await apiGet<ArrivalsAnswer>(page, `/api/hw/arrivals/${today}/undefined/undefined/undefined`);
    const pick = answer.arrivals
      .filter((a) => a.checked_in === 0 && aloneWhenFiltered(a, answer.arrivals))
      .map((arrival) => ({ arrival, room: answer.rooms_arrivals.find((r) => r.room_type_id === arrival.room_type_id && r.clean === 1) }))
      .find((p) => p.room !== undefined);
    if (!pick?.room) throw new Error('no waiting arrival with a clean room of its type');
    const { arrival, room } = pick;

    await menu().tap();
    await menuLink('Arrivals').tap();
    await page.waitForURL('**/frontdesk/arrivals');
    await page.getByRole('button', { name: `Check In ${arrival.name}` }).waitFor();
    await check('arrivals', 'ARRIVALS');
    // The table scrolls in its own box with the guest's column pinned at its left edge.
    const nameCell = page.locator('[role="row"][data-row] > [data-col="name"]').first();
    expect(await nameCell.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    // The hint above the list keeps its height whatever it says: the list does not move (CLS 0).
    const gridTop = async () => (await page.getByRole('grid').boundingBox())?.y;
    const topBefore = await gridTop();
    await page.getByLabel('First Name').fill(arrival.first_name);
    await page.getByLabel('Last Name').fill(arrival.last_name);
    await expect.poll(() => page.getByRole('button', { name: /^Check In / }).count(), { timeout: 20_000 }).toBe(1);
    expect(await gridTop()).toBe(topBefore);
    const roomChoice = page.getByLabel(`Room for ${arrival.name}`, { exact: true });
    const checkIn = page.getByRole('button', { name: `Check In ${arrival.name}` });
    // The room choice and Check In sit right beside the pinned name, inside the screen: no swipe.
    for (const control of [roomChoice, checkIn]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${await control.getAttribute('aria-label')} is off screen`).toBe(true);
    }
    await roomChoice.selectOption(String(room.room_id));
    await checkIn.tap();
    await page.getByRole('status').filter({ hasText: `Checked in to room ${room.room_num}.` }).waitFor();
    await check('arrivals-checked-in', 'ARRIVALS');
    await readNotice(`Checked in to room ${room.room_num}.`);
  });

  it('assigns a room to a later arrival on ARRIVALS, and releases it', async () => {
    const { page } = t;
    const today = await hotelToday(page);
    // A later date with a waiting arrival the name filters leave alone, no room yet, and a room free for it.
    let found: { date: string; arrival: ArrivalsAnswer['arrivals'][number]; roomId: number; roomNum: string } | undefined;
    for (let n = 2; n <= 20 && !found; n++) {
      const date = daysAfter(today, n);
      const { arrivals } = await apiGet<ArrivalsAnswer>(page, `/api/hw/arrivals/${date}/undefined/undefined/undefined`);
      const arrival = arrivals.find((a) => a.checked_in === 0 && a.room_num === 'Not Set' && aloneWhenFiltered(a, arrivals));
      if (!arrival) continue;
      const [room] = (await apiGet<{ rooms: { room_id: number; room_num: string }[] }>(page, `/api/stays/${arrival.res_room_id}/rooms`)).rooms;
      if (room) found = { date, arrival, roomId: room.room_id, roomNum: room.room_num };
    }
    if (!found) throw new Error('no later arrival with a free room to assign');
    const { date, arrival, roomId, roomNum } = found;

    const dateField = page.getByLabel('Arrival Date');
    await dateField.fill(date);
    await dateField.press('Escape');
    await page.getByLabel('First Name').fill(arrival.first_name);
    await page.getByLabel('Last Name').fill(arrival.last_name);
    try {
      await expect.poll(() => page.getByRole('button', { name: /^Assign room for / }).count(), { timeout: 20_000 }).toBe(1);
    } catch (e) {
      // Seen in CI (tablet 2026-11-26, phone 2026-11-27) with the first name left from the test before:
      // react-datepicker gave the date field the focus back on a timer after Escape, taking the name
      // being typed (fixed in PickerInput's keepFocusMovedOn). If it comes back, say what the screen showed.
      throw new Error(`${(e as Error).message}\nwanted ${arrival.name} (${arrival.res_room_id}) on ${date}; the screen: ${await arrivalsScreen(page)}`);
    }
    await page.getByRole('button', { name: `Assign room for ${arrival.name}` }).tap();
    const select = page.getByLabel(`Room to assign to ${arrival.name}`, { exact: true });
    await select.selectOption(String(roomId));
    const assign = page.getByRole('button', { name: `Assign the room to ${arrival.name}` });
    // The choice and its button beside the pinned name, inside the screen.
    for (const control of [select, assign]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${await control.getAttribute('aria-label')} is off screen`).toBe(true);
    }
    await check('arrivals-assign', 'ARRIVALS');
    await assign.tap();
    await readNotice(`Room ${roomNum} is assigned to`);
    await page.getByRole('button', { name: `Release room ${roomNum} of ${arrival.name}` }).tap();
    await page.getByRole('status').filter({ hasText: `Room ${roomNum} is no longer assigned to this stay.` }).waitFor();
    await check('arrivals-released', 'ARRIVALS');
  });

  it('sets a room Dirty and Clean again with one tap on the HOUSEKEEPING cards, filters in a drawer, live', async () => {
    const { page } = t;
    await page.goto('/reports/housekeeping');
    await page.getByText('Live: changes made by other clerks').waitFor();
    const rows = await apiGet<HousekeepingRow[]>(page, NO_FILTER);
    const cards = page.locator('.reports-room-card');
    await expect.poll(() => cards.count()).toBe(rows.length);
    expect(await page.getByRole('grid').count()).toBe(0);
    await check('housekeeping', 'HOUSEKEEPING');

    // The filters wait in a drawer over the page; Escape closes it and returns to its button.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.tap();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Dirty', exact: true }).check();
    await expect.poll(() => cards.count()).toBe(rows.filter((r) => r.clean === 0).length);
    await check('housekeeping-filters', 'HOUSEKEEPING');
    await page.keyboard.press('Escape');
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await filters.evaluate((el) => el === document.activeElement)).toBe(true);
    await filters.tap();
    await page.getByRole('button', { name: 'Clear All' }).tap();
    await page.getByRole('button', { name: 'Done' }).tap();
    await expect.poll(() => cards.count()).toBe(rows.length);

    const room = rows.find((r) => r.clean === 1 && r.occupied === 0) ?? rows[0];
    if (!room) throw new Error('no rooms');
    if (room.clean === 0) await apiSend(page, 'PUT', `/api/hw/updateCleanStatus/1/${room.room_id}`);
    const status = page.getByRole('group', { name: `Room status, room ${room.room_num}` });
    const pressed = (label: 'Clean' | 'Dirty') => status.getByRole('button', { name: label }).getAttribute('aria-pressed').then(String);
    const saved = async () => String((await apiGet<HousekeepingRow[]>(page, NO_FILTER)).find((r) => r.room_id === room.room_id)?.clean);
    await until(() => pressed('Clean'), 'true', 'the room shown clean first');

    await status.getByRole('button', { name: 'Dirty' }).tap();
    await until(saved, '0', 'the service to have the room dirty');
    await until(() => pressed('Dirty'), 'true', 'the card to show Dirty');
    await check('housekeeping-dirty', 'HOUSEKEEPING');
    await status.getByRole('button', { name: 'Clean' }).tap();
    await until(saved, '1', 'the service to have the room clean');

    // Another clerk's change shows on the cards without a reload.
    await apiSend(page, 'PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`);
    await until(() => pressed('Dirty'), 'true', 'the live update to reach the card', 20_000);
    await apiSend(page, 'PUT', `/api/hw/updateCleanStatus/1/${room.room_id}`);
    await until(() => pressed('Clean'), 'true', 'the live update to reach the card', 20_000);
  });

  it('checks out and takes a payment on the billing list, then prints the invoice without the menu', async () => {
    const { page } = t;
    await page.goto('/cashiering/billing');
    await page.getByRole('checkbox', { name: 'Due Out' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const dueOut = await apiGet<Array<{ room_num: string | null; name: string; num_days: number; checked_out: 0 | 1 }>>(
      page,
      '/api/hw/departures/undefined/undefined/undefined/false/true/false',
    );
    const guest = dueOut.find((r) => r.checked_out === 0 && r.room_num !== null && r.num_days > 0);
    if (!guest) throw new Error('nobody left to check out today');
    const checkOut = page.getByRole('button', { name: `Check Out: ${guest.name}, room ${guest.room_num}` });
    await checkOut.waitFor();
    await check('billing', 'FINANCE');

    await checkOut.tap();
    await page.waitForURL((u) => u.pathname === '/cashiering/payment');
    await page.getByTestId('invoice-block').waitFor();
    // The folio (its own call) comes under the invoice: check the screen once it is there.
    await page.getByTestId('folio-lines').waitFor();
    await check('invoice', 'INVOICE');
    await page.getByRole('checkbox', { name: 'Cash' }).check();
    await page.getByRole('button', { name: 'Submit Payment' }).tap();
    await page.getByTestId('invoice-number').waitFor();
    await check('invoice-paid', 'INVOICE');

    // Print: a drawn printer icon in a button named "Print" that opens the print dialog.
    const print = page.getByRole('button', { name: 'Print', exact: true });
    expect(await print.locator('svg').count()).toBe(1);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await print.tap();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // On paper: no top bar, no Menu button, no side menu.
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await menu().isVisible()).toBe(false);
      expect(await page.locator('header.shell-topbar').isVisible()).toBe(false);
      expect(await page.locator('aside').isVisible()).toBe(false);
      expect(await page.getByTestId('invoice-block').isVisible()).toBe(true);
      await screenshot(page, `${prefix}-invoice-print`);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('fits every other screen: no sideways scroll, 44 px targets, axe, a screenshot', async () => {
    for (const screen of OTHER_SCREENS) {
      await menu().tap();
      await menuLink(screen.link).tap();
      await t.page.waitForURL(`**${screen.path}`);
      await screenReady(t.page, screen);
      await check(screen.name, screen.heading);
    }
  });
});
