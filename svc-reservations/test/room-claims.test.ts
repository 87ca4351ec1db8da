import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { commands } from '@pms/contracts/events';
import { BusUnavailableError } from '@pms/service-kit';
import { testLogger, waitFor } from '@pms/service-kit/testing';
import { roomSync } from '../src/events/room-sync';
import { faultyBus, type Fault } from './faulty-bus';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

/**
 * long-file: one conversation (claim, commit, confirm) disturbed every way it can be, for check-in and
 * room moves alike; the cases read best side by side.
 *
 * Check-in and room moves ask svc-rooms without a transaction open (claim, commit, confirm). These
 * tests disturb that conversation — svc-rooms down, its answer lost, a command carried out twice, an
 * assign carried out after we gave up on it — and prove that both services end up agreeing: the stay
 * records a room exactly when svc-rooms holds it for the stay, and no claim is left.
 */
let d: Desk;
let faults: ReturnType<typeof faultyBus>;
let sync: (now?: number) => Promise<void>;

beforeAll(async () => {
  d = await startDesk({
    reservationsBus: (bus) => {
      faults = faultyBus(bus);
      return faults.bus;
    },
  });
  // A pass of the room sync on demand, acting on any disagreement at once (no grace).
  sync = roomSync({ sql: d.sql, bus: faults.bus, log: testLogger('room-sync') }, { graceMs: 0 });
});
afterAll(() => d?.stop());

const TOMORROW = addDays(TODAY, 1);
const checkIn = (resRoomId: number, roomId: number) => d.request('PUT', `/api/hw/checkinRoom/${resRoomId}/${roomId}`);
const claims = async () => (await d.sql<{ n: number }[]>`select count(*)::int as n from room_claims`)[0]!.n;

/** Waits until our projection of svc-rooms' rooms shows the room occupied by the stay (its event arrived). */
async function projectionShows(roomId: number, resRoomId: number, what: string): Promise<void> {
  await waitFor(async () => {
    const [r] = await d.sql<{ occupied_by: number | null }[]>`select occupied_by from rooms where room_id = ${roomId}`;
    return r?.occupied_by === resRoomId;
  }, what);
}
/**
 * Lets the request through only after our own transaction could lock the stay's reservation and
 * the stay at once (nowait): the request that asks svc-rooms holds no transaction while it waits.
 */
const noTransactionOpen =
  (stay: { reservation_id: number; res_room_id: number }, checked: { n: number }): Fault =>
  async (_subject, _payload, send) => {
    await d.sql.begin(async (tx) => {
      await tx`select 1 from reservations where reservation_id = ${stay.reservation_id} for update nowait`;
      await tx`select 1 from res_rooms where res_room_id = ${stay.res_room_id} for update nowait`;
    });
    checked.n++;
    return send();
  };
const lost: Fault = async (_subject, _payload, send) => {
  await send();
  throw new BusUnavailableError('the answer was lost on the way back');
};

/** Both sides agree about the stay: rooms holds exactly the room the stay records (or none). */
async function agree(resRoomId: number): Promise<void> {
  const stay = await d.stay(resRoomId);
  const held = await d.roomsSql<{ room_id: number }[]>`select room_id from rooms where occupied_by = ${resRoomId}`;
  expect(held.map((r) => r.room_id)).toEqual(stay.checked_in && !stay.checked_out ? [stay.room_id] : []);
}

describe('check-in through svc-rooms', () => {
  it('gives the room back when rooms took it but its answer was lost; the clerk’s retry then works', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Lost', last: 'Answer' });
    const room = await d.room('131');
    faults.fault(commands.assignRoom, lost);
    try {
      expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(503);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_in: false, room_id: null });
    expect((await d.room('131')).occupied_by).toBeNull();
    expect(await claims()).toBe(0);
    expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
    await agree(stay.res_room_id);
  });

  it('holds no lock on the reservation or the stay while svc-rooms decides', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Open', last: 'Door' });
    const room = await d.room('201');
    const checked = { n: 0 };
    faults.fault(commands.assignRoom, noTransactionOpen(stay, checked));
    try {
      const res = await checkIn(stay.res_room_id, room.room_id);
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect(checked.n).toBe(1);
    await agree(stay.res_room_id);
  });

  it('checks in once when rooms carries the assign out twice', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Twice', last: 'Told' });
    const room = await d.room('133');
    faults.fault(commands.assignRoom, async (_s, _p, send) => {
      const [first] = await Promise.all([send(), send()]);
      await send();
      return first;
    });
    try {
      expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_in: true, room_id: room.room_id });
    await agree(stay.res_room_id);
    expect(await claims()).toBe(0);
  });

  it('converges when rooms carries out an assign after we gave up on it and our release came first', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Late', last: 'Assign' });
    const room = await d.room('135');
    let late: (() => Promise<unknown>) | undefined;
    faults.fault(commands.assignRoom, async (_s, _p, send) => {
      late = send;
      throw new BusUnavailableError('no answer in time');
    });
    try {
      expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(503);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    // The release went out and found nothing to free; the claim is gone. Now the slow assign lands.
    expect(await claims()).toBe(0);
    await late!();
    expect((await d.room('135')).occupied_by).toBe(stay.res_room_id);
    // Our projection of rooms sees the stay in a room it never checked into; the room sync frees it.
    await projectionShows(room.room_id, stay.res_room_id, 'our rooms projection to show the late assign');
    await sync();
    expect((await d.room('135')).occupied_by).toBeNull();
    expect((await d.room('135')).clean).toBe(1);
    await agree(stay.res_room_id);
    expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
    await agree(stay.res_room_id);
  });

  it('converges when rooms is slow: our request and our give-back both time out, rooms acts later', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Slow', last: 'Rooms' });
    const room = await d.room('137');
    // svc-rooms is stuck on the room's row (a long transaction of its own) beyond our time-outs.
    const blocker = d.roomsSql.reserve();
    const held = await blocker;
    await held`begin`;
    await held`select 1 from rooms where room_id = ${room.room_id} for update`;
    let answer: Response;
    try {
      answer = await checkIn(stay.res_room_id, room.room_id);
    } finally {
      await held`commit`;
      held.release();
    }
    expect(answer.status).toBe(503);
    expect(await d.stay(stay.res_room_id)).toMatchObject({ checked_in: false });
    // Rooms now carries out the assign and then the release, in that order (both wait for the stay's lock).
    await waitFor(async () => (await d.room('137')).occupied_by === null && (await claims()) <= 1, 'rooms to finish both commands');
    await sync();
    expect(await claims()).toBe(0);
    await agree(stay.res_room_id);
    expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(200);
  }, 40_000);

  it('settles the claim of a check-in refused while rooms was down, without a retry', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Rooms', last: 'Down' });
    const room = await d.room('139');
    await d.stopRooms();
    try {
      expect((await checkIn(stay.res_room_id, room.room_id)).status).toBe(503);
      expect(await claims()).toBe(1);
      await sync(); // rooms still down: the claim stays
      expect(await claims()).toBe(1);
    } finally {
      await d.startRooms();
    }
    await sync();
    expect(await claims()).toBe(0);
    await agree(stay.res_room_id);
  });

  it('settles a claim left by a process that died between its two transactions', async () => {
    const stay = await d.book({ arrival: TODAY, departure: TOMORROW, first: 'Crashed', last: 'Desk' });
    const room = await d.room('141');
    // As if a process had claimed, rooms had assigned, and the process died before recording it.
    await d.sql`
      insert into room_claims (res_room_id, room_id, room_type_id, kind, token, claimed_at)
      values (${stay.res_room_id}, ${room.room_id}, 1, 'check_in', gen_random_uuid(), now() - interval '2 minutes')`;
    await faults.bus.request(commands.assignRoom, { room_id: room.room_id, res_room_id: stay.res_room_id, room_type_id: 1 });
    await sync();
    expect(await claims()).toBe(0);
    expect((await d.room('141')).occupied_by).toBeNull();
    await agree(stay.res_room_id);
  });
});

describe('room moves through svc-rooms', () => {
  const move = async (stay: { reservation_id: number; res_room_id: number }, roomNum: string) => {
    const reservation = (await (await d.request('GET', `/api/hw/reservation/${stay.reservation_id}`)).json()) as { customer_id: number; version: number };
    const [s] = await d.sql<{ room_type_id: number; arrival: string; departure: string }[]>`
      select room_type_id, check_in_date::text as arrival, check_out_date::text as departure from res_rooms where res_room_id = ${stay.res_room_id}`;
    return d.request('PUT', '/api/hw/reservation', {
      cust: ['Moving', 'Guest', '', '', '', '', 'm@example.com', '216-555-0101', '', ''],
      reserve: [null, ''],
      rooms: [[s!.room_type_id, s!.arrival, s!.departure, 2, null, '']],
      customerId: reservation.customer_id,
      reservation_id: stay.reservation_id,
      resRoomId: stay.res_room_id,
      version: reservation.version,
      roomNum,
    });
  };

  it('moves the guest back when rooms moved them but its answer was lost', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '143', first: 'Moving', last: 'Guest' });
    faults.fault(commands.assignRoom, lost);
    try {
      expect((await move(stay, '145')).status).toBe(503);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect((await d.stay(stay.res_room_id)).room_num).toBe('143');
    expect((await d.room('143')).occupied_by).toBe(stay.res_room_id);
    expect((await d.room('145')).occupied_by).toBeNull();
    // The move back's own answer was lost too (the fault was still on): its claim waits for the sync.
    await sync();
    expect(await claims()).toBe(0);
    const done = await move(stay, '145');
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await d.stay(stay.res_room_id)).room_num).toBe('145');
    await agree(stay.res_room_id);
  });

  it('holds no lock on the reservation or the stay while svc-rooms decides', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '203', first: 'Moving', last: 'Guest' });
    const checked = { n: 0 };
    faults.fault(commands.assignRoom, noTransactionOpen(stay, checked));
    try {
      const res = await move(stay, '205');
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect(checked.n).toBe(1);
    expect((await d.stay(stay.res_room_id)).room_num).toBe('205');
    await agree(stay.res_room_id);
  });

  it('moves once when rooms carries the move out twice', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '207', first: 'Moving', last: 'Guest' });
    faults.fault(commands.assignRoom, async (_s, _p, send) => {
      const [first] = await Promise.all([send(), send()]);
      await send();
      return first;
    });
    try {
      const res = await move(stay, '209');
      expect(res.status, await res.clone().text()).toBe(200);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect((await d.stay(stay.res_room_id)).room_num).toBe('209');
    expect((await d.room('207')).occupied_by).toBeNull();
    await agree(stay.res_room_id);
    expect(await claims()).toBe(0);
  });

  it('converges when rooms carries out a move after we gave up on it and moved the guest back first', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '211', first: 'Moving', last: 'Guest' });
    const target = await d.room('213');
    let late: (() => Promise<unknown>) | undefined;
    // Only the move itself is slow: the give-back (an assign to the room the stay records) goes through.
    faults.fault(commands.assignRoom, async (_s, payload, send) => {
      if ((payload as { room_id: number }).room_id !== target.room_id) return send();
      late = send;
      throw new BusUnavailableError('no answer in time');
    });
    try {
      expect((await move(stay, '213')).status).toBe(503);
    } finally {
      faults.fault(commands.assignRoom, undefined);
    }
    expect(await claims()).toBe(0);
    expect((await d.stay(stay.res_room_id)).room_num).toBe('211');
    // Now the slow move lands: rooms puts the guest into 213, which the stay does not record.
    await late!();
    expect((await d.room('213')).occupied_by).toBe(stay.res_room_id);
    await projectionShows(target.room_id, stay.res_room_id, 'our rooms projection to show the late move');
    await sync();
    expect((await d.room('211')).occupied_by).toBe(stay.res_room_id);
    expect((await d.room('213')).occupied_by).toBeNull();
    await agree(stay.res_room_id);
  });

  it('changes nothing while rooms is down, and settles once it is back', async () => {
    const stay = await d.inHouse({ arrival: TODAY, departure: TOMORROW, roomNum: '147', first: 'Moving', last: 'Guest' });
    await d.stopRooms();
    try {
      expect((await move(stay, '149')).status).toBe(503);
      expect((await d.stay(stay.res_room_id)).room_num).toBe('147');
    } finally {
      await d.startRooms();
    }
    await sync();
    expect(await claims()).toBe(0);
    expect((await d.room('147')).occupied_by).toBe(stay.res_room_id);
    await agree(stay.res_room_id);
  });
});

describe('booking and assigning a room ahead of arrival', () => {
  it('ask nothing of svc-rooms: all work while it is down', async () => {
    const asked: string[] = [];
    const count: Fault = async (subject, _payload, send) => {
      asked.push(subject);
      return send();
    };
    faults.fault(commands.assignRoom, count);
    faults.fault(commands.releaseRoom, count);
    await d.stopRooms();
    try {
      const stay = await d.book({ arrival: addDays(TODAY, 3), departure: addDays(TODAY, 5), first: 'Rooms', last: 'Away' });
      const room = await d.room('215');
      const assigned = await d.request('PUT', `/api/stays/${stay.res_room_id}/room`, { room_id: room.room_id });
      expect(assigned.status, await assigned.clone().text()).toBe(200);
      expect((await d.request('DELETE', `/api/stays/${stay.res_room_id}/room`)).status).toBe(200);
      expect((await d.request('PUT', `/api/hw/cancelReservation/${stay.reservation_id}`)).status).toBe(200);
    } finally {
      faults.fault(commands.assignRoom, undefined);
      faults.fault(commands.releaseRoom, undefined);
      await d.startRooms();
    }
    expect(asked).toEqual([]);
  });
});
