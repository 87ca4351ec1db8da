/**
 * The shell signed in (docs/product.md §2; docs/architecture.md §8): the dashboard with the hotel card,
 * every department reached from its link and back, deep links and the not-found page, with the
 * timings and remote sizes recorded as metrics.
 */
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, checkScreen, DEMO_USER, expectConsole, layoutShiftOf, loginButton, recordMetric, signIn, visit, type TrackedPage } from '../harness';
import { clickToPainted, DASHBOARD_LINKS, dashboardFetchedAhead, dashboardLink, returnToDashboard } from '../harness/dashboard';

const freshPage = browserForFile();

describe('signed in', () => {
  let t: TrackedPage;

  beforeAll(async () => {
    t = await freshPage();
    await t.page.goto('/');
    await loginButton(t.page).waitFor();
    await signIn(t.page);
    const submitToPaint = await t.page.evaluate(() => {
      const measure = performance.measure('login-to-dashboard', 'pms:login-submit', 'pms:dashboard-painted');
      return measure.duration;
    });
    recordMetric('login submit → dashboard painted', Math.round(submitToPaint), 'ms');
  });

  it('shows the dashboard with the hotel card and a greeting', async () => {
    const { page } = t;
    await checkScreen(page, 'dashboard', 'DASHBOARD');
    for (const card of ['RESERVATION', 'FRONT DESK', 'FINANCE', 'REPORTS']) {
      expect(await page.getByRole('heading', { level: 2, name: card, exact: true }).isVisible()).toBe(true);
    }
    const hotel = (await (await page.request.get('/api/hw/hotel_info/1')).json()) as Record<string, string>;
    const card = page.getByRole('region', { name: 'Hotel and user' });
    for (const field of ['hotel_name', 'address', 'city', 'state', 'zip', 'email', 'phone']) {
      await card.getByText(String(hotel[field]), { exact: false }).first().waitFor();
    }
    expect(await card.innerText()).toContain(`Hello, ${DEMO_USER.username}`);
    expect(await card.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(t.pageErrors).toEqual([]);
  });

  it('reaches every department from its dashboard link, and comes back by "Return to Dashboard"', async () => {
    const { page } = t;
    // Read as they arrive: a response's body is gone once the page navigates away.
    // Each file once (the page reloads between links; 304s carry no body).
    const remoteScripts = new Map<string, Promise<number>>();
    const collect = (r: Response) => {
      const path = new URL(r.url()).pathname;
      if (r.request().resourceType() !== 'script' || !path.startsWith('/mfe/') || r.status() !== 200) return;
      if (!remoteScripts.has(path)) remoteScripts.set(path, r.body().then((b) => gzipSync(b, { level: 9 }).length));
    };
    page.on('response', collect);
    for (const link of DASHBOARD_LINKS) {
      await page.goto('/');
      const manifest = page.waitForResponse((r) => r.url().endsWith(`/mfe/${link.remote}/mf-manifest.json`), { timeout: 5_000 }).catch(() => null);
      const firstVisit = await clickToPainted(page, dashboardLink(page, link), link.to);
      // The department's remote answered (first visit of a department fetches its manifest) …
      const fetched = await manifest;
      if (fetched) expect(fetched.status()).toBe(200);
      // … and whatever it renders, it is not the "unavailable" message.
      expect(await page.getByText(/is unavailable right now/).count()).toBe(0);
      await checkScreen(page, `department${link.to.replace(/\//g, '-')}`);

      await returnToDashboard(page);

      // Second visit in the same page: the remote is loaded already. Measured, not asserted.
      const secondVisit = await clickToPainted(page, dashboardLink(page, link), link.to);
      await page.getByTitle('Return to Dashboard').click();
      await page.getByRole('heading', { level: 1, name: 'DASHBOARD' }).waitFor();

      // First visit again, after a page load, once the dashboard has fetched the departments ahead
      // while idle (a clerk reading the dashboard for a moment): what a first click usually costs.
      await dashboardFetchedAhead(page);
      const prefetchedVisit = await clickToPainted(page, dashboardLink(page, link), link.to);
      recordMetric(`dashboard link → ${link.to} painted, first visit after a page load`, firstVisit, 'ms');
      recordMetric(`dashboard link → ${link.to} painted, first visit once the dashboard fetched ahead`, prefetchedVisit, 'ms');
      recordMetric(`dashboard link → ${link.to} painted, second visit`, secondVisit, 'ms');
    }
    page.off('response', collect);
    expect(t.pageErrors).toEqual([]);

    // Each remote sent only its own code: the singletons it could provide (React, the router,
    // @pms/ui with its grid) came from the shell, once for the whole page.
    for (const remote of new Set(DASHBOARD_LINKS.map((l) => l.remote))) {
      const base = `/mfe/${remote}/`;
      const manifest = (await (await page.request.get(`${base}mf-manifest.json`)).json()) as {
        shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
      };
      const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
      const fetched = [...remoteScripts].filter(([path]) => path.startsWith(base));
      expect(fetched.map(([path]) => path.slice(base.length)).filter((f) => sharedFiles.has(f))).toEqual([]);
      let gzipped = 0;
      for (const [, size] of fetched) gzipped += await size;
      recordMetric(`${remote} remote's own code as downloaded, gzipped`, Math.round(gzipped / 102.4) / 10, 'KiB');
    }
  }, 400_000); // nine departments visited three times: a ceiling for a loaded machine, not a timing assertion

  it('opens a deep link typed in the address bar', async () => {
    await visit(t.page, '/reports/houseStatus', 'deep-link-signed-in');
    expect(new URL(t.page.url()).pathname).toBe('/reports/houseStatus');
    expect(await t.page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  });

  it('shows its own not-found page for an address nobody serves', async () => {
    await visit(t.page, '/no/such/page', 'not-found', 'PAGE NOT FOUND');
    expect(await t.page.getByText('/no/such/page').isVisible()).toBe(true);
  });
});

describe('a notice', () => {
  it('is laid over the page: one that comes without a click moves nothing', async () => {
    const t = await freshPage();
    const { page } = t;
    // The hotel card's failed call below is provoked on purpose: the browser logs the 500 and the
    // api client logs the failure it reports (SPEC: call failures are logged to the console).
    expectConsole(t, /status of 500 \(Internal Server Error\)/, /\[api\] Load hotel information failed: 500/);
    await page.goto('/');
    await signIn(page);
    // The hotel card's call fails on the next page load, once the page has painted: its error
    // notice comes with no click to excuse a shift (CLS leaves out shifts within 0.5 s of input).
    await page.route('**/api/hw/hotel_info/1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ status: 500, json: { error: 'internal', message: 'The hotel service failed.' } });
    });
    await page.goto('/');
    await page.getByRole('alert').filter({ hasText: 'The hotel service failed.' }).waitFor();
    await page.getByText('Hotel information is unavailable.').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShiftOf(page)).toEqual({ value: 0, sources: [] });
    await checkScreen(page, 'notice-over-dashboard', 'DASHBOARD');
  });
});

