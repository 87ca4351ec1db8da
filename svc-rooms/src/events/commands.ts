import { commands } from '@pms/contracts/events';
import { AssignRoomCommand, ReleaseRoomCommand } from '@pms/contracts/housekeeping';
import { CommandRefused, type ServiceDeps, type Subscription } from '@pms/service-kit';
import type { z } from 'zod';
import { assignRoom, releaseRoom } from '../db/occupancy';

/** A payload that does not parse is refused (not a responder failure): retrying it cannot help. */
function parseCommand<S extends z.ZodType>(schema: S, payload: unknown, name: string): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ');
  throw new CommandRefused('invalid_command', `The ${name} command is malformed: ${problems}.`);
}

/** Answers `pms.rooms.cmd.assign` and `pms.rooms.cmd.release` (docs/architecture.md §5; docs/rooms.md). */
export async function startCommandResponders({ sql, bus, clock }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock'>): Promise<Subscription> {
  const subs = await Promise.all([
    bus.reply(commands.assignRoom, (payload) => assignRoom(sql, clock.today(), parseCommand(AssignRoomCommand, payload, 'assign'))),
    bus.reply(commands.releaseRoom, (payload) => releaseRoom(sql, parseCommand(ReleaseRoomCommand, payload, 'release'))),
  ]);
  return {
    async stop() {
      await Promise.all(subs.map((s) => s.stop()));
    },
  };
}
