/**
 * When to fetch a department ahead of its first visit (docs/performance.md): when a link to it is
 * hovered or focused (the click usually follows), and for every department once the browser is
 * idle after the dashboard has painted. Neither waits for anything nor blocks a click.
 */
import { departmentFor, type Department } from '../departments/departments';
import { prefetchDepartment } from './runtime';

/** User Timing mark once the idle prefetch has settled (read by the e2e run, docs/performance.md). */
const DEPARTMENTS_FETCHED_MARK = 'pms:departments-fetched-ahead';

/** Handlers for a link to `to`: pointing at it or tabbing to it fetches the department behind it. */
export function prefetchOnIntent(to: string, departments: readonly Department[]): { onMouseEnter: () => void; onFocus: () => void } {
  const start = () => {
    const department = departmentFor(to, departments);
    if (department) void prefetchDepartment(department.name);
  };
  return { onMouseEnter: start, onFocus: start };
}

/** Fetches every department once the browser is idle; answers the cancel for an effect's cleanup. */
export function prefetchWhenIdle(departments: readonly Department[]): () => void {
  const run = () => {
    void Promise.all(departments.map((d) => prefetchDepartment(d.name))).then(() => performance.mark(DEPARTMENTS_FETCHED_MARK));
  };
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout: a page that never idles (the live tiles' stream) still gets its head start.
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
}
