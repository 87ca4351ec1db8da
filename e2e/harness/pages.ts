import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, openPage, type PageOptions, type TrackedPage } from './browser';
import { layoutShiftOf, watchLayoutShift } from './layoutShift';
import { recordMetric } from './metrics';

/**
 * One browser for the test file that calls this at its top: launched before its first test, closed
 * after its last with every page opened in it. The answer opens a page at the suite's address in a
 * context of its own (own cookies, so its own session). The layout shift of every page the file
 * opened is recorded as the metric `cumulative layout shift, <file>` (summed over its pages).
 */
export function browserForFile(): (options?: PageOptions) => Promise<TrackedPage> {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let file = 'a test file';
  const opened: TrackedPage[] = [];
  // Vitest reads the first argument's pattern for fixtures (an object pattern, even when empty); the suite is the second.
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, suite) => {
    file = suite.file.name;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    let shift = 0;
    const moved = new Set<string>();
    for (const t of opened) {
      const { value, sources } = await layoutShiftOf(t.page);
      shift += value;
      for (const s of sources) moved.add(s);
    }
    recordMetric(`cumulative layout shift, ${file}`, Math.round(shift * 10_000) / 10_000, 'CLS');
    if (moved.size) console.log(`[e2e] what moved in ${file}: ${[...moved].join('; ')}`);
    for (const t of opened) await t.context.close();
    await browser?.close();
  });
  return async (options) => {
    if (!browser) throw new Error('browserForFile: pages open inside tests and hooks, once the browser is launched');
    const t = await openPage(browser, baseURL, options);
    await watchLayoutShift(t.page);
    opened.push(t);
    return t;
  };
}
