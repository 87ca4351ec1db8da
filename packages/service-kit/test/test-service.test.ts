import { afterAll, describe, expect, it } from 'vitest';
import { commands, subjects, type EventEnvelope } from '@pms/contracts/events';
import { createServiceApp } from '../src/app';
import { HttpError } from '../src/errors';
import { enqueueEvent } from '../src/outbox';
import type { ServiceDefinition } from '../src/service';
import { createTestService, waitFor } from '../src/testing/index';
import { migrationsDir } from './helpers';

const dir = await migrationsDir({ '001_rooms.sql': 'create table rooms (room_id integer primary key, clean boolean not null, version integer not null);' });
let seeded = 0;

/** The smallest service: one route that changes a room and announces it, one command responder. */
const mini: ServiceDefinition = {
  name: 'rooms',
  schema: 'mini_rooms',
  migrationsDir: dir,
  createApp(deps) {
    const app = createServiceApp('rooms', deps);
    app.put('/rooms/:id/clean', async (c) => {
      const id = Number(c.req.param('id'));
      const event = await deps.sql.begin(async (tx) => {
        const [row] = await tx<{ version: number }[]>`
          insert into rooms (room_id, clean, version) values (${id}, true, 1)
          on conflict (room_id) do update set clean = true, version = rooms.version + 1 returning version`;
        return enqueueEvent(tx, subjects.room(id), 'rooms.room.state', row?.version ?? 1, { room_id: id, clean: true });
      });
      return c.json({ eventId: event.id });
    });
    return app;
  },
  async start(deps) {
    const sub = await deps.bus.reply(commands.assignRoom, async () => ({ room_num: '101' }));
    return { stop: () => sub.stop() };
  },
  async seedDemo() {
    seeded++;
  },
};

const t = await createTestService(mini, { config: { DEMO_MODE: true } });
afterAll(() => t.stop());

describe('createTestService', () => {
  it('boots the service: migrations, background work, demo seed when asked, app', async () => {
    expect(seeded).toBe(1);
    expect(t.deps.config.DEMO_MODE).toBe(true);
    expect(t.deps.clock.today()).toBe('2026-03-01');
    expect(await t.deps.bus.request(commands.assignRoom, {})).toEqual({ room_num: '101' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
  });

  it('runs an outbox relay: a committed change reaches consumers', async () => {
    const got: EventEnvelope[] = [];
    const sub = await t.deps.bus.consume({ durable: 'mini-test', filter: 'pms.rooms.room.>', handler: async (e) => void got.push(e) });
    const res = await t.app.request('/rooms/5/clean', { method: 'PUT' });
    const { eventId } = (await res.json()) as { eventId: string };
    await waitFor(() => got.some((e) => e.id === eventId), 'the event');
    await sub.stop();
    expect(got.find((e) => e.id === eventId)).toMatchObject({ version: 1, data: { room_id: 5, clean: true } });
  });

  it('refuses every session by default', async () => {
    await expect(t.deps.verifier.verify('anything')).rejects.toBeInstanceOf(HttpError);
    await expect(t.deps.verifier.verify('anything')).rejects.toMatchObject({ status: 401 });
  });
});
