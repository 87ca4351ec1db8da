import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';
import Billing from './pages/Billing';
import Payment from './pages/Payment';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

// Every screen is in this chunk, which the shell fetches ahead (on hover, focus and when the
// dashboard is idle): a screen in a lazy chunk of its own suspended the area on its first visit,
// and React reveals suspended content at most every 300 ms, which cost 0.3–0.8 s per first visit
// (docs/performance.md). The calendar and the grid stay lazy, behind their own fallbacks.

const loading = (
  <div className="pms-page" role="status" aria-live="polite">
    Loading…
  </div>
);

/**
 * The finance screens (/cashiering/billing and /cashiering/payment), at their full paths: the shell
 * mounts a department at the site root under its single BrowserRouter. A path without a screen falls
 * through to the shell's not-found page.
 */
export default function FinanceRoutes({ notFound }: DepartmentRoutesProps) {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="/cashiering/billing" element={<Billing />} />
        <Route path="/cashiering/payment" element={<Payment />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
