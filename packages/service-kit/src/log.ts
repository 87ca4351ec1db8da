import { pino, type Logger } from 'pino';
import { traceFields } from './telemetry/tracing';

export type { Logger };

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  // Every line written inside a trace carries its trace_id and span_id, to find the trace from a log line.
  return pino({ name, level, base: { service: name }, redact: ['req.headers.cookie', 'card', 'password'], mixin: traceFields });
}
