import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrivalRow, InHouseGuest } from '@pms/contracts/frontdesk';
import type { DepartureRow } from '@pms/contracts/billing';
import { DashboardAnswer, occupancyPct } from '@pms/contracts/dashboard';
import type { HouseStatusRooms, HousekeepingRow, RoomCandidate } from '@pms/contracts/housekeeping';
import type { HouseStatusResRooms } from '@pms/contracts/reports';
import { houseStatusTonight } from '@pms/contracts/rules/statuses';
import { waitFor } from '@pms/service-kit/testing';
import { waitConverged } from './checks';
import { startSuite, type Suite } from './suite';

/**
 * The dashboard's figures agree with the screens behind them (docs/dashboard.md), through the gateway
 * on real PostgreSQL and NATS: on the demo hotel, after a check-in, a check-out and a clean toggle;
 * and a service that is down leaves the other figures answering.
 */
let suite: Suite;
let cookie = '';

beforeAll(async () => {
  // The budget is the gateway's promise to the clerk, not what this test checks (gateway/test/dashboard.test.ts does).
  suite = await startSuite({ gateway: { dashboardTimeoutMs: 30_000 } });
  cookie = await suite.signIn();
}, 120_000);
afterAll(() => suite?.stop());

const get = async <T>(path: string, s: Suite = suite, as = cookie): Promise<T> => {
  const res = await s.request('GET', path, { cookie: as });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};
const dashboard = async () => DashboardAnswer.parse(await get('/api/dashboard'));

/** The same figures, read from the screens' own calls the way a clerk would count them. */
async function fromScreens() {
  const today = (await get<{ business_date: string }>('/api/business-date')).business_date;
  const [arrivals, inHouse, dueOut, checkedOut, dirtyVacant, [rooms], [stays], workOrders] = await Promise.all([
    get<{ arrivals: ArrivalRow[] }>(`/api/hw/arrivals/${today}/undefined/undefined/undefined`),
    get<InHouseGuest[]>('/api/hw/guests/undefined/undefined/undefined/undefined'),
    get<DepartureRow[]>('/api/hw/departures/undefined/undefined/undefined/false/true/false'),
    get<DepartureRow[]>('/api/hw/departures/undefined/undefined/undefined/false/false/true'),
    // HOUSEKEEPING with Dirty and Vacant ticked.
    get<HousekeepingRow[]>('/api/hw/housekeeping_status/false/true/true/false/false/false/false/false/false'),
    get<HouseStatusRooms[]>('/api/hw/house_status_rooms'),
    get<HouseStatusResRooms[]>(`/api/hw/house_status_res_rooms/${today}`),
    get<unknown[]>('/api/hw/room_issues'),
  ]);
  const folios = await Promise.all(inHouse.map((g) => get<{ status: string; balance: number }>(`/api/folios/${g.res_room_id}`)));
  const active = rooms!.cleanVacant + rooms!.cleanOccupied + rooms!.dirtyVacant + rooms!.dirtyOccupied;
  return {
    business_date: today,
    arrivals_pending: arrivals.arrivals.filter((a) => !a.checked_in).length,
    arrivals_checked_in: arrivals.arrivals.filter((a) => a.checked_in).length,
    departures_pending: dueOut.length,
    departures_checked_out: checkedOut.length,
    in_house: inHouse.length,
    occupancy_tonight_pct: occupancyPct(houseStatusTonight(rooms!.roomsToSell, stays!).maxOccupied, rooms!.roomsToSell),
    rooms_clean_vacant: rooms!.cleanVacant,
    rooms_dirty_vacant: dirtyVacant.length,
    rooms_out_of_order: active - rooms!.roomsToSell,
    open_work_orders: workOrders.length,
    // Cents, summed exactly: the sum of the open folio balances of the guests in house.
    balance_due: folios.filter((f) => f.status === 'open').reduce((cents, f) => cents + Math.round(f.balance * 100), 0) / 100,
    unavailable: {},
  };
}

/** Once every event has reached its projections, the dashboard says what the screens say. */
async function expectAgreement() {
  await waitConverged(suite.sql.reservations);
  let last: unknown;
  await waitFor(async () => {
    const [figures, screens] = await Promise.all([dashboard(), fromScreens()]);
    last = { figures, screens };
    return JSON.stringify(figures) === JSON.stringify({ ...screens });
  }, 'the dashboard to agree with the screens').catch(() => undefined);
  const { figures, screens } = last as { figures: unknown; screens: unknown };
  expect(figures).toEqual(screens);
  return figures as DashboardAnswer;
}

describe('the figures agree with the screens', () => {
  let before: DashboardAnswer;

  it('on the demo hotel', async () => {
    before = await expectAgreement();
    // The demo hotel has something of each (its rooms start clean and in service: the steps below
    // make one dirty and one out of order), or the agreement would prove little.
    expect(before).toMatchObject({ business_date: '2026-03-01', unavailable: {} });
    for (const figure of ['arrivals_pending', 'in_house', 'departures_pending', 'balance_due', 'occupancy_tonight_pct'] as const)
      expect(before[figure], figure).toBeGreaterThan(0);
  });

  it('after a check-in', async () => {
    const day = before.business_date!;
    const { arrivals, rooms_arrivals } = await get<{ arrivals: ArrivalRow[]; rooms_arrivals: RoomCandidate[] }>(`/api/hw/arrivals/${day}/undefined/undefined/undefined`);
    const guest = arrivals.find((a) => !a.checked_in)!;
    const room = rooms_arrivals.find((r) => r.room_type_id === guest.room_type_id)!;
    const res = await suite.request('PUT', `/api/hw/checkinRoom/${guest.res_room_id}/${room.room_id}`, { cookie });
    expect(res.status, await res.text()).toBe(200);
    const after = await expectAgreement();
    expect(after.arrivals_pending).toBe(before.arrivals_pending! - 1);
    expect(after.arrivals_checked_in).toBe(before.arrivals_checked_in! + 1);
    expect(after.in_house).toBe(before.in_house! + 1);
    before = after;
  }, 60_000);

  it('after a check-out', async () => {
    const [guest] = await get<DepartureRow[]>('/api/hw/departures/undefined/undefined/undefined/false/true/false');
    const paid = await suite.request('POST', '/api/hw/invoice', { cookie, body: { id: guest!.res_room_id, payment_type: 'Cash' } });
    expect(paid.status, await paid.text()).toBe(201);
    const out = await suite.request('PUT', `/api/hw/checkoutRoom/${guest!.res_room_id}/${guest!.room_num}`, { cookie });
    expect(out.status, await out.text()).toBe(200);
    const after = await expectAgreement();
    expect(after.departures_pending).toBe(before.departures_pending! - 1);
    expect(after.departures_checked_out).toBe(before.departures_checked_out! + 1);
    expect(after.in_house).toBe(before.in_house! - 1);
    expect(after.rooms_dirty_vacant).toBe(before.rooms_dirty_vacant! + 1);
    before = after;
  }, 60_000);

  it('after a clean toggle', async () => {
    const [room] = await get<HousekeepingRow[]>('/api/hw/housekeeping_status/false/true/true/false/false/false/false/false/false');
    const res = await suite.request('PUT', `/api/hw/updateCleanStatus/1/${room!.room_id}`, { cookie });
    expect(res.status).toBe(200);
    const after = await expectAgreement();
    expect(after.rooms_dirty_vacant).toBe(before.rooms_dirty_vacant! - 1);
    expect(after.rooms_clean_vacant).toBe(before.rooms_clean_vacant! + 1);
    before = after;
  }, 60_000);

  it('after a work order', async () => {
    const day = before.business_date!;
    const { rooms_arrivals } = await get<{ rooms_arrivals: RoomCandidate[] }>(`/api/hw/arrivals/${day}/undefined/undefined/undefined`);
    const body = { vals: [rooms_arrivals.at(-1)!.room_id, 'Leaking tap', 0, day, day] };
    const res = await suite.request('POST', '/api/hw/room_issues', { cookie, body });
    expect(res.status, await res.text()).toBe(201);
    const after = await expectAgreement();
    expect(after.open_work_orders).toBe(before.open_work_orders! + 1);
    expect(after.rooms_out_of_order).toBe(before.rooms_out_of_order! + 1);
  }, 60_000);
});

describe('a stopped service', () => {
  it('makes only its own figures unavailable; the rest still answer', async () => {
    // Billing is not running: the gateway's upstream for it is a port nobody listens on.
    const partial = await startSuite({ only: ['auth', 'rooms', 'reservations'], upstreams: { billing: 'http://127.0.0.1:9' } });
    try {
      const answer = DashboardAnswer.parse(await get('/api/dashboard', partial, await partial.signIn()));
      expect(answer).toMatchObject({ business_date: '2026-03-01', departures_pending: null, departures_checked_out: null, balance_due: null });
      for (const figure of ['arrivals_pending', 'arrivals_checked_in', 'in_house', 'occupancy_tonight_pct', 'rooms_dirty_vacant', 'open_work_orders'] as const)
        expect(answer[figure], figure).toEqual(expect.any(Number));
      expect(Object.keys(answer.unavailable).sort()).toEqual(['balance_due', 'departures_checked_out', 'departures_pending']);
      expect(answer.unavailable.balance_due).toMatch(/billing service is unavailable/);
    } finally {
      await partial.stop();
    }
  }, 120_000);
});
