/**
 * `npm run bench:web` (issue #16): dashboard link → screen painted for the nine dashboard screens,
 * five times each, the p50 against the targets (≤ 800 ms on a first visit, ≤ 200 ms on a second).
 * One suite in embedded mode (as the browser tests start it), five fresh browser contexts — an
 * empty cache each, as a clerk's first session — each signing in and walking every link: a first
 * visit after a page load, a second visit in the same page, and a first visit once the dashboard
 * has fetched the departments ahead. Writes e2e/artifacts/bench-web.json and prints the table that
 * docs/performance.md keeps. Timings only: nothing here is a test.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, signIn } from './harness';
import { clickToPainted, DASHBOARD_LINKS, dashboardFetchedAhead, dashboardLink, returnToDashboard } from './harness/dashboard';
import { ensureArtifactsDir } from './harness/paths';
import { startSuite } from './harness/suite';

const ROUNDS = Number(process.env.BENCH_WEB_ROUNDS ?? 5);
const TARGETS = { first: 800, second: 200 } as const;
type Visit = 'first' | 'prefetched' | 'second';

const p50 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

async function main() {
  const loadStart = loadavg()[0]!.toFixed(2);
  const suite = await startSuite();
  const browser = await launchBrowser();
  const times: Record<string, Record<Visit, number[]>> = Object.fromEntries(DASHBOARD_LINKS.map((l) => [l.to, { first: [], prefetched: [], second: [] }]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const { context, page } = await openPage(browser, suite.baseURL);
      await page.goto('/');
      await signIn(page);
      for (const link of DASHBOARD_LINKS) {
        await page.goto('/');
        times[link.to]!.first.push(await clickToPainted(page, dashboardLink(page, link), link.to));
        await returnToDashboard(page);
        times[link.to]!.second.push(await clickToPainted(page, dashboardLink(page, link), link.to));
        await dashboardFetchedAhead(page);
        times[link.to]!.prefetched.push(await clickToPainted(page, dashboardLink(page, link), link.to));
      }
      await context.close();
      console.log(`[bench:web] round ${round}/${ROUNDS} done`);
    }
  } finally {
    await browser.close();
    await suite.stop();
  }
  const rows = DASHBOARD_LINKS.map((l) => {
    const t = times[l.to]!;
    return { screen: l.to, first: p50(t.first), prefetched: p50(t.prefetched), second: p50(t.second), runs: t };
  });
  const bigHotelUrl = process.env.BENCH_WEB_BIG_HOTEL_URL;
  const bigHotel = bigHotelUrl ? await billingAtBigHotel(bigHotelUrl) : undefined;
  const at = new Date().toISOString();
  const loadEnd = loadavg()[0]!.toFixed(2);
  const file = join(ensureArtifactsDir(), 'bench-web.json');
  writeFileSync(file, JSON.stringify({ at, rounds: ROUNDS, load: { start: loadStart, end: loadEnd }, targets: TARGETS, rows, bigHotel }, null, 2));
  const met = (ms: number, target: number) => (ms <= target ? 'yes' : '**no**');
  console.log(
    [
      `Run of ${at.slice(0, 16).replace('T', ' ')} UTC (\`npm run bench:web\`): embedded mode, Chromium headless, ${ROUNDS} fresh browser contexts, p50 of ${ROUNDS}; load average ${loadStart} → ${loadEnd}.`,
      '',
      '| screen | first visit ms (≤ 800) | met | first visit, fetched ahead ms | second visit ms (≤ 200) | met |',
      '|---|---:|:--:|---:|---:|:--:|',
      ...rows.map((r) => `| ${r.screen} | ${r.first} | ${met(r.first, TARGETS.first)} | ${r.prefetched} | ${r.second} | ${met(r.second, TARGETS.second)} |`),
    ].join('\n'),
  );
  if (bigHotel) {
    console.log(
      [
        '',
        `BILLING at the bench's big hotel (${bigHotel.hotel}), p50 of ${ROUNDS}: first visit ${bigHotel.first.heading} ms to the heading, ${bigHotel.first.rows} ms to the first rows; ` +
          `second visit ${bigHotel.second.heading} ms to the heading (≤ 200: ${met(bigHotel.second.heading, TARGETS.second)}), ${bigHotel.second.rows} ms to the first rows (${met(bigHotel.second.rows, TARGETS.second)}).`,
      ].join('\n'),
    );
  }
  console.log(`[bench:web] wrote ${file}`);
}

/**
 * Issue #16's "billing screen second visit ≤ 200 ms at a million stays": the BILLING link on the
 * bench's hotel (`npm run bench` seeds it: 1,000 rooms × 1,000,000 stays), with the bench's user
 * (bench/src/config.ts BENCH_USER). Times to the heading, as for the nine screens, and to the
 * first rows of the list, which is what a cashier waits for.
 */
async function billingAtBigHotel(databaseUrl: string) {
  const link = DASHBOARD_LINKS.find((l) => l.to === '/cashiering/billing')!;
  const suite = await startSuite({ existingDatabaseUrl: databaseUrl });
  const browser = await launchBrowser();
  const times = { first: { heading: [] as number[], rows: [] as number[] }, second: { heading: [] as number[], rows: [] as number[] } };
  const toRows = async (page: Page, started: number) => {
    await page.locator('[data-row]').first().waitFor({ timeout: 60_000 });
    return Date.now() - started;
  };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const { context, page } = await openPage(browser, suite.baseURL);
      await page.goto('/');
      await signIn(page, { username: process.env.BENCH_WEB_BIG_HOTEL_USER ?? 'bench', password: process.env.BENCH_WEB_BIG_HOTEL_PASSWORD ?? 'bench-password-1' });
      for (const visit of ['first', 'second'] as const) {
        if (visit === 'first') await page.goto('/');
        else await returnToDashboard(page);
        const started = Date.now();
        times[visit].heading.push(await clickToPainted(page, dashboardLink(page, link), link.to));
        times[visit].rows.push(await toRows(page, started));
      }
      await context.close();
      console.log(`[bench:web] big hotel round ${round}/${ROUNDS} done`);
    }
  } finally {
    await browser.close();
    await suite.stop();
  }
  const hotel = new URL(databaseUrl).pathname.slice(1);
  return {
    hotel,
    first: { heading: p50(times.first.heading), rows: p50(times.first.rows) },
    second: { heading: p50(times.second.heading), rows: p50(times.second.rows) },
    runs: times,
  };
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
