/**
 * The gateway in its own process (distributed mode): services by URL, keys from svc-auth's JWKS,
 * revocations from NATS. Embedded mode composes `createGateway` itself (gateway/src/embedded.ts).
 */
import { serveHttp } from '@pms/service-kit/http-server';
import {
  createBus,
  createLogger,
  createRevocationList,
  createTokenVerifier,
  loadConfigOrExit,
  revocationDurable,
  startTelemetry,
  type RevocationList,
} from '@pms/service-kit';
import { GatewayConfig } from './config';
import { createGateway, startLiveRooms } from './gateway';

const config = loadConfigOrExit(GatewayConfig);
const log = createLogger('gateway', config.LOG_LEVEL);
// First: the trace and the metrics cover everything after it (`/metrics` on METRICS_PORT, never routed).
const telemetry = await startTelemetry({ serviceName: 'gateway', host: config.HOST, log, edge: true });

const bus = config.NATS_URL
  ? await createBus({ natsUrl: config.NATS_URL, namespace: config.BUS_NAMESPACE, name: 'gateway', log })
  : undefined;
if (!config.GATEWAY_SECRET) {
  log.warn('GATEWAY_SECRET is not set: svc-auth sees every client at the gateway\'s own address (one sign-in throttle for all)');
}
if (!bus) log.warn('NATS_URL is not set: the gateway cannot learn of sign-outs; services still refuse revoked tokens');
await bus?.ensureStreams();
// Each gateway process keeps its own list, so each needs its own consumer.
const revocations = bus ? await createRevocationList({ bus, durable: revocationDurable('gateway'), log }) : undefined;
const revoked: RevocationList | undefined = revocations;
// The housekeeping board's live feed needs the bus; without NATS the boards simply are not live.
// Revocations end a signed-out session's streams as they arrive (docs/security.md "Live streams").
const live = bus ? await startLiveRooms({ bus, log, revocations }) : undefined;

const app = createGateway({
  upstreams: { auth: config.AUTH_URL, reservations: config.RESERVATIONS_URL, rooms: config.ROOMS_URL, billing: config.BILLING_URL },
  verifier: createTokenVerifier({ keys: new URL(config.AUTH_JWKS_URL), revoked }),
  log,
  staticDir: config.STATIC_DIR,
  remotes: config.REMOTES,
  trustProxyHops: config.TRUST_PROXY_HOPS,
  upstreamTimeoutMs: config.UPSTREAM_TIMEOUT_MS,
  dashboardTimeoutMs: config.DASHBOARD_TIMEOUT_MS,
  // Without the revocation list a signed-out token passes the gateway (the services refuse it): it must not be served from memory.
  referenceCacheMs: revoked ? config.REFERENCE_CACHE_MS : 0,
  hsts: config.HSTS,
  live,
  gatewaySecret: config.GATEWAY_SECRET,
  publicOrigins: config.PUBLIC_ORIGIN,
  clientRateLimit: { perSecond: config.CLIENT_RATE_PER_SECOND, burst: config.CLIENT_RATE_BURST },
});

const server = serveHttp({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
  log.info({ port: info.port }, `gateway listening on http://${config.HOST}:${info.port}`),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'draining');
  const force = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
  // Open event streams would keep the server from closing: end them first.
  await live?.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await revocations?.stop();
  await bus?.close();
  await telemetry.stop();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
