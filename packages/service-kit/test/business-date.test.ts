import { afterAll, describe, expect, it } from 'vitest';
import { eventTypes, subjects } from '@pms/contracts/events';
import type { BusinessDateState } from '@pms/contracts/night-audit';
import { createServiceApp } from '../src/app';
import { businessDateDurable, followBusinessDate } from '../src/business-date';
import { fixedClock, type Clock } from '../src/clock';
import type { ServiceDefinition } from '../src/service';
import { createTestBus, createTestService, publishState, testLogger, waitFor } from '../src/testing/index';
import { migrationsDir } from './helpers';

const bus = await createTestBus();
afterAll(() => bus.close());

const announce = (business_date: string, version: number, closed_date: string | null = null) =>
  publishState<BusinessDateState>(bus, subjects.businessDate, eventTypes.businessDate, { business_date, closed_date }, version);

describe('the business date follower', () => {
  it('moves today() to the published business date, never back to an older one', async () => {
    const clock = fixedClock('2026-03-01');
    const sub = await followBusinessDate({ bus, clock, log: testLogger('follower'), durable: businessDateDurable('test') });
    try {
      await announce('2026-03-02', 1, '2026-03-01');
      await waitFor(() => clock.today() === '2026-03-02', 'the business date');
      expect(clock.calendarDate()).toBe('2026-03-01');
      await announce('2026-03-01', 0);
      await announce('2026-03-03', 2, '2026-03-02');
      await waitFor(() => clock.today() === '2026-03-03', 'the next business date');
    } finally {
      await sub.stop();
    }
  });

  it('gives a process started later the current date at once (the stream keeps the last one)', async () => {
    const clock = fixedClock('2026-03-01');
    const sub = await followBusinessDate({ bus, clock, log: testLogger('late'), durable: businessDateDurable('late') });
    try {
      await waitFor(() => clock.today() === '2026-03-03', 'the stored business date');
    } finally {
      await sub.stop();
    }
  });

  it('leaves a plain clock alone', async () => {
    const plain: Clock = { timeZone: 'UTC', now: () => new Date(), today: () => '2026-03-01', calendarDate: () => '2026-03-01' };
    const sub = await followBusinessDate({ bus, clock: plain, log: testLogger('plain'), durable: businessDateDurable('plain') });
    await sub.stop();
  });

  it('is started for every service by createTestService (and so by bootService)', async () => {
    const dir = await migrationsDir({ '001_none.sql': 'create table nothing (id integer);' });
    const def: ServiceDefinition = { name: 'rooms', schema: 'bd_follow', migrationsDir: dir, createApp: (deps) => createServiceApp('rooms', deps) };
    const clock = fixedClock('2026-03-01');
    const t = await createTestService(def, { bus, clock });
    try {
      await waitFor(() => clock.today() === '2026-03-03', 'the service clock to follow the business date');
    } finally {
      await t.stop();
    }
  });
});
