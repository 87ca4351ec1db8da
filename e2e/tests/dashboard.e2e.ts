/**
 * The dashboard's tiles (docs/dashboard.md) in Chromium: the figures of `GET /api/dashboard` shown
 * above the cards, a guest checked in from another clerk's browser changing the arrivals and
 * in-house tiles without a reload, and a tile opening the screen and filter behind it; axe clean.
 *
 * The suite's database may hold earlier runs' changes, so every expectation is read from the
 * current state.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@pms/contracts/dashboard';
import { checkScreen, recordMetric, type TrackedPage } from '../harness';
import { apiGet, apiSend, arrivalToCheckIn, clerkBrowser, hotelToday, until } from './reports-clerks';

const clerk = clerkBrowser();

/** A tile's big figure, as the clerk reads it. */
const tileValue = (page: Page, figure: string) => page.locator(`a.shell-tile[data-figure="${figure}"] .shell-tile__value`).innerText();

describe('DASHBOARD tiles', () => {
  let a: TrackedPage;
  let b: TrackedPage;

  beforeAll(async () => {
    [a, b] = [await clerk(), await clerk()];
  });

  it('show the day’s figures above the four cards, axe clean', async () => {
    const { page } = a;
    await page.goto('/');
    const figures = await apiGet<DashboardAnswer>(page, '/api/dashboard');
    expect(figures.unavailable).toEqual({});
    await until(() => tileValue(page, 'in_house'), String(figures.in_house), 'the in-house tile');
    expect(await tileValue(page, 'arrivals_pending')).toBe(String(figures.arrivals_pending));
    expect(await tileValue(page, 'departures_pending')).toBe(String(figures.departures_pending));
    expect(await tileValue(page, 'occupancy_tonight_pct')).toBe(`${figures.occupancy_tonight_pct!.toFixed(1)} %`);
    expect(await page.locator('a.shell-tile').count()).toBe(8);
    // Above the department cards.
    const tilesTop = (await page.locator('.shell-tiles').boundingBox())!.y;
    const cardTop = (await page.getByRole('heading', { level: 2, name: 'FRONT DESK', exact: true }).boundingBox())!.y;
    expect(tilesTop).toBeLessThan(cardTop);
    await checkScreen(page, 'dashboard-tiles', 'DASHBOARD');
  });

  it('change the arrivals and in-house tiles when another clerk checks a guest in, without a reload', async () => {
    const { page } = a;
    const { stayId, room } = await arrivalToCheckIn(b.page, await hotelToday(b.page));
    // Opened after any booking the line above made (a booking moves no room, so no tile hears of it).
    await page.goto('/');
    const before = await apiGet<DashboardAnswer>(page, '/api/dashboard');
    await until(() => tileValue(page, 'arrivals_pending'), String(before.arrivals_pending), 'the arrivals tile before');
    await until(() => tileValue(page, 'in_house'), String(before.in_house), 'the in-house tile before');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await apiSend(b.page, 'PUT', `/api/hw/checkinRoom/${stayId}/${room.room_id}`);
    const ms = await until(() => tileValue(page, 'arrivals_pending'), String(before.arrivals_pending! - 1), 'the arrivals tile after the check-in');
    recordMetric('dashboard: check-in seen on the tiles of another browser', ms, 'ms');
    await until(() => tileValue(page, 'in_house'), String(before.in_house! + 1), 'the in-house tile after the check-in');
    // Said politely to a screen reader, and the page is the one the test opened.
    expect(await page.getByRole('status').filter({ hasText: /Arrivals now/ }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(a.pageErrors).toEqual([]);
  });

  it('open the screen and filter behind them: dirty vacant → HOUSEKEEPING with Dirty and Vacant ticked', async () => {
    const { page } = a;
    await page.locator('a.shell-tile[data-figure="rooms_dirty_vacant"]').click();
    await page.waitForURL('**/reports/housekeeping?show=dirty,vacant');
    await page.getByRole('heading', { level: 1, name: 'HOUSEKEEPING' }).waitFor();
    for (const [label, ticked] of [['Dirty', true], ['Vacant', true], ['Clean', false], ['Occupied', false]] as const)
      expect(await page.getByRole('checkbox', { name: label, exact: true }).isChecked(), label).toBe(ticked);
    await checkScreen(page, 'dashboard-tile-housekeeping', 'HOUSEKEEPING');
  });
});
