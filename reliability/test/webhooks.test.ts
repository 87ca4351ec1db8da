import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewWebhookAnswer, WebhookDeliveryList, WebhookPayload } from '@pms/contracts/webhooks';
import { addDays } from '@pms/contracts/dates';
import { bootService, type BootedService } from '@pms/service-kit';
import { signatureValid, startReceiver, waitFor, waitForValue } from '@pms/service-kit/testing';
import { authService } from '@pms/svc-auth/service';
import { bookingBody } from './checks';
import { startSuite, type Suite } from './suite';

/**
 * Webhooks across the services (docs/integrations.md "Webhooks"), on real PostgreSQL and NATS: a
 * booking made at svc-reservations reaches a subscriber through reservations' outbox, the bus and
 * svc-auth's consumer and dispatcher — also when svc-auth was down between the booking's commit and
 * the delivery, and when a booking and its check-in both happened while it was down (the WEBHOOKS
 * stream keeps each change). Demo mode for svc-auth: its admin, and loopback receivers allowed.
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

  it('delivers a booking AND its check-in made while svc-auth was down, each once: nothing lost to the last-value streams', async () => {
    const both = await startReceiver();
    try {
      const res = await call('POST', '/api/webhooks', { url: both.url, events: ['reservation.created', 'stay.checked_in'] });
      expect(res.status, res.text).toBe(201);
      const secret = NewWebhookAnswer.parse(res.json).secret;
      await restarted!.stop();
      restarted = undefined;

      // Booked and checked in: the stay's subject now holds only the check-in in the reservations
      // stream; the WEBHOOKS stream holds both.
      const day = ((await call('GET', '/api/business-date')).json as { business_date: string }).business_date;
      const booked = await call('POST', '/api/hw/reservation', bookingBody({ type: 1, arrival: day, departure: addDays(day, 1), last: 'BothWhileDown' }));
      expect(booked.status, booked.text).toBe(201);
      const reservationId = (booked.json as { reservation_id: number }).reservation_id;
      const [stay] = await suite.sql.reservations<{ res_room_id: number }[]>`select res_room_id from res_rooms where reservation_id = ${reservationId}`;
      const arrivals = (await call('GET', `/api/hw/arrivals/${day}/undefined/undefined/undefined`)).json as { rooms_arrivals: { room_id: number; room_type_id: number; clean: number }[] };
      const room = arrivals.rooms_arrivals.find((r) => r.room_type_id === 1 && r.clean === 1)!;
      const checkIn = await call('PUT', `/api/hw/checkinRoom/${stay!.res_room_id}/${room.room_id}`);
      expect(checkIn.status, checkIn.text).toBe(200);
      await waitFor(async () => (await suite.sql.reservations<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`)[0]!.n === 0, 'the outbox relayed');
      expect(both.received).toHaveLength(0);

      restarted = await bootService(authService, suite.services.auth.deps as Parameters<typeof authService.createApp>[0]);
      const ofStay = () => both.received.map((r) => ({ ...r, payload: WebhookPayload.parse(JSON.parse(r.body)) })).filter((r) => (r.payload.data as { res_room_id: number }).res_room_id === stay!.res_room_id);
      await waitFor(() => ofStay().length >= 2, 'the booking and the check-in delivered after the restart', { timeoutMs: 30_000 });
      // Anything more would have come with these (one dispatcher pass): look once more after the deliveries are recorded.
      await waitFor(async () => (await suite.sql.auth<{ n: number }[]>`select count(*)::int as n from webhook_deliveries where status <> 'delivered'`)[0]!.n === 0, 'every delivery done');
      expect(ofStay().map((r) => r.payload.type).sort()).toEqual(['reservation.created', 'stay.checked_in']);
      for (const got of ofStay()) expect(signatureValid(secret, got.headers['x-pms-signature'], got.body)).toBe(true);
      expect(ofStay().find((r) => r.payload.type === 'stay.checked_in')!.payload.data).toMatchObject({ checked_in: true, room_id: room.room_id });
    } finally {
      await both.close();
    }
  });
});
