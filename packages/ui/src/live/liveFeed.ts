/**
 * The browser's side of `GET /api/live/rooms` (server-sent events from the gateway), without React.
 * Screens do not open it themselves: `subscribeLiveRooms` (liveRooms.ts) shares one per tab.
 *
 * The browser's EventSource reconnects by itself after a dropped connection. It gives up for good
 * when an answer is not a stream (401 after a sign-out, 503, 404 where the gateway has no bus):
 * then we open a new one after a growing pause. Every `ready` (first connection and each
 * reconnection) asks the board to load afresh, since changes made meanwhile are not replayed.
 */
import type { LiveRoomEvent, LiveWorkOrderEvent } from '@pms/contracts/housekeeping';
import { LIVE_ROOMS_PATH } from '@pms/contracts/routes';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export interface LiveFeedHandlers {
  /** A room changed. */
  onRoom: (event: LiveRoomEvent) => void;
  /** A work order was recorded, changed or fixed. */
  onWorkOrder?: (event: LiveWorkOrderEvent) => void;
  /** (Re)connected: anything may have changed meanwhile. */
  onReady: () => void;
  /** The gateway ended the stream because the session is over. */
  onSessionEnded?: () => void;
  onStatus?: (status: LiveStatus) => void;
}

export interface LiveFeedOptions {
  /** The EventSource constructor (tests pass a fake). */
  EventSourceImpl?: typeof EventSource;
  url?: string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Pause before opening a new EventSource after the n-th failure in a row (1-based): 1 s, 2 s, 4 s … 30 s. */
export function reopenDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

/** Reads a `room` event's data; undefined when it is not one. */
export function parseRoomEvent(data: unknown): LiveRoomEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const e = JSON.parse(data) as Partial<LiveRoomEvent> | null;
    if (!e || typeof e.room_id !== 'number' || (e.clean !== 0 && e.clean !== 1) || (e.occupied !== 0 && e.occupied !== 1)) return undefined;
    if (typeof e.version !== 'number') return undefined;
    return e as LiveRoomEvent;
  } catch {
    return undefined;
  }
}

/** Reads a `work-order` event's data; undefined when it is not one. */
export function parseWorkOrderEvent(data: unknown): LiveWorkOrderEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const e = JSON.parse(data) as Partial<LiveWorkOrderEvent> | null;
    return e && typeof e.room_issue_id === 'number' && typeof e.room_id === 'number' && typeof e.fixed === 'boolean' ? (e as LiveWorkOrderEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** Opens the feed; returns the function that closes it for good. */
export function openLiveFeed(handlers: LiveFeedHandlers, options: LiveFeedOptions = {}): () => void {
  const Impl = options.EventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const url = options.url ?? LIVE_ROOMS_PATH;
  if (!Impl) {
    handlers.onStatus?.('reconnecting');
    return () => {};
  }

  let source: EventSource | undefined;
  let timer: unknown;
  let failures = 0;
  let closed = false;

  const open = () => {
    if (closed) return;
    handlers.onStatus?.(failures === 0 ? 'connecting' : 'reconnecting');
    const es = new Impl(url);
    source = es;
    es.addEventListener('ready', () => {
      failures = 0;
      handlers.onStatus?.('live');
      handlers.onReady();
    });
    es.addEventListener('room', (e) => {
      const room = parseRoomEvent(e.data);
      if (room) handlers.onRoom(room);
    });
    es.addEventListener('work-order', (e) => {
      const workOrder = parseWorkOrderEvent(e.data);
      if (workOrder) handlers.onWorkOrder?.(workOrder);
    });
    es.addEventListener('session-ended', () => {
      es.close();
      handlers.onSessionEnded?.();
      retry();
    });
    es.addEventListener('error', () => {
      if (closed) return;
      // CONNECTING: the browser is already reconnecting by itself. CLOSED: it gave up; we retry.
      if (es.readyState === Impl.CLOSED) retry();
      else handlers.onStatus?.('reconnecting');
    });
  };

  const retry = () => {
    if (closed) return;
    source?.close();
    failures++;
    handlers.onStatus?.('reconnecting');
    timer = setTimer(open, reopenDelayMs(failures));
  };

  open();
  return () => {
    closed = true;
    if (timer !== undefined) clearTimer(timer);
    source?.close();
  };
}
