import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewWebhookAnswer, WebhookDeliveryList, WebhookPayload } from '@pms/contracts/webhooks';
import { bootService, type BootedService } from '@pms/service-kit';
import { signatureValid, startReceiver, waitFor, waitForValue } from '@pms/service-kit/testing';
import { authService } from '@pms/svc-auth/service';
import { bookingBody } from './checks';
import { startSuite, type Suite } from './suite';

/**
 * Webhooks across the services (docs/integrations.md "Webhooks"), on real PostgreSQL and NATS: a
 * booking made at svc-reservations reaches a subscriber through reservations' outbox, the bus and
 * svc-auth's consumer and dispatcher — also when svc-auth was down between the booking's commit and
 * the delivery. Demo mode for svc-auth: its admin, and loopback receivers allowed.
 */
let suite: Suite;
let admin: string;
let restarted: BootedService | undefined;
const receiver = await startReceiver();

beforeAll(async () => {
  suite = await startSuite({ demo: ['auth', 'rooms'], env: { WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_POLL_MS: '100' } });
  admin = await suite.signIn({ username: 'admin', password: 'admin' });
  // Reservations books against the catalog rooms announces.
  await waitFor(async () => (await suite.sql.reservations<{ n: number }[]>`select count(*)::int as n from room_types`)[0]!.n > 0, 'the room types at reservations', { timeoutMs: 30_000 });
}, 120_000);
afterAll(async () => {
  await restarted?.stop();
  await suite?.stop();
  await receiver.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await suite.request(method, path, { cookie: admin, body });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as unknown, text };
};
async function book(last: string): Promise<number> {
  const res = await call('POST', '/api/hw/reservation', bookingBody({ type: 1, arrival: '2026-03-10', departure: '2026-03-12', last }));
  expect(res.status, res.text).toBe(201);
  return (res.json as { reservation_id: number }).reservation_id;
}
const payloads = () => receiver.received.map((r) => ({ ...r, payload: WebhookPayload.parse(JSON.parse(r.body)) }));
const bookingsOf = (reservationId: number) => payloads().filter((p) => (p.payload.data as { reservation_id: number }).reservation_id === reservationId);

describe('webhooks from real bookings', () => {
  let hook: NewWebhookAnswer;

  it('delivers a booking to the subscriber, signed', async () => {
    const res = await call('POST', '/api/webhooks', { url: receiver.url, events: ['reservation.created'] });
    expect(res.status, res.text).toBe(201);
    hook = NewWebhookAnswer.parse(res.json);
    const reservationId = await book('Hooked');
    await waitFor(() => bookingsOf(reservationId).length === 1, 'the booking delivered');
    const [got] = bookingsOf(reservationId);
    expect(signatureValid(hook.secret, got!.headers['x-pms-signature'], got!.body)).toBe(true);
    expect(got!.payload).toMatchObject({ type: 'reservation.created', data: { reservation_id: reservationId, last_name: 'Hooked', active: true } });
  });

  it('delivers a booking committed while svc-auth was down once it is back, exactly once', async () => {
    await suite.services.auth.stop();
    const reservationId = await book('WhileDown');
    // The booking's event is committed and on the bus, with nobody at svc-auth to take it.
    await waitFor(async () => (await suite.sql.reservations<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`)[0]!.n === 0, 'the outbox relayed');
    expect(bookingsOf(reservationId)).toHaveLength(0);

    restarted = await bootService(authService, suite.services.auth.deps as Parameters<typeof authService.createApp>[0]);
    await waitFor(() => bookingsOf(reservationId).length === 1, 'the booking delivered after the restart', { timeoutMs: 30_000 });
    const deliveries = await waitForValue(
      async () => WebhookDeliveryList.parse((await call('GET', `/api/webhooks/${hook.webhook_id}/deliveries`)).json).deliveries,
      (d) => d.every((x) => x.status === 'delivered'),
      'every delivery recorded as delivered',
    );
    expect(deliveries.filter((d) => d.event_type === 'reservation.created')).toHaveLength(2);
    expect(bookingsOf(reservationId)).toHaveLength(1);
  });
});
