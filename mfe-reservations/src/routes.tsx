import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@pms/ui';

/** What the shell hands every department's routes (shell/src/departments/types.ts). */
export interface DepartmentRoutesProps {
  /** The shell's own not-found page, for paths of this area that have no screen. */
  notFound: ReactNode;
}

// Each screen is its own chunk: opening one does not download the others.
const NewReservation = lazy(() => import('./pages/NewReservation'));
const UpdateReservation = lazy(() => import('./pages/UpdateReservation'));
const AllReservations = lazy(() => import('./pages/AllReservations'));
const ReservationConfirmation = lazy(() => import('./pages/ReservationConfirmation'));

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
