/**
 * The newcomer's check (CI, `scripts/fresh-start-ci.sh`): given the address of a suite a fresh clone
 * started with `npm start`, Chromium signs in as the demo employee and must see the dashboard with its
 * four department cards, and the business date in the top bar.
 *
 *   npx tsx e2e/fresh-start.ts http://127.0.0.1:18555
 */
import { launchBrowser } from './harness/browser';

const baseURL = process.argv[2];
if (!baseURL) throw new Error('usage: tsx e2e/fresh-start.ts <base URL>');

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ baseURL });
  await page.goto('/');
  await page.getByLabel('Username').fill('user');
  await page.getByLabel('Password').fill('123123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor({ timeout: 60_000 });
  const cards = await page.locator('.shell-dashboard__card h2').allTextContents();
  const date = await page.getByTestId('business-date').getAttribute('datetime', { timeout: 30_000 });
  if (cards.join(',') !== 'RESERVATION,FRONT DESK,FINANCE,REPORTS') throw new Error(`the dashboard shows ${cards.join(', ')}`);
  // A department screen loads from its remote too.
  await page.getByRole('link', { name: 'Arrivals' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'ARRIVALS' }).waitFor({ timeout: 60_000 });
  console.log(`OK: signed in on a fresh clone and saw the dashboard (business date ${date}) and ARRIVALS`);
} finally {
  await browser.close();
}
