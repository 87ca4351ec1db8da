import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';
import './reports.css';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

// Each screen is its own chunk: opening one report downloads only that report's code.
const Housekeeping = lazy(() => import('./pages/housekeeping'));
const DetailedAvailability = lazy(() => import('./pages/detailedAvailability'));
const HouseStatus = lazy(() => import('./pages/houseStatus'));
const NightAudit = lazy(() => import('./pages/nightAudit'));
const AuditTrail = lazy(() => import('./pages/auditTrail'));

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
