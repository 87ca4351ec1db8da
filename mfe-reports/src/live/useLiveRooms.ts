import { useEffect, useRef, useState } from 'react';
import type { LiveRoomEvent } from '@pms/contracts/housekeeping';
import { openLiveFeed, type LiveStatus } from './liveFeed';

export interface UseLiveRoomsHandlers {
  onRoom: (event: LiveRoomEvent) => void;
  onReady: () => void;
  onSessionEnded?: () => void;
}

/**
 * Follows the gateway's live room feed while the screen is open and says how it is doing. The
 * handlers are read fresh on every event, so the feed is opened once per mount, not per render.
 */
export function useLiveRooms(handlers: UseLiveRoomsHandlers): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      openLiveFeed({
        onRoom: (e) => latest.current.onRoom(e),
        onReady: () => latest.current.onReady(),
        onSessionEnded: () => latest.current.onSessionEnded?.(),
        onStatus: setStatus,
      }),
    [],
  );
  return status;
}
