// @vitest-environment jsdom
// long-file: one screen's tests (list, form messages, add, update, Fixed and its Undo) share one fake API set-up.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomIssue, WorkOrderAnswer } from '@pms/contracts/workorders';
import { endScreenTest, renderFrontDesk, startScreenTest, type FakeApi } from './fakeApi';

const SLOW = { timeout: 15_000 };
const NOW = new Date('2026-03-01T15:00:00Z');
const TODAY = '2026-03-01';

const ROOMS = [
  { room_id: 1, room_num: '101', room_type_id: 1 },
  { room_id: 2, room_num: '102', room_type_id: 2 },
  { room_id: 3, room_num: '1020', room_type_id: 2 },
];

const leak: RoomIssue = {
  room_issue_id: 4,
  room_id: 2,
  room_num: '102',
  type: 'King',
  room_type_id: 2,
  start_date: '2026-03-01',
  end_date: '2026-03-03',
  issue: 'Leaking tap',
  user_id: 1,
  created_at: '2026-03-01T12:00:00Z',
  version: 1,
};

const answer = (over: Partial<WorkOrderAnswer>): WorkOrderAnswer => ({
  room_issue_id: 5,
  room_id: 1,
  room_num: '101',
  room_type_id: 1,
  start_date: TODAY,
  end_date: TODAY,
  issue: 'Broken AC',
  fixed: false,
  version: 1,
  oversold_nights: [],
  oversold_check: 'done',
  message: `Work order 5 recorded: room 101 is out of order from ${TODAY} to ${TODAY}.`,
  ...over,
});

let api: FakeApi;
let open: RoomIssue[];

beforeEach(() => {
  open = [leak];
  api = startScreenTest(NOW, 'America/New_York');
  api.on('GET', '/api/hw/roomsIdNum', { body: ROOMS });
  api.on('GET', '/api/hw/room_issues', () => ({ body: open }));
  api.install();
});
afterEach(endScreenTest);

const toggle = () => screen.getByLabelText<HTMLInputElement>('Show the work order form');
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
/** The message the field points at with aria-describedby, once it is marked invalid. */
const said = (label: string) => {
  const input = field(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

async function openForm() {
  // The rooms must be known before a typed number can match one.
  await waitFor(() => expect(api.made('GET', '/api/hw/roomsIdNum')).toHaveLength(1));
  fireEvent.click(toggle());
  await screen.findByRole('heading', { level: 2, name: 'Add New Work Order' });
  await waitFor(() => expect(field('From').value).toBe(TODAY), SLOW);
}

describe('MAINTENANCE', () => {
  it('lists the open issues with Update and Fixed; the checkbox shows and hides the form', async () => {
    renderFrontDesk('/frontdesk/maintenance');
    expect(screen.getByRole('heading', { level: 1, name: 'MAINTENANCE' })).toBeTruthy();
    await screen.findByText('Leaking tap', {}, SLOW);
    expect(screen.getByRole('button', { name: 'Update work order for room 102' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fixed: work order for room 102' })).toBeTruthy();

    expect(screen.queryByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeNull();
    await openForm();
    expect(field('To').value).toBe(TODAY);
    fireEvent.click(toggle());
    expect(screen.queryByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeNull();
  });

  it('sends nothing and says beside each field what is wrong (room number, problem)', async () => {
    renderFrontDesk('/frontdesk/maintenance');
    await openForm();
    submit();
    expect(said('Room Number')).toBe('Please enter the room number.');
    expect(said('Problem')).toBe('Please describe the problem.');
    expect(document.activeElement).toBe(field('Room Number'));
    fireEvent.change(field('Problem'), { target: { value: 'Broken AC' } });
    for (const typed of ['10', '999', '1O1']) {
      fireEvent.change(field('Room Number'), { target: { value: typed } });
      submit();
      expect(said('Room Number')).toBe(`There is no room ${typed}.`);
    }
    expect(field('Problem').getAttribute('aria-invalid')).toBeNull();
    expect(api.made('POST', '/api/hw/room_issues')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeTruthy();
  });

  it('says beside From and To what is wrong with the dates (the service’s own rule) and sends nothing', async () => {
    renderFrontDesk('/frontdesk/maintenance');
    await openForm();
    // The calendar is loaded on first use: until then the date fields are read-only.
    for (const label of ['From', 'To']) await waitFor(() => expect(field(label).getAttribute('aria-busy')).toBeNull(), SLOW);
    fireEvent.change(field('Room Number'), { target: { value: '101' } });
    fireEvent.change(field('Problem'), { target: { value: 'Broken AC' } });

    // Longer than a work order may last (366 days, start and end inclusive).
    fireEvent.change(field('To'), { target: { value: '2027-03-02' } });
    await waitFor(() => expect(field('To').value).toBe('2027-03-02'));
    submit();
    expect(said('To')).toBe('To a work order can cover at most 366 days');
    expect(field('From').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('To'));

    // Starting further ahead than bookings go (730 days).
    fireEvent.change(field('From'), { target: { value: '2028-03-01' } });
    await waitFor(() => expect(field('From').value).toBe('2028-03-01'));
    submit();
    expect(said('From')).toBe('From must be within 730 days from today');
    expect(document.activeElement).toBe(field('From'));

    // A cleared From is before today; the other fields stay valid.
    fireEvent.change(field('From'), { target: { value: '' } });
    submit();
    expect(said('From')).toBe(`From must not be before today (${TODAY})`);
    expect(field('Room Number').getAttribute('aria-invalid')).toBeNull();
    expect(field('Problem').getAttribute('aria-invalid')).toBeNull();

    expect(api.made('POST', '/api/hw/room_issues')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeTruthy();
  });

  it('adds a work order for the typed room, then closes and clears the form and reloads the list', async () => {
    api.on('POST', '/api/hw/room_issues', () => {
      open = [...open, { ...leak, room_issue_id: 5, room_id: 1, room_num: '101', issue: 'Broken AC', start_date: TODAY, end_date: TODAY }];
      return { status: 201, body: answer({}) };
    });
    renderFrontDesk('/frontdesk/maintenance');
    await openForm();
    fireEvent.change(field('Room Number'), { target: { value: '101' } });
    fireEvent.change(field('Problem'), { target: { value: 'Broken AC' } });
    submit();

    await screen.findByText(`Work order 5 recorded: room 101 is out of order from ${TODAY} to ${TODAY}.`);
    const [post] = api.made('POST', '/api/hw/room_issues');
    expect(post?.body).toEqual({ vals: [1, 'Broken AC', null, TODAY, TODAY] });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeNull();
    expect(toggle().checked).toBe(false);
    await screen.findByText('Broken AC', {}, SLOW);

    fireEvent.click(toggle());
    await screen.findByRole('heading', { level: 2, name: 'Add New Work Order' });
    expect(field('Room Number').value).toBe('');
    expect(field('Problem').value).toBe('');
  });

  it('tells the manager which nights the work order oversells', async () => {
    api.on('POST', '/api/hw/room_issues', { status: 201, body: answer({ oversold_nights: ['2026-03-01', '2026-03-02'] }) });
    renderFrontDesk('/frontdesk/maintenance');
    await openForm();
    fireEvent.change(field('Room Number'), { target: { value: '101' } });
    fireEvent.change(field('Problem'), { target: { value: 'Broken AC' } });
    submit();
    const warning = await screen.findByText(/oversells the nights of 2026-03-01, 2026-03-02/);
    expect(warning.closest('[role="status"]')?.textContent).toContain('For the manager:');
  });

  it('keeps the form and shows the service’s field messages when a work order is refused', async () => {
    api.on('POST', '/api/hw/room_issues', {
      status: 400,
      body: { error: 'invalid_input', message: 'Some fields are not valid.', fields: { issue: 'must describe the problem' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFrontDesk('/frontdesk/maintenance');
    await openForm();
    fireEvent.change(field('Room Number'), { target: { value: '101' } });
    fireEvent.change(field('Problem'), { target: { value: 'x' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Add the work order failed.');
    expect(screen.getByText('Problem must describe the problem')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Add New Work Order' })).toBeTruthy();
  });

  it('updates the selected issue under its own title, and marks an issue fixed', async () => {
    api.on('PUT', '/api/hw/room_issues/4', (call) => {
      open = [{ ...leak, issue: 'Leaking tap and shower' }];
      return { body: answer({ room_issue_id: 4, room_id: 2, room_num: '102', issue: 'Leaking tap and shower', message: 'Work order 4 updated.', ...{ body: call.body } }) };
    });
    api.on('PUT', '/api/hw/room_issues_fixed/4', () => {
      open = [];
      return { body: answer({ room_issue_id: 4, fixed: true, oversold_check: 'not_needed', message: 'Work order 4 is fixed.' }) };
    });
    renderFrontDesk('/frontdesk/maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Update work order for room 102' }, SLOW));

    await screen.findByRole('heading', { level: 2, name: 'Update Selected Issue' });
    expect(toggle().checked).toBe(true);
    expect(field('Room Number').value).toBe('102');
    expect(field('Problem').value).toBe('Leaking tap');
    await waitFor(() => expect(field('From').value).toBe('2026-03-01'), SLOW);
    expect(field('To').value).toBe('2026-03-03');
    fireEvent.change(field('Problem'), { target: { value: 'Leaking tap and shower' } });
    submit();
    await screen.findByText('Work order 4 updated.');
    expect(api.made('PUT', '/api/hw/room_issues/4')[0]?.body).toEqual({ vals: [2, 'Leaking tap and shower', null, '2026-03-01', '2026-03-03'] });
    expect(screen.queryByRole('heading', { level: 2, name: 'Update Selected Issue' })).toBeNull();
    await screen.findByText('Leaking tap and shower', {}, SLOW);

    // Fixed asks first; Escape closes the question and gives focus back to the Fixed button.
    const fixedButton = screen.getByRole('button', { name: 'Fixed: work order for room 102' });
    fixedButton.focus();
    fireEvent.click(fixedButton);
    const dialog = screen.getByRole('dialog', { name: 'Mark the work order for room 102 fixed?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mark fixed' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(fixedButton);
    expect(api.made('PUT', '/api/hw/room_issues_fixed/4')).toHaveLength(0);

    fireEvent.click(fixedButton);
    fireEvent.click(screen.getByRole('button', { name: 'Mark fixed' }));
    await screen.findByText('Work order 4 is fixed.');
    await screen.findByText('No open work orders', {}, SLOW);
    expect(api.made('PUT', '/api/hw/room_issues_fixed/4')).toHaveLength(1);
  });

  it('offers Undo after Fixed, which reopens the work order', async () => {
    api.on('PUT', '/api/hw/room_issues_fixed/4', () => {
      open = [];
      return { body: answer({ room_issue_id: 4, fixed: true, oversold_check: 'not_needed', message: 'Work order 4 is fixed.' }) };
    });
    api.on('PUT', '/api/hw/room_issues_unfixed/4', () => {
      open = [leak];
      return { body: answer({ room_issue_id: 4, fixed: false, message: 'Work order 4 reopened.' }) };
    });
    renderFrontDesk('/frontdesk/maintenance');
    fireEvent.click(await screen.findByRole('button', { name: 'Fixed: work order for room 102' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Mark fixed' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await screen.findByText('No open work orders', {}, SLOW);
    fireEvent.click(undo);
    await screen.findByText('Work order 4 reopened.');
    expect(api.made('PUT', '/api/hw/room_issues_unfixed/4')).toHaveLength(1);
    await screen.findByText('Leaking tap', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
