/**
 * The live feed of the housekeeping board: `GET /api/live/rooms` is a `text/event-stream` that
 * tells every connected board when a room changes (cleanliness, occupancy, in or out of service),
 * and the dashboard's tiles also when a work order is recorded, changed or fixed (`work-order`).
 *
 * The gateway owns it (it is not in the route table: no service answers it). Each gateway process
 * follows rooms' state events (`pms.rooms.room.>`) with a consumer of its own — replicas must not
 * share one, or each would see only part of the changes — and fans every event out to the boards
 * connected to that process. The event carries the room's new state; boards re-query their filtered
 * list on it (the reservation status of a row depends on stays the event does not carry).
 *
 * Nothing is replayed to a board: on every (re)connection the board loads the list afresh, so an
 * event missed while it was away costs nothing. A board that cannot keep up (its queue grows past
 * `maxQueuedEvents`) is disconnected; its EventSource reconnects and re-queries.
 *
 * Streams are limited per session, per user and in all (live-clients.ts), and every stream of a
 * session ends as soon as its revocation event arrives (`revocations`): a sign-out closes the
 * session's boards within a second, not at the next heartbeat.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { subjects } from '@pms/contracts/events';
import { LIVE_ROOMS_PATH } from '@pms/contracts/housekeeping';
import { SIGNED_IN } from '@pms/contracts/routes';
import { forbidden, tokenOf, unauthorized, type Bus, type Logger, type RevocationEvents, type Subscription, type TokenVerifier, processDurable, watchLiveStreams } from '@pms/service-kit';
import { DEFAULT_LIVE_LIMITS, LiveClients, type LiveLimits } from './live-clients';
import { liveRoomEvent, liveWorkOrderEvent, sseMessage } from './live-events';

export { LIVE_ROOMS_PATH };
export { liveRoomEvent } from './live-events';

export interface LiveRoomsOptions {
  bus: Bus;
  log: Logger;
  /** The consumer's durable name; default one per process (`gateway-live-rooms-<host>-<random>`). */
  durable?: string;
  /** A comment line goes out this often so proxies keep the connection open; the session is re-checked then. Default 15 s. */
  heartbeatMs?: number;
  /** Boards one process serves at most; more get 503. Default 2,000. */
  maxClients?: number;
  /** Boards one session, and one user, may hold; more get 429. Default 4 and 20. */
  limits?: Partial<Pick<LiveLimits, 'perSession' | 'perUser'>>;
  /**
   * The process's revocation list (`createRevocationList`): a revoked session's streams end as its
   * event arrives. Without it they end at the next heartbeat's session check.
   */
  revocations?: RevocationEvents;
  /** Events queued for one board before it counts as stuck and is disconnected. Default 500. */
  maxQueuedEvents?: number;
  /** How long NATS keeps this process's durable after the process stops pulling. Default 1 h. */
  inactiveThresholdMs?: number;
}

export interface LiveRooms {
  /** The Hono handler of `GET /api/live/rooms` (sessions are checked with `verifier`). */
  handle(c: Context, verifier: TokenVerifier): Promise<Response>;
  /** Boards connected now. */
  readonly clients: number;
  /** Ends every stream and stops following the events (before the HTTP server closes). */
  stop(): Promise<void>;
}

/** A durable name of this process alone (see `revocationDurable` for why a random part). */
function liveRoomsDurable(name = 'gateway'): string {
  return processDurable(name, 'live-rooms');
}

interface Client {
  id: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
  token: string;
  jti: string;
  userId: string;
  heartbeat: NodeJS.Timeout;
  closed: boolean;
}

const encoder = new TextEncoder();

/** The browser's EventSource waits this long before reconnecting after a dropped stream. */
const RECONNECT_MS = 1_000;

/** Starts following rooms' state events and returns the feed the gateway serves. */
export async function startLiveRooms(options: LiveRoomsOptions): Promise<LiveRooms> {
  const {
    bus,
    heartbeatMs = 15_000,
    maxClients = DEFAULT_LIVE_LIMITS.total,
    maxQueuedEvents = 500,
    inactiveThresholdMs = 60 * 60 * 1000,
  } = options;
  const log = options.log.child({ component: 'live-rooms' });
  const clients = new LiveClients<Client>({ ...DEFAULT_LIVE_LIMITS, ...options.limits, total: maxClients });
  const unwatch = watchLiveStreams(() => clients.size);
  let nextId = 1;
  let stopped = false;

  const close = (client: Client, reason: string) => {
    if (client.closed) return;
    client.closed = true;
    clearInterval(client.heartbeat);
    clients.delete(client);
    try {
      client.controller.close();
    } catch {
      // Already closed or cancelled by the other side.
    }
    log.debug({ client: client.id, reason, clients: clients.size }, 'board disconnected');
  };

  const send = (client: Client, text: string) => {
    if (client.closed) return;
    // desiredSize falls below zero by the number of chunks the board has not read yet.
    if ((client.controller.desiredSize ?? 0) < -maxQueuedEvents) {
      log.warn({ client: client.id }, 'board is not reading its live feed; disconnecting it');
      close(client, 'stuck');
      return;
    }
    try {
      client.controller.enqueue(encoder.encode(text));
    } catch {
      close(client, 'gone');
    }
  };

  const durable = options.durable ?? liveRoomsDurable();
  const subscription: Subscription = await bus.consume({
    durable,
    filter: subjects.room('>'),
    inactiveThresholdMs,
    // Nothing here can fail in a way a redelivery would fix: a board that is gone is simply dropped.
    handler: async (event, subject) => {
      const room = liveRoomEvent(event);
      if (!room) {
        log.error({ eventId: event.id, subject }, 'malformed room state event not sent to boards');
        return;
      }
      if (clients.size === 0) return;
      const text = sseMessage('room', room);
      for (const client of clients) send(client, text);
    },
  });

  // Work orders take rooms out of order without changing the room: the dashboard counts them. A
  // consumer of its own, since NATS 2.9 takes one filter subject per consumer.
  const workOrders: Subscription = await bus.consume({
    durable: `${durable}-issues`,
    filter: subjects.roomIssue('>'),
    inactiveThresholdMs,
    handler: async (event, subject) => {
      const workOrder = liveWorkOrderEvent(event);
      if (!workOrder) {
        log.error({ eventId: event.id, subject }, 'malformed work order event not sent to boards');
        return;
      }
      if (clients.size === 0) return;
      const text = sseMessage('work-order', workOrder);
      for (const client of clients) send(client, text);
    },
  });

  const endSession = (jti: string, reason: string) => {
    for (const client of clients.ofSession(jti)) {
      send(client, sseMessage('session-ended', {}));
      close(client, reason);
    }
  };
  const unsubscribe = options.revocations?.onRevoked((jti) => endSession(jti, 'session revoked'));

  const handle = async (c: Context, verifier: TokenVerifier): Promise<Response> => {
    const token = tokenOf(getCookie(c, SESSION_COOKIE), c.req.header('authorization'));
    if (!token) throw unauthorized();
    const session = await verifier.verify(token);
    if (session.access_id < SIGNED_IN) throw forbidden();
    const holder = { jti: session.jti, userId: session.sub };
    const refusal = stopped ? { status: 503 as const, message: 'Live updates are busy; the board will try again.' } : clients.refusal(holder);
    if (refusal?.status === 503) return c.json({ error: 'unavailable', message: refusal.message }, 503, { 'retry-after': '5' });
    if (refusal) {
      log.warn({ userId: holder.userId, clients: clients.size }, 'live board refused: too many open');
      return c.json({ error: 'too_many_requests', message: refusal.message }, 429);
    }

    let client: Client | undefined;
    const signal = c.req.raw.signal;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const id = nextId++;
          const heartbeat = setInterval(() => {
            if (!client) return;
            const current = client;
            // A session that ended (signed out elsewhere, expired) ends the stream; the board's
            // next request then meets the 401 that sends the clerk to the login screen.
            verifier.verify(current.token).then(
              () => send(current, ': keep-alive\n\n'),
              () => {
                send(current, sseMessage('session-ended', {}));
                close(current, 'session ended');
              },
            );
          }, heartbeatMs);
          heartbeat.unref?.();
          client = { id, controller, token, ...holder, heartbeat, closed: false };
          clients.add(client);
          // `retry` sets the EventSource's reconnection delay; `ready` says the board is now live.
          controller.enqueue(encoder.encode(`retry: ${RECONNECT_MS}\n${sseMessage('ready', { clients: clients.size })}`));
          log.debug({ client: id, clients: clients.size }, 'board connected');
        },
        cancel() {
          if (client) close(client, 'cancelled');
        },
      },
      // Count chunks: desiredSize then says how many events the board is behind.
      { highWaterMark: 1, size: () => 1 },
    );
    signal.addEventListener('abort', () => client && close(client, 'aborted'), { once: true });

    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx (the ingress) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      },
    });
  };

  return {
    handle,
    get clients() {
      return clients.size;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe?.();
      unwatch();
      for (const client of [...clients]) close(client, 'gateway stopping');
      await Promise.all([subscription.stop(), workOrders.stop()]);
    },
  };
}
