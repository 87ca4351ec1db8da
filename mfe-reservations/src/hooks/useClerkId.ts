import { useEffect, useState } from 'react';
import { loadUserId } from '../api';

/**
 * The signed-in clerk's user id for `reserve[0]` (docs/product.md §7), loaded once per screen; null
 * until known or when it cannot be had (the service records the session's user either way).
 */
export function useClerkId(): number | null {
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void loadUserId(controller.signal).then((uid) => {
      if (!controller.signal.aborted) setId(uid);
    });
    return () => controller.abort();
  }, []);
  return id;
}
