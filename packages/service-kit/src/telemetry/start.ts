import type { Logger } from '../log';
import { metricsPortOf, serveMetrics } from './metrics-server';
import { otlpProtocolOf, startTracing, stopTracing } from './tracing';

export interface Telemetry {
  /** Stops serving metrics and sends the spans still buffered. */
  stop(): Promise<void>;
}

/**
 * The first thing every process does (`runService`, the gateway's `index.ts`, `npm start`): start
 * tracing, then serve `/metrics` on `METRICS_PORT` at `host` (loopback under `npm start`, every
 * interface in the images, like the process's own port).
 */
export async function startTelemetry({
  serviceName,
  host,
  log,
  env = process.env,
  edge = false,
}: {
  serviceName: string;
  /** Requests come in here from outside (the gateway, `npm start`): see `samplerFromEnv`. */
  edge?: boolean;
  host: string;
  log: Logger;
  env?: Record<string, string | undefined>;
}): Promise<Telemetry> {
  const { protocol, asked } = otlpProtocolOf(env);
  if (asked) log.warn({ protocol: asked }, `OTEL_EXPORTER_OTLP_PROTOCOL: only http/protobuf and http/json are spoken; exporting ${protocol}`);
  await startTracing({ serviceName, env, edge });
  const port = metricsPortOf(env);
  const server = port === 0 ? undefined : await serveMetrics({ port, host, log });
  return {
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await stopTracing();
    },
  };
}
