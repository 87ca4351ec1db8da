import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { CheckinAnswer, InHouseGuestList } from '@pms/contracts/frontdesk';
import { waitFor } from '@pms/service-kit/testing';
import { TODAY } from './frontdesk-harness';
import { deskForFile, refusal, TOMORROW } from './frontdesk-requests';

const { d, arrivals, checkIn } = deskForFile();

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
