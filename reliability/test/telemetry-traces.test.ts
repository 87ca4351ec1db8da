/**
 * The traces of the suite (docs/observability.md "Traces"), with the whole suite in this process as
 * `npm start` runs it (one trace provider), every span recorded in memory:
 * - one booking through the gateway is one trace: the gateway's request and its call to
 *   reservations, reservations' route and its SQL, the outbox relay's publish, and the other
 *   services' consumers of the stay event with their own SQL;
 * - one check-in is one trace across four services: the gateway, svc-reservations, svc-rooms (the
 *   room it is asked to assign, and its consumer of the stay event) and svc-billing's consumer.
 * The counters of the same calls: telemetry.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands } from '@pms/contracts/events';
import { recordSpans, waitFor, type ReadableSpan } from '@pms/service-kit/testing';
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

const CHECK_IN_TRACE = '5b8efff798038103d269b633813fc60c';

describe('a check-in through the gateway', () => {
  it('is one trace across four services: gateway, reservations, rooms (the assignment and its consumer) and billing', async () => {
    const booked = await suite.request('POST', '/api/hw/reservation', { cookie: clerk, body: bookingBody({ type: 1, arrival: TODAY, departure: addDays(TODAY, 1), last: 'Arriving' }) });
    expect(booked.status).toBe(201);
    const { reservation_id } = (await booked.json()) as { reservation_id: number };
    const [stay] = (await (await suite.request('GET', `/api/hw/res_rooms/${reservation_id}`, { cookie: clerk })).json()) as { res_room_id: number }[];
    const arrivals = (await (await suite.request('GET', `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`, { cookie: clerk })).json()) as { rooms_arrivals: { room_id: number; room_type_id: number; clean: number }[] };
    const room = arrivals.rooms_arrivals.find((r) => r.room_type_id === 1 && r.clean === 1)!;

    const res = await suite.request('PUT', `/api/hw/checkinRoom/${stay!.res_room_id}/${room.room_id}`, { cookie: clerk, headers: { traceparent: `00-${CHECK_IN_TRACE}-00f067aa0ba902b7-01` } });
    expect(res.status, await res.text()).toBe(200);
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${CHECK_IN_TRACE}-[0-9a-f]{16}-01$`));

    const consumedBy = (durablePart: string) => (s: ReadableSpan) => s.kind === KIND.CONSUMER && String(attr(s, 'messaging.consumer.group.name')).startsWith(durablePart);
    await waitFor(async () => ['rooms-stays', 'billing-stays'].every((d) => recorder.trace(CHECK_IN_TRACE).some(consumedBy(d))), 'rooms and billing to consume the check-in in its trace', { timeoutMs: 15_000 });
    const spans = recorder.trace(CHECK_IN_TRACE);

    const gateway = spans.find((s) => s.kind === KIND.SERVER && attr(s, 'pms.service') === 'gateway')!;
    expect(gateway.name).toBe('PUT /api/hw/checkinRoom/:res_room_id/:room_id');
    const service = spans.find((s) => s.kind === KIND.SERVER && attr(s, 'pms.service') === 'reservations')!;
    expect(service.name).toBe('PUT /api/hw/checkinRoom/:res_room_id/:room_id');

    // Reservations asks rooms for the room: the command travels in the trace, rooms' SQL beneath it.
    const ask = spans.find((s) => s.kind === KIND.CLIENT && s.name === `send ${commands.assignRoom}`);
    expect(ask, spans.map((s) => s.name).join(', ')).toBeDefined();
    const assign = spans.find((s) => s.kind === KIND.SERVER && s.name === `process ${commands.assignRoom}`)!;
    expect(parentOf(assign)).toBe(ask!.spanContext().spanId);
    expect(spans.some((s) => attr(s, 'db.namespace') === 'rooms' && parentOf(s) === assign.spanContext().spanId)).toBe(true);

    // The stay event of the check-in reaches rooms' and billing's projections in the same trace.
    for (const [durable, schema] of [['rooms-stays', 'rooms'], ['billing-stays', 'billing']] as const) {
      const consumer = spans.find(consumedBy(durable))!;
      expect(String(attr(consumer, 'messaging.destination.name'))).toBe(`pms.reservations.stay.${stay!.res_room_id}`);
      expect(spans.some((s) => attr(s, 'db.namespace') === schema && parentOf(s) === consumer.spanContext().spanId), schema).toBe(true);
    }
  });
});
