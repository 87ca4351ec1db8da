import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type SpanContext,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';

/**
 * Tracing for every process (docs/observability.md): started once, first, by `runService`, the
 * gateway's `index.ts` and `npm start`. W3C trace context always flows — ids are made for every
 * request and carried to services and through events — but spans are recorded and exported only
 * when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `..._TRACES_ENDPOINT`) is set, so without a collector
 * tracing costs an id and a context switch per request, nothing more.
 */

export { SpanKind };
export type { Span };

export interface TracingOptions {
  /** `service.name` unless `OTEL_SERVICE_NAME` says otherwise. */
  serviceName: string;
  /** Tests: every span recorded and handed to this exporter as it ends (an in-memory one). */
  exporter?: SpanExporter;
  env?: Record<string, string | undefined>;
  /**
   * This process is where requests come in from outside (the gateway; `npm start`, which holds it):
   * a caller's `traceparent` is continued — its trace id kept — but never decides the sampling.
   */
  edge?: boolean;
  /** Tests: the sampler to apply to `exporter` instead of recording every span. */
  sampler?: Sampler;
}

let provider: TracerProvider | undefined;

/**
 * The sampler of `OTEL_TRACES_SAMPLER`/`_ARG`; by default parent-based, 10 % of new traces.
 *
 * At the `edge` (the gateway) a parent from the request is the browser's or another outsider's, so
 * its sampled flag is not trusted: a remote parent gets the root's decision (10 % of trace ids by
 * default), else anyone could make the suite record every request it sends. The trace id is kept
 * either way, so the browser's id still names the trace. Behind the gateway the services follow
 * their parent (the gateway's decision); the ratio sampler decides on the trace id alone, so a
 * process that re-decides (embedded mode holds gateway and services in one) reaches the same answer.
 */
export function samplerFromEnv(env: Record<string, string | undefined>, { edge = false }: { edge?: boolean } = {}): Sampler {
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '0.1');
  const ratio = Number.isFinite(arg) && arg >= 0 && arg <= 1 ? arg : 0.1;
  const parentBased = (root: Sampler) => new ParentBasedSampler(edge ? { root, remoteParentSampled: root, remoteParentNotSampled: root } : { root });
  switch (env.OTEL_TRACES_SAMPLER ?? 'parentbased_traceidratio') {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_on':
      return parentBased(new AlwaysOnSampler());
    case 'parentbased_always_off':
      return parentBased(new AlwaysOffSampler());
    default:
      return parentBased(new TraceIdRatioBasedSampler(ratio));
  }
}

/** `OTEL_RESOURCE_ATTRIBUTES` (`key=value,key=value`) beside the service name. */
function resourceOf(serviceName: string, env: Record<string, string | undefined>) {
  const attributes: Attributes = {};
  for (const pair of (env.OTEL_RESOURCE_ATTRIBUTES ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) attributes[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return resourceFromAttributes({ ...attributes, 'service.name': env.OTEL_SERVICE_NAME || serviceName });
}

/**
 * Starts tracing for this process; later calls change nothing (embedded mode and tests start it
 * once for everything in the process). The OTLP exporter (`otlpExporter`) is loaded only when an
 * endpoint is set, so `npm start` never pays for it.
 */
export async function startTracing({ serviceName, exporter, env = process.env, edge = false, sampler: given }: TracingOptions): Promise<void> {
  if (provider) return;
  // The standard switch: the SDK disabled is no tracing at all — no context carried, no ids made.
  if (env.OTEL_SDK_DISABLED === 'true') return;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const off = env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none';
  let processors: SpanProcessor[] = [];
  // Without an exporter nothing is recorded, yet every span still gets real ids to pass on.
  let sampler: Sampler = new AlwaysOffSampler();
  if (exporter) {
    processors = [new SimpleSpanProcessor({ exporter })];
    sampler = given ?? new AlwaysOnSampler();
  } else if (endpoint && !off) {
    processors = [new BatchSpanProcessor({ exporter: await otlpExporter(env) })];
    sampler = samplerFromEnv(env, { edge });
  }
  provider = new TracerProvider({ resource: resourceOf(serviceName, env), sampler, spanProcessors: processors });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
}

/**
 * The OTLP protocols this suite speaks: OTLP over HTTP with protobuf or JSON bodies (not gRPC).
 * `OTEL_EXPORTER_OTLP_TRACES_PROTOCOL`, else `OTEL_EXPORTER_OTLP_PROTOCOL`; unset is `http/protobuf`,
 * the specification's default (and what every OTLP/HTTP collector takes). Anything else (`grpc`)
 * falls back to that default, and `startTelemetry` logs a warning naming the value.
 */
export function otlpProtocolOf(env: Record<string, string | undefined>): { protocol: 'http/json' | 'http/protobuf'; asked?: string } {
  const asked = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || '').trim();
  if (asked === 'http/json') return { protocol: 'http/json' };
  if (asked === '' || asked === 'http/protobuf') return { protocol: 'http/protobuf' };
  return { protocol: 'http/protobuf', asked };
}

/**
 * The OTLP exporter, loaded only when asked for (`npm start` never pays for it). It reads the other
 * standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout, compression) of the process
 * environment itself.
 */
export async function otlpExporter(env: Record<string, string | undefined>): Promise<SpanExporter> {
  if (otlpProtocolOf(env).protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}

/** Sends the spans still buffered (shutdown). */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown().catch(() => {});
}

const tracer = () => trace.getTracer('hotel-pms');

/** The context a W3C `traceparent` continues; the root context when there is none. */
export function contextOf(traceparent: string | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/** The `traceparent` of the current span (or of `ctx`), to put on a message or a request; undefined when tracing is not started. */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent;
}

/** `00-<trace id>-<span id>-<flags>`: the W3C form of a span's identity (`traceresponse` header). */
export function formatTraceparent(sc: SpanContext): string {
  return `00-${sc.traceId}-${sc.spanId}-${(sc.traceFlags & 1).toString(16).padStart(2, '0')}`;
}

/** For log lines: the current trace and span ids (pino's mixin), or nothing outside a trace. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** True when the current span is recorded: child spans of work nobody records are not made at all. */
export function recordingNow(): boolean {
  return trace.getSpan(context.active())?.isRecording() ?? false;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Continue this context instead of the current one (a message's `traceparent`). */
  parent?: Context;
}

/** Starts a span that the caller ends (`endSpan`); `run` executes inside it. */
export function openSpan(name: string, options: SpanOptions = {}): { span: Span; run<T>(work: () => T): T } {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent);
  const ctx = trace.setSpan(parent, span);
  return { span, run: (work) => context.with(ctx, work) };
}

/** Ends a span with the outcome: an error is recorded and marks the span failed. */
export function endSpan(span: Span, err?: unknown): void {
  if (err !== undefined) {
    span.recordException(err instanceof Error ? err : String(err));
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
  }
  span.end();
}

/** Runs `work` in a span of its own and ends it with the outcome. */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const { span, run } = openSpan(name, options);
  try {
    const result = await run(() => work(span));
    endSpan(span);
    return result;
  } catch (err) {
    endSpan(span, err);
    throw err;
  }
}

/** Marks a span failed without an exception (a 5xx answer). */
export function failSpan(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

const headerSetter = { set: (h: Headers | Record<string, string>, k: string, v: string) => (h instanceof Headers ? h.set(k, v) : (h[k] = v)) };
const headerGetter = { get: (h: Headers, k: string) => h.get(k) ?? undefined, keys: (h: Headers) => [...h.keys()] };

/** Puts the current trace context on outgoing headers (`traceparent`). */
export function injectTraceHeaders(headers: Headers | Record<string, string>): void {
  propagation.inject(context.active(), headers, headerSetter);
}

/** The context an incoming request's headers continue (its `traceparent`), or the root. */
export function contextOfHeaders(headers: Headers): Context {
  return propagation.extract(ROOT_CONTEXT, headers, headerGetter);
}
