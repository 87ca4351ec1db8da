import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

/**
 * The reports screens (/reports/housekeeping, /reports/detailedAvailability and /reports/houseStatus), at their full paths: the shell mounts a department at the site
 * root under its single BrowserRouter. A path without a screen falls through to the shell's
 * not-found page.
 */
export default function ReportsRoutes({ notFound }: DepartmentRoutesProps) {
  return (
    <Routes>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
