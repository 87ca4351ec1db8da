import type { Logger } from '../log';
import { createMemoryBus } from './memory';
import { createNatsBus } from './nats';
import type { Bus } from './types';

export * from './types';

export interface CreateBusOptions {
  /** NATS server(s), comma-separated. Unset: the in-process bus (embedded mode). */
  natsUrl?: string;
  /**
   * Prefix for streams (`${NS}_ROOMS`) and subjects (`${ns}.pms...`), so several suites or test
   * files can share one NATS server. Callers keep using plain subjects either way.
   */
  namespace?: string;
  /** Who is connecting (logs, NATS connection name). */
  name: string;
  log: Logger;
  /** NATS stream replicas; default `NATS_STREAM_REPLICAS` or 1. */
  replicas?: number;
  /** Tests: forget the namespace (delete its NATS streams, drop its in-process broker) on close. */
  ephemeral?: boolean;
}

/**
 * The bus for this process: NATS JetStream when `natsUrl` is given, otherwise the in-process bus
 * shared by every client of the same namespace in this process. The NATS bus creates its streams
 * before it resolves and throws `BusUnavailableError` when the server cannot be reached at start;
 * once connected it reconnects forever.
 */
export async function createBus(options: CreateBusOptions): Promise<Bus> {
  if (options.natsUrl) {
    return createNatsBus({ ...options, natsUrl: options.natsUrl });
  }
  return createMemoryBus(options);
}
