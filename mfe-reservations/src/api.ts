/** The calls the reservation screens make (docs/product.md §7), each checked against its contract schema. */
import { LoginStatus } from '@pms/contracts/auth';
import {
  CancelReservationAnswer,
  CreateReservationAnswer,
  Reservation,
  ReservationList,
  ResRoomList,
  UpdateReservationAnswer,
  type CreateReservationInput,
  type ResRoom,
  type UpdateReservationInput,
} from '@pms/contracts/reservations';
import { RoomTypeList } from '@pms/contracts/rooms';
import { routePath } from '@pms/contracts/routes';
import { api } from '@pms/ui';
import { reservationsListPath, type ReservationFilters } from './domain/search';

export const loadRoomTypes = (signal?: AbortSignal) => api.get('/api/room/types', { schema: RoomTypeList, signal });

export interface LoadedReservation {
  reservation: Reservation;
  rooms: ResRoom[];
}

/** docs/product.md §7: the reservation and its rooms are fetched together. */
export async function loadReservation(id: number, signal?: AbortSignal): Promise<LoadedReservation> {
  const [reservation, rooms] = await Promise.all([
    api.get(routePath('/api/hw/reservation/:id', { id }), { schema: Reservation, signal }),
    api.get(routePath('/api/hw/res_rooms/:id', { id }), { schema: ResRoomList, signal }),
  ]);
  return { reservation, rooms };
}

/**
 * The signed-in clerk's user id, for `reserve[0]` (docs/product.md §7). The service takes the user from the
 * session anyway, so a failure here only means null is sent.
 */
export async function loadUserId(signal?: AbortSignal): Promise<number | null> {
  try {
    const user = await api.get('/api/login/status', { schema: LoginStatus, signal });
    return user.user_id > 0 ? user.user_id : null;
  } catch {
    return null;
  }
}

export const createReservation = (body: CreateReservationInput, idempotencyKey: string) =>
  api.post('/api/hw/reservation', body, { schema: CreateReservationAnswer, idempotencyKey });

export const updateReservation = (body: UpdateReservationInput) =>
  api.put('/api/hw/reservation', body, { schema: UpdateReservationAnswer });

export const cancelReservation = (id: number) =>
  api.put(routePath('/api/hw/cancelReservation/:id', { id }), undefined, { schema: CancelReservationAnswer });

export const searchReservations = (filters: ReservationFilters, signal?: AbortSignal) =>
  api.get(reservationsListPath(filters), { schema: ReservationList, signal });
