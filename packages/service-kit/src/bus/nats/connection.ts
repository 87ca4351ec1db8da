import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../../log';
import { errorMessage } from '../common';
import { BusUnavailableError } from '../types';

/** How long a JetStream API call or a publish may take before the bus counts NATS as unreachable. */
export const API_TIMEOUT_MS = 5_000;
/** `/readyz` answers "not ready" when a round trip to NATS takes longer. */
const HEALTH_PING_MS = 2_000;

/**
 * The bus's connection to NATS: connects (a server that cannot be reached at start is a
 * `BusUnavailableError`), then reconnects forever — a NATS restart must not take the service down
 * — and tracks whether it is connected right now, so callers fail fast while it is not.
 */
export interface NatsLink {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  /** Throws `BusUnavailableError` once the bus is closed. */
  ensureOpen(): void;
  /** Throws `BusUnavailableError` when closed or not connected right now. */
  ensureUsable(): void;
  /** Connected and answering a ping in time (for `/readyz`). */
  isHealthy(): Promise<boolean>;
  /** From now on the bus is closed; the connection stays up until `drain` (for clean-up). */
  markClosed(): void;
  drain(): Promise<void>;
}

export async function openNatsLink({ natsUrl, name, log }: { natsUrl: string; name: string; log: Logger }): Promise<NatsLink> {
  let nc: NatsConnection;
  try {
    nc = await connect({
      servers: natsUrl.split(',').map((s) => s.trim()),
      name: `pms-${name}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      pingInterval: 10_000,
      timeout: 5_000,
    });
  } catch (err) {
    throw new BusUnavailableError(`cannot reach NATS at ${natsUrl}: ${errorMessage(err)}`);
  }

  let connected = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') {
        connected = false;
        log.warn({ server: s.server }, 'NATS connection lost; reconnecting');
      } else if (s.type === 'reconnect') {
        connected = true;
        log.info({ server: s.server }, 'NATS connection restored');
      }
    }
  })().catch(() => {});

  const js = jetstream(nc, { timeout: API_TIMEOUT_MS });
  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc, { timeout: API_TIMEOUT_MS });
  } catch (err) {
    await nc.close().catch(() => {});
    throw new BusUnavailableError(`JetStream is not available at ${natsUrl}: ${errorMessage(err)}`);
  }

  let closed = false;
  return {
    nc,
    js,
    jsm,
    ensureOpen() {
      if (closed) throw new BusUnavailableError('the bus is closed');
    },
    ensureUsable() {
      if (closed || nc.isClosed()) throw new BusUnavailableError('the bus is closed');
      if (!connected) throw new BusUnavailableError('NATS is not connected');
    },
    async isHealthy() {
      if (closed || nc.isClosed() || !connected) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          nc.flush(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('NATS ping timed out')), HEALTH_PING_MS);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    markClosed() {
      closed = true;
    },
    async drain() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
