import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyStream, waitFor, type SseReader } from '@pms/service-kit/testing';
import { startSuite, USERS, type Suite } from './suite';

/**
 * Live board streams against one user's excess and outliving a sign-out (issue #13, docs/security.md
 * "Live streams"): through the gateway, real svc-auth sessions, and the sign-out's revocation event
 * travelling svc-auth's outbox → NATS (when NATS_URL is set) → the gateway's revocation list.
 */
let suite: Suite;
const streams: SseReader[] = [];

beforeAll(async () => {
  // The heartbeat's own session check is 10 minutes away: only the revocation event can end a stream here.
  suite = await startSuite({ only: ['auth'], demo: ['auth'], live: { heartbeatMs: 600_000 } });
}, 120_000);
afterAll(async () => {
  for (const s of streams.splice(0)) await s.close();
  await suite?.stop();
});

const open = (cookie: string) => suite.request('GET', '/api/live/rooms', { cookie, headers: { accept: 'text/event-stream' } });
async function connect(cookie: string) {
  const sse = await readyStream(await open(cookie));
  streams.push(sse);
  return sse;
}

describe('live streams of a session', () => {
  it('refuses a 5th stream of one session with 429 while another user still connects', async () => {
    const clerk = await suite.signIn(USERS.employee);
    for (let i = 0; i < 4; i++) await connect(clerk);
    const fifth = await open(clerk);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).message).toMatch(/already has 4 live boards open/);
    await connect(await suite.signIn(USERS.manager));
  });

  it('closes every stream of a session within 1 s of its sign-out, and no other session\'s', async () => {
    const session = await suite.signIn(USERS.employee);
    const boards: SseReader[] = [];
    for (let i = 0; i < 4; i++) boards.push(await connect(session));
    const otherSession = await connect(await suite.signIn(USERS.employee));

    const started = performance.now();
    const logout = await suite.request('GET', '/api/logout', { cookie: session });
    expect(logout.status).toBe(200);
    await waitFor(() => boards.every((b) => b.state.ended), 'the signed-out session\'s streams to end', { timeoutMs: 1_000, intervalMs: 5 });
    const ms = performance.now() - started;
    console.info(`sign-out → all 4 streams closed in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1_000);
    for (const b of boards) expect(b.messages.at(-1)?.event).toBe('session-ended');
    expect(otherSession.state.ended).toBe(false);
    // The signed-out session cannot open another.
    expect((await open(session)).status).toBe(401);
  });
});
