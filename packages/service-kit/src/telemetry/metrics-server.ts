import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../log';
import { metricsRegistry } from './metrics';

/** Where Prometheus scrapes by default (the OpenTelemetry Prometheus exporter's port). */
const DEFAULT_METRICS_PORT = 9464;

/** `METRICS_PORT`: unset is 9464, `0` serves no metrics (a second process on one machine picks its own). */
export function metricsPortOf(env: Record<string, string | undefined>): number {
  const raw = env.METRICS_PORT;
  if (raw === undefined || raw === '') return DEFAULT_METRICS_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number (0 for none), got "${raw}"`);
  return port;
}

let processMetrics = false;

/**
 * Serves `GET /metrics` (Prometheus text) on a port of its own, never behind the gateway: the
 * figures are for the cluster's Prometheus, not for browsers. A port already taken is logged, not
 * fatal: the hotel keeps working without its metrics. Port 0 here is any free port (tests).
 */
export function serveMetrics({ port, host, log }: { port: number; host: string; log: Logger }): Promise<Server | undefined> {
  if (!processMetrics) {
    // Memory, CPU, event loop delay and handles of this process, beside the suite's own figures.
    collectDefaultMetrics({ register: metricsRegistry });
    processMetrics = true;
  }
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics\n');
      return;
    }
    metricsRegistry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text))
      .catch((err: unknown) => {
        log.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      });
  });
  return new Promise((resolve) => {
    server.once('error', (err) => {
      log.error({ err, metricsPort: port }, 'cannot serve metrics; the service runs without them');
      resolve(undefined);
    });
    server.listen(port, host, () => {
      // Not `port`: that field names the app's own port in the first log line (k8s/test reads it).
      log.info({ metricsPort: port }, `metrics on http://${host}:${port}/metrics`);
      server.unref();
      resolve(server);
    });
  });
}
