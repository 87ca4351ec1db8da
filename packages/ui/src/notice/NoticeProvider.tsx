import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Notice, type NoticeKind } from './Notice';

export interface NoticeOptions {
  title?: string;
  /**
   * Hide after this many milliseconds; 0 keeps it until dismissed. Default: errors stay until the
   * clerk dismisses them (they must act on them); success and info go after 8 s.
   */
  timeoutMs?: number;
  /** A reference to quote when reporting the problem: the failed request's trace id. */
  reference?: string;
}

export interface NoticeItem {
  id: number;
  kind: NoticeKind;
  message: string;
  title?: string;
  reference?: string;
}

export interface NoticeApi {
  show: (kind: NoticeKind, message: string, options?: NoticeOptions) => number;
  error: (message: string, options?: NoticeOptions) => number;
  success: (message: string, options?: NoticeOptions) => number;
  info: (message: string, options?: NoticeOptions) => number;
  dismiss: (id: number) => void;
  /** Removes every notice (e.g. when the route changes). */
  clear: () => void;
}

const NoticeContext = createContext<NoticeApi | null>(null);

const DEFAULT_TIMEOUT: Record<NoticeKind, number> = { error: 0, success: 8000, info: 8000 };
/** More than this many at once helps nobody; the oldest make room. */
const MAX_NOTICES = 5;

export interface NoticeProviderProps {
  children: ReactNode;
}

/**
 * Holds the page's notices and shows them in one live region, laid over the page (bottom right) so
 * that one coming or going never moves the page (theme/notices.css). The region comes before the
 * page content, so the notices are early in the tab order and announced by screen readers. The
 * shell mounts it once; every remote's `useNotice()` reaches it because `@pms/ui` is a shared
 * singleton.
 */
export function NoticeProvider({ children }: NoticeProviderProps) {
  const [items, setItems] = useState<NoticeItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const t = timers.current.get(id);
    if (t) clearTimeout(t);
    timers.current.delete(id);
    setItems((prev) => prev.filter((n) => n.id !== id));
  }, []);

  const show = useCallback(
    (kind: NoticeKind, message: string, options: NoticeOptions = {}) => {
      const id = nextId.current++;
      setItems((prev) => {
        // The same message again replaces the old one instead of stacking copies.
        const rest = prev.filter((n) => !(n.kind === kind && n.message === message));
        return [...rest, { id, kind, message, title: options.title, reference: options.reference }].slice(-MAX_NOTICES);
      });
      const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT[kind];
      if (timeout > 0) timers.current.set(id, setTimeout(() => dismiss(id), timeout));
      return id;
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const t of timers.current.values()) clearTimeout(t);
    timers.current.clear();
    setItems([]);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
    };
  }, []);

  const api = useMemo<NoticeApi>(
    () => ({
      show,
      error: (m, o) => show('error', m, o),
      success: (m, o) => show('success', m, o),
      info: (m, o) => show('info', m, o),
      dismiss,
      clear,
    }),
    [show, dismiss, clear],
  );

  return (
    <NoticeContext.Provider value={api}>
      <div className="pms-notices" aria-live="polite" aria-relevant="additions">
        {items.map((n) => (
          <Notice key={n.id} kind={n.kind} title={n.title} reference={n.reference} onDismiss={() => dismiss(n.id)}>
            {n.message}
          </Notice>
        ))}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

let warnedMissing = false;
const consoleOnly: NoticeApi = {
  show: (kind, message) => {
    if (!warnedMissing) {
      warnedMissing = true;
      console.warn('[ui] useNotice() without a <NoticeProvider>: notices go to the console only');
    }
    (kind === 'error' ? console.error : console.info)(`[notice] ${message}`);
    return 0;
  },
  error: (m) => consoleOnly.show('error', m),
  success: (m) => consoleOnly.show('success', m),
  info: (m) => consoleOnly.show('info', m),
  dismiss: () => {},
  clear: () => {},
};

/** The page's notices. Outside a NoticeProvider (a remote run on its own) it writes to the console. */
export function useNotice(): NoticeApi {
  return useContext(NoticeContext) ?? consoleOnly;
}
