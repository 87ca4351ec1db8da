import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';
import Housekeeping from './pages/housekeeping';
import DetailedAvailability from './pages/detailedAvailability';
import HouseStatus from './pages/houseStatus';
import NightAudit from './pages/nightAudit';
import AuditTrail from './pages/auditTrail';
import './reports.css';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

// Every screen is in this chunk, which the shell fetches ahead (on hover, focus and when the
// dashboard is idle): a screen in a lazy chunk of its own suspended the area on its first visit,
// and React reveals suspended content at most every 300 ms, which cost 0.3–0.8 s per first visit
// (docs/performance.md). The calendar and the grid stay lazy, behind their own fallbacks.

/**
 * The reports screens (/reports/housekeeping, /reports/detailedAvailability, /reports/houseStatus, /reports/nightAudit and /reports/audit), at their full paths: the shell mounts a department at the site
 * root under its single BrowserRouter. A path without a screen falls through to the shell's
 * not-found page.
 */
export default function ReportsRoutes({ notFound }: DepartmentRoutesProps) {
  return (
    <Suspense
      fallback={
        <p className="pms-page" role="status">
          Loading the report…
        </p>
      }
    >
      <Routes>
        <Route path="/reports/housekeeping" element={<Housekeeping />} />
        <Route path="/reports/detailedAvailability" element={<DetailedAvailability />} />
        <Route path="/reports/houseStatus" element={<HouseStatus />} />
        {/* Manager and up: the shell's guard reads the permission table (night_audit.run), and so does the API. */}
        <Route path="/reports/nightAudit" element={<NightAudit />} />
        {/* Manager and up, likewise (audit.read). */}
        <Route path="/reports/audit" element={<AuditTrail />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
