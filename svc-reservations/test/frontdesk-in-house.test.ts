import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { InHouseGuestList, PendingDepartureList } from '@pms/contracts/frontdesk';
import { TODAY, type Desk } from './frontdesk-harness';
import { deskForFile, refusal } from './frontdesk-requests';

const { d, arrivals } = deskForFile();

describe('pending departures and in-house guests', () => {
  let leaving: Awaited<ReturnType<Desk['inHouse']>>;
  let staying: Awaited<ReturnType<Desk['inHouse']>>;
  beforeAll(async () => {
    leaving = await d.inHouse({ arrival: addDays(TODAY, -2), departure: TODAY, roomNum: '204', type: 2, first: 'Dorothy', last: 'Vaughan' });
    staying = await d.inHouse({ arrival: addDays(TODAY, -1), departure: addDays(TODAY, 5), roomNum: '206', type: 3, first: 'Dorothy', last: 'Hodgkin' });
  });

  it('counts the stays due out on the date and not checked out, per room type', async () => {
    const list = PendingDepartureList.parse(await (await d.request('GET', `/api/hw/pending_departures/${TODAY}`)).json());
    expect(list).toEqual([{ type: 'King', pending_departures: 1, room_type_id: 2 }]);
    expect((await arrivals(TODAY)).pending_departures).toEqual(list);
    expect(await (await d.request('GET', `/api/hw/pending_departures/${addDays(TODAY, 5)}`)).json()).toEqual([{ type: 'Suite', pending_departures: 1, room_type_id: 3 }]);
    expect(await (await d.request('GET', `/api/hw/pending_departures/${addDays(TODAY, 6)}`)).json()).toEqual([]);
  });

  it('lists in-house guests with the filters (names prefixes, room exact, code substring)', async () => {
    const get = async (first: string, last: string, room: string, code: string) => {
      const res = await d.request('GET', `/api/hw/guests/${first}/${last}/${room}/${code}`);
      expect(res.status).toBe(200);
      return InHouseGuestList.parse(await res.json());
    };
    const dorothies = await get('dorothy', 'undefined', 'undefined', 'undefined');
    expect(dorothies.map((g) => g.room_num)).toEqual(['204', '206']);
    expect(dorothies[0]).toMatchObject({ reservation_id: leaving.reservation_id, check_in_date: addDays(TODAY, -2), check_out_date: TODAY, type: 'King' });
    expect((await get('undefined', 'HODG', 'undefined', 'undefined')).map((g) => g.res_room_id)).toEqual([staying.res_room_id]);
    expect((await get('undefined', 'undefined', '20', 'undefined'))).toEqual([]); // the room number is exact
    expect((await get('undefined', 'undefined', 'undefined', staying.code.slice(1, 5).toLowerCase())).map((g) => g.res_room_id)).toEqual([staying.res_room_id]);
    const everyone = await get('undefined', 'undefined', 'undefined', 'undefined');
    // Nobody who is not checked in, and in room-number order.
    const nums = everyone.map((g) => g.room_num);
    expect(nums).toContain('204');
    expect([...nums].sort((a, b) => a.length - b.length || a.localeCompare(b))).toEqual(nums);
    const [{ n }] = (await d.sql<{ n: number }[]>`select count(*)::int as n from res_rooms where checked_in and not checked_out`) as unknown as [{ n: number }];
    expect(everyone).toHaveLength(n);
  });

  it('answers 400 for an over-long filter', async () => {
    const body = await refusal(await d.request('GET', `/api/hw/guests/${'a'.repeat(101)}/undefined/undefined/undefined`), 400);
    expect(Object.keys(body.fields ?? {})).toEqual(['firstname']);
  });
});
