import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { commands } from '@pms/contracts/events';
import { StayState } from '@pms/contracts/reservations';
import { CommandRefused, type Subscription } from '@pms/service-kit';
import { changeCancelHarness } from './change-cancel-harness';

const { h, bookOne, read, updateBody, put, lastStayEvent } = changeCancelHarness();

describe('PUT /api/hw/reservation', () => {
  describe('room moves of a checked-in guest (through svc-rooms’ assign command)', () => {
    // Plays svc-rooms: room 101–150 are the 2 Queens (ids 1–50); it refuses rooms it holds as occupied.
    const occupied = new Map<number, number>();
    const asked: unknown[] = [];
    let responder: Subscription | undefined;
    beforeAll(async () => {
      responder = await h.t.deps.bus.reply(commands.assignRoom, async (payload) => {
        const cmd = payload as { room_id: number; res_room_id: number; room_type_id: number };
        asked.push(cmd);
        const holder = occupied.get(cmd.room_id);
        if (holder !== undefined && holder !== cmd.res_room_id)
          throw new CommandRefused('occupied', `Room ${100 + cmd.room_id} is already occupied by another stay.`);
        for (const [room, stay] of occupied) if (stay === cmd.res_room_id) occupied.delete(room);
        occupied.set(cmd.room_id, cmd.res_room_id);
        return { room_id: cmd.room_id, room_num: String(100 + cmd.room_id), clean: 1, moved_from: null };
      });
    });
    afterAll(() => responder?.stop());

    async function checkedInStay(roomId: number) {
      const id = await bookOne({ 0: 1, 1: '2026-03-01', 2: '2026-03-04' });
      const { stay } = await read(id);
      await h.t.deps.sql`
        update res_rooms set checked_in = true, room_id = ${roomId}, room_num = ${String(100 + roomId)} where res_room_id = ${stay.res_room_id}`;
      occupied.set(roomId, stay.res_room_id);
      return { id, stay };
    }

    it('moves the guest and records the new room', async () => {
      const { id, stay } = await checkedInStay(11);
      const res = await put(await updateBody(id, { roomNum: '112' }));
      expect(res.status).toBe(200);
      expect(asked.at(-1)).toEqual({ room_id: 12, res_room_id: stay.res_room_id, room_type_id: 1 });
      expect((await read(id)).stay).toMatchObject({ room_id: 12, room_num: '112', checked_in: 1 });
      const event = StayState.parse((await lastStayEvent(stay.res_room_id, stay.version + 1)).data);
      expect(event).toMatchObject({ room_id: 12, room_num: '112', checked_in: true });
    });

    it('answers svc-rooms’ refusal as a 409 naming the room, and changes nothing', async () => {
      const { id } = await checkedInStay(21);
      await checkedInStay(22);
      const body = await updateBody(id, { roomNum: '122', cust: { 0: 'Changed' } });
      const before = await h.counts();
      const res = await put(body);
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json())).toMatchObject({ message: 'Room 122 is already occupied by another stay.', fields: { roomNum: 'occupied' } });
      expect(await h.counts()).toEqual(before);
      expect((await read(id)).reservation.first_name).toBe('Ada');
      expect((await read(id)).stay.room_num).toBe('121');
    });

    it('refuses a room number the hotel does not have (400)', async () => {
      const { id } = await checkedInStay(31);
      const res = await put(await updateBody(id, { roomNum: '999' }));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).fields).toHaveProperty('roomNum');
    });

    it('answers 503 and changes nothing when svc-rooms does not answer', async () => {
      const { id } = await checkedInStay(41);
      await responder?.stop();
      responder = undefined;
      const before = await h.counts();
      const res = await put(await updateBody(id, { roomNum: '142' }));
      expect(res.status).toBe(503);
      expect(await h.counts()).toEqual(before);
      expect((await read(id)).stay.room_num).toBe('141');
    });
  });
});
