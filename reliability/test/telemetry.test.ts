/**
 * What an operator sees of the suite (docs/observability.md), with the whole suite in this process
 * as `npm start` runs it (one metrics registry): /metrics parses as Prometheus text, and every
 * figure the hotel's work moves — bookings, check-ins, check-outs, payments and the money taken,
 * night audits, sign-ins by outcome, live boards open — moves by exactly what one action does; a
 * retry (same Idempotency-Key, a repeated check-out) counts nothing. The traces of the same calls:
 * telemetry-traces.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { metricsRegistry } from '@pms/service-kit';
import { metricValue, parsePrometheusText, readyStream, waitFor, type MetricSample } from '@pms/service-kit/testing';
import { bookingBody } from './checks';
import { startSuite, TODAY, USERS, type Suite } from './suite';

let suite: Suite;
let clerk: string;
beforeAll(async () => {
  // Billing's demo sets the tax rates an invoice needs; the live board's heartbeat is far away:
  // only the test opens and closes streams.
  suite = await startSuite({ demo: ['auth', 'rooms', 'billing'], live: { heartbeatMs: 600_000 } });
  clerk = await suite.signIn(USERS.employee);
}, 120_000);
afterAll(() => suite?.stop());

/** What Prometheus would read now. */
async function scrape(): Promise<MetricSample[]> {
  return parsePrometheusText(await metricsRegistry.metrics());
}

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>, cookie = clerk) {
  const res = await suite.request(method, path, { cookie, body, headers });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
}

const route = (service: string, http_route: string, method: string, status: string) => ({
  service,
  http_route,
  http_request_method: method,
  http_response_status_code: status,
});

describe('metrics of the suite', () => {
  it('count one booking and one check-in each, and the calls that made them under their route patterns', async () => {
    const before = await scrape();
    const booking = bookingBody({ type: 1, arrival: TODAY, departure: addDays(TODAY, 2), last: 'Counted' });
    const booked = await call('POST', '/api/hw/reservation', booking, { 'idempotency-key': 'count-me-once' });
    expect(booked.status, booked.text).toBe(201);
    // The clerk's retry of the same submit answers the first booking and books nothing.
    expect((await call('POST', '/api/hw/reservation', booking, { 'idempotency-key': 'count-me-once' })).status).toBe(201);

    const afterBooking = await scrape();
    expect(metricValue(afterBooking, 'pms_bookings_total') - metricValue(before, 'pms_bookings_total')).toBe(1);
    expect(metricValue(afterBooking, 'pms_check_ins_total') - metricValue(before, 'pms_check_ins_total')).toBe(0);
    for (const service of ['gateway', 'reservations']) {
      const labels = route(service, '/api/hw/reservation', 'POST', '201');
      const calls = (s: MetricSample[]) => metricValue(s, 'http_server_request_duration_seconds_count', labels);
      expect(calls(afterBooking) - calls(before), service).toBe(2);
    }
    const waited = (s: MetricSample[]) => metricValue(s, 'pms_gateway_upstream_duration_seconds_count', { service: 'reservations', http_response_status_code: '201' });
    expect(waited(afterBooking) - waited(before)).toBe(2);

    const stays = (await call('GET', `/api/hw/res_rooms/${booked.json.reservation_id as number}`)).json as unknown as { res_room_id: number }[];
    const arrivals = (await call('GET', `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`)).json as { rooms_arrivals: { room_id: number; room_type_id: number; clean: number }[] };
    const room = arrivals.rooms_arrivals.find((r) => r.room_type_id === 1 && r.clean === 1);
    const checkIn = await call('PUT', `/api/hw/checkinRoom/${stays[0]!.res_room_id}/${room!.room_id}`);
    expect(checkIn.status, checkIn.text).toBe(200);

    const afterCheckIn = await scrape();
    expect(metricValue(afterCheckIn, 'pms_check_ins_total') - metricValue(afterBooking, 'pms_check_ins_total')).toBe(1);
    expect(metricValue(afterCheckIn, 'pms_bookings_total') - metricValue(afterBooking, 'pms_bookings_total')).toBe(0);
    // Under the route table's pattern at the gateway and at the service alike, never per id.
    for (const service of ['gateway', 'reservations']) {
      const checkInRoute = route(service, '/api/hw/checkinRoom/:res_room_id/:room_id', 'PUT', '200');
      expect(metricValue(afterCheckIn, 'http_server_request_duration_seconds_count', checkInRoute), service).toBe(1);
    }
  });

  it('report sign-ins by outcome, each service pool, and each outbox once its relay has published', async () => {
    const before = await scrape();
    expect((await suite.request('POST', '/api/login', { body: { username: 'user', password: 'wrong' } })).status).toBe(401);
    await suite.signIn(USERS.employee);
    const after = await scrape();
    const signIns = (s: MetricSample[], outcome: string) => metricValue(s, 'pms_sign_ins_total', { outcome });
    expect(signIns(after, 'failure') - signIns(before, 'failure')).toBe(1);
    expect(signIns(after, 'success') - signIns(before, 'success')).toBe(1);
    expect(signIns(after, 'throttled') - signIns(before, 'throttled')).toBe(0);
    for (const service of ['auth', 'rooms', 'reservations', 'billing']) {
      expect(after.find((s) => s.name === 'pms_db_pool_connections_max' && s.labels.service === service)?.value, service).toBeGreaterThan(0);
    }
    await waitFor(async () => metricValue(await scrape(), 'pms_outbox_pending', { service: 'reservations' }) === 0, 'the relay to publish');
    const settled = await scrape();
    expect(settled.find((s) => s.name === 'pms_outbox_oldest_age_seconds' && s.labels.service === 'reservations')?.value).toBe(0);
  });

  it('count a throttled sign-in once, apart from the failures that earned the wait', async () => {
    const before = await scrape();
    const statuses: number[] = [];
    // The pair's free failures, then one that makes it wait (the clock stands still, so it never ends) …
    while (!statuses.includes(429) && statuses.length < 8) {
      statuses.push((await suite.request('POST', '/api/login', { body: { username: 'slow-learner', password: `guess-${statuses.length}` } })).status);
    }
    const failures = statuses.filter((s) => s === 401).length;
    expect(statuses).toEqual([...Array(failures).fill(401), 429]);
    const after = await scrape();
    const signIns = (s: MetricSample[], outcome: string) => metricValue(s, 'pms_sign_ins_total', { outcome });
    expect(signIns(after, 'failure') - signIns(before, 'failure')).toBe(failures);
    expect(signIns(after, 'throttled') - signIns(before, 'throttled')).toBe(1);
    expect(signIns(after, 'success') - signIns(before, 'success')).toBe(0);
  });

  it('show each live board stream while it is open, and not after', async () => {
    const open = async () => metricValue(await scrape(), 'pms_live_streams_open');
    const before = await open();
    const board = () => suite.request('GET', '/api/live/rooms', { cookie: clerk, headers: { accept: 'text/event-stream' } });
    const first = await readyStream(await board());
    const second = await readyStream(await board());
    try {
      expect(await open()).toBe(before + 2);
      await first.close();
      await waitFor(async () => (await open()) === before + 1, 'the closed stream to be let go');
    } finally {
      await first.close();
      await second.close();
    }
    await waitFor(async () => (await open()) === before, 'both streams to be let go');
  });

  // Last: the night audit moves the business date the other tests book on.
  it('count one check-out, each payment with the money it took, and one night audit', async () => {
    const manager = await suite.signIn(USERS.manager);
    const booked = await call('POST', '/api/hw/reservation', bookingBody({ type: 1, arrival: TODAY, departure: addDays(TODAY, 1), last: 'Payer' }));
    expect(booked.status, booked.text).toBe(201);
    const [stay] = (await call('GET', `/api/hw/res_rooms/${booked.json.reservation_id as number}`)).json as unknown as { res_room_id: number }[];
    const arrivals = (await call('GET', `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`)).json as { rooms_arrivals: { room_id: number; room_num: string; room_type_id: number; clean: number }[] };
    const room = arrivals.rooms_arrivals.find((r) => r.room_type_id === 1 && r.clean === 1)!;
    expect((await call('PUT', `/api/hw/checkinRoom/${stay!.res_room_id}/${room.room_id}`)).status).toBe(200);
    await waitFor(async () => (await suite.sql.billing`select 1 from stays where res_room_id = ${stay!.res_room_id} and checked_in`).length === 1, 'billing to see the guest in');

    const before = await scrape();
    const moved = (now: MetricSample[], name: string) => metricValue(now, name) - metricValue(before, name);
    // A payment on the folio, sent twice with one key (the clerk's retry): taken and counted once.
    for (let i = 0; i < 2; i++) expect((await call('POST', `/api/folios/${stay!.res_room_id}/payments`, { method: 'Cash', amount: 20 }, { 'idempotency-key': 'pay-20-once' })).status).toBe(201);
    const afterPayment = await scrape();
    expect(moved(afterPayment, 'pms_payments_total')).toBe(1);
    expect(moved(afterPayment, 'pms_payments_amount_total')).toBe(20);

    // Submit Payment takes what is left: both payments together are the invoice's total, no more.
    const invoice = await call('POST', '/api/hw/invoice', { id: stay!.res_room_id, payment_type: 'Cash' });
    expect(invoice.status, invoice.text).toBe(201);
    const total = Number((invoice.json as unknown as [{ total: number }])[0].total);
    const afterInvoice = await scrape();
    expect(moved(afterInvoice, 'pms_payments_total')).toBe(2);
    expect(moved(afterInvoice, 'pms_payments_amount_total')).toBeCloseTo(total, 6);

    // The check-out, by the clerk's call or by the invoice's event, whichever commits it; the
    // clerk's repeat answers the same and counts nothing.
    const checkOut = () => call('PUT', `/api/hw/checkoutRoom/${stay!.res_room_id}/${room.room_num}`);
    expect((await checkOut()).status).toBe(200);
    await waitFor(async () => moved(await scrape(), 'pms_check_outs_total') === 1, 'one check-out counted');
    expect((await checkOut()).status).toBe(200);
    const afterCheckOut = await scrape();
    expect(moved(afterCheckOut, 'pms_check_outs_total')).toBe(1);
    expect(moved(afterCheckOut, 'pms_payments_total')).toBe(2);

    const audits = (s: MetricSample[]) => metricValue(s, 'pms_night_audit_duration_seconds_count');
    const audit = await call('POST', '/api/night-audit', { business_date: TODAY }, undefined, manager);
    expect(audit.status, audit.text).toBe(200);
    // A second run of the closed day is refused and timed nowhere.
    expect((await call('POST', '/api/night-audit', { business_date: TODAY }, undefined, manager)).status).toBe(409);
    const afterAudit = await scrape();
    expect(audits(afterAudit) - audits(before)).toBe(1);
    expect(metricValue(afterAudit, 'pms_night_audit_duration_seconds_sum')).toBeGreaterThan(metricValue(before, 'pms_night_audit_duration_seconds_sum'));
  }, 60_000);
});
