import { getCookie } from 'hono/cookie';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ROOM_TYPES } from '@pms/contracts/demo-hotel';
import { SESSION_COOKIE } from '@pms/contracts/auth';
import { createServiceApp } from '../src/app';
import type { ServiceDefinition } from '../src/service';
import { callApp, DEMO_ROOM_TYPE_STATES, demoRoomStates, startService, tableCounts, TEST_CLERK, TEST_TODAY, waitForValue } from '../src/testing/index';
import { migrationsDir } from './helpers';

const dir = await migrationsDir({
  '001_desk.sql': `
    create table notes (id integer generated always as identity primary key, text text not null, version integer not null default 1);
    create table tags (name text primary key);`,
});

/** A service whose one route echoes what the request carried and who sent it, and writes a note. */
const echo: ServiceDefinition = {
  name: 'rooms',
  schema: 'echo',
  migrationsDir: dir,
  createApp(deps) {
    const app = createServiceApp('echo', deps);
    app.post('/echo', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      const session = token ? await deps.verifier.verify(token) : undefined;
      const body = await c.req.text();
      await deps.sql`insert into notes (text) values (${body})`;
      return c.json({ type: c.req.header('content-type') ?? null, body, user: session?.sub ?? null, today: deps.clock.today() });
    });
    return app;
  },
};

const h = await startService(echo, { today: '2026-12-31' });
afterAll(() => h.stop());

describe('startService', () => {
  it('signs the clerk in, sends JSON with the session, and sets the clock to the test date', async () => {
    const res = await h.request('POST', '/echo', { a: 1 });
    expect(await res.json()).toEqual({ type: 'application/json', body: '{"a":1}', user: TEST_CLERK.sub, today: '2026-12-31' });
    expect(h.clock.today()).toBe('2026-12-31');
  });

  it('sends a string body as it is (malformed JSON can be tested) and no cookie when told', async () => {
    const res = await h.request('POST', '/echo', '{"a": [', { cookie: null, headers: { 'x-extra': '1' } });
    expect(await res.json()).toMatchObject({ body: '{"a": [', user: null });
  });

  it('counts every table of the schema with its version sum; equal counts mean nothing was written', async () => {
    const before = await h.counts();
    expect(before).toMatchObject({ notes: expect.any(Number), 'notes.version': expect.any(Number), tags: 0 });
    expect(before).not.toHaveProperty('tags.version');
    expect(await h.counts()).toEqual(before);
    await h.request('POST', '/echo', 'x');
    expect(await h.counts()).toMatchObject({ notes: before.notes! + 1, 'notes.version': before['notes.version']! + 1 });
  });

  it('counts only the tables named, and refuses a name the schema does not have', async () => {
    expect(Object.keys(await tableCounts(h.sql, 'echo', ['tags']))).toEqual(['tags']);
    await expect(tableCounts(h.sql, 'echo', ['nope'])).rejects.toThrow(/no table nope/);
  });

  it('starts on TEST_TODAY unless told', () => {
    expect(TEST_TODAY).toBe('2026-03-01');
  });
});

describe('callApp', () => {
  it('adds the JSON content type only with a body and keeps a content type the test gave', async () => {
    const seen: RequestInit[] = [];
    const app = { request: (_: string, init: RequestInit) => (seen.push(init), new Response('{}')) };
    await callApp(app, 'GET', '/x');
    await callApp(app, 'POST', '/x', 'a=1', { headers: { 'content-type': 'text/plain' }, cookie: 's=1' });
    expect(seen[0]).toEqual({ method: 'GET', headers: {}, body: undefined });
    expect(seen[1]).toEqual({ method: 'POST', headers: { 'content-type': 'text/plain', cookie: 's=1' }, body: 'a=1' });
  });
});

describe('waitForValue', () => {
  it('answers the first value that satisfies the condition', async () => {
    let n = 0;
    expect(await waitForValue(() => ++n, (v) => v >= 3)).toBe(3);
  });

  it('gives up at the deadline naming what it waited for and the last value seen', async () => {
    await expect(waitForValue(() => ({ rooms: 99 }), () => false, 'the rooms', { timeoutMs: 50 })).rejects.toThrow(/waiting for the rooms \(last seen: \{"rooms":99\}\)/);
  });
});

describe('the demo catalog as svc-rooms announces it', () => {
  it('has as many rooms of each type as the type says, numbered by the demo layout', () => {
    const rooms = demoRoomStates();
    expect(rooms).toHaveLength(100);
    for (const t of DEMO_ROOM_TYPE_STATES) expect(rooms.filter((r) => r.room_type_id === t.room_type_id)).toHaveLength(t.room_count);
    expect(rooms[0]).toEqual({ room_id: 1, room_num: '101', room_type_id: 1, clean: 1, active: true, occupied_by: null });
    expect(rooms[50]).toMatchObject({ room_id: 51, room_num: '201' });
    expect(DEMO_ROOM_TYPE_STATES).toEqual(DEMO_ROOM_TYPES);
  });
});
