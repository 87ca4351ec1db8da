import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';
import NewReservation from './pages/NewReservation';
import UpdateReservation from './pages/UpdateReservation';
import AllReservations from './pages/AllReservations';
import ReservationConfirmation from './pages/ReservationConfirmation';

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
 * The reservations screens (/reserve/new, /reserve/updatereservation, /reserve/allreservations and /reservationcomfirmation), at their full paths: the shell mounts a department at the site
 * root under its single BrowserRouter. A path without a screen falls through to the shell's
 * not-found page.
 */
export default function ReservationsRoutes({ notFound }: DepartmentRoutesProps) {
  return (
    <Suspense
      fallback={
        <div className="pms-page" role="status">
          Loading…
        </div>
      }
    >
      <Routes>
        <Route path="/reserve/new" element={<NewReservation />} />
        <Route path="/reserve/updatereservation" element={<UpdateReservation />} />
        <Route path="/reserve/allreservations" element={<AllReservations />} />
        {/* Spelled so in docs/product.md §2. */}
        <Route path="/reservationcomfirmation" element={<ReservationConfirmation />} />
        <Route path="*" element={notFound} />
      </Routes>
    </Suspense>
  );
}
