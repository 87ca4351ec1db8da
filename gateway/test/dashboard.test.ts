import { describe, expect, it } from 'vitest';
import { DashboardAnswer, type ReservationFigures, type RoomFigures } from '@pms/contracts/dashboard';
import type { UpstreamHandler } from '../src/gateway';
import { stubGateway, stubUpstreams } from './stub-gateway';

/**
 * `GET /api/dashboard` with stub services (docs/dashboard.md): the figures are merged from each
 * service's answer, and a service that is slow, fails or answers nonsense leaves only its own figures
 * null, each named in `unavailable`. The agreement with the screens is reliability/test/dashboard.test.ts's.
 */
const { keys, build } = await stubGateway();
const stubs = stubUpstreams([]);

const reservations: ReservationFigures = { business_date: '2026-03-01', arrivals_pending: 7, arrivals_checked_in: 3, in_house: 41, occupied_tonight: 48 };
const rooms: RoomFigures = { business_date: '2026-03-01', rooms_to_sell: 96, rooms_clean_vacant: 40, rooms_dirty_vacant: 9, rooms_out_of_order: 4, open_work_orders: 5 };
const answering =
  (body: unknown): UpstreamHandler =>
  () =>
    Response.json(body);
/** A service that never answers: the gateway's budget ends the wait. */
const hanging: UpstreamHandler = () => new Promise<Response>(() => {});

const ask = async (gateway: ReturnType<typeof build>, cookie: string | null) => gateway.request('/api/dashboard', { headers: cookie ? { cookie } : {} });

describe('GET /api/dashboard', () => {
  it('merges each service’s figures; occupancy is occupied tonight ÷ rooms to sell, one decimal', async () => {
    const billing = { business_date: '2026-03-01', departures_pending: 6, departures_checked_out: 2, balance_due: 1234.5 };
    const gateway = build({ upstreams: { ...stubs, reservations: answering(reservations), rooms: answering(rooms), billing: answering(billing) } });
    const res = await ask(gateway, await keys.cookie(1));
    expect(res.status).toBe(200);
    const answer = DashboardAnswer.parse(await res.json());
    expect(answer).toEqual({
      business_date: '2026-03-01',
      arrivals_pending: 7,
      arrivals_checked_in: 3,
      departures_pending: 6,
      departures_checked_out: 2,
      in_house: 41,
      occupancy_tonight_pct: 50,
      rooms_clean_vacant: 40,
      rooms_dirty_vacant: 9,
      rooms_out_of_order: 4,
      open_work_orders: 5,
      balance_due: 1234.5,
      unavailable: {},
    });
  });

  it('a slow service, a failing one and one answering nonsense leave the other figures answering', async () => {
    const gateway = build({
      upstreams: { ...stubs, reservations: answering(reservations), rooms: hanging, billing: () => Promise.reject(new Error('billing crashed')) },
      dashboardTimeoutMs: 50,
    });
    const answer = DashboardAnswer.parse(await (await ask(gateway, await keys.cookie(1))).json());
    expect(answer).toMatchObject({ business_date: '2026-03-01', arrivals_pending: 7, arrivals_checked_in: 3, in_house: 41 });
    expect(answer).toMatchObject({ occupancy_tonight_pct: null, rooms_dirty_vacant: null, open_work_orders: null, departures_pending: null, balance_due: null });
    expect(Object.keys(answer.unavailable).sort()).toEqual(
      ['balance_due', 'departures_checked_out', 'departures_pending', 'occupancy_tonight_pct', 'open_work_orders', 'rooms_clean_vacant', 'rooms_dirty_vacant', 'rooms_out_of_order'].sort(),
    );
    expect(answer.unavailable.open_work_orders).toMatch(/rooms.*no answer within 50 ms/);
    expect(answer.unavailable.balance_due).toMatch(/billing.*billing crashed/);

    const confused = build({ upstreams: { ...stubs, reservations: answering({ arrivals_pending: 'many' }), rooms: answering(rooms), billing: hanging }, dashboardTimeoutMs: 50 });
    const partial = DashboardAnswer.parse(await (await ask(confused, await keys.cookie(1))).json());
    expect(partial).toMatchObject({ business_date: '2026-03-01', arrivals_pending: null, in_house: null, occupancy_tonight_pct: null, rooms_dirty_vacant: 9 });
    expect(partial.unavailable.in_house).toMatch(/reservations service answered figures the dashboard does not understand/);
  });

  it('needs a session', async () => {
    const gateway = build();
    expect((await ask(gateway, null)).status).toBe(401);
    expect((await ask(gateway, await keys.cookie(0))).status).toBe(403);
  });
});
