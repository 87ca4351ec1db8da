// long-file: one feature end to end (assign, release, the room choice, and what cancel, change, check-in and the night audit do to an assignment) on one desk.
import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { NOT_SET, StayRoomAnswer, StayRoomChoice } from '@pms/contracts/frontdesk';
import { HousekeepingList } from '@pms/contracts/housekeeping';
import { NightAuditReport } from '@pms/contracts/night-audit';
import { Reservation, ResRoomList } from '@pms/contracts/reservations';
import { waitFor } from '@pms/service-kit/testing';
import { fakeBilling } from './fake-billing';
import { TODAY } from './frontdesk-harness';
import { deskForFile, refusal } from './frontdesk-requests';

/**
 * Rooms assigned ahead of arrival (issue #17): the room choice, assign and release, what a cancel,
 * a change, a check-in and the night audit do to an assignment, and svc-rooms' board "Next arrival" —
 * against the real svc-rooms on the same bus.
 */
const { d, arrivals, checkIn } = deskForFile();

const day = (n: number) => addDays(TODAY, n);
const assign = (resRoomId: number | string, body: unknown, cookie?: string | null) =>
  d.request('PUT', `/api/stays/${resRoomId}/room`, body, cookie === undefined ? undefined : { cookie });
const release = (resRoomId: number | string) => d.request('DELETE', `/api/stays/${resRoomId}/room`);
async function choice(resRoomId: number): Promise<StayRoomChoice> {
  const res = await d.request('GET', `/api/stays/${resRoomId}/rooms`);
  expect(res.status).toBe(200);
  return StayRoomChoice.parse(await res.json());
}
async function assigned(resRoomId: number, roomNum: string) {
  const room = await d.room(roomNum);
  const res = await assign(resRoomId, { room_id: room.room_id });
  expect(res.status, await res.clone().text()).toBe(200);
  return StayRoomAnswer.parse(await res.json());
}
async function nextArrival(roomNum: string): Promise<string | null | undefined> {
  const res = await d.roomsRequest('GET', '/api/hw/housekeeping_status/false/false/false/false/false/false/false/false/false');
  expect(res.status).toBe(200);
  return HousekeepingList.parse(await res.json()).find((r) => r.room_num === roomNum)?.next_arrival;
}
const nextArrivalBecomes = (roomNum: string, want: string | null) =>
  waitFor(async () => (await nextArrival(roomNum)) === want, `room ${roomNum}'s next arrival to be ${want}`);

describe('PUT /api/stays/{res_room_id}/room', () => {
  it('assigns a free room of the stay’s type for all its nights: arrivals show it, the choice of others leaves it out, the board shows the next arrival', async () => {
    const stay = await d.book({ arrival: day(3), departure: day(5), type: 1, first: 'Future', last: 'Guest' });
    const offered = await choice(stay.res_room_id);
    expect(offered.rooms.length).toBeGreaterThan(0);
    expect(offered.rooms.every((r) => r.room_type_id === 1)).toBe(true);
    expect(offered.rooms.map((r) => r.room_num)).toContain('111');

    const before = await d.stay(stay.res_room_id);
    const answer = await assigned(stay.res_room_id, '111');
    const room = await d.room('111');
    expect(answer).toMatchObject({ res_room_id: stay.res_room_id, room_num: '111', room_id: room.room_id, checked_in: 0, message: `Room 111 is assigned to ${day(3)} – ${day(5)}.` });
    expect(await d.stay(stay.res_room_id)).toMatchObject({ room_id: room.room_id, room_num: '111', checked_in: false, version: before.version + 1 });
    // Nobody is in it: svc-rooms' occupancy is given only at check-in.
    expect(room.occupied_by).toBeNull();
    const [entry] = await d.sql<{ action: string; changes: unknown }[]>`
      select action, changes from audit_entries where entity = 'stay' and entity_id = ${String(stay.res_room_id)} order by entry_id desc limit 1`;
    expect(entry).toEqual({ action: 'stay.room_assigned', changes: { room_num: [null, '111'] } });
    expect((await arrivals(day(3), 'Future')).arrivals[0]).toMatchObject({ room_num: '111' });

    // The same room again changes nothing.
    const again = await assigned(stay.res_room_id, '111');
    expect(again.message).toBe('Room 111 is already assigned to this stay.');
    expect((await d.stay(stay.res_room_id)).version).toBe(before.version + 1);

    // Another stay over one of those nights is not offered 111; one leaving the day this one arrives is.
    const overlapping = await d.book({ arrival: day(4), departure: day(6), type: 1, first: 'Overlapping' });
    expect((await choice(overlapping.res_room_id)).rooms.map((r) => r.room_num)).not.toContain('111');
    const before3 = await d.book({ arrival: day(1), departure: day(3), type: 1, first: 'Before' });
    expect((await choice(before3.res_room_id)).rooms.map((r) => r.room_num)).toContain('111');
    await assigned(before3.res_room_id, '111');

    // The board's Next arrival: the earliest assigned arrival of the room.
    await nextArrivalBecomes('111', day(1));
    expect(await nextArrival('113')).toBeNull();
  });

  it('refuses a malformed stay or room (400 naming the field) and needs a session (401), changing nothing', async () => {
    const stay = await d.book({ arrival: day(3), departure: day(4), type: 1, first: 'Malformed' });
    const before = await d.counts();
    expect((await refusal(await assign(stay.res_room_id, {}), 400)).fields).toHaveProperty('room_id');
    expect((await refusal(await assign(stay.res_room_id, { room_id: 'one' }), 400)).fields).toHaveProperty('room_id');
    expect((await refusal(await assign(stay.res_room_id, { room_id: 99999 }), 400)).fields).toEqual({ room_id: 'is not a room of this hotel' });
    expect((await refusal(await assign('abc', { room_id: 1 }), 400)).fields).toHaveProperty('res_room_id');
    expect((await refusal(await release('abc'), 400)).fields).toHaveProperty('res_room_id');
    expect((await refusal(await d.request('GET', '/api/stays/abc/rooms'), 400)).fields).toHaveProperty('res_room_id');
    expect((await assign(stay.res_room_id, { room_id: 1 }, null)).status).toBe(401);
    expect((await d.request('DELETE', `/api/stays/${stay.res_room_id}/room`, undefined, { cookie: null })).status).toBe(401);
    expect((await d.request('GET', `/api/stays/${stay.res_room_id}/rooms`, undefined, { cookie: null })).status).toBe(401);
    expect((await assign(999999, { room_id: 1 })).status).toBe(404);
    expect(await d.counts()).toEqual(before);
  });

  it('refuses (409) a room of another type, one out of order on a night, one taken by an in-house guest or another assignment, and a stay already in', async () => {
    const stay = await d.book({ arrival: day(2), departure: day(4), type: 1, first: 'Refused' });
    const before = await d.counts();
    const king = await d.room('102');
    let body = await refusal(await assign(stay.res_room_id, { room_id: king.room_id }), 409);
    expect(body).toMatchObject({ message: 'Room 102 is a King room; the stay is booked for a 2 Queens.', fields: { room_id: 'wrong_type' } });

    // In the house until the day after this stay arrives.
    await d.inHouse({ arrival: TODAY, departure: day(3), roomNum: '115', type: 1, first: 'Inhouse' });
    body = await refusal(await assign(stay.res_room_id, { room_id: (await d.room('115')).room_id }), 409);
    expect(body).toMatchObject({ message: `Room 115 is occupied by a guest staying until ${day(3)}.`, fields: { room_id: 'occupied' } });
    expect((await choice(stay.res_room_id)).rooms.map((r) => r.room_num)).not.toContain('115');

    // Out of order on the stay's second night: listed greyed out with its reason, refused.
    const room117 = await d.room('117');
    const created = await d.roomsRequest('POST', '/api/hw/room_issues', { vals: { room_id: room117.room_id, issue: 'Broken AC', start_date: day(3), end_date: day(3) } });
    expect(created.status).toBe(201);
    await waitFor(async () => (await d.sql`select 1 from out_of_order where room_id = ${room117.room_id} and not fixed`).length === 1, 'the work order to reach the projection');
    const offered = await choice(stay.res_room_id);
    expect(offered.rooms.map((r) => r.room_num)).not.toContain('117');
    expect(offered.rooms_out_of_order).toEqual([expect.objectContaining({ room_num: '117', issue: 'Broken AC', start_date: day(3), end_date: day(3) })]);
    body = await refusal(await assign(stay.res_room_id, { room_id: room117.room_id }), 409);
    expect(body.fields).toEqual({ room_id: 'out_of_order' });
    expect(body.message).toMatch(/^Room 117 is out of order \(work order \d+, /);

    const other = await d.book({ arrival: day(3), departure: day(6), type: 1, first: 'Other' });
    await assigned(other.res_room_id, '119');
    const countsBefore = await d.counts();
    body = await refusal(await assign(stay.res_room_id, { room_id: (await d.room('119')).room_id }), 409);
    expect(body).toMatchObject({ message: `Room 119 is assigned to another stay from ${day(3)} to ${day(6)}.`, fields: { room_id: 'assigned' } });
    expect(await d.counts()).toEqual(countsBefore);

    const inHouse = await d.inHouse({ arrival: TODAY, departure: day(1), roomNum: '121', type: 1, first: 'Already' });
    body = await refusal(await assign(inHouse.res_room_id, { room_id: (await d.room('123')).room_id }), 409);
    expect(body.fields).toEqual({ res_room_id: 'is checked in' });
    expect(before.reservations).toBeLessThan((await d.counts()).reservations);
  });

  it('gives one room to exactly one of ten clerks assigning it to overlapping stays at once', async () => {
    const stays = [];
    for (let i = 0; i < 10; i++) stays.push(await d.book({ arrival: day(10 + (i % 3)), departure: day(13), type: 1, first: 'Racer', last: `Number ${'abcdefghij'[i]}` }));
    const room = await d.room('125');
    const outcomes = await Promise.all(stays.map((s) => assign(s.res_room_id, { room_id: room.room_id })));
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const holders = await d.sql<{ res_room_id: number }[]>`select res_room_id from res_rooms where room_id = ${room.room_id}`;
    expect(holders).toHaveLength(1);
    const loser = outcomes.find((o) => o.status === 409)!;
    expect((await loser.json()).message).toMatch(/^Room 125 (is assigned to another stay|was just given to another stay)/);
  });
});

describe('DELETE /api/stays/{res_room_id}/room and what releases an assignment', () => {
  it('releases the room (again: nothing to do), and the board forgets the arrival', async () => {
    const stay = await d.book({ arrival: day(20), departure: day(21), type: 1, first: 'Released' });
    await assigned(stay.res_room_id, '127');
    await nextArrivalBecomes('127', day(20));
    let res = await release(stay.res_room_id);
    expect(res.status).toBe(200);
    expect(StayRoomAnswer.parse(await res.json())).toMatchObject({ room_num: NOT_SET, room_id: null, message: 'Room 127 is no longer assigned to this stay.' });
    expect(await d.stay(stay.res_room_id)).toMatchObject({ room_id: null, room_num: null });
    const [entry] = await d.sql<{ action: string; changes: unknown }[]>`
      select action, changes from audit_entries where entity = 'stay' and entity_id = ${String(stay.res_room_id)} order by entry_id desc limit 1`;
    expect(entry).toEqual({ action: 'stay.room_released', changes: { room_num: ['127', null] } });
    const before = await d.counts();
    res = await release(stay.res_room_id);
    expect(StayRoomAnswer.parse(await res.json()).message).toBe('No room is assigned to this stay.');
    expect(await d.counts()).toEqual(before);
    await nextArrivalBecomes('127', null);
  });

  it('releases on cancel', async () => {
    const stay = await d.book({ arrival: day(22), departure: day(24), type: 1, first: 'Cancelled' });
    await assigned(stay.res_room_id, '129');
    expect((await d.request('PUT', `/api/hw/cancelReservation/${stay.reservation_id}`)).status).toBe(200);
    expect(await d.stay(stay.res_room_id)).toMatchObject({ room_id: null, room_num: null });
    const other = await d.book({ arrival: day(22), departure: day(23), type: 1, first: 'Next' });
    expect((await choice(other.res_room_id)).rooms.map((r) => r.room_num)).toContain('129');
    expect((await refusal(await assign(stay.res_room_id, { room_id: (await d.room('129')).room_id }), 409)).fields).toEqual({ res_room_id: 'is cancelled' });
  });

  /** The update screen's save with new dates and type for the reservation's one stay (what it read, changed). */
  async function update(reservationId: number, stay: { room_type_id?: number; arrival?: string; departure?: string }) {
    const r = Reservation.parse(await (await d.request('GET', `/api/hw/reservation/${reservationId}`)).json());
    const s = ResRoomList.parse(await (await d.request('GET', `/api/hw/res_rooms/${reservationId}`)).json())[0]!;
    return d.request('PUT', '/api/hw/reservation', {
      cust: [r.first_name, r.last_name, r.address, r.city, r.state, r.zip, r.email, r.phone, '', r.cc_expiration],
      reserve: [r.user_id, r.comments],
      rooms: [[stay.room_type_id ?? s.room_type_id, stay.arrival ?? s.check_in_date, stay.departure ?? s.check_out_date, s.adults, s.rate, s.comments]],
      customerId: r.customer_id,
      reservation_id: r.reservation_id,
      resRoomId: s.res_room_id,
      version: r.version,
    });
  }

  it('a change keeps the assigned room while it still fits, and releases it when the dates run into another stay or the type changes; an in-house guest may not stay into an assigned night', async () => {
    const moving = await d.book({ arrival: day(30), departure: day(32), type: 1, first: 'Moving' });
    await assigned(moving.res_room_id, '139');
    const after = await d.book({ arrival: day(34), departure: day(36), type: 1, first: 'After' });
    await assigned(after.res_room_id, '139');

    expect((await update(moving.reservation_id, { departure: day(33) })).status).toBe(200);
    expect(await d.stay(moving.res_room_id)).toMatchObject({ room_num: '139' });
    expect((await update(moving.reservation_id, { departure: day(35) })).status).toBe(200);
    expect(await d.stay(moving.res_room_id)).toMatchObject({ room_id: null, room_num: null });
    expect(await d.stay(after.res_room_id)).toMatchObject({ room_num: '139' });

    expect((await update(after.reservation_id, { room_type_id: 3 })).status).toBe(200);
    expect(await d.stay(after.res_room_id)).toMatchObject({ room_id: null, room_num: null });

    const guest = await d.inHouse({ arrival: TODAY, departure: day(1), roomNum: '141', type: 1, first: 'Staying' });
    const arriving = await d.book({ arrival: day(2), departure: day(3), type: 1, first: 'Arriving' });
    await assigned(arriving.res_room_id, '141');
    expect((await update(guest.reservation_id, { departure: day(2) })).status).toBe(200);
    const body = await refusal(await update(guest.reservation_id, { departure: day(3) }), 409);
    expect(body.message).toBe(`Room 141 is assigned to another stay from ${day(2)} to ${day(3)}. Release that room on ARRIVALS first, or keep the stay’s dates.`);
    expect(await d.stay(arriving.res_room_id)).toMatchObject({ room_num: '141' });
  });

  it('check-in: keeps a room assigned to a later overlapping arrival from today’s guests, and checks the assigned stay into it', async () => {
    const later = await d.book({ arrival: day(1), departure: day(3), type: 1, first: 'Later' });
    await assigned(later.res_room_id, '131');
    const walkIn = await d.book({ arrival: TODAY, departure: day(2), type: 1, first: 'Today' });
    const body = await refusal(await checkIn(walkIn.res_room_id, (await d.room('131')).room_id), 409);
    expect(body).toMatchObject({ message: `Room 131 is assigned to another stay from ${day(1)} to ${day(3)}.`, fields: { room_id: 'assigned' } });
    expect((await d.room('131')).occupied_by).toBeNull();

    const mine = await d.book({ arrival: TODAY, departure: day(1), type: 1, first: 'Mine' });
    await assigned(mine.res_room_id, '133');
    expect((await arrivals(TODAY, 'Mine')).arrivals[0]).toMatchObject({ room_num: '133', checked_in: 0 });
    expect((await checkIn(mine.res_room_id, (await d.room('133')).room_id)).status).toBe(200);
    expect(await d.stay(mine.res_room_id)).toMatchObject({ checked_in: true, room_num: '133' });
  });

  it('night audit: a no-show gives its room back; a guest extended into an assigned night keeps the room and the assignment is released', async () => {
    const billing = await fakeBilling(d.bus);
    try {
      const manager = await d.keys.cookie(2, { sub: '21', username: 'manager' });
      // Due out today and still in room 135, which was assigned to an arrival of today (who never came).
      const overstay = await d.inHouse({ arrival: day(-1), departure: TODAY, roomNum: '135', type: 1, first: 'Overstay' });
      const next = await d.book({ arrival: TODAY, departure: day(2), type: 1, first: 'Displaced' });
      await assigned(next.res_room_id, '135');
      const noShow = await d.book({ arrival: TODAY, departure: day(2), type: 1, first: 'Nobody' });
      await assigned(noShow.res_room_id, '137');

      const res = await d.request('POST', '/api/night-audit', { business_date: TODAY }, { cookie: manager });
      expect(res.status, await res.clone().text()).toBe(200);
      NightAuditReport.parse(await res.json());

      expect(await d.stay(noShow.res_room_id)).toMatchObject({ room_id: null, room_num: null });
      expect(await d.stay(next.res_room_id)).toMatchObject({ room_id: null, room_num: null });
      expect(await d.stay(overstay.res_room_id)).toMatchObject({ checked_in: true, room_num: '135' });
      expect(await d.stay(overstay.res_room_id)).toMatchObject({ room_id: (await d.room('135')).room_id });
      const released = await d.sql<{ entity_id: string }[]>`
        select entity_id from audit_entries where action = 'stay.room_released' and entity_id in (${String(noShow.res_room_id)}, ${String(next.res_room_id)})`;
      expect(released.map((r) => Number(r.entity_id)).sort()).toEqual([noShow.res_room_id, next.res_room_id].sort());
    } finally {
      await billing.stop();
    }
  });
});
