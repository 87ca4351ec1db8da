import { z } from 'zod';
import { commands } from '@pms/contracts/events';
import type { Bus } from '@pms/service-kit';

/**
 * svc-rooms' `pms.rooms.cmd.assign` as svc-reservations uses it for a room move: rooms puts the stay
 * into the new room and frees (and marks dirty) the one it held, atomically, or refuses with a
 * `CommandRefused` naming the room (occupied, wrong type, inactive, out of order, unknown room).
 * Only the reply fields this service needs are read.
 */
export interface RoomAssigner {
  assign(cmd: { room_id: number; res_room_id: number; room_type_id: number }): Promise<{ room_id: number; room_num: string }>;
}

const AssignReply = z.object({ room_id: z.number().int(), room_num: z.string() });

export function busRoomAssigner(bus: Bus): RoomAssigner {
  return {
    async assign(cmd) {
      return AssignReply.parse(await bus.request(commands.assignRoom, cmd));
    },
  };
}
