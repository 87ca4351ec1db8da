import type { ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';
import ArrivalsPage from './pages/Arrivals';
import InHousePage from './pages/InHouse';
import MaintenancePage from './pages/Maintenance';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

/**
 * The front-desk screens at their full paths: the shell mounts a department at the site root under
 * its single BrowserRouter. A path without a screen falls through to the shell's not-found page.
 */
export default function FrontdeskRoutes({ notFound }: DepartmentRoutesProps) {
  return (
    <Routes>
      <Route path="/frontdesk/arrivals" element={<ArrivalsPage />} />
      <Route path="/frontdesk/inhouse" element={<InHousePage />} />
      <Route path="/frontdesk/maintenance" element={<MaintenancePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
