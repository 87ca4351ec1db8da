import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

// Each screen is its own chunk: the billing list does not download the invoice page and back.
const Billing = lazy(() => import('./pages/Billing'));
const Payment = lazy(() => import('./pages/Payment'));

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
