import { expect } from 'vitest';
import type { EventEnvelope } from '@pms/contracts/events';
import { CreateReservationAnswer, Reservation, ResRoomList, type UpdateReservationInput } from '@pms/contracts/reservations';
import { waitForValue, watchEvents } from '@pms/service-kit/testing';
import { bookingBody, harnessForFile, publishRoom, roomsOf, ROOM_TYPES } from './helpers';

/** What a clerk changes on the update screen (indexes into the guest and room arrays). */
export type StayChange = { cust?: Record<number, unknown>; room?: Record<number, unknown>; version?: number; roomNum?: string | null };

/**
 * The file's svc-reservations, with the demo rooms projected (check-ins and room moves name them),
 * and the update screen's and the cancel button's requests against it.
 */
export function changeCancelHarness() {
  const h = harnessForFile(ROOM_TYPES, async (started) => {
    for (const r of roomsOf(ROOM_TYPES)) await publishRoom(started.t.deps.bus, r);
    await waitForValue(async () => (await started.t.deps.sql<{ n: number }[]>`select count(*)::int as n from rooms`)[0]!.n, (n) => n === 100);
  });

  async function bookOne(room: Record<number, unknown> = {}, cust: Record<number, unknown> = {}) {
    const res = await h.request('POST', '/api/hw/reservation', bookingBody({ room, cust }));
    expect(res.status).toBe(201);
    return CreateReservationAnswer.parse(await res.json()).reservation_id;
  }

  async function read(reservationId: number) {
    const reservation = Reservation.parse(await (await h.request('GET', `/api/hw/reservation/${reservationId}`)).json());
    const stays = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${reservationId}`)).json());
    return { reservation, stay: stays[0]!, stays };
  }

  /** The update screen's body: what it read, with the changes a clerk made. */
  async function updateBody(reservationId: number, change: StayChange = {}): Promise<UpdateReservationInput> {
    const { reservation: r, stay } = await read(reservationId);
    const cust: unknown[] = [r.first_name, r.last_name, r.address, r.city, r.state, r.zip, r.email, r.phone, '', r.cc_expiration];
    const room: unknown[] = [stay.room_type_id, stay.check_in_date, stay.check_out_date, stay.adults, stay.rate, stay.comments];
    for (const [i, v] of Object.entries(change.cust ?? {})) cust[Number(i)] = v;
    for (const [i, v] of Object.entries(change.room ?? {})) room[Number(i)] = v;
    return {
      cust,
      reserve: [r.user_id, r.comments],
      rooms: [room],
      customerId: r.customer_id,
      reservation_id: r.reservation_id,
      resRoomId: stay.res_room_id,
      version: change.version ?? r.version,
      ...(change.roomNum === undefined ? {} : { roomNum: change.roomNum }),
    } as unknown as UpdateReservationInput;
  }

  const put = (body: unknown) => h.request('PUT', '/api/hw/reservation', body);
  const cancel = (id: number) => h.request('PUT', `/api/hw/cancelReservation/${id}`);

  async function soldOn(roomTypeId: number, night: string): Promise<number> {
    const [row] = await h.t.deps.sql<{ sold: number }[]>`select sold from inventory where room_type_id = ${roomTypeId} and night = ${night}`;
    return row?.sold ?? 0;
  }

  async function lastStayEvent(resRoomId: number, version: number): Promise<EventEnvelope> {
    await h.t.relay.flush();
    const subject = `pms.reservations.stay.${resRoomId}`;
    const stays = await watchEvents(h.t.deps.bus, subject);
    try {
      return await stays.waitFor(subject, version);
    } finally {
      await stays.stop();
    }
  }

  return { h, bookOne, read, updateBody, put, cancel, soldOn, lastStayEvent };
}
