import { commands } from '@pms/contracts/events';
import { AssignRoomReply, ReleaseRoomReply, type AssignRoomCommand, type ReleaseRoomCommand } from '@pms/contracts/housekeeping';
import type { Bus } from '@pms/service-kit';

/**
 * svc-rooms' occupancy commands (docs/architecture.md §5) as this service uses them: `assign` puts a
 * stay into a room (moving it out of the one it held, which becomes dirty) or refuses with a
 * `CommandRefused` naming the room; `release` frees a room only if that very stay holds it. Both are
 * idempotent. Rooms unreachable, or no answer in time, is a `BusUnavailableError`.
 */
export interface RoomOccupancy {
  assign(cmd: AssignRoomCommand): Promise<AssignRoomReply>;
  release(cmd: ReleaseRoomCommand): Promise<ReleaseRoomReply>;
}

export function busRoomOccupancy(bus: Bus): RoomOccupancy {
  return {
    async assign(cmd) {
      return AssignRoomReply.parse(await bus.request(commands.assignRoom, cmd));
    },
    async release(cmd) {
      return ReleaseRoomReply.parse(await bus.request(commands.releaseRoom, cmd));
    },
  };
}
