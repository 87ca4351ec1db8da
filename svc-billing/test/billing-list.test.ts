import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartureList, TaxRatesAnswer, type DepartureFlag, type DepartureRow } from '@pms/contracts/billing';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import type { StayState } from '@pms/contracts/reservations';
import { billingService } from '../src/service';
import { applyStays, startBilling, stayState, TODAY } from './helpers';

const h = await startBilling();
afterAll(() => h.stop());

const day = (n: number) => addDays(TODAY, n);

/** A hotel's worth of stays in every front-desk state, around today (2026-03-01, so "before today" crosses a month end). */
const SEEDED: StayState[] = [
  stayState({ res_room_id: 101, first_name: 'Ann', last_name: 'Lee', room_num: '101', arrival: '2026-02-27', departure: '2026-03-03', checked_in: true }),
  stayState({ res_room_id: 102, first_name: 'Annabel', last_name: 'Leeds', room_num: '205', arrival: '2026-02-28', departure: TODAY, checked_in: true }),
  stayState({ res_room_id: 103, first_name: 'Bob', last_name: 'Marley', room_num: '20', arrival: '2026-02-26', departure: TODAY, checked_in: true, checked_out: true }),
  stayState({ res_room_id: 104, first_name: 'Carla', last_name: 'Ann', room_num: '310', arrival: TODAY, departure: day(3), checked_in: true }),
  stayState({ res_room_id: 105, first_name: 'Dan', last_name: 'Lee', arrival: TODAY, departure: day(2) }),
  stayState({ res_room_id: 106, first_name: 'Eve', last_name: 'Stone', room_num: '311', arrival: day(-3), departure: day(-1), checked_in: true, checked_out: true }),
  stayState({ res_room_id: 107, first_name: 'Fay', last_name: 'Lee', arrival: day(-1), departure: day(1), active: false }),
  stayState({ res_room_id: 108, first_name: 'Gus', last_name: 'Overdue', room_num: '312', arrival: day(-4), departure: day(-1), checked_in: true }),
  stayState({ res_room_id: 109, first_name: 'Hal', last_name: 'Dayuse', room_num: '313', arrival: TODAY, departure: TODAY, checked_in: true }),
  stayState({ res_room_id: 110, first_name: 'ann', last_name: 'lee', room_num: '2051', arrival: '2026-02-20', departure: '2026-03-10', checked_in: true, rate_cents: 12999 }),
  stayState({ res_room_id: 111, first_name: 'Ida', last_name: 'Early', room_num: '314', arrival: day(-1), departure: day(2), checked_in: true, checked_out: true }),
];

/** The spec's definitions, evaluated here on the seeded data (not by the service). */
function expectedIds(today: string, flag?: DepartureFlag, filter: (s: StayState) => boolean = () => true): number[] {
  const listed = (s: StayState) => s.active && s.checked_in && (!s.checked_out || s.departure === today);
  const byFlag: Record<DepartureFlag, (s: StayState) => boolean> = {
    stayOver: (s) => s.arrival < today && s.departure > today && !s.checked_out,
    dueOut: (s) => s.departure === today && !s.checked_out,
    checkedOut: (s) => s.departure === today && s.checked_out,
  };
  return SEEDED.filter((s) => listed(s) && (!flag || byFlag[flag](s)) && filter(s))
    .map((s) => s.res_room_id)
    .sort((a, b) => a - b);
}

const path = (first = 'undefined', last = 'undefined', room = 'undefined', stayOver = 'false', dueOut = 'false', checkedOut = 'false') =>
  `/api/hw/departures/${encodeURIComponent(first)}/${encodeURIComponent(last)}/${encodeURIComponent(room)}/${stayOver}/${dueOut}/${checkedOut}`;

async function list(p: string): Promise<DepartureRow[]> {
  const res = await h.request('GET', p);
  expect(res.status).toBe(200);
  return DepartureList.parse(await res.json());
}
const ids = (rows: DepartureRow[]) => rows.map((r) => r.res_room_id).sort((a, b) => a - b);

beforeAll(async () => {
  await applyStays(h, SEEDED);
});

describe('GET /api/hw/departures', () => {
  it('carries each stay’s confirmation number, which tells two guests of the same name apart', async () => {
    const rows = await list(path('ann', 'lee'));
    const codes = new Map(rows.map((r) => [r.res_room_id, r.confirmation_code]));
    for (const s of SEEDED.filter((x) => codes.has(x.res_room_id))) expect(codes.get(s.res_room_id)).toBe(s.confirmation_code);
    expect(codes.get(101)).not.toBe(codes.get(110));
  });

  it('without a flag lists every checked-in stay in house or checked out today', async () => {
    const rows = await list(path());
    expect(ids(rows)).toEqual(expectedIds(TODAY));
    expect(ids(rows)).toEqual([101, 102, 103, 104, 108, 109, 110]);
    // `undefined` and `0` flags mean the same as `false`.
    expect(ids(await list(path('undefined', 'undefined', 'undefined', 'undefined', '0', 'undefined')))).toEqual(ids(rows));
  });

  it.each([
    ['stayOver', [101, 110]],
    ['dueOut', [102, 109]],
    ['checkedOut', [103]],
  ] as const)('%s returns exactly its stays', async (flag, hand) => {
    const flags = { stayOver: 'false', dueOut: 'false', checkedOut: 'false', [flag]: 'true' };
    const rows = await list(path(undefined, undefined, undefined, flags.stayOver, flags.dueOut, flags.checkedOut));
    expect(ids(rows)).toEqual(expectedIds(TODAY, flag));
    expect(ids(rows)).toEqual(hand);
    // `1` is a true flag too.
    const ones = { stayOver: '0', dueOut: '0', checkedOut: '0', [flag]: '1' };
    expect(ids(await list(path(undefined, undefined, undefined, ones.stayOver, ones.dueOut, ones.checkedOut)))).toEqual(hand);
  });

  it('names are case-insensitive prefixes and the room number is exact', async () => {
    expect(ids(await list(path('ann')))).toEqual(expectedIds(TODAY, undefined, (s) => s.first_name.toLowerCase().startsWith('ann')));
    expect(ids(await list(path('ann')))).toEqual([101, 102, 110]);
    expect(ids(await list(path(undefined, 'LEE')))).toEqual([101, 102, 110]);
    expect(ids(await list(path('Annab', 'leed')))).toEqual([102]);
    expect(ids(await list(path(undefined, undefined, '20')))).toEqual([103]);
    expect(ids(await list(path(undefined, undefined, '205')))).toEqual([102]);
    expect(ids(await list(path('ANN', undefined, undefined, 'true')))).toEqual([101, 110]);
    expect(await list(path('Zed'))).toEqual([]);
    // LIKE wildcards are plain characters in a name filter.
    expect(await list(path('%'))).toEqual([]);
  });

  it('answers the departure row fields with the balance of docs/product.md §9', async () => {
    const rows = await list(path(undefined, undefined, '101'));
    // 4 nights (Feb 27 → Mar 3) × 109.99 = 439.96; taxes 22.00 + 13.20 + 30.80; balance 505.96
    expect(rows).toEqual([
      {
        room_num: '101',
        name: 'Ann Lee',
        check_in_date: '2026-02-27',
        check_out_date: '2026-03-03',
        num_days: 4,
        rate: 109.99,
        checked_out: 0,
        res_room_id: 101,
        confirmation_code: 'C101',
        balance: 505.96,
      },
    ]);
    const dayUse = await list(path(undefined, undefined, '313'));
    expect(dayUse).toMatchObject([{ num_days: 0, balance: 0, checked_out: 0 }]);
    expect(await list(path(undefined, undefined, '20'))).toMatchObject([{ checked_out: 1 }]);
  });

  it("follows the service clock's today", async () => {
    h.clock.set('2026-03-03');
    try {
      expect(ids(await list(path(undefined, undefined, undefined, 'false', 'true')))).toEqual([101]);
      expect(ids(await list(path(undefined, undefined, undefined, 'true')))).toEqual([104, 110]);
    } finally {
      h.clock.set(TODAY);
    }
  });

  it('refuses more than one flag, naming every true flag', async () => {
    const two = await h.request('GET', path(undefined, undefined, undefined, 'true', 'true', 'false'));
    expect(two.status).toBe(400);
    const body = ErrorBody.parse(await two.json());
    expect(body.error).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['dueOut', 'stayOver']);

    const three = ErrorBody.parse(await (await h.request('GET', path(undefined, undefined, undefined, 'true', '1', 'true'))).json());
    expect(Object.keys(three.fields ?? {}).sort()).toEqual(['checkedOut', 'dueOut', 'stayOver']);
  });

  it('refuses a flag that is not true/false and an over-long filter', async () => {
    const res = await h.request('GET', path(undefined, undefined, undefined, 'false', 'maybe'));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).fields).toHaveProperty('dueOut');
    const long = await h.request('GET', path('x'.repeat(101)));
    expect(long.status).toBe(400);
    expect(ErrorBody.parse(await long.json()).fields).toHaveProperty('firstname');
  });

  it('needs a signed-in session', async () => {
    expect((await h.request('GET', path(), undefined, { cookie: null })).status).toBe(401);
  });
});

describe('GET /api/hw/tax_rates', () => {
  it('answers one item with the rates as fractions', async () => {
    const res = await h.request('GET', '/api/hw/tax_rates');
    expect(res.status).toBe(200);
    expect(TaxRatesAnswer.parse(await res.json())).toEqual([{ county_rate: 0.05, city_rate: 0.03, state_rate: 0.07 }]);
  });

  it('needs a signed-in session', async () => {
    expect((await h.request('GET', '/api/hw/tax_rates', undefined, { cookie: null })).status).toBe(401);
  });
});

describe('demo seed', () => {
  it('is idempotent and keeps rates the hotel changed', async () => {
    await h.sql`update tax_rates set city_rate = 0.04`;
    try {
      await billingService.seedDemo?.(h.t.deps);
      expect(await (await h.request('GET', '/api/hw/tax_rates')).json()).toEqual([{ county_rate: 0.05, city_rate: 0.04, state_rate: 0.07 }]);
    } finally {
      await h.sql`update tax_rates set city_rate = 0.03`;
    }
  });
});
