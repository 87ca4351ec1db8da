import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { createBus, type Bus } from '@pms/service-kit';
import { freePort, privateNats, privateNatsAvailable, testId, testLogger, waitFor, type PrivateNats } from '@pms/service-kit/testing';
import { bookingBody, inventoryMismatches, occupancyDisagreements, waitConverged } from './checks';
import { startSuite, TODAY, USERS, type Suite } from './suite';

/**
 * svc-rooms as a process of its own (its real entry point, on this file's NATS server), killed with
 * SIGKILL while clerks check guests in, then started again. Check-ins need rooms' answer, so some
 * are refused (503) or time out while it is gone; afterwards:
 * - every stay reservations recorded as checked in holds its room in svc-rooms, at once;
 * - a room rooms took whose answer was lost in the kill is settled by the clerk's retry (assign is
 *   idempotent for the same stay), and after the retries both sides agree exactly: every room held
 *   by a guest in the house, every guest in the house in their room;
 * - rooms' outbox and projections converge (its unacknowledged stay events are delivered again).
 */
const root = resolve(import.meta.dirname, '../..');

describe.skipIf(!privateNatsAvailable)('svc-rooms killed in the middle of check-ins', () => {
  let nats: PrivateNats;
  let bus: Bus;
  let suite: Suite;
  let cookie: string;
  let rooms: ChildProcess | undefined;
  let namespace: string;
  let port: number;

  const startRooms = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'svc-rooms/src/index.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: suite.db.url,
        DATABASE_POOL_MAX: '4',
        NATS_URL: nats.url,
        BUS_NAMESPACE: namespace,
        PORT: String(port),
        HOTEL_TZ: suite.clock.timeZone,
        DEMO_MODE: 'true',
        // Only commands and events are used here; its HTTP routes are not called.
        AUTH_JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
      },
      stdio: 'ignore',
    });
    rooms = child;
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`svc-rooms exited with ${child.exitCode}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
      } catch {
        return false;
      }
    }, 'svc-rooms to be ready', { timeoutMs: 60_000, intervalMs: 100 });
  };

  beforeAll(async () => {
    nats = await privateNats();
    namespace = testId();
    port = await freePort();
    bus = await createBus({ natsUrl: nats.url, namespace, name: 'reliability', log: testLogger('bus'), ephemeral: true });
    await bus.ensureStreams();
    suite = await startSuite({ bus, only: ['auth', 'reservations', 'billing'], demo: ['auth', 'billing'], upstreams: { rooms: `http://127.0.0.1:${port}` } });
    await startRooms();
    // Reservations learns the property from rooms' events.
    await waitFor(async () => {
      const [row] = await suite.sql.reservations<{ n: number }[]>`select count(*)::int as n from rooms`;
      return row!.n === 100;
    }, 'the rooms projection', { timeoutMs: 30_000 });
    cookie = await suite.signIn(USERS.manager);
  }, 180_000);

  afterAll(async () => {
    rooms?.kill('SIGKILL');
    await suite?.stop();
    await bus?.close();
    await nats?.dispose();
  });

  const checkIn = async (stay: number, room: number) => {
    const res = await suite.request('PUT', `/api/hw/checkinRoom/${stay}/${room}`, { cookie });
    return { status: res.status, text: await res.text() };
  };

  it('leaves no half state: recorded check-ins hold their rooms, retries settle the rest, both sides agree', async () => {
    // 12 guests arriving today, each with a vacant room of the type (2 Queens: 50 rooms).
    const vacant = await suite.sql.reservations<{ room_id: number }[]>`
      select room_id from rooms where room_type_id = 1 and occupied_by is null order by room_id limit 12`;
    const stays: { res_room_id: number; room_id: number }[] = [];
    for (const [i, room] of vacant.entries()) {
      const res = await suite.request('POST', '/api/hw/reservation', { cookie, body: bookingBody({ type: 1, arrival: TODAY, departure: addDays(TODAY, 2), last: `Kill${String.fromCharCode(97 + i)}` }) });
      expect(res.status).toBe(201);
      const { reservation_id } = (await res.json()) as { reservation_id: number };
      const [row] = await suite.sql.reservations<{ res_room_id: number }[]>`select res_room_id from res_rooms where reservation_id = ${reservation_id}`;
      stays.push({ res_room_id: row!.res_room_id, room_id: room.room_id });
    }

    // Clerks check in four at a time; rooms is killed once a third have answered.
    const answers = new Map<number, number>();
    let killed = false;
    const queue = [...stays];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let s = queue.shift(); s; s = queue.shift()) {
          const { status } = await checkIn(s.res_room_id, s.room_id);
          answers.set(s.res_room_id, status);
          if (!killed && answers.size >= 4) {
            killed = true;
            rooms!.kill('SIGKILL');
          }
        }
      }),
    );
    const statuses = [...answers.values()];
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(4);
    expect(statuses.some((s) => s === 503)).toBe(true);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);

    // While rooms is down: what reservations recorded, rooms holds (its rows committed before it answered).
    const recorded = await suite.sql.reservations<{ res_room_id: number; room_id: number }[]>`
      select res_room_id, room_id from res_rooms where checked_in and res_room_id = any(${stays.map((s) => s.res_room_id)}::int[])`;
    expect(recorded.length).toBe(statuses.filter((s) => s === 200).length);
    const holders = await suite.sql.reservations<{ room_id: number; occupied_by: number | null }[]>`
      select room_id, occupied_by from rooms.rooms where room_id = any(${recorded.map((r) => r.room_id)}::int[])`;
    for (const r of recorded) expect(holders.find((h) => h.room_id === r.room_id)?.occupied_by, `stay ${r.res_room_id}`).toBe(r.res_room_id);

    await startRooms();
    // The clerks try again: every refused check-in goes through, into the same room.
    for (const s of stays.filter((x) => answers.get(x.res_room_id) !== 200)) {
      const retry = await checkIn(s.res_room_id, s.room_id);
      expect(retry.status, retry.text).toBe(200);
    }
    await waitConverged(suite.sql.reservations, 45_000);
    expect(await occupancyDisagreements(suite.sql.reservations)).toEqual([]);
    expect(await inventoryMismatches(suite.sql.reservations)).toEqual([]);
    const [{ n } = { n: -1 }] = await suite.sql.reservations<{ n: number }[]>`
      select count(*)::int as n from rooms.outbox where published_at is null`;
    expect(n).toBe(0);
  }, 180_000);
});
