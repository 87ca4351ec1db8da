/**
 * What an operator sees of the suite (docs/observability.md), with the whole suite in this process
 * as `npm start` runs it (one metrics registry, one trace provider):
 * - /metrics parses as Prometheus text, and the hotel's counters move by exactly one per booking and
 *   per check-in made through the gateway — a retried booking (same Idempotency-Key) counts nothing;
 * - one booking through the gateway is one trace: the gateway's request and its call to
 *   reservations, reservations' route and its SQL, the outbox relay's publish, and the other
 *   services' consumers of the stay event with their own SQL — every span recorded in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { metricsRegistry } from '@pms/service-kit';
import { metricValue, parsePrometheusText, recordSpans, waitFor, type MetricSample, type ReadableSpan } from '@pms/service-kit/testing';
import { bookingBody } from './checks';
import { startSuite, TODAY, USERS, type Suite } from './suite';

// Before anything else, as every process starts it.
const recorder = await recordSpans();

let suite: Suite;
let clerk: string;
beforeAll(async () => {
  suite = await startSuite({ demo: ['auth', 'rooms'] });
  clerk = await suite.signIn(USERS.employee);
}, 120_000);
afterAll(() => suite?.stop());

/** What Prometheus would read now. */
async function scrape(): Promise<MetricSample[]> {
  return parsePrometheusText(await metricsRegistry.metrics());
}

async function call(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await suite.request(method, path, { cookie: clerk, body, headers });
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
    for (const service of ['auth', 'rooms', 'reservations', 'billing']) {
      expect(after.find((s) => s.name === 'pms_db_pool_connections_max' && s.labels.service === service)?.value, service).toBeGreaterThan(0);
    }
    await waitFor(async () => metricValue(await scrape(), 'pms_outbox_pending', { service: 'reservations' }) === 0, 'the relay to publish');
    const settled = await scrape();
    expect(settled.find((s) => s.name === 'pms_outbox_oldest_age_seconds' && s.labels.service === 'reservations')?.value).toBe(0);
  });
});


const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const KIND = { INTERNAL: 0, SERVER: 1, CLIENT: 2, PRODUCER: 3, CONSUMER: 4 } as const;

const attr = (s: ReadableSpan, name: string) => s.attributes[name];
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe('a booking through the gateway', () => {
  it('is one trace from the browser\'s traceparent through the service, SQL, the relay and the consumers', async () => {
    const res = await suite.request('POST', '/api/hw/reservation', {
      cookie: clerk,
      body: bookingBody({ type: 1, arrival: TODAY, departure: addDays(TODAY, 1), last: 'Traced' }),
      headers: { traceparent: `00-${BROWSER_TRACE}-b7ad6b7169203331-01` },
    });
    expect(res.status, await res.text()).toBe(201);
    // The clerk's bug report can quote it: the gateway answers the trace it continued.
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-01$`));

    // Billing projects the new stay from the event: its consumer joins the same trace.
    const consumedBy = (durablePart: string) => (s: ReadableSpan) => s.kind === KIND.CONSUMER && String(attr(s, 'messaging.consumer.group.name')).includes(durablePart);
    await waitFor(async () => recorder.trace(BROWSER_TRACE).some(consumedBy('billing')), 'billing to consume the stay event in the trace', { timeoutMs: 15_000 });

    const spans = recorder.trace(BROWSER_TRACE);
    const gateway = spans.find((s) => s.kind === KIND.SERVER && attr(s, 'pms.service') === 'gateway');
    expect(gateway?.name).toBe('POST /api/hw/reservation');
    expect(parentOf(gateway!)).toBe('b7ad6b7169203331');
    const upstream = spans.find((s) => s.kind === KIND.CLIENT && attr(s, 'pms.upstream') === 'reservations');
    expect(parentOf(upstream!)).toBe(gateway!.spanContext().spanId);
    const service = spans.find((s) => s.kind === KIND.SERVER && attr(s, 'pms.service') === 'reservations');
    expect(service?.name).toBe('POST /api/hw/reservation');
    expect(parentOf(service!)).toBe(upstream!.spanContext().spanId);
    expect(attr(service!, 'http.response.status_code')).toBe(201);

    const sql = spans.filter((s) => attr(s, 'db.system.name') === 'postgresql' && attr(s, 'db.namespace') === 'reservations');
    expect(sql.some((s) => s.name.startsWith('insert into outbox'))).toBe(true);
    expect(sql.every((s) => !String(attr(s, 'db.query.text')).includes('Traced'))).toBe(true);

    const publish = spans.find((s) => s.kind === KIND.PRODUCER && s.name === 'outbox relay publish' && String(attr(s, 'messaging.destination.name')).startsWith('pms.reservations.stay.'));
    expect(publish).toBeDefined();
    const consumer = spans.find(consumedBy('billing'))!;
    expect(attr(consumer, 'messaging.destination.name')).toBe(attr(publish!, 'messaging.destination.name'));
    // On NATS the trace context rides in the message headers: the consumer continues the publish.
    if (suite.bus.kind === 'nats') expect(parentOf(consumer)).toBe(publish!.spanContext().spanId);
    // The billing projection's own statements sit under its consumer span.
    expect(spans.some((s) => attr(s, 'db.namespace') === 'billing' && parentOf(s) === consumer.spanContext().spanId)).toBe(true);
  });

  it('starts a trace at the gateway when the browser sent none', async () => {
    const res = await suite.request('GET', '/api/hw/roomsIdNum', { cookie: clerk });
    expect(res.status).toBe(200);
    const [, traceId] = (res.headers.get('traceresponse') ?? '').split('-');
    const served = () => recorder.trace(traceId!).filter((s) => s.kind === KIND.SERVER).map((s) => attr(s, 'pms.service'));
    await waitFor(async () => served().length === 2, 'the spans of the call');
    expect(served().sort()).toEqual(['gateway', 'rooms']);
  });
});
