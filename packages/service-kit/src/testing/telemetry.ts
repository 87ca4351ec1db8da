import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { samplerFromEnv, startTracing } from '../telemetry/tracing';

export type { ReadableSpan };

/**
 * Records every span of this test process in memory (every trace sampled, exported as each span
 * ends). Call it before starting anything; a test file has its own process, so its own recorder.
 * `edge`: sample as the gateway does in production instead (the default 10 %, a caller's
 * `traceparent` not trusted to decide; `samplerFromEnv`).
 */
export async function recordSpans({ edge = false }: { edge?: boolean } = {}): Promise<{ spans(): ReadableSpan[]; trace(traceId: string): ReadableSpan[] }> {
  const exporter = new InMemorySpanExporter();
  await startTracing({ serviceName: 'test', exporter, ...(edge ? { sampler: samplerFromEnv({}, { edge }) } : {}) });
  return {
    spans: () => exporter.getFinishedSpans(),
    trace: (traceId) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId),
  };
}

/** One sample of a Prometheus text exposition: name, labels, value. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/y;

/** A sample's value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case). */
function numberOf(text: string): number | undefined {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  const n = Number(text);
  return Number.isNaN(n) || text.trim() === '' ? undefined : n;
}

/**
 * Parses Prometheus text format 0.0.4 strictly: every line is a `# HELP`/`# TYPE` comment or a
 * sample with well-formed labels and a number; anything else throws, naming the line.
 */
export function parsePrometheusText(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const m = SAMPLE.exec(line);
    const value = m ? numberOf(m[3] as string) : undefined;
    if (!m || value === undefined) throw new Error(`line ${i + 1} is not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    const body = m[2] ?? '';
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < body.length) {
      const l = LABEL.exec(body);
      if (!l) throw new Error(`line ${i + 1} has malformed labels: ${line}`);
      labels[l[1] as string] = (l[2] as string).replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    samples.push({ name: m[1] as string, labels, value });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
export function metricValue(samples: MetricSample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}
