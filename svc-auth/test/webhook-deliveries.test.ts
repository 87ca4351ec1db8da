import { describe, expect, it } from 'vitest';
import { eventTypes, subjects, type RoomState } from '@pms/contracts/events';
import { WebhookPayload } from '@pms/contracts/webhooks';
import { NEVER_ANSWER, publishState, publishStay, signatureValid, testStay, waitFor, waitForValue } from '@pms/service-kit/testing';
import { webhookSuite } from './webhook-harness';

/**
 * More deliveries (docs/integrations.md "Webhooks"), on real PostgreSQL and NATS, beside
 * webhooks.test.ts: a receiver that never answers is timed out, the attempt recorded as failed and
 * tried again; a room's status change and a check-out reach their subscribers, signed. The time-out
 * is 300 ms here instead of 5 s, and retries wait 20 ms instead of 10 s.
 */
const { suite, subscribe, receiver, deliveriesOf } = webhookSuite('auth-webhook-deliveries-test', {
  LOGIN_RATE_LIMIT: '1000',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  WEBHOOK_RETRY_BASE_MS: '20',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_TIMEOUT_MS: '300',
});

let nextStay = 7000;

describe('a receiver that never answers', () => {
  it('is timed out: the attempt is recorded as failed and tried again, and a later answer delivers it', async () => {
    const r = await receiver([NEVER_ANSWER]);
    const hook = await subscribe(r.url, ['invoice.issued']);
    await publishState(suite.auth.deps.bus, subjects.invoice(++nextStay), eventTypes.invoice, { invoice_id: nextStay }, 1);

    const [retried] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => (d[0]?.attempts ?? 0) >= 2, 'two timed-out attempts');
    expect(retried).toMatchObject({ status: 'pending', last_status_code: null, last_error: 'timed out after 0.3 s' });
    expect(retried!.next_attempt_at).not.toBeNull();
    // Each attempt reached the receiver with the same event.
    expect(r.received.length).toBeGreaterThanOrEqual(2);
    expect(new Set(r.received.map((g) => (JSON.parse(g.body) as WebhookPayload).id)).size).toBe(1);

    r.answer([200]);
    const [done] = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'delivered', 'delivered once it answers');
    expect(done).toMatchObject({ last_status_code: 200, last_error: null });
    expect(done!.attempts).toBeGreaterThan(retried!.attempts);
  });
});

describe('event types', () => {
  it('room.status_changed: a room’s new state, signed', async () => {
    const r = await receiver();
    const hook = await subscribe(r.url, ['room.status_changed']);
    const room: RoomState = { room_id: 4101, room_num: '4101', room_type_id: 1, clean: 0, active: true, occupied_by: null };
    await publishState(suite.auth.deps.bus, subjects.room(room.room_id), eventTypes.room, room, 1);
    await publishState(suite.auth.deps.bus, subjects.room(room.room_id), eventTypes.room, { ...room, clean: 1 }, 2);
    await waitFor(() => r.received.length === 2, 'both changes delivered');

    const payloads = r.received.map((got) => {
      expect(signatureValid(hook.secret, got.headers['x-pms-signature'], got.body)).toBe(true);
      expect(got.headers['x-pms-event']).toBe('room.status_changed');
      return WebhookPayload.parse(JSON.parse(got.body));
    });
    expect(payloads.map((p) => p.type)).toEqual(['room.status_changed', 'room.status_changed']);
    expect(payloads.map((p) => p.data)).toEqual(expect.arrayContaining([room, { ...room, clean: 1 }]));
  });

  it('stay.checked_out: only the check-out of a stay booked, checked in and out, signed', async () => {
    const r = await receiver();
    const hook = await subscribe(r.url, ['stay.checked_out']);
    const bus = suite.auth.deps.bus;
    const stay = testStay('2026-03-01', { res_room_id: ++nextStay });
    const inHouse = { ...stay, checked_in: true, room_id: 1, room_num: '101' };
    await publishStay(bus, stay, 1);
    await publishStay(bus, inHouse, 2);
    await publishStay(bus, { ...inHouse, checked_out: true }, 3);
    await waitFor(() => r.received.length >= 1, 'the check-out delivered');

    const [got] = r.received;
    expect(signatureValid(hook.secret, got!.headers['x-pms-signature'], got!.body)).toBe(true);
    const payload = WebhookPayload.parse(JSON.parse(got!.body));
    expect(payload).toMatchObject({ type: 'stay.checked_out', data: { res_room_id: stay.res_room_id, checked_in: true, checked_out: true, room_num: '101' } });
    const deliveries = await waitForValue(() => deliveriesOf(hook.webhook_id), (d) => d[0]?.status === 'delivered', 'delivered');
    expect(deliveries.map((d) => d.event_type)).toEqual(['stay.checked_out']);
    expect(r.received).toHaveLength(1);
  });
});
