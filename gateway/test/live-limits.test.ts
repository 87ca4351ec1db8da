/**
 * How many live streams a session and a user may hold, and a revoked session's streams ending with
 * its revocation event (docs/security.md "Live streams"). The whole path from a real sign-out through
 * svc-auth and NATS is reliability/test/live-sessions.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { subjects, eventTypes } from '@pms/contracts/events';
import { createLogger, type Bus } from '@pms/service-kit';
import { createTestBus, createTestKeys, sessionCookie, waitFor, type TestKeys, readyStream, type SseReader } from '@pms/service-kit/testing';
import { createGateway, type UpstreamHandler } from '../src/gateway';
import { startLiveRooms, type LiveRooms, type LiveRoomsOptions } from '../src/live';

const log = createLogger('live-limits-test', process.env.LOG_LEVEL ?? 'silent');
const noService: UpstreamHandler = async () => new Response('a service was called', { status: 500 });
const upstreams = { auth: noService, reservations: noService, rooms: noService, billing: noService };

let keys: TestKeys;
let bus: Bus;
let live: LiveRooms;
let gateway: ReturnType<typeof createGateway>;
const streams: SseReader[] = [];

beforeAll(async () => {
  keys = await createTestKeys();
  bus = await createTestBus();
});
afterAll(() => bus?.close());
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
  await live?.stop();
});

const start = async (options: Partial<LiveRoomsOptions> = {}) => {
  // A heartbeat far away: whatever ends a stream in these tests, it is not the periodic check.
  live = await startLiveRooms({ bus, log, revocations: keys.revocations, heartbeatMs: 600_000, ...options });
  gateway = createGateway({ upstreams, verifier: keys.verifier, log, live });
};

const open = (cookie: string) => gateway.request('/api/live/rooms', { headers: { cookie, accept: 'text/event-stream' } });
const connect = async (cookie: string) => {
  const sse = await readyStream(await open(cookie));
  streams.push(sse);
  return sse;
};
const cookieOf = async (sub: string, jti = randomUUID()) => sessionCookie(await keys.sign({ sub, jti }));

describe('live stream limits', () => {
  it('answers the 5th stream of one session 429 with a clear message, while another user still connects', async () => {
    await start();
    const clerk = await cookieOf('7');
    for (let i = 0; i < 4; i++) await connect(clerk);
    const fifth = await open(clerk);
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toEqual({
      error: 'too_many_requests',
      message: 'This session already has 4 live boards open. Close one (in another tab or window) to open this one.',
    });
    await connect(await cookieOf('8'));
    expect(live.clients).toBe(5);
  });

  it('holds one user to 20 streams across sessions, so one user cannot use up the process', async () => {
    await start({ maxClients: 25 });
    for (let s = 0; s < 5; s++) {
      const cookie = await cookieOf('9');
      for (let i = 0; i < 4; i++) await connect(cookie);
    }
    const more = await open(await cookieOf('9'));
    expect(more.status).toBe(429);
    expect((await more.json()).message).toBe('You already have 20 live boards open across your sessions. Close one to open another.');
    // Everyone else still gets in, up to the process's ceiling (503 beyond it).
    for (let i = 0; i < 5; i++) await connect(await cookieOf(String(100 + i)));
    expect((await open(await cookieOf('200'))).status).toBe(503);
    // A stream that ends frees its place.
    await streams.pop()?.close();
    await waitFor(() => live.clients === 24, 'the closed stream to be forgotten');
    await connect(await cookieOf('201'));
  });

  it('ends every stream of a revoked session as its revocation arrives, and only those', async () => {
    await start();
    const jti = randomUUID();
    const revokedCookie = await cookieOf('7', jti);
    const boards: SseReader[] = [];
    for (let i = 0; i < 4; i++) boards.push(await connect(revokedCookie));
    const other = await connect(await cookieOf('7'));

    const revokedAt = performance.now();
    keys.revocations.add(jti, Date.now() + 60_000);
    await waitFor(() => boards.every((b) => b.state.ended), 'the session\'s streams to end', { timeoutMs: 1_000 });
    const ms = performance.now() - revokedAt;
    expect(ms).toBeLessThan(1_000);
    for (const b of boards) expect(b.messages.at(-1)?.event).toBe('session-ended');

    // The user's other session is still live.
    expect(other.state.ended).toBe(false);
    expect(live.clients).toBe(1);
    await bus.publish(subjects.room(9301), {
      id: randomUUID(),
      type: eventTypes.room,
      version: 1,
      occurredAt: new Date().toISOString(),
      data: { room_id: 9301, room_num: '301', room_type_id: 1, clean: 0, active: true, occupied_by: null },
    });
    await waitFor(() => other.rooms().some((r) => r.room_id === 9301), 'the other session to keep receiving');
    // And the revoked session cannot open a new one.
    expect((await open(revokedCookie)).status).toBe(401);
  });
});
