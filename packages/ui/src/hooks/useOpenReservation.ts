import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { storeReservationId } from './useLocalStorage';

/** UPDATE RESERVATION's path (mfe-reservations); the reservation id travels in localStorage. */
export const UPDATE_RESERVATION_PATH = '/reserve/updatereservation';

/** Opens a reservation in UPDATE RESERVATION (e.g. a clicked row): stores its id for that screen, then goes there. */
export function useOpenReservation(): (reservationId: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (reservationId: number) => {
      storeReservationId(reservationId);
      navigate(UPDATE_RESERVATION_PATH);
    },
    [navigate],
  );
}
