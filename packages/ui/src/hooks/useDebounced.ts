import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs` (e.g. name filters typed letter by
 * letter, so the search runs on the pause rather than on every key).
 */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}
