import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchConsole } from './console';
import { ensureArtifactsDir } from './paths';

/** Debian's Chromium (docs/architecture.md §12): `npx playwright install` cannot download browsers here. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // playwright gives every launch a fresh temporary profile (--user-data-dir).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page plus what its console said, for asserting on messages like "Failed to log in". */
export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  console: string[];
  /** Uncaught exceptions in the page: a test that expects none asserts this is empty. */
  pageErrors: string[];
  /** Console lines this page prints on purpose (harness/console.ts expectConsole), never failing the test. */
  expectedConsole: RegExp[];
  /** How far the console checks have read `console` and `pageErrors` (harness/console.ts). */
  checked: { console: number; pageErrors: number };
}

export interface PageOptions {
  reducedMotion?: boolean;
  /**
   * A phone or tablet instead of a 1280 × 860 desktop: Chromium's device emulation at this CSS
   * size, with touch events and the page's meta viewport honoured (isMobile).
   */
  device?: { width: number; height: number };
}

export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.device ?? { width: 1280, height: 860 },
    ...(options.device ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const tracked: TrackedPage = { context, page, console: [], pageErrors: [], expectedConsole: [], checked: { console: 0, pageErrors: 0 } };
  // Every page's console is checked after each test (harness/quiet-console.ts).
  watchConsole(tracked);
  page.on('console', (m) => tracked.console.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => tracked.pageErrors.push(e.message));
  return tracked;
}

/** Saves a screenshot, of the full page unless told otherwise, as e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: join(ensureArtifactsDir(), `${name}.png`), fullPage });
}
