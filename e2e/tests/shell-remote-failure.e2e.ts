/**
 * A department whose remote cannot be fetched (docs/architecture.md §8): its message with Retry,
 * while the dashboard and the other departments keep working; Retry loads it in place once it is back.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, checkScreen, expectConsole, screenshot, signIn } from '../harness';

const freshPage = browserForFile();

describe('a department whose remote cannot be fetched', () => {
  it('shows its message with Retry while the dashboard and other departments keep working', async () => {
    const t = await freshPage({ reducedMotion: true });
    const { page } = t;
    // Every file of the front desk's remote fails, as if its server were down.
    await page.route('**/mfe/frontdesk/**', (route) => route.abort('connectionrefused'));
    // What a remote that cannot be fetched makes the browser, the federation runtime and the shell
    // log (docs/architecture.md §8): the point of this test, each said while the front desk is down.
    expectConsole(
      t,
      /ERR_CONNECTION_REFUSED/,
      /Federation Runtime \]: Failed to get manifest/,
      /\[shell\] could not fetch frontdesk ahead/,
    );
    await page.goto('/');
    await signIn(page);

    await page.goto('/frontdesk/arrivals');
    const message = page.getByRole('alert').filter({ hasText: 'Front desk is unavailable right now' });
    await message.waitFor();
    await checkScreen(page, 'frontdesk-unavailable', 'FRONT DESK');
    // The frame around it still works.
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();
    await page.goto('/reports/housekeeping');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, 'reports-while-frontdesk-down');
    expect(await page.getByText(/is unavailable right now/).allTextContents()).toEqual([]);

    // Still down when reached from the menu; then it comes back and Retry loads it in place.
    await page.getByRole('link', { name: 'In-House Guests' }).click();
    await message.waitFor();
    await page.unroute('**/mfe/frontdesk/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => message.count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, 'frontdesk-after-retry');
    expect(t.pageErrors).toEqual([]);
  });
});
