// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@pms/contracts/staff';
import { STAFF_MESSAGES } from '@pms/contracts/rules/staff';
import { fieldMessage } from '@pms/ui';
import { StaffPage } from '../src/staff/StaffPage';
import { type fakeApi, isolateScreenTests, renderForAdministrator, messageOf, sentBody } from './session';

/** The STAFF screen with `GET /api/users` and the changes faked: what each form checks and shows. */

const staff: StaffUser[] = [
  { user_id: 9, username: 'admin', full_name: 'Ada Admin', access_id: 3, disabled: false, must_change_password: false },
  { user_id: 4, username: 'grace', full_name: 'Grace Hopper', access_id: 2, disabled: false, must_change_password: true },
  { user_id: 5, username: 'olduser', full_name: 'Old User', access_id: 1, disabled: true, must_change_password: false },
];
const refused = (status: number, body: object) => () => Response.json(body, { status });

let api: ReturnType<typeof fakeApi>;
function renderStaff(answers: Parameters<typeof fakeApi>[0] = {}) {
  api = renderForAdministrator(<StaffPage />, { 'GET /api/users': () => Response.json({ users: staff }), ...answers });
}
isolateScreenTests();

const addForm = () => within(screen.getByRole('form', { name: 'Add staff' }));

describe('the staff table', () => {
  it('lists username, full name, role, status and the must-change marker', async () => {
    renderStaff();
    const rows = await screen.findAllByRole('row');
    const text = rows.map((r) => r.textContent);
    expect(text[1]).toContain('admin (you)');
    expect(text[2]).toMatch(/grace.*Grace Hopper.*Manager.*Active.*Must change at next sign-in/);
    expect(text[3]).toMatch(/olduser.*Old User.*Employee.*Disabled/);
    expect(screen.getByRole('button', { name: 'Enable olduser' })).toBeTruthy();
  });
});

describe('Add staff', () => {
  it('shows each rule’s message beside its field and sends nothing', async () => {
    renderStaff();
    await screen.findByText('grace');
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    expect(messageOf(addForm().getByLabelText(/^Username/))).toBe(fieldMessage(STAFF_MESSAGES.required));
    expect(messageOf(addForm().getByLabelText(/^Full name/))).toBe(fieldMessage(STAFF_MESSAGES.required));
    expect(messageOf(addForm().getByLabelText(/^First password/))).toBe(fieldMessage(STAFF_MESSAGES.required));

    fireEvent.change(addForm().getByLabelText(/^Username/), { target: { value: 'a b' } });
    fireEvent.change(addForm().getByLabelText(/^Full name/), { target: { value: 'Alan Turing' } });
    fireEvent.change(addForm().getByLabelText(/^First password/), { target: { value: 'short' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    expect(messageOf(addForm().getByLabelText(/^Username/))).toBe(fieldMessage(STAFF_MESSAGES.usernameTooShort));
    expect(addForm().getByLabelText(/^Full name/).getAttribute('aria-invalid')).toBeNull();
    expect(messageOf(addForm().getByLabelText(/^First password/))).toBe('*Must be at least 12 characters');

    fireEvent.change(addForm().getByLabelText(/^Username/), { target: { value: 'alan.t' } });
    fireEvent.change(addForm().getByLabelText(/^First password/), { target: { value: 'hello-ALAN.T-2026' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    expect(messageOf(addForm().getByLabelText(/^First password/))).toBe(fieldMessage(STAFF_MESSAGES.passwordHasUsername));
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the service’s 400 and 409 beside their fields', async () => {
    let answer = refused(400, { error: 'invalid_input', message: 'Some fields are not valid', fields: { password: STAFF_MESSAGES.passwordCommon } });
    renderStaff({ 'POST /api/users': () => answer() });
    await screen.findByText('grace');
    fireEvent.change(addForm().getByLabelText(/^Username/), { target: { value: 'grace' } });
    fireEvent.change(addForm().getByLabelText(/^Full name/), { target: { value: 'Grace Two' } });
    fireEvent.change(addForm().getByLabelText(/^First password/), { target: { value: 'password1234!' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    await waitFor(() => expect(messageOf(addForm().getByLabelText(/^First password/))).toBe(fieldMessage(STAFF_MESSAGES.passwordCommon)));

    answer = refused(409, { error: 'username_taken', message: 'A user named grace already exists.', fields: { username: STAFF_MESSAGES.usernameTaken } });
    fireEvent.change(addForm().getByLabelText(/^First password/), { target: { value: 'a-much-better-phrase' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    await waitFor(() => expect(messageOf(addForm().getByLabelText(/^Username/))).toBe(fieldMessage(STAFF_MESSAGES.usernameTaken)));
    expect(addForm().getByLabelText(/^First password/).getAttribute('aria-invalid')).toBeNull();
  });

  it('adds the account with the chosen role, says so, and empties the form', async () => {
    renderStaff({ 'POST /api/users': () => Response.json({ user_id: 12, username: 'alan.t', full_name: 'Alan Turing', access_id: 2 }, { status: 201 }) });
    await screen.findByText('grace');
    fireEvent.change(addForm().getByLabelText(/^Username/), { target: { value: 'alan.t' } });
    fireEvent.change(addForm().getByLabelText(/^Full name/), { target: { value: ' Alan Turing ' } });
    fireEvent.change(addForm().getByLabelText('Role'), { target: { value: '2' } });
    fireEvent.change(addForm().getByLabelText(/^First password/), { target: { value: 'enigma-was-broken' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add staff' }));
    expect((await screen.findByText(/alan.t can sign in as Manager/)).textContent).toContain('must then choose their own');
    expect(sentBody(api.fetch, 'POST /api/users')).toEqual({ username: 'alan.t', full_name: 'Alan Turing', access_id: 2, password: 'enigma-was-broken' });
    expect(addForm().getByLabelText<HTMLInputElement>(/^Username/).value).toBe('');
    await waitFor(() => expect(api.fetch.mock.calls.filter(([path]) => path === '/api/users').length).toBe(3));
  });
});

describe('a row’s changes', () => {
  it('shows the last-Administrator refusal (409) in the Edit panel', async () => {
    const message = 'This is the hotel’s last active Administrator: make another Administrator first.';
    renderStaff({ 'PATCH /api/users/9': refused(409, { error: 'last_administrator', message }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit admin' }));
    const panel = within(screen.getByRole('form', { name: 'Edit admin' }));
    fireEvent.change(panel.getByLabelText('Role'), { target: { value: '2' } });
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));
    expect((await panel.findByRole('alert')).textContent).toContain(message);
    expect(sentBody(api.fetch, 'PATCH /api/users/9')).toEqual({ full_name: 'Ada Admin', access_id: 2 });
  });

  it('disables only after the confirmation, and says the user was signed out', async () => {
    renderStaff({ 'PATCH /api/users/4': () => Response.json({ ...staff[1], disabled: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable grace' }));
    const panel = within(screen.getByRole('form', { name: 'Disable grace?' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(sentBody(api.fetch, 'PATCH /api/users/4')).toBeUndefined();
    fireEvent.click(panel.getByRole('button', { name: 'Disable grace' }));
    expect(await screen.findByText('grace cannot sign in and was signed out everywhere.')).toBeTruthy();
    expect(sentBody(api.fetch, 'PATCH /api/users/4')).toEqual({ disabled: true });
    expect(screen.queryByRole('form', { name: 'Disable grace?' })).toBeNull();
  });

  it('checks a reset password with the rule (the username inside) before sending it', async () => {
    renderStaff({ 'PATCH /api/users/4': () => Response.json(staff[1]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password of grace' }));
    const panel = within(screen.getByRole('form', { name: 'Reset the password of grace' }));
    const field = panel.getByLabelText(/^New first password/);
    fireEvent.change(field, { target: { value: 'amazing-grace-1906' } });
    fireEvent.click(panel.getByRole('button', { name: 'Reset password' }));
    expect(messageOf(field)).toBe(fieldMessage(STAFF_MESSAGES.passwordHasUsername));
    expect(sentBody(api.fetch, 'PATCH /api/users/4')).toBeUndefined();
    fireEvent.change(field, { target: { value: 'a compiler of her own' } });
    fireEvent.click(panel.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(/grace was signed out everywhere and must choose their own password/)).toBeTruthy();
    expect(sentBody(api.fetch, 'PATCH /api/users/4')).toEqual({ reset_password: 'a compiler of her own' });
  });

  it('unlocks sign-in at once', async () => {
    renderStaff({ 'PATCH /api/users/5': () => Response.json(staff[2]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock sign-in of olduser' }));
    expect(await screen.findByText(/Waits after failed sign-ins of olduser were lifted/)).toBeTruthy();
    expect(sentBody(api.fetch, 'PATCH /api/users/5')).toEqual({ unlock: true });
  });
});
