/**
 * The reservation screens' calls that are more than one `api.request` (docs/product.md §7); the
 * others call `api.request` where they are used, typed by the OpenAPI document. Answers are not
 * parsed with the contracts' zod schemas: that would put zod into this remote's bundle (issue #16);
 * the services' tests and the gateway's contract test hold the answers to those schemas.
 */
import type { Reservation, ResRoom } from '@pms/contracts/reservations';
import { api } from '@pms/ui';

export interface LoadedReservation {
  reservation: Reservation;
  rooms: ResRoom[];
}

/** docs/product.md §7: the reservation and its rooms are fetched together. */
export async function loadReservation(id: number, signal?: AbortSignal): Promise<LoadedReservation> {
  const [reservation, rooms] = await Promise.all([
    api.request('GET /api/hw/reservation/:id', { params: { id }, signal }),
    api.request('GET /api/hw/res_rooms/:id', { params: { id }, signal }),
  ]);
  return { reservation, rooms };
}

/**
 * The signed-in clerk's user id, for `reserve[0]` (docs/product.md §7). The service takes the user from the
 * session anyway, so a failure here only means null is sent.
 */
export async function loadUserId(signal?: AbortSignal): Promise<number | null> {
  try {
    const user = await api.request('GET /api/login/status', { signal });
    return user.user_id > 0 ? user.user_id : null;
  } catch {
    return null;
  }
}

/** The room types, for the booking forms' Room type choice. */
export const loadRoomTypes = (signal: AbortSignal) => api.request('GET /api/room/types', { signal });
