/**
 * Webhooks in the browser (docs/integrations.md "Webhooks"): the demo Administrator subscribes a
 * receiver on loopback (demo mode allows it) on WEBHOOKS, sees the secret once, a room's status change
 * reaches the receiver signed with it, the deliveries list shows it and Redeliver sends it again —
 * from the keyboard — and Delete asks first. Axe-checked with the secret and the deliveries shown.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, checkScreen, signIn } from '../harness';

const freshPage = browserForFile();
const ADMIN = { username: 'admin', password: 'admin' };

const received: { signature: string; body: string }[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ signature: String(req.headers['x-pms-signature']), body });
    res.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e/${Date.now().toString(36)}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const until = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(ok(), what).toBe(true);
};

describe('webhooks', () => {
  it('an Administrator subscribes a receiver, which gets a signed delivery; Redeliver and Delete work from the keyboard', async () => {
    const t = await freshPage();
    const { page } = t;
    await page.goto('/');
    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Departments' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await checkScreen(page, 'webhooks', 'WEBHOOKS');

    const add = page.getByRole('form', { name: 'Add webhook' });
    await add.getByRole('button', { name: 'Add webhook' }).click();
    expect(await add.getByText('*Must name at least one event').isVisible()).toBe(true);
    await add.getByLabel('Receiver URL').fill(url);
    await add.getByLabel(/room\.status_changed/).check();
    await add.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await checkScreen(page, 'webhooks-secret', 'WEBHOOKS');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    // A room turns dirty (clean first, if it was not): room.status_changed at the receiver, signed.
    const rooms = (await (await page.request.get('/api/hw/roomsIdNum')).json()) as { room_id: number }[];
    const roomId = rooms[0]!.room_id;
    expect((await page.request.put(`/api/hw/updateCleanStatus/1/${roomId}`)).status()).toBe(200);
    expect((await page.request.put(`/api/hw/updateCleanStatus/0/${roomId}`)).status()).toBe(200);
    const dirty = () => received.find((r) => (JSON.parse(r.body) as { data: { clean: number } }).data.clean === 0);
    await until('a delivery', () => dirty() !== undefined);
    const got = dirty();
    const [t0, v1] = got!.signature.split(',').map((p) => p.split('=')[1]);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t0}.${got!.body}`).digest('hex'));
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'room.status_changed', data: { room_id: roomId, clean: 0 } });

    // Deliveries, then Redeliver — by keyboard.
    const deliveries = page.getByRole('button', { name: `Deliveries of ${url}` });
    await deliveries.focus();
    await page.keyboard.press('Enter');
    const redeliver = page.getByRole('button', { name: /^Redeliver \d+$/ }).first();
    await redeliver.waitFor();
    await page.getByRole('cell', { name: 'Delivered' }).first().waitFor();
    await checkScreen(page, 'webhooks-deliveries', 'WEBHOOKS');
    const before = received.length;
    await redeliver.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Redeliver: done.').waitFor();
    await until('the redelivery', () => received.length > before);
    const ids = received.slice(0, before).map((r) => (JSON.parse(r.body) as { id: string }).id);
    expect(ids).toContain((JSON.parse(received[before]!.body) as { id: string }).id);

    // Delete asks first (starting on Cancel; Escape cancels), then removes the row.
    const del = page.getByRole('button', { name: `Delete ${url}` });
    await del.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('form', { name: `Delete ${url}` });
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await del.click();
    await confirm.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('Webhook deleted.').waitFor();
    // The notice comes with the answer; the list is read again after it: wait for the row to go.
    await page.getByRole('rowheader', { name: url }).waitFor({ state: 'detached' });
    expect(t.pageErrors).toEqual([]);
  });
});
