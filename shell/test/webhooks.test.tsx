// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Webhook, WebhookDelivery } from '@pms/contracts/webhooks';
import { WEBHOOK_MESSAGES } from '@pms/contracts/rules/webhooks';
import { fieldMessage } from '@pms/ui';
import { areasFor } from '../src/dashboard/areas';
import { WebhooksPage } from '../src/webhooks/WebhooksPage';
import { administrator, type fakeApi, isolateScreenTests, renderForAdministrator, manager, messageOf, sentBody } from './session';

/** The WEBHOOKS screen with `/api/webhooks` faked: what the forms check, what the tables show. */

const hooks: Webhook[] = [{ webhook_id: 3, url: 'https://crm.example.com/pms', events: ['reservation.created', 'stay.checked_in'], created_at: '2026-11-25T10:00:00.000Z', pending: 1, dead: 1 }];
const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  delivery_id: 11,
  event_id: 'e1',
  event_type: 'reservation.created',
  status: 'dead',
  attempts: 14,
  last_error: 'HTTP 503',
  last_status_code: 503,
  created_at: '2026-11-24T10:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
  ...over,
});

let api: ReturnType<typeof fakeApi>;
function renderPage(answers: Parameters<typeof fakeApi>[0] = {}) {
  api = renderForAdministrator(<WebhooksPage />, { 'GET /api/webhooks': () => Response.json({ webhooks: hooks }), ...answers });
}
isolateScreenTests();
const addForm = () => within(screen.getByRole('form', { name: 'Add webhook' }));

describe('WEBHOOKS', () => {
  it('is in the Administration menu for Administrators only', () => {
    const links = (user: { access_id: number }) => areasFor(user).flatMap((a) => a.links.map((l) => l.label));
    expect(links(administrator)).toContain('Webhooks');
    expect(links(manager)).not.toContain('Webhooks');
  });

  it('lists each subscription with its events and what is pending or given up', async () => {
    renderPage();
    const row = (await screen.findByText('https://crm.example.com/pms')).closest('tr')!;
    expect(row.textContent).toMatch(/reservation\.created.*stay\.checked_in.*1.*1/);
  });

  it('checks the URL and the events beside their fields and sends nothing', async () => {
    renderPage();
    await screen.findByText('https://crm.example.com/pms');
    fireEvent.click(addForm().getByRole('button', { name: 'Add webhook' }));
    expect(messageOf(addForm().getByLabelText(/^Receiver URL/))).toBe(fieldMessage(WEBHOOK_MESSAGES.required));
    expect(messageOf(addForm().getByRole('group', { name: /Events/ }))).toBe(fieldMessage(WEBHOOK_MESSAGES.eventsRequired));
    fireEvent.change(addForm().getByLabelText(/^Receiver URL/), { target: { value: 'crm.example.com' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add webhook' }));
    expect(messageOf(addForm().getByLabelText(/^Receiver URL/))).toBe(fieldMessage(WEBHOOK_MESSAGES.urlInvalid));
    expect(api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the service’s refusal beside the URL, then the secret once it is added', async () => {
    let answer = () => Response.json({ error: 'invalid_input', message: 'url', fields: { url: WEBHOOK_MESSAGES.urlPrivate } }, { status: 400 });
    renderPage({ 'POST /api/webhooks': () => answer() });
    await screen.findByText('https://crm.example.com/pms');
    fireEvent.change(addForm().getByLabelText(/^Receiver URL/), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(addForm().getByLabelText(/invoice\.issued/));
    fireEvent.click(addForm().getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(messageOf(addForm().getByLabelText(/^Receiver URL/))).toBe(fieldMessage(WEBHOOK_MESSAGES.urlPrivate)));
    expect(sentBody(api.fetch, 'POST /api/webhooks')).toEqual({ url: 'http://10.0.0.5/hook', events: ['invoice.issued'] });

    answer = () => Response.json({ webhook_id: 4, url: 'https://erp.example.com/in', events: ['invoice.issued'], secret: 'whsec_shown-once' }, { status: 201 });
    fireEvent.change(addForm().getByLabelText(/^Receiver URL/), { target: { value: 'https://erp.example.com/in' } });
    fireEvent.click(addForm().getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByLabelText('Signing secret')).textContent).toBe('whsec_shown-once');
    // The focus moves in an effect after the answer's render: wait for it rather than race it.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/copy its secret now/));
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('whsec_shown-once')).toBeNull();
  });

  it('deletes only after confirmation; Cancel (focused first) keeps it', async () => {
    renderPage({ 'DELETE /api/webhooks/3': () => Response.json({ deleted: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete https://crm.example.com/pms' }));
    const confirm = within(screen.getByRole('form', { name: 'Delete https://crm.example.com/pms' }));
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete https://crm.example.com/pms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(api.fetch.mock.calls.some(([path, init]) => init?.method === 'DELETE' && path === '/api/webhooks/3')).toBe(true));
  });

  it('lists deliveries with status, attempts and last error, and Redeliver queues one again', async () => {
    let status: WebhookDelivery['status'] = 'dead';
    renderPage({
      'GET /api/webhooks/3/deliveries': () => Response.json({ deliveries: [delivery({ status })] }),
      'POST /api/webhooks/3/deliveries/11/redeliver': () => {
        status = 'pending';
        return Response.json(delivery({ status: 'pending', next_attempt_at: '2026-11-25T10:00:00.000Z' }));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://crm.example.com/pms' }));
    const row = (await screen.findByRole('rowheader', { name: '11' })).closest('tr')!;
    expect(row.textContent).toMatch(/reservation\.created.*Gave up.*14.*HTTP 503/);
    fireEvent.click(within(row).getByRole('button', { name: 'Redeliver 11' }));
    await waitFor(() => expect(screen.getByRole('rowheader', { name: '11' }).closest('tr')!.textContent).toMatch(/Pending/));
  });
});
