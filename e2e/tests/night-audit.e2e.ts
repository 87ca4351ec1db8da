/**
 * The folio and the night audit in the browser (docs/billing.md): a clerk posts a minibar charge on a
 * due-out guest's folio, takes part in cash, pays the rest by card with Submit Payment (which checks
 * the guest out) and the invoice lists the lines and both payments; an employee cannot reach NIGHT
 * AUDIT; a manager runs it and the top bar's business date moves to the next day. This file runs last
 * (harness/sequencer.ts): closing the day changes the demo hotel's today for any test after it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, browserForFile, signIn, signInThroughApi, type TrackedPage } from '../harness';

let clerk: TrackedPage;

// Its pages' layout shift is recorded for the file (harness/pages.ts), as in every browser test.
const open = browserForFile();

beforeAll(async () => {
  clerk = await open();
  await signInThroughApi(clerk.page);
});

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('folio', () => {
  it('posts a minibar charge, takes part in cash and the rest by card, and the invoice lists the lines and both payments', async () => {
    const { page } = clerk;
    const dueOut = await getJson<{ res_room_id: number; room_num: string | null; checked_out: number; balance: number }[]>(
      page,
      '/api/hw/departures/undefined/undefined/undefined/false/true/false',
    );
    const guest = [...dueOut].reverse().find((r) => r.checked_out === 0 && r.room_num !== null && r.balance > 20);
    if (!guest) throw new Error('the demo hotel has nobody left to check out today');
    await page.goto(`/cashiering/payment?res_room_id=${guest.res_room_id}&room_num=${guest.room_num}`);
    // Every payment and check-out carries an Idempotency-Key: a retry after a lost answer never charges twice.
    const writes: { url: string; key: string | undefined }[] = [];
    page.on('request', (req) => {
      if (/\/api\/(hw\/invoice$|hw\/checkoutRoom\/|folios\/\d+\/payments$)/.test(new URL(req.url()).pathname)) writes.push({ url: req.url(), key: req.headers()['idempotency-key'] });
    });
    const folio = page.getByRole('region', { name: 'Folio', exact: true });
    await folio.waitFor();
    await checkScreen(page, 'finance-folio', 'INVOICE');

    // Post Charge: a minibar charge; a message beside the field when the price is missing.
    const charge = page.getByRole('form', { name: 'Post Charge' });
    await charge.getByLabel('Charge').selectOption('Minibar');
    await charge.getByRole('button', { name: 'Post Charge' }).click();
    expect(await charge.getByText('Enter an amount.').isVisible()).toBe(true);
    await charge.getByLabel('Unit price ($)').fill('8.00');
    await charge.getByRole('button', { name: 'Post Charge' }).click();
    await folio.getByTestId('folio-lines').getByText('Minibar').waitFor();

    // Take Payment: $20 in cash (the amount defaults to the balance).
    const take = page.getByRole('form', { name: 'Take Payment' });
    await take.getByLabel('Amount ($)').fill('20.00');
    await take.getByLabel('Method').selectOption('Cash');
    await take.getByRole('button', { name: 'Take Payment' }).click();
    await folio.getByTestId('folio-payments').getByText('Cash').waitFor();

    // Submit Payment by card pays the rest and checks the guest out.
    await page.getByRole('checkbox', { name: 'Credit Card' }).check();
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const number = page.getByTestId('invoice-number');
    await number.waitFor();
    const block = page.getByTestId('invoice-block');
    await block.getByTestId('folio-lines').waitFor();
    expect(await block.getByTestId('folio-lines').getByText('Minibar').count()).toBe(1);
    const methods = await block.getByTestId('folio-payments').locator('tbody tr td:nth-child(2)').allTextContents();
    expect(methods).toEqual(['Cash', 'Credit Card']);
    await checkScreen(page, 'finance-folio-invoice', 'INVOICE');
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const w of writes) expect(w.key, w.url).toMatch(/.{8,}/);
    expect(clerk.pageErrors).toEqual([]);
  });
});

describe('night audit', () => {
  it('is not offered to an employee, and its address sends them back to the dashboard', async () => {
    const { page } = clerk;
    await page.goto('/');
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(await page.getByRole('link', { name: 'Night Audit' }).count()).toBe(0);
    await page.goto('/reports/nightAudit');
    await page.getByRole('heading', { name: 'DASHBOARD' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await page.request.post('/api/night-audit', { data: { business_date: '2026-01-01' } })).status()).toBe(403);
  });

  it('is run by a manager: the report shows and the top bar’s business date moves to the next day', async () => {
    // Closed with the file's other pages after its layout shift is read (harness/pages.ts).
    const manager = await open();
    const { page } = manager;
    await page.goto('/');
    await signIn(page, { username: 'manager', password: '123456' });
    const date = page.getByTestId('business-date');
    await date.waitFor();
    const before = (await date.getAttribute('datetime')) ?? '';
    await page.getByRole('link', { name: 'Night Audit' }).first().click();
    await page.getByRole('heading', { name: `Closing business date ${before}` }).waitFor();
    await checkScreen(page, 'night-audit', 'NIGHT AUDIT');
    await page.getByRole('button', { name: 'Run Night Audit' }).click();
    await page.getByRole('button', { name: `Close ${before}` }).click();
    await page.getByRole('heading', { name: `Night audit report · ${before}` }).waitFor({ timeout: 120_000 });
    await expect.poll(() => date.getAttribute('datetime'), { timeout: 10_000 }).toBe(nextDay(before));
    await checkScreen(page, 'night-audit-report', 'NIGHT AUDIT');
    expect(manager.pageErrors).toEqual([]);
  });
});
