import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { deliver, deliveryPolicy } from '../src/bus/common';
import { processDurable } from '../src/bus/subjects';
import { httpTelemetry } from '../src/telemetry/http';
import { metricsRegistry } from '../src/telemetry/metrics';
import { metricsPortOf, serveMetrics } from '../src/telemetry/metrics-server';
import { currentTraceparent, samplerFromEnv, startTracing, traceFields } from '../src/telemetry/tracing';
import { metricValue, parsePrometheusText, testLogger } from '../src/testing/index';

// As `npm start` runs it: no OTEL_EXPORTER_OTLP_ENDPOINT, so nothing is recorded, yet ids flow.
await startTracing({ serviceName: 'test', env: {} });

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

function app(service = 'front-desk') {
  const a = new Hono();
  a.use(httpTelemetry(service, { traceresponse: true }));
  a.get('/api/hw/reservation/:id', (c) => c.json({ traceparent: currentTraceparent() ?? null, log: traceFields() }));
  a.get('/healthz', (c) => c.json({ ok: true }));
  return a;
}

describe('tracing without an exporter', () => {
  it('continues the caller\'s trace, answers traceresponse with its id, records nothing', async () => {
    const res = await app().request('/api/hw/reservation/7', { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } });
    const body = (await res.json()) as { traceparent: string; log: { trace_id: string; span_id: string } };
    const answered = res.headers.get('traceresponse') ?? '';
    expect(answered).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-00$`));
    // What the route passes on (to a query, an event) is the same trace, not sampled: nothing recorded.
    expect(body.traceparent).toBe(answered);
    expect(body.log).toEqual({ trace_id: TRACE, span_id: answered.split('-')[2] });
  });

  it('starts a trace of its own when the caller sent none', async () => {
    const res = await app().request('/healthz');
    const [, traceId] = (res.headers.get('traceresponse') ?? '').split('-');
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe('0'.repeat(32));
  });

  it('log lines written inside a request carry its trace_id and span_id', async () => {
    const lines: string[] = [];
    const log = pino({ mixin: traceFields }, new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) }));
    const a = new Hono();
    a.use(httpTelemetry('x', { traceresponse: true }));
    a.get('/x', (c) => (log.info('inside'), c.text('ok')));
    const res = await a.request('/x', { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-00` } });
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'inside', trace_id: TRACE, span_id: (res.headers.get('traceresponse') ?? '').split('-')[2] });
  });

  it('samples parent-based at 10 % by default, as the OTEL_TRACES_SAMPLER variables say otherwise', () => {
    expect(samplerFromEnv({}).toString()).toBe('ParentBased{root=TraceIdRatioBased{0.1}, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}');
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'always_on' }).toString()).toBe('AlwaysOnSampler');
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' }).toString()).toBe('TraceIdRatioBased{0.5}');
    // At the gateway a remote parent (the browser's) gets the root's decision, not its own flag.
    expect(samplerFromEnv({}, { edge: true }).toString()).toBe('ParentBased{root=TraceIdRatioBased{0.1}, remoteParentSampled=TraceIdRatioBased{0.1}, remoteParentNotSampled=TraceIdRatioBased{0.1}, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}');
  });
});

describe('metrics', () => {
  it('serves Prometheus text on its own port, with each request under its route pattern', async () => {
    const a = app('counted');
    await a.request('/api/hw/reservation/1');
    await a.request('/api/hw/reservation/2');
    const server = await serveMetrics({ port: 0, host: '127.0.0.1', log: testLogger() });
    try {
      const address = server!.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const samples = parsePrometheusText(await res.text());
      const labels = { service: 'counted', http_route: '/api/hw/reservation/:id', http_request_method: 'GET', http_response_status_code: '200' };
      expect(metricValue(samples, 'http_server_request_duration_seconds_count', labels)).toBe(2);
      // Process figures come along (memory, event loop).
      expect(samples.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
    } finally {
      server?.close();
    }
  });

  it('counts redeliveries per consumer, a per-process durable under its family name (pending: consumer-pending.test.ts)', async () => {
    const durable = processDurable('svc-rooms', 'revocations');
    const event = { id: 'e1', type: 'revoked', version: 1, occurredAt: new Date().toISOString(), data: {} };
    const policy = deliveryPolicy({ durable, filter: 'pms.auth.revoked.>', handler: async () => {} });
    const settled = await deliver({ text: JSON.stringify(event), subject: 'pms.auth.revoked.x', attempt: 2, policy, handler: async () => {}, stopped: () => false, log: testLogger(), ctx: { durable } });
    expect(settled).toEqual({ kind: 'ack' });
    const samples = parsePrometheusText(await metricsRegistry.metrics());
    expect(metricValue(samples, 'pms_bus_consumer_redeliveries_total', { consumer: 'svc-rooms-revocations' })).toBe(1);
  });

  it('METRICS_PORT: 9464 unless set; 0 for none; anything else refused', () => {
    expect(metricsPortOf({})).toBe(9464);
    expect(metricsPortOf({ METRICS_PORT: '9500' })).toBe(9500);
    expect(metricsPortOf({ METRICS_PORT: '0' })).toBe(0);
    expect(() => metricsPortOf({ METRICS_PORT: 'lots' })).toThrow(/METRICS_PORT/);
  });

  it('the text parser refuses what is not Prometheus text', () => {
    expect(() => parsePrometheusText('pms_bookings_total{service="x} 1')).toThrow(/line 1/);
    expect(() => parsePrometheusText('not a metric line at all')).toThrow(/line 1/);
  });
});
