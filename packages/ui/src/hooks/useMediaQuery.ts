import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than 1024 px: the shell folds its side menu away and tables pin their first column. */
export const NARROW_SCREEN = '(max-width: 63.99rem)';
/** Up to 768 px (phones, a tablet upright): boards show cards instead of a table. */
export const PHONE_SCREEN = '(max-width: 48rem)';

/**
 * Whether a CSS media query matches now, following it as the window is resized or turned. Where
 * there is no window (tests without a DOM, server rendering) it answers false: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  const current = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, current, () => false);
}
