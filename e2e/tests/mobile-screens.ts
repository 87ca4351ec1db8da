/**
 * What the phone and tablet flow (mobile.e2e.ts) checks on every screen it reaches: nothing scrolls
 * sideways, every control is a 44 px touch target, a screenshot, axe, and a silent console.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { assertAccessible, expectQuietConsole, screenshot, type TrackedPage } from '../harness';

/** Anything wider than the window, or taller or wider than that, is found here. */
export async function sidewaysScroll(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));
}

/**
 * Controls smaller than 44 × 44 px (WCAG 2.5.5), as "tag 'name' w×h". Left out: links inside a
 * sentence (the criterion's inline exception), things not shown, and the visually hidden.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 43.5; // sub-pixel rounding of 2.75rem
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), .pms-check, [role="button"]',
    );
    const small: string[] = [];
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || el.closest('[hidden], .pms-visually-hidden, .shell-skip-link')) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (el.tagName === 'A' && el.closest('p, li p, td, dd')) continue;
      if (r.height < MIN || r.width < MIN) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        small.push(`${el.tagName.toLowerCase()} '${name}' ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

/**
 * Checks the screen now shown at this device size, named `<prefix>-<screen>`: its h1, no sideways
 * scroll, 44 px targets, a screenshot in e2e/artifacts, axe, and nothing on the console since the last check.
 */
export async function checkDeviceScreen(
  t: TrackedPage,
  device: { prefix: string; width: number },
  screen: string,
  heading?: string | RegExp,
): Promise<void> {
  const { page } = t;
  const name = `${device.prefix}-${screen}`;
  await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first().waitFor();
  const width = await sidewaysScroll(page);
  expect(width.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(width.innerWidth);
  // A page wider than the phone can also show as the browser zooming out: the window grows.
  expect(width.innerWidth, `${name} zoomed out to fit something wide`).toBe(device.width);
  expect(await smallTargets(page), `${name} has controls smaller than 44 px`).toEqual([]);
  // The whole page, unless it is a long list (every housekeeping card): then what the screen shows.
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > 4 * innerHeight);
  await screenshot(page, name, { fullPage: !tall });
  await assertAccessible(page, name);
  expectQuietConsole(t, name);
}

/** Waits until nothing on the page says it is still loading ("Loading…", "Loading guests…"). */
async function loaded(page: Page): Promise<void> {
  const loading = page.getByText(/^Loading\b/).filter({ visible: true });
  await expect.poll(() => loading.count(), { timeout: 20_000 }).toBe(0);
}

/**
 * The screens the device walk reaches last, each from the Menu (no page load, no sign-in): its menu
 * link, address, h1, and what shows it is ready to be checked. The Administrator reaches them all.
 */
interface OtherScreen {
  name: string;
  link: string;
  path: string;
  heading: string;
  /** What the screen shows once its data is in (else: `prepare` has made it ready). */
  shows?: (page: Page) => Locator;
  prepare?: (page: Page) => Promise<void>;
}

/** Waits until `screen` is ready to be checked: what it shows, then nothing still loading. */
export async function screenReady(page: Page, screen: OtherScreen): Promise<void> {
  await screen.prepare?.(page);
  await screen.shows?.(page).waitFor();
  await loaded(page);
}

export const OTHER_SCREENS: ReadonlyArray<OtherScreen> = [
  {
    name: 'inhouse',
    link: 'In-House Guests',
    path: '/frontdesk/inhouse',
    heading: 'IN-HOUSE GUESTS',
    shows: (page) => page.getByRole('status').filter({ hasText: /^\d+ in-house guests?/ }),
  },
  {
    name: 'maintenance-form',
    link: 'Maintenance',
    path: '/frontdesk/maintenance',
    heading: 'MAINTENANCE',
    // The form open, so its fields are checked too (one column below 1024 px).
    prepare: async (page) => {
      await page.getByLabel('Show the work order form').check();
      await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).waitFor();
      await expect.poll(() => page.getByLabel(/^From/).getAttribute('aria-busy')).toBeNull();
    },
  },
  {
    name: 'availability',
    link: 'Detailed Availability',
    path: '/reports/detailedAvailability',
    heading: 'DETAILED AVAILABILITY',
    shows: (page) => page.getByRole('img', { name: /^Occupancy by room type/ }),
  },
  {
    name: 'house-status',
    link: 'House Status',
    path: '/reports/houseStatus',
    heading: 'HOUSE STATUS',
    shows: (page) => page.getByRole('img', { name: /^Occupancy tonight/ }),
  },
  {
    name: 'night-audit',
    link: 'Night Audit',
    path: '/reports/nightAudit',
    heading: 'NIGHT AUDIT',
    // Only looked at: running it would move the business date under the rest of the run.
    shows: (page) => page.getByRole('heading', { level: 2, name: /^Closing business date / }),
  },
  {
    name: 'audit-trail',
    link: 'Audit Trail',
    path: '/reports/audit',
    heading: 'AUDIT TRAIL',
    shows: (page) => page.getByRole('region', { name: 'Audit entries' }),
  },
  {
    name: 'staff',
    link: 'Staff',
    path: '/admin/staff',
    heading: 'STAFF',
    shows: (page) => page.getByRole('row', { name: /^admin \(you\)/ }),
  },
  {
    name: 'clients',
    link: 'Clients',
    path: '/admin/clients',
    heading: 'CLIENTS',
    shows: (page) => page.getByRole('form', { name: 'New client' }),
  },
  {
    name: 'webhooks',
    link: 'Webhooks',
    path: '/admin/webhooks',
    heading: 'WEBHOOKS',
    shows: (page) => page.getByRole('heading', { level: 1, name: 'WEBHOOKS' }),
  },
];
