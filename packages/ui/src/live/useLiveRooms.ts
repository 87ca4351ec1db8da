import { useEffect, useRef, useState } from 'react';
import type { LiveStatus } from './liveFeed';
import { subscribeLiveRooms, type LiveSubscriber } from './liveRooms';

/**
 * Follows the tab's live room feed (liveRooms.ts: one stream shared by every screen of the tab)
 * while the screen is open and says how it is doing. The handlers are read fresh on every event, so
 * the screen subscribes once per mount, not per render.
 */
export function useLiveRooms(handlers: Omit<LiveSubscriber, 'onStatus'>): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      subscribeLiveRooms({
        onRoom: (e) => latest.current.onRoom?.(e),
        onWorkOrder: (e) => latest.current.onWorkOrder?.(e),
        onReady: () => latest.current.onReady?.(),
        onSessionEnded: () => latest.current.onSessionEnded?.(),
        onStatus: setStatus,
      }),
    [],
  );
  return status;
}
