/**
 * The audit trail in the browser (docs/audit.md): a manager cancels a booking on UPDATE RESERVATION and
 * its History says "manager cancelled"; AUDIT TRAIL, filtered by the username, finds the cancellation;
 * Verify chain says the chain is intact; the table scrolls in its own box on a 360 px screen. An employee
 * has no Audit Trail link, is sent back from its address, sees no History and is refused the API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/rules/dates';
import { browserForFile, checkScreen, signIn, visit, type TrackedPage } from '../harness';

const open = browserForFile();
const MANAGER = { username: 'manager', password: '123456' } as const;

async function signedIn(user?: { username: string; password: string }): Promise<TrackedPage> {
  const t = await open();
  await t.page.goto('/');
  await signIn(t.page, user);
  return t;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A booking of the manager's own, weeks ahead so no other test's day is touched; its reservation id. */
async function book(page: Page): Promise<number> {
  const { business_date: today } = await getJson<{ business_date: string }>(page, '/api/business-date');
  const [type] = await getJson<{ room_type_id: number; rate: number }[]>(page, '/api/room/types');
  if (!type) throw new Error('the demo hotel has no room types');
  const res = await page.request.post('/api/hw/reservation', {
    data: {
      cust: ['Ada', 'Audit', '1 Ledger Lane', 'Springfield', 'Illinois', '62701', 'ada@example.com', '217-555-0142', '4111 1111 1111 1111', '12/30'],
      reserve: [0, ''],
      rooms: [[type.room_type_id, addDays(today, 40), addDays(today, 42), 1, type.rate, 'audit e2e']],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reservation_id: number }).reservation_id;
}

async function openReservation(page: Page, id: number, screen: string) {
  await page.evaluate((rid) => localStorage.setItem('reservation_id', String(rid)), id);
  await visit(page, '/reserve/updatereservation', screen, 'UPDATE RESERVATION');
  await page.getByText(`Reservation ${id}`).waitFor();
}

describe('the audit trail', () => {
  let reservationId: number;

  it('shows a manager the History of a reservation cancelled on UPDATE RESERVATION', async () => {
    const manager = await signedIn(MANAGER);
    const { page } = manager;
    reservationId = await book(page);
    await openReservation(page, reservationId, 'audit-update-reservation');
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(/^manager booked · /).waitFor();

    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the reservation' }).click();
    await page.getByRole('status').filter({ hasText: 'Reservation has been cancelled!' }).waitFor();
    await history.getByText(/^manager cancelled · \d\d:\d\d/).waitFor();
    // Newest first: the cancellation above the booking.
    const lines = await history.getByRole('listitem').allTextContents();
    expect(lines.findIndex((l) => l.startsWith('manager cancelled'))).toBeLessThan(lines.findIndex((l) => l.startsWith('manager booked')));
    await checkScreen(page, 'audit-update-reservation-history', 'UPDATE RESERVATION');
    expect(manager.pageErrors).toEqual([]);
  });

  it('finds the cancellation on AUDIT TRAIL filtered by the username, and the chain verifies', async () => {
    const manager = await signedIn(MANAGER);
    const { page } = manager;
    await page.getByRole('link', { name: 'Audit Trail' }).first().click();
    await checkScreen(page, 'audit-trail', 'AUDIT TRAIL');

    const filters = page.getByRole('form', { name: 'Audit filters' });
    await filters.getByLabel('Username').fill('manager');
    await filters.getByLabel('Username').press('Enter');
    await page.waitForURL('**/reports/audit?username=manager');
    const entries = page.getByRole('region', { name: 'Audit entries' });
    const row = entries.getByRole('row').filter({ hasText: `reservation ${reservationId}` }).filter({ hasText: 'cancelled' });
    // Only the manager's entries once the filtered page is in.
    await expect.poll(async () => [...new Set(await entries.locator('tbody tr td:nth-child(3)').allTextContents())]).toEqual(['manager']);
    await row.waitFor();

    await page.getByRole('button', { name: 'Verify chain' }).click();
    const verdict = page.getByText(/^Chain (intact|broken|not verified)/);
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.textContent()).toMatch(/^Chain intact: \d+ entries$/);
    await checkScreen(page, 'audit-trail-filtered', 'AUDIT TRAIL');

    // On a phone the table scrolls sideways in its own box; the screen itself does not.
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await entries.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    // Nor does the whole page (the shell's top bar wraps the business date under the logo).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const screenPage = await page.locator('.reports-page').evaluate((el) => ({ right: el.getBoundingClientRect().right, scroll: el.scrollWidth, client: el.clientWidth }));
    expect(screenPage.right).toBeLessThanOrEqual(360);
    expect(screenPage.scroll).toBeLessThanOrEqual(screenPage.client);
    await checkScreen(page, 'audit-trail-360', 'AUDIT TRAIL');
    expect(manager.pageErrors).toEqual([]);
  });

  it('is not offered to an employee: no link, its address sends them back, no History, the API refuses', async () => {
    const clerk = await signedIn();
    const { page } = clerk;
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(await page.getByRole('link', { name: 'Audit Trail' }).count()).toBe(0);
    await page.goto('/reports/audit');
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await openReservation(page, reservationId, 'audit-update-reservation-employee');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'History' }).count()).toBe(0);
    expect((await page.request.get('/api/audit')).status()).toBe(403);
    expect((await page.request.get('/api/audit/verify')).status()).toBe(403);
    expect(clerk.pageErrors).toEqual([]);
  });
});
