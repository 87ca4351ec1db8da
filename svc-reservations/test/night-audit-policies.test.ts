import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { DueOutsPendingBody, NightAuditReport } from '@pms/contracts/night-audit';
import { ReservationsConfig } from '../src/config';
import { auditDue, nightAuditReport, noShowFeeCents } from '../src/domain/night-audit';
import { fakeBilling, type FakeBilling } from './fake-billing';
import { startDesk, TODAY, type Desk } from './frontdesk-harness';

/** The audit's settings: NIGHT_AUDIT_DUE_OUTS=stop, NO_SHOW_FEE=none, NO_SHOW_FEE_TAXED=false; and its pure rules. */
describe('NIGHT_AUDIT_DUE_OUTS=stop, NO_SHOW_FEE=none', () => {
  let d: Desk;
  let billing: FakeBilling;
  let manager: string;
  beforeAll(async () => {
    d = await startDesk({ config: { NIGHT_AUDIT_DUE_OUTS: 'stop', NO_SHOW_FEE: 'none', NO_SHOW_FEE_TAXED: 'false' } });
    billing = await fakeBilling(d.bus);
    manager = await d.keys.cookie(3, { sub: '1', username: 'admin' });
  });
  afterAll(async () => {
    await billing?.stop();
    await d?.stop();
  });

  it('stops with 409 listing the guests still in on their departure date, and changes nothing', async () => {
    const guest = await d.inHouse({ arrival: addDays(TODAY, -1), departure: TODAY, roomNum: '121', type: 1, first: 'Still', last: 'Here' });
    const noShow = await d.book({ arrival: TODAY, departure: addDays(TODAY, 1), type: 1, first: 'Not', last: 'Coming' });
    const before = await d.counts();
    const res = await d.request('POST', '/api/night-audit', { business_date: TODAY }, { cookie: manager });
    expect(res.status).toBe(409);
    const body = DueOutsPendingBody.parse(await res.json());
    expect(body.stays).toEqual([expect.objectContaining({ res_room_id: guest.res_room_id, room_num: '121', check_out_date: TODAY })]);
    expect(await d.counts()).toEqual(before);
    expect((await d.stay(noShow.res_room_id)).checked_in).toBe(false);
    expect(billing.received).toEqual([]);
    const preview = (await (await d.request('GET', '/api/night-audit/preview', undefined, { cookie: manager })).json()) as { due_out_policy: string };
    expect(preview.due_out_policy).toBe('stop');

    // The guest checks out; then the day closes, the no-show charged nothing.
    expect((await d.request('PUT', `/api/hw/checkoutRoom/${guest.res_room_id}/121`)).status).toBe(200);
    const closed = await d.request('POST', '/api/night-audit', { business_date: TODAY }, { cookie: manager });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const report = NightAuditReport.parse(await closed.json());
    expect(report).toMatchObject({ run_by: 'admin', no_show_revenue: 0, extended_stays: [] });
    expect(report.no_shows).toEqual([expect.objectContaining({ res_room_id: noShow.res_room_id, fee: 0 })]);
    expect([...billing.posted.values()].filter((p) => p.kind === 'no_show')).toEqual([]);
  });
});

describe('the audit’s rules', () => {
  it('charges one night at the stay’s rate as the no-show fee, or nothing', () => {
    expect(noShowFeeCents('first-night', 10999)).toBe(10999);
    expect(noShowFeeCents('none', 10999)).toBe(0);
  });

  it('closes a day automatically at NIGHT_AUDIT_AT, at once after downtime, never when off or not behind', () => {
    const at = (businessDate: string, calendarDate: string, timeOfDay: string, a = '03:00') => auditDue({ businessDate, calendarDate, timeOfDay, at: a });
    expect(at('2026-03-01', '2026-03-01', '23:59')).toBe(false);
    expect(at('2026-03-01', '2026-03-02', '02:59')).toBe(false);
    expect(at('2026-03-01', '2026-03-02', '03:00')).toBe(true);
    expect(at('2026-03-01', '2026-03-03', '00:01')).toBe(true);
    expect(at('2026-03-02', '2026-03-01', '12:00')).toBe(false); // closed early, before midnight
    expect(at('2026-03-01', '2026-03-05', '12:00', 'off')).toBe(false);
  });

  it('computes occupancy, ADR and RevPAR from the rooms and billing’s money, fees apart', () => {
    const money = {
      room_revenue_cents: 100_000,
      tax_revenue_cents: 15_000,
      extras_revenue_cents: 2_500,
      no_show_revenue_cents: 12_000,
      payments_by_method_cents: { 'Credit Card': 50_000, Cash: 1_000 },
      refunds_cents: 500,
    };
    const report = nightAuditReport({
      businessDate: '2026-03-01',
      rooms: { available: 90, outOfOrder: 10, occupied: 9 },
      money,
      noShows: [],
      extended: [],
      completedAt: new Date('2026-03-02T08:00:00Z'),
      runBy: null,
    });
    expect(report).toMatchObject({ occupancy_pct: 10, adr: 111.11, revpar: 11.11, room_revenue: 1000, no_show_revenue: 120, refunds: 5, run_by: null });
    const empty = nightAuditReport({ ...{ businessDate: '2026-03-01', money, noShows: [], extended: [], completedAt: new Date(), runBy: 'm' }, rooms: { available: 0, outOfOrder: 0, occupied: 0 } });
    expect(empty).toMatchObject({ occupancy_pct: 0, adr: 0, revpar: 0 });
    const oversold = nightAuditReport({ ...{ businessDate: '2026-03-01', money, noShows: [], extended: [], completedAt: new Date(), runBy: 'm' }, rooms: { available: 10, outOfOrder: 0, occupied: 11 } });
    expect(oversold.occupancy_pct).toBe(100);
  });

  it('reads its settings with their defaults, and refuses a bad time', () => {
    const base = { DATABASE_URL: 'postgres://x/y' };
    expect(ReservationsConfig.parse(base)).toMatchObject({ NIGHT_AUDIT_AT: '03:00', NIGHT_AUDIT_DUE_OUTS: 'extend', NO_SHOW_FEE: 'first-night', NO_SHOW_FEE_TAXED: true });
    expect(ReservationsConfig.parse({ ...base, NIGHT_AUDIT_AT: 'off', NO_SHOW_FEE_TAXED: 'false' })).toMatchObject({ NIGHT_AUDIT_AT: 'off', NO_SHOW_FEE_TAXED: false });
    for (const bad of [{ NIGHT_AUDIT_AT: '3:00' }, { NIGHT_AUDIT_AT: '24:00' }, { NIGHT_AUDIT_DUE_OUTS: 'ignore' }, { NO_SHOW_FEE: 'all' }])
      expect(ReservationsConfig.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
