import type { Page } from 'playwright-core';

/**
 * Cumulative layout shift of a tab over a whole test file (issue #16: a notice overlays the page,
 * so nothing on it moves). The browser's `layout-shift` entries are kept as CLS counts them —
 * leaving out shifts within 0.5 s of the user's input, which the user caused — in the tab's
 * sessionStorage, so a page load does not lose what the earlier documents measured. Also left out,
 * because tests do them on purpose and they re-lay out the whole page by design:
 * - the print check: every shift from just before `page.emulateMedia({ media: 'print' })` until the
 *   page has drawn two frames back on screen. Marked by the calls themselves (watchLayoutShift wraps
 *   emulateMedia), not by a clock, so a loaded machine that draws the screen late cannot push the
 *   top bar's return outside the window (reports-housekeeping once recorded 0.2531 that way);
 * - shifts within a second of the window changing size (a 360 px phone).
 * The sources say what moved (element, address, box before → after), for when something did.
 */
const KEY = 'pms:e2e:layout-shift';

export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * What the page keeps: every shift (time since the epoch, value, what moved), every resize, and
 * each print check as [start, end] (end null while the page is still printed).
 */
interface Recorded {
  shifts: Array<{ at: number; value: number; sources: string[] }>;
  relaidOut: number[];
  printed?: Array<[number, number | null]>;
}

const EMPTY = '{"shifts":[],"relaidOut":[],"printed":[]}';

/** Installed in every document the page opens (page.addInitScript). */
function observeLayoutShift({ key, empty }: { key: string; empty: string }): void {
  type Rect = { x: number; y: number; width: number; height: number };
  type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
  const box = ({ x, y, width, height }: Rect) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? 'a removed node';
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).filter(Boolean) : [];
    return [node.tagName.toLowerCase(), ...classes].join('.');
  };
  const update = (change: (r: Recorded) => void) => {
    const recorded = JSON.parse(sessionStorage.getItem(key) ?? empty) as Recorded;
    change(recorded);
    sessionStorage.setItem(key, JSON.stringify(recorded));
  };
  const relaidOut = () => update((r) => r.relaidOut.push(Date.now()));
  addEventListener('resize', relaidOut);
  new PerformanceObserver((list) => {
    update((r) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(
          ({ node, previousRect, currentRect }) => `${describe(node)} at ${location.pathname} (${box(previousRect)} → ${box(currentRect)})`,
        );
        r.shifts.push({ at: performance.timeOrigin + entry.startTime, value: entry.value, sources });
      }
    });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The print check's bounds, marked in the page: the start before the medium changes (a shift it
 * causes comes after), the end once two frames have been drawn in the screen medium again (the
 * frame that re-lays out the page, and one more). The time fallback only keeps a page that draws
 * no frames (closed, or about:blank) from hanging the test; such a page has no shift to report.
 */
function markPrinted({ key, empty, edge }: { key: string; empty: string; edge: 'start' | 'end' }): Promise<void> | void {
  const mark = () => {
    const recorded = JSON.parse(sessionStorage.getItem(key) ?? empty) as Recorded;
    const printed = (recorded.printed ??= []);
    const now = performance.timeOrigin + performance.now();
    const open = printed.at(-1);
    if (edge === 'start') {
      if (!open || open[1] !== null) printed.push([now, null]);
    } else if (open && open[1] === null) open[1] = now;
    sessionStorage.setItem(key, JSON.stringify(recorded));
  };
  if (edge === 'start') return mark();
  return new Promise<void>((resolve) => {
    const done = () => {
      mark();
      resolve();
    };
    const fallback = setTimeout(done, 5000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        done();
      }),
    );
  });
}

async function markPrintedIn(page: Page, edge: 'start' | 'end'): Promise<void> {
  try {
    await page.evaluate(markPrinted, { key: KEY, empty: EMPTY, edge });
  } catch {
    // about:blank (no sessionStorage) or a closed page: nothing there is measured.
  }
}

export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(observeLayoutShift, { key: KEY, empty: EMPTY });
  // Every print check of every test goes through here, whatever the test calls it with.
  const emulateMedia = page.emulateMedia.bind(page);
  page.emulateMedia = async (options) => {
    if (options?.media === undefined) return emulateMedia(options);
    if (options.media === 'print') {
      await markPrintedIn(page, 'start');
      return emulateMedia(options);
    }
    await emulateMedia(options);
    await markPrintedIn(page, 'end');
  };
}

/** What the tab has shifted so far, print checks and resizes left out (0 for a page that never loaded the suite). */
export async function layoutShiftOf(page: Page): Promise<LayoutShift> {
  let recorded: Recorded;
  try {
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
    if (!stored) return { value: 0, sources: [] };
    recorded = JSON.parse(stored) as Recorded;
  } catch {
    return { value: 0, sources: [] }; // about:blank or a closed page
  }
  const printing = (at: number) => (recorded.printed ?? []).some(([start, end]) => at >= start && (end === null || at <= end));
  const counted = recorded.shifts.filter(({ at }) => !printing(at) && !recorded.relaidOut.some((t) => Math.abs(at - t) < 1000));
  return {
    value: counted.reduce((sum, s) => sum + s.value, 0),
    sources: [...new Set(counted.flatMap((s) => s.sources))].slice(0, 20),
  };
}
