import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { createBus, type Bus } from '@pms/service-kit';
import { privateNats, privateNatsAvailable, testId, testLogger, waitFor, type PrivateNats } from '@pms/service-kit/testing';
import { bookingBody, inventoryMismatches, occupancyDisagreements, oversoldNights, waitConverged } from './checks';
import { SCHEMAS, startSuite, TODAY, USERS, type Suite } from './suite';

/**
 * NATS goes away while the front desk keeps working, then comes back. The kit's own outage test
 * (packages/service-kit/test/nats-outage.test.ts) proves the outbox relay and one consumer; here the
 * whole suite runs on a NATS server of this file's own, which is stopped and started again:
 * - while it is down, bookings, cancels, check-outs, payments, a clean toggle and a sign-out commit
 *   (their events wait in the outboxes), and a check-in is refused with 503 and changes nothing on
 *   either side (rooms cannot be asked);
 * - once it is back, every event is delivered, every projection converges (rooms' and billing's stays,
 *   reservations' rooms, the lost check-out completed from the invoice event), nothing is applied
 *   twice (versions step exactly once), and the refused check-in goes through.
 */
describe.skipIf(!privateNatsAvailable)('NATS stopped and restarted under the front desk', () => {
  let nats: PrivateNats;
  let bus: Bus;
  let suite: Suite;
  let cookie: string;

  beforeAll(async () => {
    nats = await privateNats();
    bus = await createBus({ natsUrl: nats.url, namespace: testId(), name: 'reliability', log: testLogger('bus'), ephemeral: true });
    await bus.ensureStreams();
    suite = await startSuite({ bus });
    cookie = await suite.signIn(USERS.manager);
  }, 120_000);

  afterAll(async () => {
    await nats?.start().catch(() => {});
    await suite?.stop();
    await bus?.close();
    await nats?.dispose();
  });

  const call = async (method: string, path: string, body?: unknown, as = cookie) => {
    const res = await suite.request(method, path, { cookie: as, body });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, text };
  };
  const book = async (o: { type: number; arrival: string; departure: string; last: string }) => {
    const res = await call('POST', '/api/hw/reservation', bookingBody(o));
    expect(res.status, res.text).toBe(201);
    const reservation_id = res.json.reservation_id as number;
    const [row] = await suite.sql.reservations<{ res_room_id: number }[]>`select res_room_id from res_rooms where reservation_id = ${reservation_id}`;
    return { reservation_id, res_room_id: row!.res_room_id };
  };
  const vacantRooms = async (type: number) =>
    suite.sql.rooms<{ room_id: number; room_num: string }[]>`
      select room_id, room_num from rooms where room_type_id = ${type} and occupied_by is null and active order by room_id`;
  const stayRow = async (id: number) =>
    (await suite.sql.reservations<{ checked_in: boolean; checked_out: boolean; version: number; room_num: string | null }[]>`
      select checked_in, checked_out, version, room_num from res_rooms where res_room_id = ${id}`)[0]!;
  const unpublished = async () => {
    let n = 0;
    for (const schema of SCHEMAS) {
      const [row] = await suite.sql[schema]<{ n: number }[]>`select count(*)::int as n from outbox where published_at is null`;
      n += row!.n;
    }
    return n;
  };

  it('keeps every write, refuses what needs rooms now, and converges once NATS is back', async () => {
    // Before the outage: two guests in the house.
    const [r1, r2] = await vacantRooms(1);
    const inHouse1 = await book({ type: 1, arrival: TODAY, departure: addDays(TODAY, 1), last: 'Leaving' });
    const inHouse2 = await book({ type: 1, arrival: TODAY, departure: addDays(TODAY, 1), last: 'Paying' });
    const waiting = await book({ type: 1, arrival: TODAY, departure: addDays(TODAY, 2), last: 'Waiting' });
    expect((await call('PUT', `/api/hw/checkinRoom/${inHouse1.res_room_id}/${r1!.room_id}`)).status).toBe(200);
    expect((await call('PUT', `/api/hw/checkinRoom/${inHouse2.res_room_id}/${r2!.room_id}`)).status).toBe(200);
    await waitConverged(suite.sql.reservations);
    const versionPaying = (await stayRow(inHouse2.res_room_id)).version;
    const signedOut = await suite.signIn(USERS.employee);

    await nats.stop();
    await waitFor(async () => !(await bus.isHealthy()), 'the bus to notice NATS is gone');

    // The front desk goes on.
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await book({ type: 2, arrival: addDays(TODAY, 3 + i), departure: addDays(TODAY, 5 + i), last: `Outage${'abcde'[i]}` }));
    expect((await call('PUT', `/api/hw/cancelReservation/${during[0]!.reservation_id}`)).status).toBe(200);
    // A check-out needs billing's answer now (the folio settled to a zero balance): refused, the guest still in.
    const checkOut1 = await call('PUT', `/api/hw/checkoutRoom/${inHouse1.res_room_id}/${r1!.room_num}`);
    expect(checkOut1.status, checkOut1.text).toBe(503);
    expect((await stayRow(inHouse1.res_room_id)).checked_out).toBe(false);
    const paid = await call('POST', '/api/hw/invoice', { id: inHouse2.res_room_id, payment_type: 'Cash' });
    expect(paid.status, paid.text).toBe(201);
    const [r3] = (await vacantRooms(1)).filter((r) => r.room_id !== r1!.room_id && r.room_id !== r2!.room_id);
    expect((await call('PUT', `/api/hw/updateCleanStatus/0/${r3!.room_id}`)).status).toBe(200);
    expect((await call('GET', '/api/logout', undefined, signedOut)).status).toBe(200);

    // A check-in needs rooms' answer now: refused, and nothing changed on either side.
    const refused = await call('PUT', `/api/hw/checkinRoom/${waiting.res_room_id}/${r3!.room_id}`);
    expect(refused.status, refused.text).toBe(503);
    expect((await stayRow(waiting.res_room_id)).checked_in).toBe(false);
    const [room3] = await suite.sql.rooms<{ occupied_by: number | null }[]>`select occupied_by from rooms where room_id = ${r3!.room_id}`;
    expect(room3!.occupied_by).toBeNull();
    // The events wait in the outboxes; rooms still shows the guest who left.
    expect(await unpublished()).toBeGreaterThanOrEqual(8);
    const [room1] = await suite.sql.rooms<{ occupied_by: number | null }[]>`select occupied_by from rooms where room_id = ${r1!.room_id}`;
    expect(room1!.occupied_by).toBe(inHouse1.res_room_id);

    await nats.start();
    await waitFor(() => bus.isHealthy(), 'the reconnection', { timeoutMs: 30_000 });
    await waitFor(async () => (await unpublished()) === 0, 'every outbox to be published', { timeoutMs: 45_000 });
    await waitConverged(suite.sql.reservations, 45_000);

    // The check-out refused during the outage goes through now: Submit Payment, then check-out.
    expect((await call('POST', '/api/hw/invoice', { id: inHouse1.res_room_id, payment_type: 'Cash' })).status).toBe(201);
    const checkOutAgain = await call('PUT', `/api/hw/checkoutRoom/${inHouse1.res_room_id}/${r1!.room_num}`);
    expect(checkOutAgain.status, checkOutAgain.text).toBe(200);

    // The lost check-out of the paid guest is completed from the invoice event, once.
    await waitFor(async () => (await stayRow(inHouse2.res_room_id)).checked_out, 'the paid guest to be checked out', { timeoutMs: 30_000 });
    expect((await stayRow(inHouse2.res_room_id)).version).toBe(versionPaying + 1);
    await waitConverged(suite.sql.reservations, 30_000);
    const rooms = await suite.sql.rooms<{ room_id: number; occupied_by: number | null; clean: number }[]>`
      select room_id, occupied_by, clean from rooms where room_id in (${r1!.room_id}, ${r2!.room_id}, ${r3!.room_id}) order by room_id`;
    expect(rooms.map((r) => [r.occupied_by, r.clean])).toEqual([
      [null, 0],
      [null, 0],
      [null, 0],
    ]);
    // Reservations' copy of the rooms caught up too (the clean toggle and both check-outs).
    await waitFor(async () => {
      const copy = await suite.sql.reservations<{ occupied_by: number | null; clean: number }[]>`
        select occupied_by, clean from rooms where room_id in (${r1!.room_id}, ${r2!.room_id}, ${r3!.room_id})`;
      return copy.every((r) => r.occupied_by === null && r.clean === 0);
    }, 'reservations’ room projection');
    // Billing knows the cancel and the check-outs; one invoice.
    const [billing] = await suite.sql.billing<{ invoices: number; cancelled: boolean }[]>`
      select (select count(*)::int from invoices where res_room_id = ${inHouse2.res_room_id}) as invoices,
             (select not active from stays where res_room_id = ${during[0]!.res_room_id}) as cancelled`;
    expect(billing).toEqual({ invoices: 1, cancelled: true });
    // The sign-out reached the gateway and the services.
    await waitFor(async () => (await call('GET', '/api/hw/tax_rates', undefined, signedOut)).status === 401, 'the gateway to refuse the signed-out token');
    for (const name of ['reservations', 'rooms', 'billing'] as const) {
      const path = { reservations: '/api/hw/pending_departures/' + TODAY, rooms: '/api/room/types', billing: '/api/hw/tax_rates' }[name];
      await waitFor(async () => (await suite.services[name].app.request(path, { headers: { cookie: signedOut } })).status === 401, `${name} to refuse it`);
    }

    // The refused check-in now goes through.
    expect((await call('PUT', `/api/hw/checkinRoom/${waiting.res_room_id}/${r3!.room_id}`)).status).toBe(200);
    await waitConverged(suite.sql.reservations);
    expect(await inventoryMismatches(suite.sql.reservations)).toEqual([]);
    expect(await oversoldNights(suite.sql.reservations)).toBe(0);
    expect(await occupancyDisagreements(suite.sql.reservations)).toEqual([]);
  }, 150_000);
});
