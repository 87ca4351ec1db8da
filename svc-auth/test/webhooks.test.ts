import { describe, expect, it } from 'vitest';
import { subjects, eventTypes } from '@pms/contracts/events';
import { WEBHOOK_MESSAGES, WebhookList, WebhookPayload } from '@pms/contracts/webhooks';
import { publishAsRelay, publishState, publishStay, signatureValid, stateEvent, testStay, waitFor, waitForValue } from '@pms/service-kit/testing';
import { webhookSuite } from './webhook-harness';

/**
 * Webhooks through the gateway (docs/integrations.md "Webhooks"), on real PostgreSQL and NATS: the
 * Administrators' `/api/webhooks`, and deliveries made from the state events the owners publish
 * (here published on the bus as their outbox relays would). Loopback is allowed only as
 * WEBHOOK_ALLOWED_HOSTS=127.0.0.1 (this is not demo mode); retries wait 20 ms, not 10 s.
 */
const { suite, cookies, call, subscribe, receiver, deliveriesOf } = webhookSuite('auth-webhooks-test', {
  LOGIN_RATE_LIMIT: '1000',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_POLL_MS: '50',
});
const webhookCount = async () => (await suite.auth.deps.sql<{ n: number }[]>`select count(*)::int as n from webhooks`)[0]!.n;

let nextStay = 5000;

describe('/api/webhooks', () => {
  it('subscribes a URL, shows the secret once, lists it without, deletes it, and audits each write', async () => {
    const created = await subscribe('http://127.0.0.1:9/hook', ['stay.checked_in', 'reservation.created', 'stay.checked_in']);
    expect(created).toMatchObject({ url: 'http://127.0.0.1:9/hook', events: ['reservation.created', 'stay.checked_in'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const listed = await call('GET', '/api/webhooks');
    const text = await listed.text();
    expect(WebhookList.parse(JSON.parse(text)).webhooks).toContainEqual(expect.objectContaining({ webhook_id: created.webhook_id, pending: 0, dead: 0 }));
    expect(text).not.toContain(created.secret);

    expect((await call('DELETE', `/api/webhooks/${created.webhook_id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/webhooks/${created.webhook_id}`)).status).toBe(404);
    const audit = await suite.auth.deps.sql<{ action: string; username: string; changes: Record<string, unknown> }[]>`
      select action, username, changes from audit_entries where entity = 'webhook' and entity_id = ${String(created.webhook_id)} order by entry_id`;
    expect(audit.map((a) => [a.action, a.username])).toEqual([['webhook.created', 'chiefadmin'], ['webhook.deleted', 'chiefadmin']]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it('answers 400 naming url and events, and subscribes nothing', async () => {
    const before = await webhookCount();
    for (const [body, fields] of [
      [{}, { url: WEBHOOK_MESSAGES.required, events: WEBHOOK_MESSAGES.required }],
      [{ url: 'ftp://example.com/x', events: [] }, { url: WEBHOOK_MESSAGES.urlInvalid, events: WEBHOOK_MESSAGES.eventsRequired }],
      [{ url: 'https://user:pw@example.com/x', events: ['room.cleaned'] }, { url: WEBHOOK_MESSAGES.urlCredentials, events: WEBHOOK_MESSAGES.eventUnknown }],
    ] as const) {
      const res = await call('POST', '/api/webhooks', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual(fields);
    }
    expect((await call('POST', '/api/webhooks/x/deliveries/1/redeliver', {})).status).toBe(400);
    expect(await webhookCount()).toBe(before);
  });

  it.each(['http://localhost:8080/hook', 'http://[::1]/hook', 'http://10.0.0.7/hook', 'http://192.168.1.20/hook', 'http://169.254.169.254/latest', 'http://[fd12::1]/hook', 'http://[::ffff:127.0.0.1]/x'])(
    'refuses %s outside demo mode with a 400 naming url',
    async (url) => {
      const before = await webhookCount();
      const res = await call('POST', '/api/webhooks', { url, events: ['invoice.issued'] });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual({ url: WEBHOOK_MESSAGES.urlPrivate });
      expect(await webhookCount()).toBe(before);
    },
  );

  it('is refused to an Employee (403) and without a session (401), at the gateway and at svc-auth itself', async () => {
    const routes = [['GET', '/api/webhooks'], ['POST', '/api/webhooks'], ['DELETE', '/api/webhooks/1'], ['GET', '/api/webhooks/1/deliveries'], ['POST', '/api/webhooks/1/deliveries/1/redeliver']] as const;
    const before = await webhookCount();
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { url: 'http://127.0.0.1:9/x', events: ['invoice.issued'] } : undefined;
      expect((await call(method, path, body, cookies.employee)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, body, null)).status, `${method} ${path}`).toBe(401);
      const direct = await suite.auth.app.request(path, { method, headers: { cookie: cookies.employee, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
      expect(direct.status).toBe(403);
    }
    expect(await webhookCount()).toBe(before);
  });
});

describe('deliveries', () => {
  it('POSTs a booking to its subscriber, signed with the subscription secret', async () => {
    const r = await receiver();
    const hook = await subscribe(r.url, ['reservation.created']);
    const stay = testStay('2026-03-01', { res_room_id: ++nextStay });
    await publishStay(suite.auth.deps.bus, stay, 1);
    await waitFor(() => r.received.length === 1, 'the booking to be delivered');

    const [got] = r.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(signatureValid(hook.secret, got!.headers['x-pms-signature'], got!.body)).toBe(true);
    expect(signatureValid('whsec_someone-else', got!.headers['x-pms-signature'], got!.body)).toBe(false);
    const payload = WebhookPayload.parse(JSON.parse(got!.body));
    expect(payload).toMatchObject({ type: 'reservation.created', data: { res_room_id: stay.res_room_id, confirmation_code: stay.confirmation_code } });
    const [delivery] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'delivered', 'delivered');
    expect(delivery).toMatchObject({ event_id: payload.id, event_type: 'reservation.created', attempts: 1, last_error: null, last_status_code: 200 });
  });

  it('tells check-in from a change and a cancellation, and sends a subscriber only what it named', async () => {
    const r = await receiver();
    await subscribe(r.url, ['stay.checked_in', 'reservation.cancelled', 'folio.payment_recorded']);
    const bus = suite.auth.deps.bus;
    const stay = testStay('2026-03-01', { res_room_id: ++nextStay });
    await publishStay(bus, stay, 1);
    await publishStay(bus, { ...stay, adults: 2 }, 2);
    await publishStay(bus, { ...stay, adults: 2, checked_in: true, room_id: 1, room_num: '101' }, 3);
    const other = testStay('2026-03-01', { res_room_id: ++nextStay });
    await publishStay(bus, other, 1);
    await publishStay(bus, { ...other, active: false }, 2);
    const folio = (kind: string) => ({ res_room_id: stay.res_room_id, status: 'open', charges_cents: 100, paid_cents: 0, balance_cents: 100, change: { kind, id: 1, amount_cents: 100, by: 'clerk' } });
    await publishState(bus, subjects.folio(stay.res_room_id), eventTypes.folio, folio('line_posted'), 1);
    await publishState(bus, subjects.folio(stay.res_room_id), eventTypes.folio, folio('payment_recorded'), 2);
    await waitFor(() => r.received.length >= 3, 'three deliveries');
    const types = r.received.map((g) => (JSON.parse(g.body) as WebhookPayload).type).sort();
    expect(types).toEqual(['folio.payment_recorded', 'reservation.cancelled', 'stay.checked_in']);
  });

  it('retries a receiver that fails twice and delivers the third attempt', async () => {
    const r = await receiver([500, 503, 204]);
    const hook = await subscribe(r.url, ['night_audit.completed']);
    await publishState(suite.auth.deps.bus, subjects.nightAudit('2026-03-01'), eventTypes.nightAuditCompleted, { business_date: '2026-03-01' }, 1);
    const [delivery] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'delivered', 'the third attempt');
    expect(delivery).toMatchObject({ attempts: 3, last_status_code: 204, last_error: null });
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((g) => (JSON.parse(g.body) as WebhookPayload).id)).size).toBe(1);
  });

  it('dead-letters a delivery still failing when its window ends, and Redeliver queues it again', async () => {
    const r = await receiver([500]);
    const hook = await subscribe(r.url, ['invoice.issued']);
    await publishState(suite.auth.deps.bus, subjects.invoice(++nextStay), eventTypes.invoice, { invoice_id: nextStay }, 1);
    await waitFor(() => r.received.length >= 1, 'the first attempt');
    // As if it had been queued 24 hours ago: the next failure ends its window.
    await suite.auth.deps.sql`update webhook_deliveries set queued_at = now() - interval '25 hours' where webhook_id = ${hook.webhook_id}`;
    const [dead] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'dead', 'dead-lettered');
    expect(dead).toMatchObject({ last_error: 'HTTP 500', last_status_code: 500, next_attempt_at: null });
    const attemptsBefore = r.received.length;
    r.answer([200]);

    const res = await call('POST', `/api/webhooks/${hook.webhook_id}/deliveries/${dead!.delivery_id}/redeliver`, {});
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ delivery_id: dead!.delivery_id, status: 'pending' });
    const [done] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'delivered', 'redelivered');
    expect(done!.attempts).toBeGreaterThan(dead!.attempts);
    expect(r.received.length).toBeGreaterThan(attemptsBefore);
    const [entry] = await suite.auth.deps.sql<{ changes: Record<string, unknown> }[]>`
      select changes from audit_entries where action = 'webhook.redelivered' and entity_id = ${String(hook.webhook_id)}`;
    expect(entry?.changes).toEqual({ delivery_id: [null, dead!.delivery_id], status: ['dead', 'pending'] });
    expect((await call('POST', `/api/webhooks/${hook.webhook_id}/deliveries/999999/redeliver`, {})).status).toBe(404);
  });

  it('does not send a subscriber what happened before it subscribed', async () => {
    await subscribe('http://127.0.0.1:9/other', ['invoice.issued']);
    const stay = testStay('2026-03-01', { res_room_id: ++nextStay });
    await publishStay(suite.auth.deps.bus, stay, 1);
    await waitFor(async () => (await suite.auth.deps.sql`select 1 from webhook_stays where res_room_id = ${stay.res_room_id}`).length === 1, 'the stay seen');
    const r = await receiver();
    const hook = await subscribe(r.url, ['reservation.created', 'reservation.changed']);
    await publishStay(suite.auth.deps.bus, { ...stay, adults: 3 }, 2);
    await waitFor(() => r.received.length === 1, 'the change');
    expect((await deliveriesOf(hook.webhook_id)).map((d) => d.event_type)).toEqual(['reservation.changed']);
  });

  it('follows the state events only while a subscription exists, and finds one another replica made', async () => {
    const { sql, bus } = suite.auth.deps;
    // Another replica deleted every subscription: this one stops following at its next poll (50 ms).
    await sql`delete from webhooks`;
    await new Promise((done) => setTimeout(done, 300));
    const stay = testStay('2026-03-01', { res_room_id: ++nextStay });
    await publishStay(bus, stay, 1);
    // Another replica subscribes (not through this process's routes); the change after it arrives.
    const r = await receiver();
    await sql`insert into webhooks (url, events, secret) values (${r.url}, ${['reservation.created', 'reservation.changed']}::text[], 'whsec_other-replica')`;
    await publishStay(bus, { ...stay, adults: 3 }, 2);
    await waitFor(() => r.received.length === 1, 'the change, found at the next poll');
    expect(r.received.map((g) => (JSON.parse(g.body) as WebhookPayload).type)).toEqual(['reservation.changed']);
  });

  it('counts a subscription made in the millisecond of an event as made before it (events carry milliseconds)', async () => {
    const { sql, bus } = suite.auth.deps;
    const r = await receiver();
    // The database keeps microseconds; an event caused right after the subscription can carry the same millisecond.
    const [hook] = await sql<{ created_at: Date }[]>`
      insert into webhooks (url, events, secret, created_at)
      values (${r.url}, ${['invoice.issued']}::text[], 'whsec_same-millisecond', date_trunc('milliseconds', now()) + interval '456 microseconds')
      returning created_at`;
    const invoice = ++nextStay;
    const occurredAt = hook!.created_at.toISOString(); // the same millisecond, without its microseconds
    await publishAsRelay(bus, subjects.invoice(invoice), { ...stateEvent(eventTypes.invoice, { invoice_id: invoice }, 1), occurredAt });
    await waitFor(() => r.received.length === 1, 'the invoice issued in the subscription’s millisecond');
    expect((JSON.parse(r.received[0]!.body) as WebhookPayload).type).toBe('invoice.issued');
  });
});
