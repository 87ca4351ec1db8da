import { useEffect, useState } from 'react';

/**
 * What a once-per-page load answers (who is signed in, the hotel's time zone), `initial` until it has.
 * `load` must be one function for the page's life (a module's own), not one made per render.
 */
export function useLoaded<T, I>(load: () => Promise<T>, initial: I): T | I {
  const [value, setValue] = useState<T | I>(initial);
  useEffect(() => {
    let live = true;
    void load().then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}
