import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { inSpan, otlpExporter, otlpProtocolOf, startTracing, stopTracing } from '../src/telemetry/tracing';

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, spans leave the process over OTLP/HTTP: here to a sink on
 * loopback standing in for a collector (docs/observability.md "Seeing traces locally"), as protobuf by
 * default (the specification's default) and as JSON when OTEL_EXPORTER_OTLP_PROTOCOL says `http/json`.
 */
interface Received {
  method: string;
  path: string;
  contentType: string;
  body: Buffer;
}
const received: Received[] = [];
let sink: Server;
let endpoint: string;

beforeAll(async () => {
  sink = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(sink.address() as { port: number }).port}`;
  // The exporters read the endpoint from the process environment, as in a deployment.
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
});
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

describe('OTLP export', () => {
  it('sends the spans of a process started with OTEL_EXPORTER_OTLP_ENDPOINT as OTLP protobuf on /v1/traces by default', async () => {
    await startTracing({ serviceName: 'svc-rooms', env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER: 'always_on' } });
    await inSpan('assign room 101', {}, async () => {});
    // Shutting down sends what the batch holds, as a process stopping does.
    await stopTracing();
    expect(received).toHaveLength(1);
    const [sent] = received;
    // The specification's default protocol, as a collector expects when nobody configured one.
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/traces', contentType: 'application/x-protobuf' });
    // Protobuf keeps strings as their UTF-8 bytes: the span's name and the service's are in the body.
    expect(sent!.body.includes(Buffer.from('assign room 101'))).toBe(true);
    expect(sent!.body.includes(Buffer.from('svc-rooms'))).toBe(true);
  });

  it('speaks JSON when OTEL_EXPORTER_OTLP_PROTOCOL=http/json', async () => {
    const exporter = await otlpExporter({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    const provider = new TracerProvider({ resource: resourceFromAttributes({ 'service.name': 'svc-billing' }), spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    provider.getTracer('test').startSpan('check out room 202').end();
    await provider.shutdown();
    const sent = received.find((r) => r.contentType.startsWith('application/json'));
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/traces' });
    const body = JSON.parse(sent!.body.toString()) as {
      resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string }[] }[] }[];
    };
    const [resourceSpans] = body.resourceSpans;
    expect(resourceSpans!.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'svc-billing' } });
    expect(resourceSpans!.scopeSpans.flatMap((s) => s.spans.map((x) => x.name))).toEqual(['check out room 202']);
  });

  it('reads the protocol per signal first; what it does not speak (gRPC) is named and exported as protobuf', () => {
    expect(otlpProtocolOf({})).toEqual({ protocol: 'http/protobuf' });
    expect(otlpProtocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toEqual({ protocol: 'http/json' });
    expect(otlpProtocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' })).toEqual({ protocol: 'http/protobuf' });
    expect(otlpProtocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' })).toEqual({ protocol: 'http/protobuf' });
    expect(otlpProtocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json' })).toEqual({ protocol: 'http/json' });
    expect(otlpProtocolOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual({ protocol: 'http/protobuf', asked: 'grpc' });
  });
});
