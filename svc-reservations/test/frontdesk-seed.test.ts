import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArrivalsAnswer, InHouseGuestList, PendingDepartureList } from '@pms/contracts/frontdesk';
import { BusUnavailableError } from '@pms/service-kit';
import { busRoomOccupancy, type RoomOccupancy } from '../src/events/room-commands';
import { seedDemoBookings } from '../src/seed/demo';
import { seedDemoCheckIns } from '../src/seed/demo-checkins';
import { reservationsService } from '../src/service';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

/**
 * The demo hotel as `npm start` opens it: svc-rooms seeds the property, then svc-reservations books
 * the demo guests and checks in those who arrived before today through svc-rooms' assign command.
 */
let d: Desk;
beforeAll(async () => {
  d = await startDesk({ demo: true });
});
afterAll(() => d?.stop());

describe('demo check-ins', () => {
  it('opens with 80 in-house guests (40 due out today, 40 staying over) and 40 arrivals waiting', async () => {
    const [c] = await d.sql<Record<string, number>[]>`
      select count(*) filter (where checked_in and not checked_out)::int as in_house,
             count(*) filter (where checked_in and check_out_date = ${TODAY})::int as due_out,
             count(*) filter (where checked_in and check_in_date < ${TODAY} and check_out_date > ${TODAY})::int as stay_over,
             count(*) filter (where check_in_date = ${TODAY} and not checked_in)::int as arrivals_waiting,
             count(*) filter (where checked_in and check_in_date >= ${TODAY})::int as checked_in_not_past,
             count(*) filter (where checked_in and (checked_in_at at time zone 'UTC')::date <> check_in_date)::int as checked_in_other_day
      from res_rooms`;
    expect(c).toEqual({ in_house: 80, due_out: 40, stay_over: 40, arrivals_waiting: 40, checked_in_not_past: 0, checked_in_other_day: 0 });

    // svc-rooms holds exactly those stays, each in the room recorded here.
    const ours = await d.sql<{ res_room_id: number; room_id: number }[]>`
      select res_room_id, room_id from res_rooms where checked_in and not checked_out order by res_room_id`;
    const theirs = await d.roomsSql<{ res_room_id: number; room_id: number }[]>`
      select occupied_by as res_room_id, room_id from rooms where occupied_by is not null order by occupied_by`;
    expect(theirs).toEqual(ours);
  });

  it('puts each type’s guests into the first rooms of that type by room number', async () => {
    const rows = await d.roomsSql<{ room_type_id: number; room_num: string; occupied: boolean }[]>`
      select room_type_id, room_num, occupied_by is not null as occupied from rooms
      order by room_type_id, length(room_num), room_num`;
    for (const type of [1, 2, 3]) {
      const flags = rows.filter((r) => r.room_type_id === type).map((r) => r.occupied);
      const taken = flags.filter(Boolean).length;
      expect(taken).toBeGreaterThan(0);
      expect(flags).toEqual([...Array(taken).fill(true), ...Array(flags.length - taken).fill(false)]);
    }
  });

  it('shows them at the front desk: in-house list, pending departures, today’s arrivals without rooms', async () => {
    const guests = InHouseGuestList.parse(await (await d.request('GET', '/api/hw/guests/undefined/undefined/undefined/undefined')).json());
    expect(guests).toHaveLength(80);
    const pending = PendingDepartureList.parse(await (await d.request('GET', `/api/hw/pending_departures/${TODAY}`)).json());
    expect(pending.reduce((n, p) => n + p.pending_departures, 0)).toBe(40);
    const a = ArrivalsAnswer.parse(await (await d.request('GET', `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`)).json());
    expect(a.arrivals).toHaveLength(40);
    expect(a.arrivals.every((r) => r.checked_in === 0 && r.room_num === 'Not Set')).toBe(true);
    expect(a.rooms_arrivals).toHaveLength(20);
  });

  it('is idempotent: seeding again checks nobody in twice, also without its done-marker', async () => {
    const before = await d.counts();
    await reservationsService.seedDemo!(d.res.deps);
    expect(await d.counts()).toEqual(before);
    await d.sql`delete from demo_seed where name = 'demo-checkins'`;
    await reservationsService.seedDemo!(d.res.deps);
    expect(await d.counts()).toEqual(before);
  });
});

describe('demo check-ins while svc-rooms is not answering yet', () => {
  let e: Desk;
  beforeAll(async () => {
    e = await startDesk();
    await seedDemoBookings(e.res.deps);
  });
  afterAll(() => e?.stop());

  const inHouse = async () => (await e.sql<{ n: number }[]>`select count(*)::int as n from res_rooms where checked_in`)[0]!.n;

  it('gives up at its deadline without a marker, having checked nobody in', async () => {
    const down: RoomOccupancy = {
      assign: () => Promise.reject(new BusUnavailableError('no responder for pms.rooms.cmd.assign')),
      release: () => Promise.reject(new BusUnavailableError('no responder for pms.rooms.cmd.release')),
    };
    await seedDemoCheckIns(e.res.deps, { rooms: down, waitMs: 1200 });
    expect(await inHouse()).toBe(0);
    expect(await e.sql`select 1 from demo_seed where name = 'demo-checkins'`).toHaveLength(0);
    expect(await e.roomsSql`select 1 from rooms where occupied_by is not null`).toHaveLength(0);
  });

  it('retries until svc-rooms answers, then checks everyone in', async () => {
    const real = busRoomOccupancy(e.bus);
    let refusals = 0;
    const late: RoomOccupancy = {
      assign: (cmd) => (refusals++ < 2 ? Promise.reject(new BusUnavailableError('no responder')) : real.assign(cmd)),
      release: (cmd) => real.release(cmd),
    };
    await seedDemoCheckIns(e.res.deps, { rooms: late, waitMs: 30_000 });
    expect(refusals).toBeGreaterThan(2);
    expect(await inHouse()).toBe(80);
    expect(await e.sql`select 1 from demo_seed where name = 'demo-checkins'`).toHaveLength(1);
  });
});
