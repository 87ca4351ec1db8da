import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands } from '@pms/contracts/events';
import {
  HOUSEKEEPING_FLAGS,
  HouseStatusRoomsList,
  HousekeepingList,
  type AssignRoomCommand,
  type HousekeepingRow,
} from '@pms/contracts/housekeeping';
import { applyStay, startRooms, stayState, TODAY } from './helpers';

/**
 * The housekeeping board and the house status counts on a seeded hotel whose
 * expected rows are written down here per room (what the test did to it), with the label and the
 * filters computed by the test's own reading of docs/product.md §4, not by the service's code.
 */

const h = await startRooms();
afterAll(() => h.stop());

const T = TODAY;
const assign = (cmd: AssignRoomCommand) => h.bus.request(commands.assignRoom, cmd);

type Expected = Pick<HousekeepingRow, 'clean' | 'occupied' | 'checked_in' | 'checked_out' | 'departure' | 'stayover' | 'res_room_id' | 'next_arrival'>;
const VACANT_CLEAN: Expected = { clean: 1, occupied: 0, checked_in: 0, checked_out: 0, departure: null, stayover: null, res_room_id: null, next_arrival: null };

/** Room number → what the board must show for it. Rooms not listed: vacant, clean, no stay. */
const expected = new Map<string, Expected>();
/** Rooms taken out of service: not on the board at all. */
const retired = new Set<string>();
let nextStay = 100;

async function checkIn(roomNum: string, arrival: string, departure: string): Promise<number> {
  const room = await h.room(roomNum);
  const res_room_id = ++nextStay;
  await assign({ room_id: room.room_id, res_room_id, room_type_id: room.room_type_id });
  const state = stayState({ res_room_id, room_type_id: room.room_type_id, arrival, departure, checked_in: true, room_id: room.room_id, room_num: roomNum });
  await applyStay(h, state, 2);
  return res_room_id;
}

/** Checks a stay in and out; `on` is the hotel date the check-out is processed. */
async function stayAndLeave(roomNum: string, arrival: string, departure: string, on = T): Promise<number> {
  const res_room_id = await checkIn(roomNum, arrival, departure);
  const room = await h.room(roomNum);
  h.clock.set(on);
  try {
    const state = stayState({ res_room_id, room_type_id: room.room_type_id, arrival, departure, checked_in: true, checked_out: true, room_id: room.room_id, room_num: roomNum });
    await applyStay(h, state, 3);
  } finally {
    h.clock.set(T);
  }
  return res_room_id;
}

async function setClean(roomNum: string, clean: 0 | 1) {
  const room = await h.room(roomNum);
  const res = await h.request('PUT', `/api/hw/updateCleanStatus/${clean}/${room.room_id}`);
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  // Due out: arrived two days ago, leaves today.
  expected.set('101', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, departure: 'Due Out', res_room_id: await checkIn('101', addDays(T, -2), T) });
  // Stay over, in a dirty room.
  const s103 = await checkIn('103', addDays(T, -1), addDays(T, 2));
  await setClean('103', 0);
  expected.set('103', { ...VACANT_CLEAN, clean: 0, occupied: 1, checked_in: 1, stayover: 'Stay Over', res_room_id: s103 });
  // Arrived today.
  expected.set('105', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, res_room_id: await checkIn('105', T, addDays(T, 2)) });
  // Departed today on its departure day: the room is vacant and dirty.
  expected.set('107', { ...VACANT_CLEAN, clean: 0, checked_in: 1, checked_out: 1, departure: 'Due Out', res_room_id: await stayAndLeave('107', addDays(T, -2), T) });
  // Departed yesterday: today the room has no stay; it was cleaned since.
  await stayAndLeave('109', addDays(T, -3), addDays(T, -1), addDays(T, -1));
  expected.set('109', { ...VACANT_CLEAN, clean: 0 });
  await setClean('109', 1);
  expected.set('109', { ...VACANT_CLEAN });
  // Departed yesterday and not cleaned yet.
  await stayAndLeave('129', addDays(T, -2), addDays(T, -1), addDays(T, -1));
  expected.set('129', { ...VACANT_CLEAN, clean: 0 });
  // Occupied by a stay whose event has not arrived yet: counts as arrived, dates unknown.
  const r111 = await h.room('111');
  await assign({ room_id: r111.room_id, res_room_id: 9111, room_type_id: r111.room_type_id });
  expected.set('111', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, res_room_id: 9111 });
  // Left early today (booked until T+3): departed; its dates still say "stay over".
  expected.set('113', { ...VACANT_CLEAN, clean: 0, checked_in: 1, checked_out: 1, stayover: 'Stay Over', res_room_id: await stayAndLeave('113', addDays(T, -1), addDays(T, 3)) });
  // A guest left this morning and a new one moved in: the occupant is the room's stay.
  await stayAndLeave('115', addDays(T, -2), T);
  await setClean('115', 1);
  expected.set('115', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, res_room_id: await checkIn('115', T, addDays(T, 1)) });
  // Two stays checked out of one room today: the later check-out is the room's stay.
  await stayAndLeave('117', addDays(T, -1), T);
  expected.set('117', { ...VACANT_CLEAN, clean: 0, checked_in: 1, checked_out: 1, res_room_id: await stayAndLeave('117', T, addDays(T, 1)) });
  // Overstayed: due out yesterday, still in the room.
  expected.set('119', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, res_room_id: await checkIn('119', addDays(T, -3), addDays(T, -1)) });
  // A stay pre-assigned to the room but not arrived: the room is vacant and not reserved.
  const r121 = await h.room('121');
  await applyStay(h, stayState({ res_room_id: 9121, room_id: r121.room_id, room_num: '121' }), 1);
  // A cancelled stay in the projection changes nothing either.
  await applyStay(h, stayState({ res_room_id: 9122, room_id: r121.room_id, room_num: '121', active: false }), 1);
  // Its arrival is the room's Next arrival (issue #17); the labels stay §4's.
  expected.set('121', { ...VACANT_CLEAN, next_arrival: T });
  // Next arrival: the earliest assigned arrival from today on; one assigned in the past does not count.
  const r125 = await h.room('125');
  await applyStay(h, stayState({ res_room_id: 9125, room_id: r125.room_id, room_num: '125', arrival: addDays(T, 5), departure: addDays(T, 6) }), 1);
  await applyStay(h, stayState({ res_room_id: 9126, room_id: r125.room_id, room_num: '125', arrival: addDays(T, 3), departure: addDays(T, 4) }), 1);
  await applyStay(h, stayState({ res_room_id: 9127, room_id: r125.room_id, room_num: '125', arrival: addDays(T, -1), departure: T }), 1);
  expected.set('125', { ...VACANT_CLEAN, next_arrival: addDays(T, 3) });
  // Out of service rooms are not on the board.
  await h.sql`update rooms set active = false where room_num in ('123', '250')`;
  retired.add('123').add('250');
  // King and suite rooms, some dirty.
  const s102 = await checkIn('102', addDays(T, -1), T);
  await setClean('102', 0);
  expected.set('102', { ...VACANT_CLEAN, clean: 0, occupied: 1, checked_in: 1, departure: 'Due Out', res_room_id: s102 });
  expected.set('104', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, stayover: 'Stay Over', res_room_id: await checkIn('104', addDays(T, -5), addDays(T, 5)) });
  // An occupied room assigned to the arrival after its guest leaves: still Stay Over, with its next arrival.
  const r104 = await h.room('104');
  await applyStay(h, stayState({ res_room_id: 9104, room_type_id: r104.room_type_id, room_id: r104.room_id, room_num: '104', arrival: addDays(T, 5), departure: addDays(T, 7) }), 1);
  expected.set('104', { ...expected.get('104')!, next_arrival: addDays(T, 5) });
  await setClean('106', 0);
  expected.set('106', { ...VACANT_CLEAN, clean: 0 });
  expected.set('206', { ...VACANT_CLEAN, occupied: 1, checked_in: 1, res_room_id: await checkIn('206', T, addDays(T, 3)) });
  expected.set('208', { ...VACANT_CLEAN, clean: 0, checked_in: 1, checked_out: 1, departure: 'Due Out', res_room_id: await stayAndLeave('208', addDays(T, -1), T) });
});

/** docs/product.md §4, as this test reads it. */
function label(e: Expected): string {
  if (e.checked_out) return 'Departed';
  if (e.departure) return e.departure;
  if (e.stayover) return e.stayover;
  if (e.checked_in) return 'Arrived';
  return 'Not Reserved';
}

async function expectedBoard(): Promise<HousekeepingRow[]> {
  const rooms = await h.sql<{ room_id: number; room_num: string; type: string; room_type_id: number }[]>`
    select r.room_id, r.room_num, t.type, r.room_type_id from rooms r join room_types t using (room_type_id)`;
  return rooms
    .filter((r) => !retired.has(r.room_num))
    .sort((a, b) => Number(a.room_num) - Number(b.room_num))
    .map((r) => {
      const e = expected.get(r.room_num) ?? VACANT_CLEAN;
      return { room_id: r.room_id, room_num: r.room_num, type: r.type, room_type_id: r.room_type_id, ...e, status: label(e) as HousekeepingRow['status'] };
    });
}

type Flags = Record<(typeof HOUSEKEEPING_FLAGS)[number], boolean>;
const STATUS_OF_FLAG = { arrived: 'Arrived', stayOver: 'Stay Over', dueOut: 'Due Out', departed: 'Departed', notReserved: 'Not Reserved' } as const;

function filterRows(rows: HousekeepingRow[], f: Flags): HousekeepingRow[] {
  const wanted = (Object.keys(STATUS_OF_FLAG) as (keyof typeof STATUS_OF_FLAG)[]).filter((k) => f[k]).map((k) => STATUS_OF_FLAG[k] as string);
  return rows.filter(
    (r) =>
      (f.clean === f.dirty || r.clean === (f.clean ? 1 : 0)) &&
      (f.vacant === f.occupied || r.occupied === (f.occupied ? 1 : 0)) &&
      (wanted.length === 0 || wanted.includes(label(r))),
  );
}

const boardPath = (f: Flags, word = (v: boolean) => String(v)) =>
  `/api/hw/housekeeping_status/${HOUSEKEEPING_FLAGS.map((k) => word(f[k])).join('/')}`;

describe('housekeeping board', () => {
  it('shows every active room once with the stay that concerns it today', async () => {
    const none = Object.fromEntries(HOUSEKEEPING_FLAGS.map((k) => [k, false])) as Flags;
    const res = await h.request('GET', boardPath(none));
    expect(res.status).toBe(200);
    const rows = HousekeepingList.parse(await res.json());
    expect(rows).toEqual(await expectedBoard());
    expect(rows).toHaveLength(98);
  });

  it('labels each status by the docs/product.md §4 precedence', async () => {
    const none = Object.fromEntries(HOUSEKEEPING_FLAGS.map((k) => [k, false])) as Flags;
    const rows = HousekeepingList.parse(await (await h.request('GET', boardPath(none))).json());
    const status = (n: string) => rows.find((r) => r.room_num === n)?.status;
    expect(status('101')).toBe('Due Out');
    expect(status('103')).toBe('Stay Over');
    expect(status('105')).toBe('Arrived');
    expect(status('107')).toBe('Departed'); // checked out wins over its "Due Out" departure value
    expect(status('113')).toBe('Departed'); // and over a "Stay Over" value
    expect(status('109')).toBe('Not Reserved');
    expect(status('111')).toBe('Arrived');
    expect(status('115')).toBe('Arrived');
    expect(status('119')).toBe('Arrived');
    expect(status('121')).toBe('Not Reserved');
    expect(rows.find((r) => r.room_num === '117')?.res_room_id).toBe(expected.get('117')?.res_room_id);
  });

  it('filters exactly as specified for all 512 flag combinations', async () => {
    const all = await expectedBoard();
    for (let mask = 0; mask < 2 ** HOUSEKEEPING_FLAGS.length; mask++) {
      const f = Object.fromEntries(HOUSEKEEPING_FLAGS.map((k, i) => [k, (mask & (1 << i)) !== 0])) as Flags;
      // Half the combinations spelled 1/0, as the flags may also arrive.
      const path = boardPath(f, mask % 2 ? (v) => (v ? '1' : '0') : undefined);
      const res = await h.request('GET', path);
      expect(res.status, path).toBe(200);
      const got = (await res.json()) as HousekeepingRow[];
      expect(
        got.map((r) => r.room_num),
        path,
      ).toEqual(filterRows(all, f).map((r) => r.room_num));
    }
  });

  it('refuses a flag that is not true/false, naming it, and answers 401 without a session', async () => {
    const res = await h.request('GET', '/api/hw/housekeeping_status/true/false/maybe/false/false/false/false/false/2');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['notReserved', 'vacant']);
    expect((await h.request('GET', '/api/hw/housekeeping_status/true/false/false/false/false/false/false/false/false', undefined, { cookie: null })).status).toBe(401);
  });
});

describe('house status rooms', () => {
  it('counts active rooms by clean/dirty × vacant/occupied; rooms out of order today are not to sell', async () => {
    const board = await expectedBoard();
    const count = (clean: number, occupied: number) => board.filter((r) => r.clean === clean && r.occupied === occupied).length;
    const want = { roomsToSell: board.length, cleanVacant: count(1, 0), cleanOccupied: count(1, 1), dirtyVacant: count(0, 0), dirtyOccupied: count(0, 1) };
    const first = HouseStatusRoomsList.parse(await (await h.request('GET', '/api/hw/house_status_rooms')).json());
    expect(first).toEqual([want]);
    expect(want.cleanVacant + want.cleanOccupied + want.dirtyVacant + want.dirtyOccupied).toBe(98);

    // A work order covering today takes a room out of the rooms to sell; one starting tomorrow does not.
    const r135 = await h.room('135');
    const r137 = await h.room('137');
    expect((await h.request('POST', '/api/hw/room_issues', { vals: [r135.room_id, 'Broken window', 7, T, addDays(T, 2)] })).status).toBe(201);
    expect((await h.request('POST', '/api/hw/room_issues', { vals: [r137.room_id, 'Paint', 7, addDays(T, 1), addDays(T, 2)] })).status).toBe(201);
    const second = HouseStatusRoomsList.parse(await (await h.request('GET', '/api/hw/house_status_rooms')).json());
    expect(second).toEqual([{ ...want, roomsToSell: want.roomsToSell - 1 }]);
    expect((await h.request('GET', '/api/hw/house_status_rooms', undefined, { cookie: null })).status).toBe(401);
  });
});
