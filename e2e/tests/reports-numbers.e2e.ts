/**
 * DETAILED AVAILABILITY and HOUSE STATUS (docs/product.md §2): report numbers that match what the
 * hotel holds — computed here from other answers (the rooms, the work orders, the arrivals, the
 * board), not copied from the report's own answer. HOUSEKEEPING is in reports-housekeeping.e2e.ts.
 *
 * The suite's database may hold earlier runs' changes, so every expectation is computed from the
 * current state.
 */
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import type { HouseStatusRooms, HousekeepingRow } from '@pms/contracts/housekeeping';
import type { Availability, HouseStatusResRooms } from '@pms/contracts/reports';
import { checkScreen, recordMetric, visit } from '../harness';
import { apiGet, clerkBrowser, hotelToday, NO_FILTER, until } from './reports-clerks';

const clerk = clerkBrowser();

describe('DETAILED AVAILABILITY', () => {
  it('shows, per day and room type, the rooms of the hotel minus stays sold and rooms out of order', async () => {
    const { page } = await clerk();
    // What the screen downloads (issue #16): a plain table and the chart.
    const scripts: Promise<number>[] = [];
    const collect = (r: Response) => {
      if (r.request().resourceType() !== 'script' || r.status() !== 200) return;
      scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
    };
    // The clerk's tab is blank (signed in through the API): everything the deep link needs is
    // counted, nothing cached. (Signed in on the login screen, the tab was on the dashboard, whose
    // fetch ahead of the departments was still arriving here: counted as this screen's, or failing
    // the test when a body went with the dashboard, "navigated away from".)
    page.on('response', collect);
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

    const table = page.getByRole('table', { name: 'Availability by date' });
    await table.locator(`tr[data-row="${today}"]`).waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['Date', 'Day', ...answer.roomTypes.map((t) => t.type), 'Total Rooms']);
    const cell = (date: string, col: string) => page.locator(`tr[data-row="${date}"] td[data-col="${col}"]`).innerText();
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

    // The picture (issue #17): one named image, a bar per day, the room types in its legend, on
    // screen and on paper; the table above stays its text alternative.
    const chart = page.getByRole('img', { name: `Occupancy by room type, 14 days from ${today}` });
    await chart.waitFor();
    expect(await chart.locator('[data-bar]').count()).toBe(14);
    const legend = page.locator('.pms-chart__legend li');
    expect(await legend.allTextContents()).toEqual(answer.roomTypes.map((t) => t.type));
    await checkScreen(page, 'reports-availability-chart', 'DETAILED AVAILABILITY');
    await page.emulateMedia({ media: 'print' });
    expect(await chart.isVisible()).toBe(true);
    expect(await table.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    page.off('response', collect);
    const downloaded = await Promise.all(scripts);
    // A plain table, not the interactive grid: nothing to sort, no controls in its cells.
    expect(await page.getByRole('grid').count()).toBe(0);
    const kib = (n: number) => Math.round(n / 102.4) / 10;
    recordMetric('DETAILED AVAILABILITY scripts downloaded (signed in, deep link), gzipped', kib(downloaded.reduce((n, gz) => n + gz, 0)), 'KiB');

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
    await page.locator(`tr[data-row="${addDays(later, 13)}"]`).waitFor();
    await page.getByRole('img', { name: `Occupancy by room type, 14 days from ${later}` }).waitFor();
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
    // Tonight's occupancy as a gauge (issue #17), named with the Room Summary's numbers.
    const tonight = `Occupancy tonight: ${rooms.roomsToSell > 0 ? Math.round((maxOccupied / rooms.roomsToSell) * 100) : 0} %`;
    await page.getByRole('img', { name: tonight }).waitFor();
    await checkScreen(page, 'reports-house-status-gauge', 'HOUSE STATUS');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('img', { name: tonight }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

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
