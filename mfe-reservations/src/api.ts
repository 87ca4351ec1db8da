/**
 * The calls the reservation screens make (docs/product.md §7), typed by the contracts. Answers are
 * not parsed with the contracts' zod schemas: that would put zod into this remote's bundle (issue
 * #16); the services' tests hold the answers to those schemas.
 */
import type { User } from '@pms/contracts/auth';
import type {
  CancelReservationAnswer,
  CreateReservationAnswer,
  CreateReservationInput,
  Reservation,
  ResRoom,
  UpdateReservationAnswer,
  UpdateReservationInput,
} from '@pms/contracts/reservations';
import type { RoomType } from '@pms/contracts/rooms';
import { routePath } from '@pms/contracts/routes';
import { api } from '@pms/ui';

export const loadRoomTypes = (signal?: AbortSignal) => api.get<RoomType[]>('/api/room/types', { signal });

export interface LoadedReservation {
  reservation: Reservation;
  rooms: ResRoom[];
}

/** docs/product.md §7: the reservation and its rooms are fetched together. */
export async function loadReservation(id: number, signal?: AbortSignal): Promise<LoadedReservation> {
  const [reservation, rooms] = await Promise.all([
    api.get<Reservation>(routePath('/api/hw/reservation/:id', { id }), { signal }),
    api.get<ResRoom[]>(routePath('/api/hw/res_rooms/:id', { id }), { signal }),
  ]);
  return { reservation, rooms };
}

/**
 * The signed-in clerk's user id, for `reserve[0]` (docs/product.md §7). The service takes the user from the
 * session anyway, so a failure here only means null is sent.
 */
export async function loadUserId(signal?: AbortSignal): Promise<number | null> {
  try {
    const user = await api.get<User>('/api/login/status', { signal });
    return user.user_id > 0 ? user.user_id : null;
  } catch {
    return null;
  }
}

export const createReservation = (body: CreateReservationInput, idempotencyKey: string) =>
  api.post<CreateReservationAnswer>('/api/hw/reservation', body, { idempotencyKey });

export const updateReservation = (body: UpdateReservationInput) =>
  api.put<UpdateReservationAnswer>('/api/hw/reservation', body);

export const cancelReservation = (id: number) =>
  api.put<CancelReservationAnswer>(routePath('/api/hw/cancelReservation/:id', { id }));

