import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../src/openapi/operation';
import { stubGateway } from './stub-gateway';

/**
 * `/api/docs` in a real browser (Debian's Chromium) under the gateway's real CSP: Swagger UI renders
 * the document, every request stays on our origin (no CDN, no web font, no validator badge), and
 * nothing is refused by the CSP or thrown. The HTTP-level checks are openapi.test.ts's.
 */
const { gateway } = await stubGateway();
let server: ServerType;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  server = serve({ fetch: gateway.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('the API reference page in a browser', () => {
  it('renders the document from our own origin with no CSP violation or page error', async () => {
    const page = await browser.newPage();
    const requested = new Set<string>();
    const said: string[] = [];
    page.on('request', (r) => requested.add(new URL(r.url()).origin));
    page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));

    await page.goto(`${origin}/api/docs`);
    await page.getByRole('heading', { name: /Hotel PMS API/ }).waitFor({ timeout: 150_000 });
    // One section per tag; an operation opens with its own words.
    await expect.poll(() => page.locator('.opblock-tag').count()).toBe(Object.keys(TAGS).length);
    await page.locator('.opblock-tag', { hasText: 'Reservations' }).click();
    await page.locator('.opblock-summary', { hasText: '/api/hw/reservation/{id}' }).first().click();
    await page.getByText('No reservation of that id.').first().waitFor();

    expect([...requested]).toEqual([origin]);
    expect(said.filter((m) => /content security policy|refused|pageerror|failed to load/i.test(m))).toEqual([]);
    // A cap, not a budget: the 1.7 MB viewer takes a minute to start on a busy shared machine.
  }, 240_000);
});
