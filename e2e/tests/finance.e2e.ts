/**
 * Finance (docs/product.md §2 /cashiering/billing and /cashiering/payment, §4 stay transitions, §9 invoice
 * arithmetic; docs/architecture.md §6 "Check out and pay"): from the billing list a due-out guest is checked
 * out and pays cash; the final invoice shows its number and the total the test computes itself in
 * cents from nights × rate and the hotel's tax rates; back on the billing list the guest's Invoice
 * button opens the same invoice again.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, browserForFile, screenshot, signInThroughApi, type TrackedPage } from '../harness';

let t: TrackedPage;

// Its pages' layout shift is recorded for the file (harness/pages.ts), as in every browser test.
const open = browserForFile();

beforeAll(async () => {
  t = await open();
  await signInThroughApi(t.page);
});

interface DepartureRow {
  room_num: string | null;
  name: string;
  num_days: number;
  rate: number;
  checked_out: 0 | 1;
  res_room_id: number;
  balance: number;
}
interface TaxRates {
  county_rate: number;
  city_rate: number;
  state_rate: number;
}

/** Through the page's own session (the browser context's cookies). */
async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

// The test's own arithmetic (docs/product.md §9), in integer cents: each tax is the room charge times its
// rate, rounded half up to the cent on its own.
const cents = (dollars: number): number => Math.round(dollars * 100);
const taxCents = (roomCents: number, rate: number): number => Math.floor((roomCents * Math.round(rate * 10_000) + 5_000) / 10_000);
const usd = (c: number): string => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);

/** Waits until the grid shows exactly the rows the summary counts (the list and the summary are read apart). */
async function gridSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const summary = (await page.getByRole('status').filter({ hasText: /stays?, balance|No stays/ }).textContent()) ?? '';
      const listed = /^(\d+) stays?/.exec(summary)?.[1] ?? (summary.startsWith('No stays') ? '0' : 'unknown');
      return `${await page.locator('.pms-grid [role="row"][data-row]').count()} rows, ${listed} listed`;
    }, { timeout: 10_000 })
    .toMatch(/^(\d+) rows, \1 listed$/);
}

const showOnly = async (page: Page, label: 'Stay Over' | 'Due Out' | 'Checked Out') => {
  await page.getByRole('checkbox', { name: label }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
};

describe('finance: check out, pay, invoice', () => {
  it('checks out a due-out guest, takes cash, shows the numbered invoice with the right total, and opens it again', async () => {
    const { page } = t;
    await page.goto('/cashiering/billing');
    await page.getByRole('button', { name: /^(Check Out|Invoice): / }).first().waitFor();
    await gridSettled(page);
    await checkScreen(page, 'finance-billing', 'FINANCE');

    // Due Out: leaving today, not yet checked out. The three boxes are exclusive.
    await page.getByRole('checkbox', { name: 'Stay Over' }).check();
    await showOnly(page, 'Due Out');
    expect(await page.getByRole('checkbox', { name: 'Stay Over' }).isChecked()).toBe(false);
    await page.waitForURL(/\/cashiering\/billing\?show=dueOut$/);
    const dueOut = await getJson<DepartureRow[]>(page, '/api/hw/departures/undefined/undefined/undefined/false/true/false');
    const guest = dueOut.find((r) => r.checked_out === 0 && r.room_num !== null && r.num_days > 0);
    if (!guest) throw new Error('the demo hotel has nobody left to check out today');
    const rowLabel = `${guest.name}, room ${guest.room_num}`;
    const checkOut = page.getByRole('button', { name: `Check Out: ${rowLabel}` });
    await checkOut.waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /stays?, balance/ }).textContent()).toMatch(
      new RegExp(`^${dueOut.length} stays?, balance`),
    );
    const row = page.locator('[role="row"][data-row]', { has: checkOut });
    expect(await row.locator('[data-col="balance"]').textContent()).toBe(usd(cents(guest.balance)));
    await gridSettled(page);
    await checkScreen(page, 'finance-billing-due-out', 'FINANCE');

    // What the invoice must say, computed here from nights × rate and the tax rates.
    const [rates] = await getJson<TaxRates[]>(page, '/api/hw/tax_rates');
    if (!rates) throw new Error('the demo hotel has no tax rates');
    const room = guest.num_days * cents(guest.rate);
    const county = taxCents(room, rates.county_rate);
    const city = taxCents(room, rates.city_rate);
    const state = taxCents(room, rates.state_rate);
    const total = room + county + city + state;
    expect(cents(guest.balance)).toBe(total); // the list's balance is the bill

    // Check Out → the payment page for that stay and room, before payment.
    await checkOut.click();
    await page.waitForURL((u) => u.pathname === '/cashiering/payment');
    const before = new URL(page.url()).searchParams;
    expect(before.get('res_room_id')).toBe(String(guest.res_room_id));
    expect(before.get('room_num')).toBe(guest.room_num);
    const block = page.getByTestId('invoice-block');
    await block.waitFor();
    await checkScreen(page, 'finance-invoice-before-payment', 'INVOICE');
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe('Invoice (not yet paid)');
    expect(await page.getByTestId('invoice-total').textContent()).toBe(usd(total));
    for (const [line, amount] of [['room', room], ['county', county], ['city', city], ['state', state]] as const) {
      expect(await block.locator(`tr[data-line="${line}"] td.pms-num`).textContent(), line).toBe(usd(amount));
    }

    // Payment type: Credit Card by default; Cash replaces it (exclusive), chosen with the keyboard.
    const card = page.getByRole('checkbox', { name: 'Credit Card' });
    const cash = page.getByRole('checkbox', { name: 'Cash' });
    expect(await card.isChecked()).toBe(true);
    expect(await cash.isChecked()).toBe(false);
    await cash.focus();
    await page.keyboard.press('Space');
    expect(await cash.isChecked()).toBe(true);
    expect(await card.isChecked()).toBe(false);
    const submit = page.getByRole('button', { name: 'Submit Payment' });
    await submit.focus();
    await page.keyboard.press('Enter');

    // The final invoice: numbered, paid by cash, the same total; Submit Payment gone.
    const number = page.getByTestId('invoice-number');
    await number.waitFor();
    const invoiceNumber = (await number.textContent()) ?? '';
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await block.getByRole('heading', { level: 2 }).textContent()).toBe(`Invoice ${invoiceNumber}`);
    expect(await page.getByTestId('invoice-total').textContent()).toBe(usd(total));
    expect(await block.locator('dd', { hasText: /^Cash$/ }).isVisible()).toBe(true);
    expect(await submit.count()).toBe(0);
    await page.waitForURL((u) => u.searchParams.has('invoice_id'));
    const invoiceId = new URL(page.url()).searchParams.get('invoice_id');
    expect(await getJson<Array<{ invoice_id: number }>>(page, `/api/hw/invoice_id/${guest.res_room_id}`)).toEqual([
      { invoice_id: Number(invoiceId) },
    ]);
    await checkScreen(page, 'finance-invoice-paid', 'INVOICE');

    // The printed invoice: the invoice itself, no form, links or buttons.
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'finance-invoice-print');
    expect(await block.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Billing' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: null });

    // A reload keeps showing the paid invoice (the address names it), not a payment form.
    await page.reload();
    await number.waitFor();
    expect(await number.textContent()).toBe(invoiceNumber);
    expect(await page.getByRole('button', { name: 'Submit Payment' }).count()).toBe(0);

    // Back to Billing returns to the search the clerk came from; the guest is now Checked Out and
    // the row offers Invoice (the billing list learns of the check-out from the stay's event).
    await page.getByRole('link', { name: 'Back to Billing' }).click();
    await page.waitForURL((u) => u.pathname === '/cashiering/billing');
    await showOnly(page, 'Checked Out');
    const invoiceButton = page.getByRole('button', { name: `Invoice: ${rowLabel}` });
    const deadline = Date.now() + 20_000;
    while (!(await invoiceButton.isVisible())) {
      if (Date.now() > deadline) throw new Error(`${rowLabel} never showed as checked out on the billing list`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await invoiceButton.waitFor({ timeout: 1_000 }).catch(() => undefined);
    }
    expect(await page.getByRole('button', { name: `Check Out: ${rowLabel}` }).count()).toBe(0);
    await gridSettled(page);
    await checkScreen(page, 'finance-billing-checked-out', 'FINANCE');

    await invoiceButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/cashiering/payment' && u.searchParams.get('invoice_id') === invoiceId);
    await number.waitFor();
    expect(await number.textContent()).toBe(invoiceNumber);
    expect(await page.getByTestId('invoice-total').textContent()).toBe(usd(total));
    expect(await page.getByRole('button', { name: 'Submit Payment' }).count()).toBe(0);
    await checkScreen(page, 'finance-invoice-reopened', 'INVOICE');

    expect(t.pageErrors).toEqual([]);
  });
});
