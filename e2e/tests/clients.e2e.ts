/**
 * Machine clients in the browser (docs/integrations.md "Machine clients"): the demo Administrator
 * opens CLIENTS from the menu, meets the rule messages beside their fields, makes a client from the
 * keyboard and sees its secret once (a clear warning and Copy), which really gets a token that reads
 * the API; replacing the secret and revoking each ask first, and a revoked client's token stops
 * working. Every state of the screen is axe-checked. An Employee sees no Clients link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, checkScreen, expectConsole, signIn } from '../harness';

const freshPage = browserForFile();
const ADMIN = { username: 'admin', password: 'admin' };
// A name of this run's own, so a suite that is already running (E2E_BASE_URL) can run it again.
const NAME = `Channel manager ${Date.now().toString(36)}`;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Departments' });

/** A token for the client, as the other system would ask for it (form credentials), and one API call with it. */
async function callWith(page: Page, clientId: string, secret: string): Promise<{ token: number; call?: number }> {
  return page.evaluate(
    async ({ clientId, secret }) => {
      const res = await fetch('/api/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
        credentials: 'omit',
      });
      if (res.status !== 200) return { token: res.status };
      const { access_token } = (await res.json()) as { access_token: string };
      const call = await fetch('/api/business-date', { headers: { authorization: `Bearer ${access_token}` }, credentials: 'omit' });
      return { token: 200, call: call.status };
    },
    { clientId, secret },
  );
}

describe('machine clients', () => {
  it('an Administrator makes a client, sees its secret once, replaces it and revokes it', async () => {
    const t = await freshPage();
    const { page } = t;
    // The test itself asks for tokens with a replaced and a revoked secret: the browser logs those
    // refusals (401) from the page it runs the requests in.
    expectConsole(t, /status of 401 \(Unauthorized\)/);
    await page.goto('/');
    await signIn(page, ADMIN);
    await menu(page).getByRole('link', { name: 'Clients', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'CLIENTS' }).waitFor();
    await page.getByRole('form', { name: 'New client' }).waitFor();
    await checkScreen(page, 'clients', 'CLIENTS');

    // The rules first, beside their fields; nothing is made.
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByRole('button', { name: 'Create client' }).click();
    await form.getByText('*Is required').waitFor();
    await form.getByText('*Must name at least one scope').waitFor();
    await checkScreen(page, 'clients-errors', 'CLIENTS');

    // From the keyboard: the name, Space on a scope, Enter to create.
    await form.getByLabel('Name').fill(NAME);
    await form.getByLabel(/reservations:read/).focus();
    await page.keyboard.press('Space');
    await form.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    const shown = page.getByRole('region', { name: `Secret of ${NAME}` });
    await shown.waitFor();
    expect(await shown.getByText('This secret is shown only once.').isVisible()).toBe(true);
    expect(await shown.getByRole('button', { name: 'Copy secret' }).isVisible()).toBe(true);
    await checkScreen(page, 'clients-secret', 'CLIENTS');
    const clientId = (await shown.getByTestId('client-id').textContent()) ?? '';
    const first = (await shown.getByTestId('client-secret').textContent()) ?? '';
    expect(await callWith(page, clientId, first)).toEqual({ token: 200, call: 200 });
    await shown.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(first).count()).toBe(0);

    // Replace secret: asks first, starting on Cancel; the old secret then gets no token.
    const row = page.getByRole('row', { name: new RegExp(`^${NAME}`) });
    await row.getByRole('button', { name: `Replace secret of ${NAME}` }).click();
    const ask = page.getByRole('form', { name: `Replace the secret of ${NAME}?` });
    await ask.waitFor();
    expect(await ask.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await checkScreen(page, 'clients-replace', 'CLIENTS');
    await ask.getByRole('button', { name: 'Replace secret' }).click();
    await page.getByRole('region', { name: `Secret of ${NAME}` }).waitFor();
    const second = (await page.getByTestId('client-secret').textContent()) ?? '';
    expect(second).not.toBe(first);
    expect((await callWith(page, clientId, first)).token).toBe(401);
    expect(await callWith(page, clientId, second)).toEqual({ token: 200, call: 200 });
    await page.getByRole('button', { name: 'Done' }).click();

    // Revoke: asks first; then the row goes and the secret gets nothing.
    await row.getByRole('button', { name: `Revoke ${NAME}` }).click();
    const revoke = page.getByRole('form', { name: `Revoke ${NAME}?` });
    await revoke.getByRole('button', { name: 'Revoke client' }).click();
    await page.getByText('Client revoked.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await callWith(page, clientId, second)).token).toBe(401);
  });

  it('an Employee has no Clients link, and /admin/clients sends them to the dashboard', async () => {
    const { page } = await freshPage();
    await page.goto('/');
    await signIn(page);
    expect(await menu(page).getByRole('link', { name: 'Clients', exact: true }).count()).toBe(0);
    await page.goto('/admin/clients');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
