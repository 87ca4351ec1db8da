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

export const referenceAnswers = new Counter({
  name: 'pms_gateway_reference_answers_total',
  help: "The hotel's reference data (hotel info, room types, tax rates) answered by the gateway, by source: memory (its short-lived cache) or service.",
  labelNames: ['source'] as const,
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

/** How long one scrape may wait for a figure before it is left out (Prometheus' own timeout is 10 s). */
const SCRAPE_READ_MS = 2_000;
/** Scrapes closer together than this (two gauges of one source, or two Prometheus replicas) share one reading. */
const SCRAPE_CACHE_MS = 1_000;

/**
 * One reading of `read` shared by every scrape within `SCRAPE_CACHE_MS`; a reading that fails or
 * takes longer than `SCRAPE_READ_MS` is `undefined` (the series is left out), never an error in the
 * scrape: /metrics must answer while the database or NATS does not.
 */
function sharedReading<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > SCRAPE_CACHE_MS) last = { at: Date.now(), value: read() };
    return last.value;
  };
}

async function bounded<T>(read: () => Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      read().catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), SCRAPE_READ_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface OutboxReading {
  pending: number;
  oldestAgeSeconds: number;
}
const outboxSources = new Map<string, () => Promise<OutboxReading>>();

/** One read of every outbox per scrape, shared by the two gauges (undefined when the database did not answer). */
const readOutboxes = sharedReading(() =>
  Promise.all([...outboxSources].map(async ([service, read]) => [service, await bounded(read)] as [string, OutboxReading | undefined])),
);

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

/** Every durable consumer this process subscribes to (by identity): its family name, how to ask the bus, and how many subscriptions hold it. */
const consumerSources = new Map<unknown, { consumer: string; read: () => Promise<number>; holders: number }>();

const readConsumers = sharedReading(() =>
  Promise.all([...consumerSources.values()].map(async ({ consumer, read }) => [consumer, await bounded(read)] as [string, number | undefined])),
);

/*
 * Read from the bus when Prometheus scrapes, not from the last delivery: a consumer that stalls
 * (a handler stuck, the loop dead) receives nothing more, so a figure kept by deliveries would
 * freeze at its last value and the "falling behind" alerts could never fire.
 */
new Gauge({
  name: 'pms_bus_consumer_pending',
  help: 'Events stored and not yet acknowledged by a durable consumer (not delivered, or delivered and unacknowledged), read from the bus at scrape time.',
  labelNames: ['consumer'] as const,
  registers,
  async collect() {
    this.reset();
    const totals = new Map<string, number>();
    for (const [consumer, pending] of await readConsumers()) if (pending !== undefined) totals.set(consumer, (totals.get(consumer) ?? 0) + pending);
    for (const [consumer, pending] of totals) this.set({ consumer }, pending);
  },
});

/**
 * A subscription reports what waits for its durable consumer; the returned function stops it.
 * `durable` identifies the consumer on its bus (two subscriptions of one durable count it once);
 * `consumer` is the family it is shown under (`consumerFamily`), so the per-process durables of
 * one family in a process (embedded mode) are summed.
 */
export function watchConsumer(durable: unknown, consumer: string, read: () => Promise<number>): () => void {
  const source = consumerSources.get(durable) ?? { consumer, read, holders: 0 };
  source.holders++;
  consumerSources.set(durable, source);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--source.holders === 0) consumerSources.delete(durable);
  };
}
