// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MachineClient } from '@pms/contracts/clients';
import { CLIENT_MESSAGES } from '@pms/contracts/rules/clients';
import { fieldMessage } from '@pms/ui';
import { ClientsPage } from '../src/clients/ClientsPage';
import { type fakeApi, isolateScreenTests, renderForAdministrator, messageOf, sentBody } from './session';

/** The CLIENTS screen with `/api/clients` faked: the list, New client, the secret shown once, Replace secret and Revoke. */

const ID = `pms_${'a'.repeat(24)}`;
const clients: MachineClient[] = [
  { client_id: ID, name: 'Channel manager', scopes: ['reservations:read', 'reservations:write'], created_at: '2026-11-01T10:00:00Z', secret_rotated_at: '2026-11-01T10:00:00Z' },
];

let api: ReturnType<typeof fakeApi>;
function renderClients(answers: Parameters<typeof fakeApi>[0] = {}) {
  api = renderForAdministrator(<ClientsPage />, { 'GET /api/clients': () => Response.json({ clients }), ...answers });
}
isolateScreenTests();

const newForm = () => within(screen.getByRole('form', { name: 'New client' }));
const posts = () => api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the client list', () => {
  it('lists name, client id and scopes, with Replace secret and Revoke per row', async () => {
    renderClients();
    const rows = await screen.findAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/Channel manager.*pms_a{24}.*reservations:read.*reservations:write/);
    expect(screen.getByRole('button', { name: 'Replace secret of Channel manager' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke Channel manager' })).toBeTruthy();
  });
});

describe('New client', () => {
  it('shows each rule’s message beside its field and sends nothing', async () => {
    renderClients();
    await screen.findByText('Channel manager');
    fireEvent.click(newForm().getByRole('button', { name: 'Create client' }));
    expect(messageOf(newForm().getByLabelText(/^Name/))).toBe(fieldMessage(CLIENT_MESSAGES.required));
    expect(messageOf(newForm().getByRole('group', { name: /Scopes/ }))).toBe(fieldMessage(CLIENT_MESSAGES.scopesEmpty));
    expect(posts()).toEqual([]);
  });

  it('shows a taken name (409) beside the name', async () => {
    renderClients({
      'POST /api/clients': () => Response.json({ error: 'client_name_taken', message: 'taken', fields: { name: CLIENT_MESSAGES.nameTaken } }, { status: 409 }),
    });
    await screen.findByText('Channel manager');
    fireEvent.change(newForm().getByLabelText(/^Name/), { target: { value: 'Channel manager' } });
    fireEvent.click(newForm().getByLabelText(/folios:read/));
    fireEvent.click(newForm().getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(messageOf(newForm().getByLabelText(/^Name/))).toBe(fieldMessage(CLIENT_MESSAGES.nameTaken)));
  });

  it('creates the client and shows its secret once, with Copy, until Done', async () => {
    renderClients({ 'POST /api/clients': () => Response.json({ client_id: ID, client_secret: 'pms_secret_shown-once' }, { status: 201 }) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await screen.findByText('Channel manager');
    fireEvent.change(newForm().getByLabelText(/^Name/), { target: { value: ' Booking engine ' } });
    fireEvent.click(newForm().getByLabelText(/reservations:write/));
    fireEvent.click(newForm().getByLabelText(/reservations:read/));
    fireEvent.click(newForm().getByRole('button', { name: 'Create client' }));
    const secret = await screen.findByRole('region', { name: 'Secret of Booking engine' });
    expect(sentBody(api.fetch, 'POST /api/clients')).toEqual({ name: 'Booking engine', scopes: ['reservations:read', 'reservations:write'] });
    expect(secret.textContent).toContain('This secret is shown only once.');
    expect(within(secret).getByTestId('client-secret').textContent).toBe('pms_secret_shown-once');
    fireEvent.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('pms_secret_shown-once'));
    expect(await within(secret).findByText('The secret was copied.')).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('pms_secret_shown-once')).toBeNull();
  });
});

describe('Replace secret and Revoke', () => {
  it('ask first (starting on Cancel), then replace the secret and show it once', async () => {
    renderClients({ [`POST /api/clients/${ID}/secret`]: () => Response.json({ client_id: ID, client_secret: 'pms_secret_new-one' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Replace secret of Channel manager' }));
    const panel = within(screen.getByRole('form', { name: 'Replace the secret of Channel manager?' }));
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(posts()).toEqual([]);
    fireEvent.click(panel.getByRole('button', { name: 'Replace secret' }));
    expect((await screen.findByTestId('client-secret')).textContent).toBe('pms_secret_new-one');
  });

  it('revoke asks first, Escape cancels, and confirming revokes and says so', async () => {
    renderClients({ [`DELETE /api/clients/${ID}`]: () => Response.json({ revoked: true }) });
    const revoke = await screen.findByRole('button', { name: 'Revoke Channel manager' });
    fireEvent.click(revoke);
    fireEvent.keyDown(screen.getByRole('form', { name: 'Revoke Channel manager?' }), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Revoke Channel manager?' })).toBeNull();
    expect(document.activeElement).toBe(revoke);
    fireEvent.click(revoke);
    fireEvent.click(within(screen.getByRole('form', { name: 'Revoke Channel manager?' })).getByRole('button', { name: 'Revoke client' }));
    expect(await screen.findByText(/Client revoked/)).toBeTruthy();
    expect(api.fetch.mock.calls.some(([path, init]) => path === `/api/clients/${ID}` && init?.method === 'DELETE')).toBe(true);
  });
});
