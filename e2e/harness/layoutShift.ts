import type { Page } from 'playwright-core';

/**
 * Cumulative layout shift of a tab over a whole test file (issue #16: a notice overlays the page,
 * so nothing on it moves). The browser's `layout-shift` entries are kept as CLS counts them —
 * leaving out shifts within 0.5 s of the user's input, which the user caused — in the tab's
 * sessionStorage, so a page load does not lose what the earlier documents measured. Also left out:
 * shifts within a second of the window changing size or medium, which tests do on purpose (a
 * 360 px phone, the print check with emulateMedia) and which re-lay out the whole page by design.
 * The sources say what moved (element, address, box before → after), for when something did.
 */
const KEY = 'pms:e2e:layout-shift';

export interface LayoutShift {
  value: number;
  sources: string[];
}

/** What the page keeps: every shift (time since the epoch, value, what moved) and every re-layout. */
interface Recorded {
  shifts: Array<{ at: number; value: number; sources: string[] }>;
  relaidOut: number[];
}

/** Installed in every document the page opens (page.addInitScript). */
function observeLayoutShift(key: string): void {
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
    const recorded = JSON.parse(sessionStorage.getItem(key) ?? '{"shifts":[],"relaidOut":[]}') as Recorded;
    change(recorded);
    sessionStorage.setItem(key, JSON.stringify(recorded));
  };
  const relaidOut = () => update((r) => r.relaidOut.push(Date.now()));
  addEventListener('resize', relaidOut);
  matchMedia('print').addEventListener('change', relaidOut);
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

export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(observeLayoutShift, KEY);
}

/** What the tab has shifted so far, re-layouts left out (0 for a page that never loaded the suite). */
export async function layoutShiftOf(page: Page): Promise<LayoutShift> {
  let recorded: Recorded;
  try {
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
    if (!stored) return { value: 0, sources: [] };
    recorded = JSON.parse(stored) as Recorded;
  } catch {
    return { value: 0, sources: [] }; // about:blank or a closed page
  }
  const counted = recorded.shifts.filter(({ at }) => !recorded.relaidOut.some((t) => Math.abs(at - t) < 1000));
  return {
    value: counted.reduce((sum, s) => sum + s.value, 0),
    sources: [...new Set(counted.flatMap((s) => s.sources))].slice(0, 20),
  };
}
