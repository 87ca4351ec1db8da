import { useApiQuery, useReservationId, type ApiQuery } from '@pms/ui';
import type { ReactNode } from 'react';
import { loadReservation, type LoadedReservation } from '../api';
import { MissingReservation } from './MissingReservation';
import { LoadFailed } from './PageMessage';

export interface StoredReservation {
  /** The stored reservation id (`reservation_id`), null when none is selected. */
  id: number | null;
  query: ApiQuery<LoadedReservation>;
  /** The loaded reservation once it is the stored one (not a previous id's answer still on screen). */
  ready: LoadedReservation | undefined;
}

/** Loads the stored reservation with its rooms, for the screens that show or change it. */
export function useStoredReservation(): StoredReservation {
  const [id] = useReservationId();
  const query = useApiQuery('Load reservation', id === null ? null : (signal) => loadReservation(id, signal), [id]);
  const ready = query.data && query.data.reservation.reservation_id === id ? query.data : undefined;
  return { id, query, ready };
}

/**
 * The page body for the stored reservation: `children` once it is loaded; otherwise none selected,
 * not found, a load failure with Try again, or loading.
 */
export function StoredReservationBody({
  stored: { id, query, ready },
  children,
}: {
  stored: StoredReservation;
  children: (loaded: LoadedReservation) => ReactNode;
}) {
  if (id === null) return <MissingReservation />;
  if (query.error?.status === 404) return <MissingReservation message={`Reservation ${id} could not be found.`} />;
  if (ready) return <>{children(ready)}</>;
  if (query.error) return <LoadFailed title="The reservation could not be loaded." error={query.error} retry={query.reload} />;
  return (
    <p role="status" className="res-loading">
      Loading reservation…
    </p>
  );
}
