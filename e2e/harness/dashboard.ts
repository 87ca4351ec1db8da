import type { Locator, Page } from 'playwright-core';

/** The dashboard's links, card by card (docs/product.md §2), and the department that serves each. */
export const DASHBOARD_LINKS = [
  { card: 'RESERVATION', to: '/reserve/new', remote: 'reservations' },
  { card: 'RESERVATION', to: '/reserve/allreservations', remote: 'reservations' },
  { card: 'FRONT DESK', to: '/frontdesk/arrivals', remote: 'frontdesk' },
  { card: 'FRONT DESK', to: '/frontdesk/inhouse', remote: 'frontdesk' },
  { card: 'FRONT DESK', to: '/frontdesk/maintenance', remote: 'frontdesk' },
  { card: 'FINANCE', to: '/cashiering/billing', remote: 'finance' },
  { card: 'REPORTS', to: '/reports/housekeeping', remote: 'reports' },
  { card: 'REPORTS', to: '/reports/detailedAvailability', remote: 'reports' },
  { card: 'REPORTS', to: '/reports/houseStatus', remote: 'reports' },
] as const;
export type DashboardLink = (typeof DASHBOARD_LINKS)[number];

/** The dashboard card's link to `link.to`. */
export const dashboardLink = (page: Page, link: DashboardLink): Locator =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: link.card, exact: true }) }).locator(`a[href="${link.to}"]`);

/** Clicks `link` and answers the ms until the screen's heading is painted at `to`. */
export async function clickToPainted(page: Page, link: Locator, to: string): Promise<number> {
  const started = Date.now();
  await link.click();
  await page.waitForURL(`**${to}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The frame after the heading exists is the one that shows it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return Date.now() - started;
}

/** Back to the dashboard by the page's own link, and its heading shown. */
export async function returnToDashboard(page: Page): Promise<void> {
  await page.getByTitle('Return to Dashboard').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
}

/** A fresh load of the dashboard, waited on until it has fetched every department ahead (idle). */
export async function dashboardFetchedAhead(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('pms:departments-fetched-ahead').length > 0);
}
