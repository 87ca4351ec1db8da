/**
 * What the reports' browser tests share: clerks each in a browser context of their own, the API
 * answers the reports are checked against, and the housekeeping board's cells.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { routePath } from '@pms/contracts/routes';
import { browserForFile, signIn, type TrackedPage } from '../harness';

/** Signs in clerks, each in a browser context of its own, in one browser for the test file that calls this. */
export function clerkBrowser(): () => Promise<TrackedPage> {
  const open = browserForFile();
  /** A clerk's own browser (own context, own session), signed in. */
  return async function clerk(): Promise<TrackedPage> {
    const t = await open();
    await t.page.goto('/');
    await signIn(t.page);
    return t;
  };
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

export async function apiSend<T>(page: Page, method: 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(path, { method, data, headers: data === undefined ? {} : { 'content-type': 'application/json' } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The hotel's today as the services count it: the business date. */
export async function hotelToday(page: Page): Promise<string> {
  return (await apiGet<{ business_date: string }>(page, '/api/business-date')).business_date;
}

export const NO_FILTER = routePath(
  '/api/hw/housekeeping_status/:clean/:dirty/:vacant/:occupied/:arrived/:stayOver/:dueOut/:departed/:notReserved',
  { clean: 'false', dirty: 'false', vacant: 'false', occupied: 'false', arrived: 'false', stayOver: 'false', dueOut: 'false', departed: 'false', notReserved: 'false' },
);

export const cleanSelect = (page: Page, roomNum: string) => page.getByRole('combobox', { name: `Room status, room ${roomNum}` });
export const boardCell = (page: Page, roomId: number, col: string) => page.locator(`.ag-row[row-id="${roomId}"] [col-id="${col}"]`);

/** Polls until `read` gives `expected`; answers how long it took (the live update's latency). */
export async function until(read: () => Promise<string>, expected: string, what: string, timeoutMs = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => '');
    if (value === expected) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: expected "${expected}", still "${value}" after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
