import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric of the suite, in one registry per process (docs/observability.md has the list and
 * what each is for). In embedded mode the gateway and the four services share it, so one `/metrics`
 * shows them all; the `service` label tells them apart there as the scrape target does on a cluster.
 * Names follow Prometheus' conventions (base units, `_total` counters); the HTTP ones follow the
 * OpenTelemetry semantic conventions.
 */
export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

/** OpenTelemetry's advised boundaries for HTTP durations, in seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

export const httpServerDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP server requests, by route pattern of the route table.',
  labelNames: ['service', 'http_route', 'http_request_method', 'http_response_status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers,
});

export const upstreamDuration = new Histogram({
  name: 'pms_gateway_upstream_duration_seconds',
  help: 'Time the gateway waited for a service to answer (headers), by service; status "unavailable" when it could not be reached.',
  labelNames: ['service', 'http_response_status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers,
});

/** What the hotel does, counted where it is committed (an idempotent replay counts nothing). */
export const hotelMetrics = {
  signIns: new Counter({
    name: 'pms_sign_ins_total',
    help: 'Sign-in attempts by outcome: success, failure (wrong name or password, inactive), throttled.',
    labelNames: ['outcome'] as const,
    registers,
  }),
  bookings: new Counter({ name: 'pms_bookings_total', help: 'Reservations booked.', registers }),
  checkIns: new Counter({ name: 'pms_check_ins_total', help: 'Stays checked in.', registers }),
  checkOuts: new Counter({ name: 'pms_check_outs_total', help: 'Stays checked out.', registers }),
  payments: new Counter({ name: 'pms_payments_total', help: 'Payments taken (folio payments and invoices paid).', registers }),
  paymentAmount: new Counter({ name: 'pms_payments_amount_total', help: 'Money taken, in the hotel currency.', registers }),
  nightAuditDuration: new Histogram({
    name: 'pms_night_audit_duration_seconds',
    help: 'How long a night audit run took, end to end.',
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
    registers,
  }),
};

export const busMetrics = {
  consumerPending: new Gauge({
    name: 'pms_bus_consumer_pending',
    help: 'Events stored but not yet delivered to a durable consumer, as of its last delivery.',
    labelNames: ['consumer'] as const,
    registers,
  }),
  redeliveries: new Counter({
    name: 'pms_bus_consumer_redeliveries_total',
    help: 'Deliveries that were a second or later attempt (a handler failed before).',
    labelNames: ['consumer'] as const,
    registers,
  }),
};

export const dbMetrics = {
  inFlight: new Gauge({
    name: 'pms_db_queries_in_flight',
    help: 'SQL statements sent and not yet answered, by service pool; above pms_db_pool_connections_max the rest wait for a connection.',
    labelNames: ['service'] as const,
    registers,
  }),
  poolMax: new Gauge({ name: 'pms_db_pool_connections_max', help: 'Connections a service pool may open.', labelNames: ['service'] as const, registers }),
};

/** Figures read when Prometheus scrapes (a callback per source), rather than kept up to date by every change. */
type Reading = () => number | Promise<number>;
const liveStreamSources = new Set<Reading>();

new Gauge({
  name: 'pms_live_streams_open',
  help: 'Live update streams (housekeeping board) the gateway holds open.',
  registers,
  async collect() {
    let open = 0;
    for (const read of liveStreamSources) open += await read();
    this.set(open);
  },
});

/** The gateway's live feed reports how many streams it holds; the returned function stops it. */
export function watchLiveStreams(read: Reading): () => void {
  liveStreamSources.add(read);
  return () => liveStreamSources.delete(read);
}

export interface OutboxReading {
  pending: number;
  oldestAgeSeconds: number;
}
const outboxSources = new Map<string, () => Promise<OutboxReading>>();
let outboxScrape: { at: number; readings: Promise<[string, OutboxReading | undefined][]> } | undefined;

/** One read of every outbox per scrape, shared by the two gauges (undefined when the database did not answer). */
function readOutboxes() {
  if (!outboxScrape || Date.now() - outboxScrape.at > 1000) {
    const readings = Promise.all(
      [...outboxSources].map(async ([service, read]) => [service, await read().catch(() => undefined)] as [string, OutboxReading | undefined]),
    );
    outboxScrape = { at: Date.now(), readings };
  }
  return outboxScrape.readings;
}

const outboxGauge = (name: string, help: string, pick: (r: OutboxReading) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['service'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [service, reading] of await readOutboxes()) if (reading) this.set({ service }, pick(reading));
    },
  });
outboxGauge('pms_outbox_pending', 'Outbox rows committed and not yet published to the bus.', (r) => r.pending);
outboxGauge('pms_outbox_oldest_age_seconds', 'Age of the oldest unpublished outbox row (0 when none).', (r) => r.oldestAgeSeconds);

/** A service's relay reports its outbox; the returned function stops it. */
export function watchOutbox(service: string, read: () => Promise<OutboxReading>): () => void {
  outboxSources.set(service, read);
  return () => outboxSources.delete(service);
}
