import type { UpdateReservationAnswer } from '@pms/contracts/reservations';
import { conflict, type AuditActor, type Logger, type Sql, retryingConflicts } from '@pms/service-kit';
import type { BookingChange } from '../domain/booking';
import type { CardVault } from '../domain/card-vault';
import type { RoomOccupancy } from '../events/room-commands';
import { confirmClaim, untilClaimed } from '../events/room-sync';
import { applyChange, planChange } from './booking-changes';
import { dropClaim, stillOurs, takeClaim } from './room-claims';

/**
 * `PUT /api/hw/reservation` end to end. A change without a room move is one transaction. A room move
 * of a checked-in guest goes through svc-rooms without a transaction open while it decides (claim,
 * commit, confirm; docs/reservations.md "Rooms through svc-rooms"):
 * 1. every check of the change, and a claim on the new room, committed — nothing else written;
 * 2. svc-rooms moves the guest (`pms.rooms.cmd.assign`: the old room freed and marked dirty) or
 *    refuses (409 naming the room, nothing changed);
 * 3. every check again (the version the screen read catches a change made in between), then the
 *    whole change with the new room, its events, and the claim dropped — one transaction.
 * Anything failing after step 2 asks rooms to move the guest back to the room the stay records; if
 * rooms cannot be asked, the claim stays for the room sync to settle.
 */
export interface ChangeContext {
  sql: Sql;
  rooms: RoomOccupancy;
  log: Logger;
  today: string;
  vault: CardVault;
  actor: AuditActor;
}

export async function changeReservation(ctx: ChangeContext, change: BookingChange): Promise<UpdateReservationAnswer> {
  const step = await untilClaimed<UpdateReservationAnswer>(
    ctx.sql,
    ctx.rooms,
    ctx.log,
    async (tx) => {
      const plan = await planChange(tx, change, ctx.today);
      if (!plan.newRoom) return { kind: 'done' as const, value: await applyChange(tx, change, plan, ctx.vault, ctx.actor) };
      return takeClaim(tx, { res_room_id: plan.stay.res_room_id, room_id: plan.newRoom.room_id, room_type_id: plan.stay.room_type_id, kind: 'move' });
    },
    'This guest is being moved at another desk; try again in a moment.',
  );
  if ('value' in step) return step.value;
  const { claim } = step;

  return confirmClaim(ctx.sql, ctx.rooms, ctx.log, claim, {
    what: 'room move',
    refusalField: 'roomNum',
    record: (moved) =>
      retryingConflicts(() =>
        ctx.sql.begin(async (tx) => {
          const plan = await planChange(tx, change, ctx.today);
          if (!(await stillOurs(tx, claim)) || plan.newRoom?.room_id !== claim.room_id)
            throw conflict('The room move took too long and was undone; please make it again.');
          await dropClaim(tx, claim);
          return applyChange(tx, change, plan, ctx.vault, ctx.actor, moved);
        }),
      ),
  });
}
