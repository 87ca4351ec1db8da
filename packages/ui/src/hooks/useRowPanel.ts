import { useCallback, useEffect, useRef, useState } from 'react';

export interface RowPanel<T> {
  /** Which panel is open (one at a time), or null. */
  open: T | null;
  /** Opens `panel`, remembering `button` to give the focus back to when it closes. */
  show: (panel: T, button: HTMLElement) => void;
  /** Closes the panel and gives the focus back to the button that opened it, if still on the page. */
  close: () => void;
}

/**
 * The one panel open under a table row (STAFF's Edit, CLIENTS' Revoke, WEBHOOKS' Deliveries) and
 * the focus back on the button that opened it when it closes.
 *
 * Only `close` gives the focus back. An effect that did so whenever it saw "no panel open" raced the
 * table's first render: a click landing before that render's effects had run had its opener taken
 * (and forgotten) by them, so Escape later left the focus on the page's body.
 */
export function useRowPanel<T>(): RowPanel<T> {
  const [open, setOpen] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (open !== null || !returning.current) return;
    returning.current = false;
    const button = opener.current;
    opener.current = null;
    if (button?.isConnected) button.focus();
  }, [open]);

  const show = useCallback((panel: T, button: HTMLElement) => {
    opener.current = button;
    returning.current = false;
    setOpen(panel);
  }, []);
  const close = useCallback(() => {
    returning.current = true;
    setOpen(null);
  }, []);
  return { open, show, close };
}
