import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { commands, type EventEnvelope } from '@pms/contracts/events';
import {
  CancelReservationAnswer,
  CreateReservationAnswer,
  Reservation,
  ResRoomList,
  StayState,
  UpdateReservationAnswer,
  type UpdateReservationInput,
} from '@pms/contracts/reservations';
import { CommandRefused, type Subscription } from '@pms/service-kit';
import { waitForValue, watchEvents } from '@pms/service-kit/testing';
import {
  bookingBody,
  inventoryMatchesStays,
  publishRoom,
  publishRoomType,
  roomsOf,
  roomTypesProjected,
  ROOM_TYPES,
  startHarness,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  for (const r of roomsOf(ROOM_TYPES)) await publishRoom(h.t.deps.bus, r);
  await waitForValue(async () => (await h.t.deps.sql<{ n: number }[]>`select count(*)::int as n from rooms`)[0]!.n, (n) => n === 100);
});
afterAll(() => h?.t.stop());

async function bookOne(room: Record<number, unknown> = {}, cust: Record<number, unknown> = {}) {
  const res = await h.request('POST', '/api/hw/reservation', bookingBody({ room, cust }));
  expect(res.status).toBe(201);
  return CreateReservationAnswer.parse(await res.json()).reservation_id;
}

async function read(reservationId: number) {
  const reservation = Reservation.parse(await (await h.request('GET', `/api/hw/reservation/${reservationId}`)).json());
  const stays = ResRoomList.parse(await (await h.request('GET', `/api/hw/res_rooms/${reservationId}`)).json());
  return { reservation, stay: stays[0]!, stays };
}

/** The update screen's body: what it read, with the changes a clerk made. */
async function updateBody(
  reservationId: number,
  change: { cust?: Record<number, unknown>; room?: Record<number, unknown>; version?: number; roomNum?: string | null } = {},
): Promise<UpdateReservationInput> {
  const { reservation: r, stay } = await read(reservationId);
  const cust: unknown[] = [r.first_name, r.last_name, r.address, r.city, r.state, r.zip, r.email, r.phone, '', r.cc_expiration];
  const room: unknown[] = [stay.room_type_id, stay.check_in_date, stay.check_out_date, stay.adults, stay.rate, stay.comments];
  for (const [i, v] of Object.entries(change.cust ?? {})) cust[Number(i)] = v;
  for (const [i, v] of Object.entries(change.room ?? {})) room[Number(i)] = v;
  return {
    cust,
    reserve: [r.user_id, r.comments],
    rooms: [room],
    customerId: r.customer_id,
    reservation_id: r.reservation_id,
    resRoomId: stay.res_room_id,
    version: change.version ?? r.version,
    ...(change.roomNum === undefined ? {} : { roomNum: change.roomNum }),
  } as unknown as UpdateReservationInput;
}

const put = (body: unknown) => h.request('PUT', '/api/hw/reservation', body);
const cancel = (id: number) => h.request('PUT', `/api/hw/cancelReservation/${id}`);

async function soldOn(roomTypeId: number, night: string): Promise<number> {
  const [row] = await h.t.deps.sql<{ sold: number }[]>`select sold from inventory where room_type_id = ${roomTypeId} and night = ${night}`;
  return row?.sold ?? 0;
}

async function lastStayEvent(resRoomId: number, version: number): Promise<EventEnvelope> {
  await h.t.relay.flush();
  const subject = `pms.reservations.stay.${resRoomId}`;
  const stays = await watchEvents(h.t.deps.bus, subject);
  try {
    return await stays.waitFor(subject, version);
  } finally {
    await stays.stop();
  }
}

describe('PUT /api/hw/reservation', () => {
  it('changes guest details, dates, adults and room type, moving inventory and publishing the stay', async () => {
    const id = await bookOne({ 0: 1, 1: '2026-03-10', 2: '2026-03-13' });
    const body = await updateBody(id, {
      cust: { 0: 'Augusta', 6: 'augusta@example.com', 7: '216-555-0199' },
      room: { 0: 2, 1: '2026-03-11', 2: '2026-03-14', 3: 3, 5: 'late check-in' },
    });
    const before = { q10: await soldOn(1, '2026-03-10'), k13: await soldOn(2, '2026-03-13') };
    const res = await put(body);
    expect(res.status).toBe(200);
    const answer = UpdateReservationAnswer.parse(await res.json());
    expect(answer).toMatchObject({ reservation_id: id, version: 2, message: 'Reservation was successfully updated!' });

    const { reservation, stay } = await read(id);
    expect(reservation).toMatchObject({ first_name: 'Augusta', email: 'augusta@example.com', phone: '216-555-0199', version: 2, ccLastFour: '1111' });
    expect(stay).toMatchObject({
      room_type_id: 2,
      type: 'King',
      check_in_date: '2026-03-11',
      check_out_date: '2026-03-14',
      nights: 3,
      adults: 3,
      rate: 119.99, // a new room type sells at its own rate
      comments: 'late check-in',
      version: 2,
    });
    expect(await soldOn(1, '2026-03-10')).toBe(before.q10 - 1);
    expect(await soldOn(2, '2026-03-13')).toBe(before.k13 + 1);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });

    const event = await lastStayEvent(stay.res_room_id, 2);
    expect(StayState.parse(event.data)).toMatchObject({ first_name: 'Augusta', room_type_id: 2, arrival: '2026-03-11', rate_cents: 11999, active: true });
  });

  it('keeps the rate when only the dates change, and takes only the nights it did not hold', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 }]);
    const id = await bookOne({ 0: 6, 1: '2026-06-01', 2: '2026-06-04' });
    // The only Loft: extending by a night must not be refused for the nights it already holds.
    const res = await put(await updateBody(id, { room: { 2: '2026-06-05' } }));
    expect(res.status).toBe(200);
    expect((await read(id)).stay).toMatchObject({ rate: 200, nights: 4 });
    expect(await soldOn(6, '2026-06-04')).toBe(1);
  });

  it('replaces the card only when a new number is typed', async () => {
    const id = await bookOne();
    expect((await put(await updateBody(id, { cust: { 8: '' } }))).status).toBe(200);
    expect((await read(id)).reservation.ccLastFour).toBe('1111');
    expect((await put(await updateBody(id, { cust: { 8: '****1111' } }))).status).toBe(200);
    expect((await read(id)).reservation.ccLastFour).toBe('1111');
    expect((await put(await updateBody(id, { cust: { 8: '5555 5555 5555 4444', 9: '07/29' } }))).status).toBe(200);
    expect((await read(id)).reservation).toMatchObject({ ccLastFour: '4444', cc_expiration: '07/29' });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const id = await bookOne();
    const first = await updateBody(id, { cust: { 0: 'First' } });
    const second = await updateBody(id, { cust: { 0: 'Second' } });
    expect((await put(first)).status).toBe(200);
    const before = await h.counts();
    const res = await put(second);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/changed by someone else/);
    expect(await h.counts()).toEqual(before);
    expect((await read(id)).reservation.first_name).toBe('First');
  });

  it('refuses new dates over a sold-out night with 409 and keeps the old nights', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 7, type: 'Tower', rate_cents: 30000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [
      ...ROOM_TYPES,
      { room_type_id: 6, type: 'Loft', rate_cents: 20000, room_count: 1 },
      { room_type_id: 7, type: 'Tower', rate_cents: 30000, room_count: 1 },
    ]);
    await bookOne({ 0: 7, 1: '2026-07-05', 2: '2026-07-06' });
    const id = await bookOne({ 0: 7, 1: '2026-07-01', 2: '2026-07-03' });
    const before = await h.counts();
    const res = await put(await updateBody(id, { room: { 2: '2026-07-07' } }));
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toBe('No Tower room is left for the night of 2026-07-05.');
    expect(await h.counts()).toEqual(before);
    expect((await read(id)).stay.check_out_date).toBe('2026-07-03');
  });

  const invalid: [string, Parameters<typeof updateBody>[1], string][] = [
    ['a malformed email', { cust: { 6: 'nope' } }, 'email'],
    ['an empty last name', { cust: { 1: ' ' } }, 'last_name'],
    ['a new card failing the Luhn check', { cust: { 8: '4111111111111112' } }, 'credit_card_num'],
    ['an arrival moved before today', { room: { 1: '2026-02-27' } }, 'check_in_date'],
    ['a departure before the arrival', { room: { 2: '2026-03-01' } }, 'check_out_date'],
    ['an unknown room type', { room: { 0: 42 } }, 'room_type_id'],
    ['too many adults', { room: { 3: 11 } }, 'adults'],
  ];
  it.each(invalid)('refuses %s with a 400 naming the field, and changes nothing', async (_what, change, field) => {
    const id = await bookOne();
    const body = await updateBody(id, change);
    const before = await h.counts();
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toContain(field);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a body without the version, or with ids that do not belong together (400)', async () => {
    const id = await bookOne();
    const other = await bookOne();
    const body = await updateBody(id);
    const before = await h.counts();
    const { version: _v, ...noVersion } = body;
    const cases: [unknown, string][] = [
      [noVersion, 'version'],
      [{ ...body, customerId: (await read(other)).reservation.customer_id }, 'customerId'],
      [{ ...body, resRoomId: (await read(other)).stay.res_room_id }, 'resRoomId'],
      [{ ...body, reservation_id: 'x' }, 'reservation_id'],
    ];
    for (const [b, field] of cases) {
      const res = await put(b);
      expect(res.status, field).toBe(400);
      expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toContain(field);
    }
    expect(await h.counts()).toEqual(before);
  });

  it('answers 404 for an unknown reservation', async () => {
    const body = await updateBody(await bookOne());
    expect((await put({ ...body, reservation_id: 987654 })).status).toBe(404);
  });

  it('refuses a room number set on the update screen: rooms are the front desk’s', async () => {
    const id = await bookOne();
    for (const same of [null, '', 'Not Set']) expect((await put(await updateBody(id, { roomNum: same }))).status).toBe(200);
    const res = await put(await updateBody(id, { roomNum: '204' }));
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toMatch(/assigned at check-in/);
  });

  it('for a checked-in stay: refuses a new arrival, a new type and a room move; allows an extension', async () => {
    const id = await bookOne({ 1: '2026-03-01', 2: '2026-03-03' });
    const { stay } = await read(id);
    // As the front desk's check-in records it (that path comes with the arrivals work).
    await h.t.deps.sql`update res_rooms set checked_in = true, room_id = 1, room_num = '101' where res_room_id = ${stay.res_room_id}`;
    const refused: [Parameters<typeof updateBody>[1], RegExp][] = [
      [{ room: { 1: '2026-03-02' } }, /arrival date can no longer be changed/],
      [{ room: { 0: 3 } }, /room move/],
    ];
    for (const [change, message] of refused) {
      const res = await put(await updateBody(id, change));
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json()).message).toMatch(message);
    }
    expect((await put(await updateBody(id, { room: { 2: '2026-03-05' }, roomNum: '101' }))).status).toBe(200);
    expect((await read(id)).stay).toMatchObject({ check_out_date: '2026-03-05', room_num: '101', checked_in: 1 });
  });

  describe('room moves of a checked-in guest (through svc-rooms’ assign command)', () => {
    // Plays svc-rooms: room 101–150 are the 2 Queens (ids 1–50); it refuses rooms it holds as occupied.
    const occupied = new Map<number, number>();
    const asked: unknown[] = [];
    let responder: Subscription | undefined;
    beforeAll(async () => {
      responder = await h.t.deps.bus.reply(commands.assignRoom, async (payload) => {
        const cmd = payload as { room_id: number; res_room_id: number; room_type_id: number };
        asked.push(cmd);
        const holder = occupied.get(cmd.room_id);
        if (holder !== undefined && holder !== cmd.res_room_id)
          throw new CommandRefused('occupied', `Room ${100 + cmd.room_id} is already occupied by another stay.`);
        for (const [room, stay] of occupied) if (stay === cmd.res_room_id) occupied.delete(room);
        occupied.set(cmd.room_id, cmd.res_room_id);
        return { room_id: cmd.room_id, room_num: String(100 + cmd.room_id), clean: 1, moved_from: null };
      });
    });
    afterAll(() => responder?.stop());

    async function checkedInStay(roomId: number) {
      const id = await bookOne({ 0: 1, 1: '2026-03-01', 2: '2026-03-04' });
      const { stay } = await read(id);
      await h.t.deps.sql`
        update res_rooms set checked_in = true, room_id = ${roomId}, room_num = ${String(100 + roomId)} where res_room_id = ${stay.res_room_id}`;
      occupied.set(roomId, stay.res_room_id);
      return { id, stay };
    }

    it('moves the guest and records the new room', async () => {
      const { id, stay } = await checkedInStay(11);
      const res = await put(await updateBody(id, { roomNum: '112' }));
      expect(res.status).toBe(200);
      expect(asked.at(-1)).toEqual({ room_id: 12, res_room_id: stay.res_room_id, room_type_id: 1 });
      expect((await read(id)).stay).toMatchObject({ room_id: 12, room_num: '112', checked_in: 1 });
      const event = StayState.parse((await lastStayEvent(stay.res_room_id, stay.version + 1)).data);
      expect(event).toMatchObject({ room_id: 12, room_num: '112', checked_in: true });
    });

    it('answers svc-rooms’ refusal as a 409 naming the room, and changes nothing', async () => {
      const { id } = await checkedInStay(21);
      await checkedInStay(22);
      const body = await updateBody(id, { roomNum: '122', cust: { 0: 'Changed' } });
      const before = await h.counts();
      const res = await put(body);
      expect(res.status).toBe(409);
      expect(ErrorBody.parse(await res.json())).toMatchObject({ message: 'Room 122 is already occupied by another stay.', fields: { roomNum: 'occupied' } });
      expect(await h.counts()).toEqual(before);
      expect((await read(id)).reservation.first_name).toBe('Ada');
      expect((await read(id)).stay.room_num).toBe('121');
    });

    it('refuses a room number the hotel does not have (400)', async () => {
      const { id } = await checkedInStay(31);
      const res = await put(await updateBody(id, { roomNum: '999' }));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).fields).toHaveProperty('roomNum');
    });

    it('answers 503 and changes nothing when svc-rooms does not answer', async () => {
      const { id } = await checkedInStay(41);
      await responder?.stop();
      responder = undefined;
      const before = await h.counts();
      const res = await put(await updateBody(id, { roomNum: '142' }));
      expect(res.status).toBe(503);
      expect(await h.counts()).toEqual(before);
      expect((await read(id)).stay.room_num).toBe('141');
    });
  });

  it('refuses without a session (401)', async () => {
    const body = await updateBody(await bookOne());
    const res = await h.t.app.request('/api/hw/reservation', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/hw/cancelReservation/{id}', () => {
  it('cancels, gives every night back and publishes the stay as inactive', async () => {
    const id = await bookOne({ 0: 3, 1: '2026-03-20', 2: '2026-03-23' });
    const sold = await soldOn(3, '2026-03-21');
    const res = await cancel(id);
    expect(res.status).toBe(200);
    expect(CancelReservationAnswer.parse(await res.json())).toMatchObject({ reservation_id: id, active: 0, message: 'Reservation has been cancelled!' });
    const { reservation, stay } = await read(id);
    expect(reservation.active).toBe(0);
    expect(await soldOn(3, '2026-03-21')).toBe(sold - 1);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
    expect(StayState.parse((await lastStayEvent(stay.res_room_id, 2)).data).active).toBe(false);
  });

  it('refuses a second cancel and any change after it (409)', async () => {
    const id = await bookOne();
    const body = await updateBody(id);
    expect((await cancel(id)).status).toBe(200);
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).message).toBe('This reservation is already cancelled.');
    const change = await put({ ...(await updateBody(id)), version: (await read(id)).reservation.version });
    expect(change.status).toBe(409);
    expect(ErrorBody.parse(await change.json()).message).toMatch(/cancelled/);
    expect((await put(body)).status).toBe(409);
  });

  it('refuses to cancel a checked-in reservation (409 with the reason) and changes nothing', async () => {
    const id = await bookOne({ 1: '2026-03-01', 2: '2026-03-02' });
    await h.t.deps.sql`update res_rooms set checked_in = true where reservation_id = ${id}`;
    const before = await h.counts();
    const res = await cancel(id);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).message).toBe('The guest has checked in; a checked-in reservation cannot be cancelled.');
    expect(await h.counts()).toEqual(before);
  });

  it('answers 404 for an unknown reservation, 400 for a malformed id, 401 without a session', async () => {
    expect((await cancel(555555)).status).toBe(404);
    const bad = await h.request('PUT', '/api/hw/cancelReservation/abc');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).fields).toHaveProperty('id');
    expect((await h.t.app.request('/api/hw/cancelReservation/1001', { method: 'PUT' })).status).toBe(401);
  });

  it('serialises an update racing a cancel: never a changed cancelled stay, inventory always equal to the stays', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => bookOne({ 0: 1 + (i % 3), 1: '2026-08-01', 2: '2026-08-03' })));
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const body = await updateBody(id, { room: { 2: '2026-08-06' } });
        const [u, c] = await Promise.all([put(body), cancel(id)]);
        return { id, update: u.status, cancel: c.status };
      }),
    );
    for (const o of outcomes) {
      expect(o.cancel).toBe(200);
      expect([200, 409]).toContain(o.update);
      const { reservation, stay } = await read(o.id);
      expect(reservation.active).toBe(0);
      expect(stay.check_out_date).toBe(o.update === 200 ? '2026-08-06' : '2026-08-03');
    }
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
  });
});
