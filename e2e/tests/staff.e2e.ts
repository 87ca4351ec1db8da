/**
 * Staff accounts in the browser (docs/frontend.md "Staff accounts"; the API: docs/security.md): the
 * demo Administrator adds a Manager with a first password on STAFF (a rule message first, beside the
 * field), the table fits a 360 px screen by scrolling in its own box, and a row's panel works from the
 * keyboard; the Manager's first sign-in leads to Change password and, once changed, to the dashboard;
 * the login screen downloads neither screen's code; an Employee sees no Staff link and /admin/staff
 * sends them to the dashboard.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, checkScreen, signIn } from '../harness';

const freshPage = browserForFile();

const ADMIN = { username: 'admin', password: 'admin' };
// A name of this run's own, so a suite that is already running (E2E_BASE_URL) can run it again.
const NEWCOMER = { username: `night.mgr.${Date.now().toString(36)}`, first: 'first-Pass-for-you-7', own: 'a passphrase of my own' };

const staffLink = (page: Page) => page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name: 'Staff', exact: true });
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('staff accounts', () => {
  it('an Administrator adds a Manager, whose first sign-in leads to Change password and then the dashboard', async () => {
    const t = await freshPage();
    const { page } = t;
    await page.goto('/');
    await signIn(page, ADMIN);
    await staffLink(page).click();
    await page.getByRole('row', { name: /^admin \(you\)/ }).waitFor();
    await checkScreen(page, 'staff', 'STAFF');

    // Add staff: the rule's message beside the password first, then the account.
    const add = page.getByRole('form', { name: 'Add staff' });
    await add.getByLabel('Username').fill(NEWCOMER.username);
    await add.getByLabel('Full name').fill('Nora Night');
    await add.getByLabel('Role').selectOption({ label: 'Manager' });
    await add.getByLabel('First password').fill('short');
    await add.getByRole('button', { name: 'Add staff' }).click();
    expect(await add.getByText('*Must be at least 12 characters').isVisible()).toBe(true);
    await add.getByLabel('First password').fill(NEWCOMER.first);
    await add.getByRole('button', { name: 'Add staff' }).click();
    await page.getByText(`${NEWCOMER.username} can sign in as Manager`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`^${NEWCOMER.username.replaceAll('.', '\\.')}`) });
    await row.getByText('Must change at next sign-in').waitFor();
    expect(await row.getByRole('cell', { name: 'Manager', exact: true }).count()).toBe(1);

    // The keyboard: Enter on a row's Edit opens its panel at the first field, Escape closes it and
    // the focus is back on Edit.
    const edit = row.getByRole('button', { name: `Edit ${NEWCOMER.username}` });
    await edit.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('form', { name: `Edit ${NEWCOMER.username}` });
    await panel.waitFor();
    expect(await panel.getByLabel('Full name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true);

    // 360 px wide: the page does not scroll sideways; the table scrolls inside its own box.
    await page.setViewportSize({ width: 360, height: 780 });
    const box = page.getByRole('region', { name: /Staff accounts/ });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkScreen(page, 'staff-360px', 'STAFF');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // What the Administrator did is not left on the screen for the next person.
    expect(await page.getByText('Staff account added.').count()).toBe(0);

    // The Manager's first sign-in: Change password, and nothing else, until it is changed.
    await signIn(page, { username: NEWCOMER.username, password: NEWCOMER.first });
    await page.getByRole('heading', { level: 1, name: 'CHANGE PASSWORD' }).waitFor();
    expect(pathname(page)).toBe('/account/password');
    expect(await page.getByText('Your password was set by an administrator and must be changed').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Departments' }).count()).toBe(0);
    await checkScreen(page, 'change-password-required', 'CHANGE PASSWORD');
    // The top bar's dashboard link leads back here too, and so does a page load (the status says so).
    // The link goes to / first and is sent on: wait for the address, not for the heading already shown.
    await page.getByRole('link', { name: 'Hotel PMS dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/account/password');
    await page.getByRole('heading', { level: 1, name: 'CHANGE PASSWORD' }).waitFor();
    await page.goto('/reserve/new');
    await page.waitForURL((url) => url.pathname === '/account/password');
    await page.getByRole('heading', { level: 1, name: 'CHANGE PASSWORD' }).waitFor();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(NEWCOMER.first);
    await form.getByLabel(/^New password/).fill(NEWCOMER.own);
    await form.getByLabel('Repeat new password').fill(NEWCOMER.own);
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
    expect(pathname(page)).toBe('/');
    await page.getByText('Your password was changed').waitFor();
    expect(await staffLink(page).count()).toBe(0);
    expect(t.pageErrors).toEqual([]);

    // The new password is the one that signs in now, without Change password.
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, { username: NEWCOMER.username, password: NEWCOMER.own });
    await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
  });

  it('the login screen downloads no code of STAFF or Change password (they are lazy chunks)', async () => {
    const { page } = await freshPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const words of ['Repeat new password', 'Reset the password of', 'staff account added']) {
      expect(code.some((text) => text.toLowerCase().includes(words.toLowerCase())), words).toBe(false);
    }
  });

  it('an Employee sees no Staff link, and /admin/staff sends them to the dashboard', async () => {
    const { page } = await freshPage();
    await page.goto('/');
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
    expect(await staffLink(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
    expect(pathname(page)).toBe('/');
    expect(await page.getByRole('heading', { level: 1, name: 'STAFF' }).count()).toBe(0);
    expect((await page.request.get('/api/users')).status()).toBe(403);
  });
});
