import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { subjects } from '@pms/contracts/events';
import { BusinessDateAnswer, BusinessDateState } from '@pms/contracts/night-audit';
import { ReservationList } from '@pms/contracts/reservations';
import {
  createTestDatabase,
  createTestService,
  fixedClock,
  RELEASE_CARD_KEYS,
  RELEASE_DATES,
  restoreRelease,
  watchEvents,
} from '@pms/service-kit/testing';
import { reservationsService } from '../src/service';
import { bookingBody, startHarness, testConfig, TODAY, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const businessDate = async (cookie?: string | null) => h.request('GET', '/api/business-date', undefined, cookie === undefined ? {} : { cookie });

describe('the business date', () => {
  it('starts a new hotel on its calendar date and announces it to every service', async () => {
    const res = await businessDate();
    expect(res.status).toBe(200);
    expect(BusinessDateAnswer.parse(await res.json())).toEqual({ business_date: TODAY });
    const events = await watchEvents(h.bus, subjects.businessDate);
    try {
      const event = await events.waitFor(subjects.businessDate, 0);
      expect(event.version).toBe(0);
      expect(BusinessDateState.parse(event.data)).toEqual({ business_date: TODAY, closed_date: null });
    } finally {
      await events.stop();
    }
  });

  it('is every "today" of the service: the earliest arrival, the search, check-in', async () => {
    // The day after the calendar date: as after a night audit run before midnight.
    const tomorrow = addDays(TODAY, 1);
    h.clock.setBusinessDate(tomorrow);
    try {
      expect(BusinessDateAnswer.parse(await (await businessDate()).json())).toEqual({ business_date: tomorrow });
      const refused = await h.request('POST', '/api/hw/reservation', bookingBody({ room: { 1: TODAY, 2: addDays(TODAY, 2) } }));
      expect(refused.status).toBe(400);
      expect(ErrorBody.parse(await refused.json()).fields).toEqual({ check_in_date: `must not be before today (${tomorrow})` });
      expect((await h.request('POST', '/api/hw/reservation', bookingBody({ room: { 1: tomorrow, 2: addDays(TODAY, 3) } }))).status).toBe(201);
      const list = ReservationList.parse(await (await h.request('GET', '/api/hw/reservations_list/undefined/undefined/undefined/undefined/undefined')).json());
      expect(list.every((r) => r.check_in_date >= tomorrow)).toBe(true);
      expect(list.length).toBeGreaterThan(0);
    } finally {
      h.clock.set(TODAY);
    }
  });

  it('needs a session (401), open to every signed-in role', async () => {
    expect((await businessDate(null)).status).toBe(401);
    expect((await businessDate(await h.keys.cookie(1))).status).toBe(200);
    expect((await businessDate(await h.keys.cookie(3))).status).toBe(200);
  });

  it('keeps the date it has across restarts, whatever the calendar says', async () => {
    const db = await createTestDatabase();
    const config = testConfig();
    try {
      const first = await createTestService(reservationsService, { db, clock: fixedClock(TODAY), config });
      await first.deps.sql`update business_date set business_date = ${addDays(TODAY, 2)}::date, closed_date = ${addDays(TODAY, 1)}::date, version = 2`;
      await first.stop();
      const clock = fixedClock(addDays(TODAY, 5));
      const again = await createTestService(reservationsService, { db, clock, config });
      try {
        expect(clock.today()).toBe(addDays(TODAY, 2));
        expect(clock.calendarDate()).toBe(addDays(TODAY, 5));
      } finally {
        await again.stop();
      }
    } finally {
      await db.drop();
    }
  });
});

describe('a hotel upgrading from the release before the business date', () => {
  it('starts on its calendar date', async () => {
    const release = 'release-2026-11-21' as const;
    const db = await createTestDatabase();
    try {
      await restoreRelease(db, release);
      const calendar = addDays(RELEASE_DATES[release], 3);
      const t = await createTestService(reservationsService, { db, clock: fixedClock(calendar), config: testConfig({ CARD_KEY: RELEASE_CARD_KEYS[release] }) });
      try {
        const [row] = await t.deps.sql<{ business_date: string; closed_date: string | null; version: number }[]>`
          select business_date::text as business_date, closed_date::text as closed_date, version from business_date`;
        expect(row).toEqual({ business_date: calendar, closed_date: null, version: 0 });
        expect(t.deps.clock.today()).toBe(calendar);
      } finally {
        await t.stop();
      }
    } finally {
      await db.drop();
    }
  });
});
