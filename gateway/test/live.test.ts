/**
 * The housekeeping board's live feed (`GET /api/live/rooms`): sessions, and rooms' state events
 * published on the bus reaching connected boards over a real HTTP connection. Runs on the in-process
 * bus and, when NATS_URL is set, on real NATS JetStream.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventTypes, subjects, type EventEnvelope, type RoomState } from '@pms/contracts/events';
import { LiveRoomEvent } from '@pms/contracts/housekeeping';
import { createLogger, type Bus } from '@pms/service-kit';
import { createTestBus, createTestKeys, sessionCookie, testBusKinds, waitFor, type TestKeys, readSse } from '@pms/service-kit/testing';
import { createGateway, type UpstreamHandler } from '../src/gateway';
import { liveRoomEvent, startLiveRooms, type LiveRooms, type LiveRoomsOptions } from '../src/live';

const log = createLogger('live-test', process.env.LOG_LEVEL ?? 'silent');

/** No service is involved in the feed: any call reaching one is a test failure. */
const noService: UpstreamHandler = async () => new Response('a service was called', { status: 500 });
const upstreams = { auth: noService, reservations: noService, rooms: noService, billing: noService };

let keys: TestKeys;
beforeAll(async () => {
  keys = await createTestKeys();
});

let versions = 0;
function roomEvent(room: Partial<RoomState> & { room_id: number }): EventEnvelope<RoomState> {
  return {
    id: randomUUID(),
    type: eventTypes.room,
    version: ++versions,
    occurredAt: new Date().toISOString(),
    data: { room_num: String(room.room_id), room_type_id: 1, clean: 1, active: true, occupied_by: null, ...room },
  };
}

describe.each(testBusKinds())('GET /api/live/rooms on the %s bus', (kind) => {
  let bus: Bus;
  let live: LiveRooms;
  let server: ServerType;
  let base: string;
  const streams: ReturnType<typeof readSse>[] = [];

  const start = async (overrides: Partial<LiveRoomsOptions> = {}) => {
    live = await startLiveRooms({ bus, log, ...overrides });
    const gateway = createGateway({ upstreams, verifier: keys.verifier, log, live });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: gateway.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const stopServer = async () => {
    for (const s of streams.splice(0)) await s.close();
    await live?.stop();
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    // fetch keeps its connections alive; the test does not wait for them to time out.
    (server as Server | undefined)?.closeAllConnections();
    await closed;
  };

  /** Opens a board's stream and waits until the gateway says it is live. */
  const connect = async (cookie: string) => {
    const res = await fetch(`${base}/api/live/rooms`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const sse = readSse(res);
    streams.push(sse);
    await waitFor(() => sse.messages.some((m) => m.event === 'ready'), 'the ready event');
    return sse;
  };

  beforeAll(async () => {
    bus = await createTestBus(kind);
  });
  afterAll(async () => {
    await bus.close();
  });
  afterEach(stopServer);

  it('refuses a request without a session (401), with a bad or expired one (401) and below access 1 (403)', async () => {
    await start();
    const none = await fetch(`${base}/api/live/rooms`);
    expect(none.status).toBe(401);
    expect((await none.json()).error).toBe('unauthorized');
    const forged = await fetch(`${base}/api/live/rooms`, { headers: { cookie: sessionCookie(await keys.sign({}, { foreignKey: true })) } });
    expect(forged.status).toBe(401);
    const expired = await fetch(`${base}/api/live/rooms`, { headers: { cookie: sessionCookie(await keys.sign({}, { expired: true })) } });
    expect(expired.status).toBe(401);
    const guest = await fetch(`${base}/api/live/rooms`, { headers: { cookie: await keys.cookie(0) } });
    expect(guest.status).toBe(403);
    await guest.body?.cancel();
    expect(live.clients).toBe(0);
  });

  it('accepts a bearer token as well as the session cookie', async () => {
    await start();
    const res = await fetch(`${base}/api/live/rooms`, { headers: { authorization: `Bearer ${await keys.sign()}` } });
    expect(res.status).toBe(200);
    const sse = readSse(res);
    streams.push(sse);
    await waitFor(() => sse.messages.some((m) => m.event === 'ready'), 'the ready event');
  });

  it('delivers a room state event published on the bus to every connected board, then forgets boards that leave', async () => {
    await start();
    const first = await connect(await keys.cookie(1));
    const second = await connect(await keys.cookie(2));
    expect(live.clients).toBe(2);

    const dirty = roomEvent({ room_id: 9101, room_num: '101', clean: 0 });
    await bus.publish(subjects.room(9101), dirty);
    for (const board of [first, second]) {
      await waitFor(() => board.rooms().some((r) => r.room_id === 9101 && r.clean === 0), 'the dirty room on the board');
    }
    // The wire shape is the contract's.
    expect(LiveRoomEvent.parse(first.rooms().find((r) => r.room_id === 9101))).toEqual({
      room_id: 9101,
      room_num: '101',
      room_type_id: 1,
      clean: 0,
      occupied: 0,
      occupied_by: null,
      active: true,
      version: dirty.version,
      occurredAt: dirty.occurredAt,
    });

    // A check-in is a room event too: the room now names its stay.
    await first.close();
    await waitFor(() => live.clients === 1, 'the closed board to be forgotten');
    await bus.publish(subjects.room(9102), roomEvent({ room_id: 9102, occupied_by: 555 }));
    await waitFor(() => second.rooms().some((r) => r.room_id === 9102 && r.occupied === 1 && r.occupied_by === 555), 'the occupied room');
    expect(first.rooms().some((r) => r.room_id === 9102)).toBe(false);
  });

  it('skips a malformed room event and keeps delivering the next ones', async () => {
    await start();
    const board = await connect(await keys.cookie(1));
    await bus.publish(subjects.room(9201), { ...roomEvent({ room_id: 9201 }), data: { room_id: 'not a room' } });
    await bus.publish(subjects.room(9202), roomEvent({ room_id: 9202, clean: 0 }));
    await waitFor(() => board.rooms().some((r) => r.room_id === 9202), 'the valid event after the malformed one');
    expect(board.rooms().some((r) => r.room_id === 9201)).toBe(false);
  });

  it('tells the boards of a work order recorded or fixed (the dashboard re-reads its figures)', async () => {
    await start();
    const board = await connect(await keys.cookie(1));
    const data = { room_issue_id: 77, room_id: 9301, room_num: '9301', room_type_id: 1, start_date: '2026-03-01', end_date: '2026-03-02', issue: 'Leak', fixed: true };
    await bus.publish(subjects.roomIssue(77), { id: randomUUID(), type: eventTypes.roomIssue, version: 2, occurredAt: new Date().toISOString(), data });
    await waitFor(() => board.messages.some((m) => m.event === 'work-order'), 'the work order event');
    const sent = board.messages.find((m) => m.event === 'work-order')!;
    expect(sent.data).toMatchObject({ room_issue_id: 77, room_id: 9301, fixed: true, version: 2 });
  });

  it('sends heartbeats and ends the stream of a session that was signed out', async () => {
    await start({ heartbeatMs: 50 });
    const jti = randomUUID();
    const board = await connect(sessionCookie(await keys.sign({ jti })));
    await waitFor(() => board.comments.includes('keep-alive'), 'a heartbeat');
    keys.revocations.add(jti, Date.now() + 60_000);
    await waitFor(() => board.state.ended, 'the stream to end');
    expect(board.messages.at(-1)?.event).toBe('session-ended');
    expect(live.clients).toBe(0);
  });

  it('answers 503 beyond its board limit and ends every stream when the gateway stops', async () => {
    await start({ maxClients: 1 });
    const board = await connect(await keys.cookie(1));
    const refused = await fetch(`${base}/api/live/rooms`, { headers: { cookie: await keys.cookie(1) } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    await refused.body?.cancel();
    await live.stop();
    await waitFor(() => board.state.ended, 'the stream to end on stop');
    expect(live.clients).toBe(0);
  });
});

describe('without a live feed', () => {
  it('is not found (the gateway has no bus)', async () => {
    const gateway = createGateway({ upstreams, verifier: keys.verifier, log });
    const res = await gateway.request('/api/live/rooms', { headers: { cookie: await keys.cookie(1) } });
    expect(res.status).toBe(404);
  });
});

describe('liveRoomEvent', () => {
  it('turns a room state into what a board needs and refuses anything else', () => {
    const e = roomEvent({ room_id: 3, room_num: '103', clean: 1, occupied_by: 42, active: false });
    expect(liveRoomEvent(e)).toMatchObject({ room_id: 3, room_num: '103', clean: 1, occupied: 1, occupied_by: 42, active: false, version: e.version });
    expect(liveRoomEvent({ ...e, data: { room_id: 3 } })).toBeUndefined();
  });
});
