import { RevokedToken, subjects } from '@pms/contracts/events';
import type { RevocationList } from './auth';
import { processDurable } from './bus/subjects';
import type { Bus } from './bus/types';
import type { Logger } from './log';

/** Every revocation event, whatever the token id. */
export const REVOCATION_FILTER = subjects.revokedToken('>');

/** Expired entries are swept at most this often; a token past its expiry is refused by `exp` anyway. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Tells listeners of each revocation as it is learnt, so what a session holds open (the live
 * streams) ends with the revocation event itself rather than at its next check.
 */
export interface RevocationEvents {
  /** Calls `listener` with the token id of every revocation from now on; returns the unsubscribe. */
  onRevoked(listener: (jti: string) => void): () => void;
}

/** A revocation list held in memory; entries drop out once the token they name has expired. */
export interface MemoryRevocationList extends RevocationList, RevocationEvents {
  add(jti: string, expiresAt: Date | string | number): void;
  readonly size: number;
}

export function memoryRevocationList(now: () => number = Date.now): MemoryRevocationList {
  const entries = new Map<string, number>();
  const listeners = new Set<(jti: string) => void>();
  let lastSweep = now();
  const sweep = () => {
    const t = now();
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    for (const [jti, until] of entries) if (until <= t) entries.delete(jti);
  };
  return {
    add(jti, expiresAt) {
      const until = new Date(expiresAt).getTime();
      // A malformed expiry keeps the entry for a full session rather than never or forever.
      entries.set(jti, Number.isFinite(until) ? until : now() + 8 * 60 * 60 * 1000);
      sweep();
      for (const listener of listeners) {
        try {
          listener(jti);
        } catch {
          // A listener's failure is its own: the entry is in, and the other listeners still hear of it.
        }
      }
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    has(jti) {
      sweep();
      const until = entries.get(jti);
      return until !== undefined && until > now();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * A durable name for one process's revocation list: `<name>-revocations-<host>-<random>`. Not the
 * pid alone — in containers every replica is pid 1, and replicas sharing a durable would split
 * the revocations between them, each missing some.
 */
export function revocationDurable(name: string): string {
  return processDurable(name, 'revocations');
}

export interface RevocationFeedOptions {
  bus: Bus;
  /**
   * The consumer's durable name. Every process needs its own (each holds its own list in memory):
   * replicas sharing one durable would split the revocations between them. See `revocationDurable`.
   */
  durable: string;
  log: Logger;
  now?: () => number;
}

/** A revocation list that follows svc-auth's `pms.auth.revoked.<jti>` events until stopped. */
export interface RevocationFeed extends MemoryRevocationList {
  stop(): Promise<void>;
}

/**
 * Starts the revocation list every verifier (gateway and services) consults. The consumer replays
 * the stored revocations first (the AUTH stream keeps each one), so a process started after a logout
 * still refuses that token.
 */
export async function createRevocationList({ bus, durable, log, now }: RevocationFeedOptions): Promise<RevocationFeed> {
  const list = memoryRevocationList(now);
  const subscription = await bus.consume({
    durable,
    filter: REVOCATION_FILTER,
    // Each process has its own durable; NATS deletes the one of a process that died instead of
    // keeping it forever (a running process re-creates its own).
    inactiveThresholdMs: 60 * 60 * 1000,
    handler: async (event) => {
      const parsed = RevokedToken.safeParse(event.data);
      // A malformed event can never become valid on redelivery: log it and let it go.
      if (!parsed.success) {
        log.error({ eventId: event.id, issues: parsed.error.issues }, 'malformed revocation event dropped');
        return;
      }
      list.add(parsed.data.jti, parsed.data.expiresAt);
    },
  });
  return {
    add: list.add,
    has: list.has,
    onRevoked: list.onRevoked,
    get size() {
      return list.size;
    },
    stop: () => subscription.stop(),
  };
}
