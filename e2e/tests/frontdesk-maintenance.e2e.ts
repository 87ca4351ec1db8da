/**
 * The front desk's MAINTENANCE (docs/product.md §2, §4, §5): a work order is added, updated and fixed,
 * and its room leaves and returns to the arrivals room list.
 *
 * The demo hotel opens with 40 arrivals today (waiting for rooms) and 80 in-house guests. Other
 * test files may book or check in meanwhile, so counts are read from the API, not assumed.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen, visit } from '../harness';
import { frontDeskClerk, until, type RoomCandidate, type RoomIssue } from './frontdesk-desk';

const { desk, getJson, arrivalsOn, roomOptions, gridRows, field } = frontDeskClerk();

describe('front desk', () => {
  it('MAINTENANCE: a work order is added, updated and fixed; its room leaves and returns to the arrivals room list', async () => {
    const { page, t, today } = desk;
    const day = await arrivalsOn(today);
    // A vacant room of a type some waiting arrival needs, so the arrivals screen shows its selector.
    const waiting = day.arrivals.find(
      (a) => a.checked_in === 0 && day.arrivals.filter((b) => b.name === a.name).length === 1 && day.rooms_arrivals.some((r) => r.room_type_id === a.room_type_id),
    );
    if (!waiting) throw new Error('no waiting arrival with a vacant room of its type');
    const room = day.rooms_arrivals.filter((r) => r.room_type_id === waiting.room_type_id).at(-1) as RoomCandidate;
    const offered = async () => (await arrivalsOn(today)).rooms_arrivals.some((r) => r.room_id === room.room_id);

    await visit(page, '/frontdesk/maintenance', 'frontdesk-maintenance', 'MAINTENANCE');
    const toggle = page.getByLabel('Show the work order form');
    await toggle.check();
    await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).waitFor();
    expect(await field('From').inputValue()).toBe(today);
    expect(await field('To').inputValue()).toBe(today);

    // A room number that names no room: nothing is sent, the field says why, the form stays.
    const posted: string[] = [];
    const onRequest = (r: Request) => {
      if (r.method() !== 'GET' && r.url().includes('/api/hw/room_issues')) posted.push(`${r.method()} ${r.url()}`);
    };
    page.on('request', onRequest);
    await field('Room Number').fill('no-such-room');
    await field('Problem').fill('Leaking tap');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(posted).toEqual([]);
    expect(await field('Room Number').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('There is no room no-such-room.').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).isVisible()).toBe(true);
    await checkScreen(page, 'frontdesk-maintenance-form', 'MAINTENANCE');

    // The real room: recorded, the form closes and clears, the issue is listed.
    await field('Room Number').fill(room.room_num);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: `room ${room.room_num} is out of order` }).waitFor();
    expect(posted).toHaveLength(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Add New Work Order' }).count()).toBe(0);
    expect(await toggle.isChecked()).toBe(false);
    const issueRow = gridRows('Leaking tap');
    await issueRow.waitFor();
    expect(await issueRow.innerText()).toContain(room.room_num);
    const issue = (await getJson<RoomIssue[]>('/api/hw/room_issues')).find((i) => i.room_num === room.room_num && i.issue === 'Leaking tap');
    expect(issue).toBeDefined();
    await checkScreen(page, 'frontdesk-maintenance-added', 'MAINTENANCE');
    // Reopening the form shows it empty (cleared after submit).
    await toggle.check();
    expect(await field('Room Number').inputValue()).toBe('');
    expect(await field('Problem').inputValue()).toBe('');
    await toggle.uncheck();

    // The room leaves the arrivals room list (svc-reservations learns of the work order by event).
    await until(`room ${room.room_num} leaves the arrivals room list`, async () => !(await offered()));
    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals-room-out', 'ARRIVALS');
    expect(await roomOptions(waiting.name)).not.toContain(room.room_num);

    // Update: the form comes back titled for the selected issue, filled in; the change is listed.
    await visit(page, '/frontdesk/maintenance', 'frontdesk-maintenance-again', 'MAINTENANCE');
    await page.getByRole('button', { name: `Update work order for room ${room.room_num}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Update Selected Issue' }).waitFor();
    expect(await field('Room Number').inputValue()).toBe(room.room_num);
    expect(await field('Problem').inputValue()).toBe('Leaking tap');
    await checkScreen(page, 'frontdesk-maintenance-update', 'MAINTENANCE');
    await field('Problem').fill('Leaking tap and broken shower head');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: `Work order ${issue?.room_issue_id} updated` }).waitFor();
    await gridRows('broken shower head').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Update Selected Issue' }).count()).toBe(0);

    // Fixed: it leaves the open issues, and the room returns to the arrivals room list.
    await page.getByRole('button', { name: `Fixed: work order for room ${room.room_num}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark fixed' }).click();
    await page.getByRole('status').filter({ hasText: `Work order ${issue?.room_issue_id} is fixed` }).waitFor();
    await until('the issue leaves the table', async () => (await gridRows('broken shower head').count()) === 0);
    expect((await getJson<RoomIssue[]>('/api/hw/room_issues')).some((i) => i.room_issue_id === issue?.room_issue_id)).toBe(false);
    await until(`room ${room.room_num} returns to the arrivals room list`, offered);
    await visit(page, '/frontdesk/arrivals', 'frontdesk-arrivals-room-back', 'ARRIVALS');
    const back = await roomOptions(waiting.name);
    expect(back.some((o) => o === room.room_num || o === `${room.room_num} (dirty)`)).toBe(true);
    expect(t.pageErrors).toEqual([]);
  });
});
