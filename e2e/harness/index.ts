/**
 * What every browser test uses: the suite's address, a browser, signing in, and `visit`, which
 * screenshots and axe-checks every screen a test reaches. Department tests import from here.
 */
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe';
import { screenshot } from './browser';

export { assertAccessible } from './axe';
export { launchBrowser, openPage, screenshot, type TrackedPage } from './browser';
export { browserForFile } from './pages';
export { recordMetric } from './metrics';
export { layoutShiftOf } from './layoutShift';
export { expectConsole, expectQuietConsole } from './console';

export const DEMO_USER = { username: 'user', password: '123123' } as const;

/** The login screen's Login button. */
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login' });

/**
 * Signs in through the login screen (the page must show it) and waits for the signed-in frame: its
 * Logout button, or on a screen narrower than 1024 px the Menu button that Logout is folded behind.
 */
export async function signIn(page: Page, { username, password }: { username: string; password: string } = DEMO_USER) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await loginButton(page).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Menu', exact: true }))
    .filter({ visible: true })
    .first()
    .waitFor();
}

/**
 * Signs the page's browser context in through the API (`POST /api/login`, the call the login screen
 * makes), so its next page load is signed in: for a test whose subject is not the login screen.
 * The screen's own sign-in is tested in shell-login.e2e.ts; going through it in every file cost a
 * load of the login screen and of the dashboard each time. Each context still gets its own session.
 */
export async function signInThroughApi(page: Page, { username, password }: { username: string; password: string } = DEMO_USER): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`POST /api/login as ${username}: ${res.status()} ${await res.text()}`);
}

/**
 * Records a screen a test has reached: waits for its page title (h1), saves a screenshot and runs
 * the accessibility check. Call it on every screen visited.
 */
export async function checkScreen(page: Page, screen: string, heading?: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first().waitFor();
  const started = Date.now();
  await screenshot(page, screen);
  const shot = Date.now();
  await assertAccessible(page, screen);
  // Where a slow run's time goes, on request (E2E_STEP_TIMES=1); never asserted.
  if (process.env.E2E_STEP_TIMES === '1') console.log(`[e2e step] ${screen}: screenshot ${shot - started} ms, axe ${Date.now() - shot} ms`);
}

/** Opens `path` (a deep link, as if typed in the address bar) and checks the screen it shows. */
export async function visit(page: Page, path: string, screen: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await checkScreen(page, screen, heading);
}
