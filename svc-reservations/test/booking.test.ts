import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationAnswer, Reservation, ResRoomList } from '@pms/contracts/reservations';
import { bookingBody, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.t.stop());

describe('POST /api/hw/reservation', () => {
  it('books a reservation', async () => {
    const res = await h.request('POST', '/api/hw/reservation', bookingBody());
    expect(res.status).toBe(201);
    const answer = CreateReservationAnswer.parse(await res.json());
    expect(answer.reservation_id).toBeGreaterThanOrEqual(1001);
    const r = Reservation.parse(await (await h.request('GET', `/api/hw/reservation/${answer.reservation_id}`)).json());
    const stays = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${answer.reservation_id}`)).json());
    console.log(r, stays);
  });
});
