/**
 * One live stream per browser tab (docs/frontend.md "Live figures"): every screen that follows the
 * gateway's room feed — the dashboard's tiles, the housekeeping board — subscribes here, and the
 * first subscriber opens the one EventSource they share. @pms/ui is a federation singleton, so the
 * shell and every remote reach this same module. The last one to leave closes the stream after a
 * short while, so going from the dashboard to the board (or back) keeps the same connection.
 */
import { openLiveFeed, type LiveFeedHandlers, type LiveFeedOptions, type LiveStatus } from './liveFeed';

export type LiveSubscriber = Partial<LiveFeedHandlers>;

export interface LiveSharingOptions extends LiveFeedOptions {
  /** How long the stream stays open after its last subscriber left. Default 5 s. */
  lingerMs?: number;
}

const subscribers = new Set<LiveSubscriber>();
let close: (() => void) | undefined;
let status: LiveStatus = 'connecting';
let closing: unknown;

const each = (call: (s: LiveSubscriber) => void) => {
  for (const s of [...subscribers]) call(s);
};

/**
 * Follows the tab's live stream until the returned function is called. `onStatus` hears the
 * stream's state at once and on every change. `options` (tests' fakes) apply when it opens the stream.
 */
export function subscribeLiveRooms(subscriber: LiveSubscriber, options: LiveSharingOptions = {}): () => void {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  if (closing !== undefined) {
    clearTimer(closing);
    closing = undefined;
  }
  subscribers.add(subscriber);
  subscriber.onStatus?.(status);
  close ??= openLiveFeed(
    {
      onRoom: (e) => each((s) => s.onRoom?.(e)),
      onWorkOrder: (e) => each((s) => s.onWorkOrder?.(e)),
      onReady: () => each((s) => s.onReady?.()),
      onSessionEnded: () => each((s) => s.onSessionEnded?.()),
      onStatus: (next) => {
        status = next;
        each((s) => s.onStatus?.(next));
      },
    },
    options,
  );
  let left = false;
  return () => {
    if (left) return;
    left = true;
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return;
    closing = setTimer(() => {
      closing = undefined;
      if (subscribers.size > 0) return;
      close?.();
      close = undefined;
      status = 'connecting';
    }, options.lingerMs ?? 5_000);
  };
}
