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
  const at = new Date().toISOString();
  const loadEnd = loadavg()[0]!.toFixed(2);
  const file = join(ensureArtifactsDir(), 'bench-web.json');
  writeFileSync(file, JSON.stringify({ at, rounds: ROUNDS, load: { start: loadStart, end: loadEnd }, targets: TARGETS, rows }, null, 2));
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
  console.log(`[bench:web] wrote ${file}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
