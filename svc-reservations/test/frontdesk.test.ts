import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { ArrivalsAnswer, CheckinAnswer, InHouseGuestList, PendingDepartureList } from '@pms/contracts/frontdesk';
import { waitFor } from '@pms/service-kit/testing';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

let d: Desk;
beforeAll(async () => {
  d = await startDesk();
});
afterAll(() => d?.stop());

const TOMORROW = addDays(TODAY, 1);

async function arrivals(date: string, first = 'undefined', last = 'undefined', code = 'undefined') {
  const res = await d.request('GET', `/api/hw/arrivals/${date}/${first}/${last}/${code}`);
  expect(res.status).toBe(200);
  return ArrivalsAnswer.parse(await res.json());
}

async function checkIn(resRoomId: number | string, roomId: number | string) {
  return d.request('PUT', `/api/hw/checkinRoom/${resRoomId}/${roomId}`);
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ErrorBody.parse(await res.json());
}

describe('arrivals', () => {
  let ada: Awaited<ReturnType<Desk['book']>>;
  let alan: Awaited<ReturnType<Desk['book']>>;
  let cancelled: Awaited<ReturnType<Desk['book']>>;
  beforeAll(async () => {
    ada = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 1, first: 'Ada', last: 'Lovelace' });
    alan = await d.book({ arrival: TODAY, departure: addDays(TODAY, 3), type: 2, first: 'Alan', last: 'Turing' });
    await d.book({ arrival: TOMORROW, departure: addDays(TODAY, 3), type: 1, first: 'Adam', last: 'Lovell' });
    cancelled = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 3, first: 'Grace', last: 'Hopper' });
    expect((await d.request('PUT', `/api/hw/cancelReservation/${cancelled.reservation_id}`)).status).toBe(200);
  });

  it('lists the active stays arriving on the date with the fields of docs/product.md §3', async () => {
    const a = await arrivals(TODAY, 'Ada', 'undefined');
    expect(a.arrivals).toEqual([
      {
        name: 'Ada Lovelace',
        check_in_date: TODAY,
        check_out_date: addDays(TODAY, 2),
        type: '2 Queens',
        room_num: 'Not Set',
        room_type_id: 1,
        res_room_id: ada.res_room_id,
        checked_in: 0,
        checked_out: 0,
        first_name: 'Ada',
        last_name: 'Lovelace',
        confirmation_code: ada.code,
        reservation_id: ada.reservation_id,
      },
    ]);
    const all = await arrivals(TODAY);
    const ids = all.arrivals.map((r) => r.res_room_id);
    expect(ids).toContain(ada.res_room_id);
    expect(ids).toContain(alan.res_room_id);
    expect(ids).not.toContain(cancelled.res_room_id); // cancelled stays are not arrivals
    expect(all.arrivals.every((r) => r.check_in_date === TODAY)).toBe(true);
    expect((await arrivals(TOMORROW)).arrivals.map((r) => r.name)).toEqual(['Adam Lovell']);
  });

  it('filters names as case-insensitive prefixes and the code as a substring; undefined is no filter', async () => {
    expect((await arrivals(TODAY, 'aD')).arrivals.map((r) => r.name)).toEqual(['Ada Lovelace']);
    expect((await arrivals(TODAY, 'undefined', 'TUR')).arrivals.map((r) => r.name)).toEqual(['Alan Turing']);
    expect((await arrivals(TODAY, 'ada', 'turing')).arrivals).toEqual([]);
    expect((await arrivals(TODAY, 'undefined', 'ovelace')).arrivals).toEqual([]); // a prefix, not a substring
    const middle = alan.code.slice(2, 6).toLowerCase();
    expect((await arrivals(TODAY, 'undefined', 'undefined', middle)).arrivals.map((r) => r.res_room_id)).toEqual([alan.res_room_id]);
    expect((await arrivals(TODAY, '%', 'undefined', '_')).arrivals).toEqual([]); // wildcards match only themselves
  });

  it('offers every active, vacant room not out of order, by room number, with occupied and clean', async () => {
    const a = await arrivals(TODAY);
    expect(a.rooms_arrivals).toHaveLength(100);
    expect(a.rooms_arrivals[0]).toEqual({ room_id: expect.any(Number), room_num: '101', room_type_id: 1, occupied: 0, clean: 1 });
    expect(a.rooms_arrivals.map((r) => r.room_num).slice(48, 52)).toEqual(['149', '150', '201', '202']);
    expect(a.pending_departures).toEqual([]);
  });

  it('leaves out a room out of order that night (a work order in svc-rooms), but not on other nights', async () => {
    const room = await d.room('149');
    const wo = await d.roomsRequest('POST', '/api/hw/room_issues', { vals: [room.room_id, 'Leaking tap', 7, TODAY, TOMORROW] });
    expect(wo.status).toBe(201);
    await waitFor(async () => !(await arrivals(TODAY)).rooms_arrivals.some((r) => r.room_num === '149'), 'room 149 to leave the list');
    expect((await arrivals(TOMORROW)).rooms_arrivals.some((r) => r.room_num === '149')).toBe(false);
    expect((await arrivals(addDays(TODAY, 2))).rooms_arrivals.some((r) => r.room_num === '149')).toBe(true);
    // svc-rooms refuses it at check-in either way.
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Otto', last: 'Order' });
    const body = await refusal(await checkIn(stay.res_room_id, room.room_id), 409);
    expect(body.message).toMatch(/Room 149 is out of order/);
  });

  it('answers 400 naming the date when it is missing or not a date', async () => {
    for (const bad of ['undefined', '2026-02-30', 'yesterday', '2026-3-1']) {
      const body = await refusal(await d.request('GET', `/api/hw/arrivals/${bad}/undefined/undefined/undefined`), 400);
      expect(Object.keys(body.fields ?? {})).toEqual(['date']);
      expect((await refusal(await d.request('GET', `/api/hw/pending_departures/${bad}`), 400)).fields).toHaveProperty('date');
    }
  });

  it('needs a session (401)', async () => {
    for (const path of [
      `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`,
      `/api/hw/pending_departures/${TODAY}`,
      '/api/hw/guests/undefined/undefined/undefined/undefined',
    ]) {
      expect((await d.request('GET', path, undefined, { cookie: null })).status).toBe(401);
    }
    const before = await d.counts();
    expect((await d.request('PUT', `/api/hw/checkinRoom/${ada.res_room_id}/1`, undefined, { cookie: null })).status).toBe(401);
    expect((await d.request('PUT', `/api/hw/checkoutRoom/${ada.res_room_id}/101`, undefined, { cookie: null })).status).toBe(401);
    expect(await d.counts()).toEqual(before);
  });
});

describe('check-in', () => {
  it('puts today’s arrival into a vacant room of its type through svc-rooms and records it with the stay event', async () => {
    const stay = await d.book({ arrival: TODAY, departure: addDays(TODAY, 2), type: 1, first: 'Katherine', last: 'Johnson' });
    const room = await d.room('105');
    const before = await d.stay(stay.res_room_id);
    const res = await checkIn(stay.res_room_id, room.room_id);
    expect(res.status).toBe(200);
    const answer = CheckinAnswer.parse(await res.json());
    expect(answer).toMatchObject({
      res_room_id: stay.res_room_id,
      room_num: '105',
      room_id: room.room_id,
      checked_in: 1,
      checked_out: 0,
      clean: 1,
      name: 'Katherine Johnson',
      message: 'Checked in to room 105.',
    });
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_in: true, room_id: room.room_id, room_num: '105', version: before.version + 1 });
    expect((await d.room('105')).occupied_by).toBe(stay.res_room_id);
    // The stay event went out with the new version (svc-rooms projects it).
    await waitFor(async () => {
      const [row] = await d.roomsSql<{ version: number; checked_in: boolean }[]>`
        select version, checked_in from room_stays where res_room_id = ${stay.res_room_id}`;
      return !!row && row.checked_in && row.version === before.version + 1;
    }, 'svc-rooms to see the check-in');
    // The arrivals list now shows the room and no longer offers it.
    const a = await arrivals(TODAY, 'Katherine');
    expect(a.arrivals[0]).toMatchObject({ room_num: '105', checked_in: 1 });
    expect(a.rooms_arrivals.some((r) => r.room_num === '105')).toBe(false);
    // ... and the guest is in the house.
    const guests = InHouseGuestList.parse(await (await d.request('GET', '/api/hw/guests/undefined/undefined/105/undefined')).json());
    expect(guests).toEqual([
      {
        reservation_id: stay.reservation_id,
        first_name: 'Katherine',
        last_name: 'Johnson',
        check_in_date: TODAY,
        check_out_date: addDays(TODAY, 2),
        type: '2 Queens',
        room_num: '105',
        res_room_id: stay.res_room_id,
        room_type_id: 1,
        confirmation_code: stay.code,
      },
    ]);
  });

  it('refuses the same stay a second time (409), also when both arrive at once', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 3, first: 'Mary', last: 'Jackson' });
    const [r1, r2] = [await d.room('106'), await d.room('108')];
    const outcomes = await Promise.all([checkIn(stay.res_room_id, r1.room_id), checkIn(stay.res_room_id, r2.room_id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409]);
    const loser = outcomes.find((o) => o.status === 409)!;
    expect((await loser.json()).message).toMatch(/already checked in to room 10[68]/);
    const after = await d.stay(stay.res_room_id);
    // Exactly one room holds the stay, the one recorded here.
    const held = await d.roomsSql<{ room_num: string }[]>`select room_num from rooms where occupied_by = ${stay.res_room_id}`;
    expect(held.map((h) => h.room_num)).toEqual([after.room_num]);
    const again = await refusal(await checkIn(stay.res_room_id, r1.room_id), 409);
    expect(again.message).toMatch(/already checked in/);
  });

  it('gives one room to exactly one of 20 clerks checking 20 different guests into it at once', async () => {
    const stays = [];
    for (let i = 0; i < 20; i++) stays.push(await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Racer', last: `Number ${'abcdefghijklmnopqrst'[i]}` }));
    const room = await d.room('107');
    const outcomes = await Promise.all(stays.map((s) => checkIn(s.res_room_id, room.room_id)));
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const o of outcomes.filter((x) => x.status === 409)) {
      const body = ErrorBody.parse(await o.json());
      expect(body.message).toContain('Room 107');
      expect(body.fields).toEqual({ room_id: 'occupied' });
    }
    const winner = stays[statuses.indexOf(200)]!;
    expect((await d.room('107')).occupied_by).toBe(winner.res_room_id);
    const recorded = await d.sql<{ res_room_id: number }[]>`
      select res_room_id from res_rooms where room_id = ${room.room_id} and checked_in and not checked_out`;
    expect(recorded.map((r) => r.res_room_id)).toEqual([winner.res_room_id]);
    for (const s of stays.filter((x) => x !== winner)) expect(await d.stay(s.res_room_id)).toMatchObject({ checked_in: false, room_id: null });
  });

  it('refuses a stay that is not today’s arrival, with the reason, and changes nothing', async () => {
    const tomorrow = await d.book({ arrival: TOMORROW, departure: addDays(TODAY, 3), type: 1, first: 'Early', last: 'Bird' });
    const room = await d.room('109');
    const before = await d.counts();
    const body = await refusal(await checkIn(tomorrow.res_room_id, room.room_id), 409);
    expect(body.message).toBe(`This stay arrives on ${TOMORROW}; only today's arrivals (${TODAY}) can be checked in.`);
    expect(body.fields).toHaveProperty('check_in_date');
    expect(await d.counts()).toEqual(before);
    expect((await d.room('109')).occupied_by).toBeNull();
    // Tomorrow it can.
    d.clock.set(TOMORROW);
    try {
      expect((await checkIn(tomorrow.res_room_id, room.room_id)).status).toBe(200);
    } finally {
      d.clock.set(TODAY);
    }
  });

  it('refuses a room of another type or not in the hotel with svc-rooms’ reason, and a cancelled stay', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Wrong', last: 'Type' });
    const king = await d.room('102');
    let body = await refusal(await checkIn(stay.res_room_id, king.room_id), 409);
    expect(body.message).toMatch(/Room 102 is a King room/);
    expect(body.fields).toEqual({ room_id: 'wrong_type' });
    body = await refusal(await checkIn(stay.res_room_id, 99999), 409);
    expect(body.fields).toEqual({ room_id: 'unknown_room' });
    expect((await d.stay(stay.res_room_id)).checked_in).toBe(false);

    const gone = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Gone', last: 'Away' });
    expect((await d.request('PUT', `/api/hw/cancelReservation/${gone.reservation_id}`)).status).toBe(200);
    body = await refusal(await checkIn(gone.res_room_id, (await d.room('111')).room_id), 409);
    expect(body.message).toMatch(/cancelled/);
    expect((await d.room('111')).occupied_by).toBeNull();
  });

  it('allows a dirty room and says so', async () => {
    const room = await d.room('113');
    expect((await d.roomsRequest('PUT', `/api/hw/updateCleanStatus/0/${room.room_id}`)).status).toBe(200);
    await waitFor(async () => (await arrivals(TODAY)).rooms_arrivals.find((r) => r.room_num === '113')?.clean === 0, 'room 113 dirty in the list');
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Messy', last: 'Room' });
    const res = await checkIn(stay.res_room_id, room.room_id);
    expect(res.status).toBe(200);
    expect(CheckinAnswer.parse(await res.json())).toMatchObject({ clean: 0, message: 'Checked in to room 113. The room is not clean yet.' });
  });

  it('answers 400 naming each bad part and 404 for an unknown stay, changing nothing', async () => {
    const before = await d.counts();
    let body = await refusal(await checkIn('abc', '0'), 400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['res_room_id', 'room_id']);
    body = await refusal(await checkIn('undefined', '5'), 400);
    expect(Object.keys(body.fields ?? {})).toEqual(['res_room_id']);
    body = await refusal(await checkIn(987654, (await d.room('115')).room_id), 404);
    expect(body.message).toBe('There is no stay 987654.');
    expect(await d.counts()).toEqual(before);
  });

  it('answers 503 and changes nothing on either side while svc-rooms is down; works once it is back', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Patient', last: 'Guest' });
    const room = await d.room('117');
    const before = await d.counts();
    await d.stopRooms();
    try {
      const res = await checkIn(stay.res_room_id, room.room_id);
      const body = await refusal(res, 503);
      expect(body.error).toBe('unavailable');
      expect(await d.counts()).toEqual(before);
      expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_in: false, room_id: null, room_num: null });
      expect((await d.room('117')).occupied_by).toBeNull();
    } finally {
      await d.startRooms();
    }
    expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
    expect((await d.room('117')).occupied_by).toBe(stay.res_room_id);
  });

  it('gives the room back when the check-in cannot be recorded after svc-rooms took it', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, type: 1, first: 'Unlucky', last: 'Write' });
    const room = await d.room('119');
    // A trigger makes our write fail after rooms answered, as a lost database connection would.
    await d.sql.unsafe(`
      create function fail_check_in() returns trigger language plpgsql as $$
      begin
        if new.checked_in and new.res_room_id = ${stay.res_room_id} then raise exception 'simulated failure'; end if;
        return new;
      end $$;
      create trigger fail_check_in before update on res_rooms for each row execute function fail_check_in();`);
    const before = await d.counts();
    try {
      expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(500);
    } finally {
      await d.sql.unsafe('drop trigger fail_check_in on res_rooms; drop function fail_check_in();');
    }
    expect(await d.counts()).toEqual(before);
    const after = await d.room('119');
    expect(after.occupied_by).toBeNull(); // released again
    expect(after.clean).toBe(1); // nobody used it
    expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
  });
});

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
