import { useCallback, useEffect, useState } from 'react';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, policy): behave as empty
  }
}

/**
 * A string kept in localStorage under `key`, shared with other tabs (the `storage` event) and with
 * other components of this tab using the same key. `null` means nothing stored.
 */
export function useLocalStorage(key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(() => read(key));

  useEffect(() => {
    setValue(read(key));
    const sync = (e: Event) => {
      const k = e instanceof StorageEvent ? e.key : (e as CustomEvent<string>).detail;
      if (k === key || k === null) setValue(read(key));
    };
    window.addEventListener('storage', sync);
    window.addEventListener(LOCAL_EVENT, sync);
    return () => {
      window.removeEventListener('storage', sync);
      window.removeEventListener(LOCAL_EVENT, sync);
    };
  }, [key]);

  const store = useCallback((next: string | null) => writeLocal(key, next), [key]);
  return [value, store];
}

// The storage event only reaches other tabs; this one tells this tab's other hooks.
const LOCAL_EVENT = 'pms:local-storage';

/** Writes (or removes, for null) a localStorage entry and tells this tab's useLocalStorage hooks. */
export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage disabled: the hand-off will not survive a reload, nothing else to do
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(LOCAL_EVENT, { detail: key }));
}

/** docs/product.md §2: the reservation a screen hands to the update screen lives under this key. */
export const RESERVATION_ID_KEY = 'reservation_id';

const parseId = (raw: string | null): number | null => (raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** Stores the reservation id for the next screen (call it, then navigate). */
export function storeReservationId(id: number | string): void {
  writeLocal(RESERVATION_ID_KEY, String(id));
}

/** The stored reservation id, or null when none (or not a valid id) is stored. */
export function readReservationId(): number | null {
  return parseId(read(RESERVATION_ID_KEY));
}

/** The stored reservation id as state, and its setter. */
export function useReservationId(): [number | null, (id: number | string | null) => void] {
  const [raw, setRaw] = useLocalStorage(RESERVATION_ID_KEY);
  const set = useCallback((id: number | string | null) => setRaw(id === null ? null : String(id)), [setRaw]);
  return [parseId(raw), set];
}
