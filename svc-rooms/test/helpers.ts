import { subjects } from '@pms/contracts/events';
import type { StayState } from '@pms/contracts/reservations';
import type { BaseConfig, Bus, Sql } from '@pms/service-kit';
import { eventApplied, publishStay, startService, tableCounts, testStay, TEST_TODAY, watchEvents, type ServiceHarness } from '@pms/service-kit/testing';
import { roomsService } from '../src/service';

export const TODAY = TEST_TODAY;

/** Rows (and version sums) of rooms' own tables, and the fixed work orders, to prove a refused request changed nothing. */
async function roomsCounts(sql: Sql) {
  const [row] = await sql<{ fixed_issues: number }[]>`select count(*)::int as fixed_issues from room_issues where fixed`;
  return { ...(await tableCounts(sql, 'rooms', ['room_issues', 'rooms', 'outbox'])), fixed_issues: row?.fixed_issues ?? 0 };
}

type Counts = Awaited<ReturnType<typeof roomsCounts>>;

export interface RoomsHarness extends ServiceHarness<BaseConfig, Counts> {
  /** The room the demo layout gives a number. */
  room(roomNum: string): Promise<{ room_id: number; room_type_id: number; clean: number; occupied_by: number | null; version: number }>;
}

/** svc-rooms on a fresh database and bus, with the demo property (100 rooms, 3 types) seeded. */
export async function startRooms(): Promise<RoomsHarness> {
  const h = await startService(roomsService, { demo: true, counts: roomsCounts });
  return {
    ...h,
    async room(roomNum) {
      const [row] = await h.sql<{ room_id: number; room_type_id: number; clean: number; occupied_by: number | null; version: number }[]>`
        select room_id, room_type_id, clean::int as clean, occupied_by, version from rooms where room_num = ${roomNum}`;
      if (!row) throw new Error(`no room ${roomNum}`);
      return row;
    },
  };
}

/** A stay as svc-reservations publishes it; arriving today for two nights unless told otherwise. */
export function stayState(over: Partial<StayState> & { res_room_id: number }): StayState {
  return testStay(TODAY, over);
}

export { publishStay, watchEvents };

/** Waits until the room_stays projection holds `version` (or newer) of a stay. */
export async function stayProjected(sql: Sql, resRoomId: number, version: number): Promise<void> {
  await eventApplied(sql, subjects.stay(resRoomId), version);
}

/** Publishes a stay and waits until the projection applied it. */
export async function applyStay(h: { bus: Bus; sql: Sql }, state: StayState, version: number): Promise<void> {
  await publishStay(h.bus, state, version);
  await stayProjected(h.sql, state.res_room_id, version);
}
