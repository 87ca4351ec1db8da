import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { DEMO_TAX_RATES } from '@pms/contracts/demo-hotel';
import { commands } from '@pms/contracts/events';
import { Folio } from '@pms/contracts/folio';
import { PostNightReply } from '@pms/contracts/night-audit';
import { waitFor } from '@pms/service-kit/testing';
import { stayCharges } from '@pms/svc-billing/bench';
import { bookingBody, inventoryMismatches } from './checks';
import { startSuite, USERS, type Suite } from './suite';

/**
 * The night audit and the folio across the services, through the gateway, on real PostgreSQL and
 * NATS: svc-reservations closes the day, svc-billing posts it (docs/billing.md "Night audit").
 */
let suite: Suite;
let manager: string;

beforeAll(async () => {
  suite = await startSuite();
  manager = await suite.signIn(USERS.manager);
}, 120_000);
afterAll(() => suite?.stop());

const call = async (method: string, path: string, body?: unknown) => {
  const res = await suite.request(method, path, { cookie: manager, body });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown>, text };
};
const businessDate = async () => (await call('GET', '/api/business-date')).json.business_date as string;
async function book(arrival: string, nights: number, last: string) {
  const res = await call('POST', '/api/hw/reservation', bookingBody({ type: 1, arrival, departure: addDays(arrival, nights), last }));
  expect(res.status, res.text).toBe(201);
  const stays = (await call('GET', `/api/hw/res_rooms/${res.json.reservation_id as number}`)).json as unknown as { res_room_id: number }[];
  return { reservation_id: res.json.reservation_id as number, res_room_id: stays[0]!.res_room_id };
}
async function vacantRooms(date: string, n: number): Promise<{ room_id: number; room_num: string }[]> {
  const answer = (await call('GET', `/api/hw/arrivals/${date}/undefined/undefined/undefined`)).json as { rooms_arrivals: { room_id: number; room_num: string; room_type_id: number; clean: number }[] };
  return answer.rooms_arrivals.filter((r) => r.room_type_id === 1 && r.clean === 1).slice(0, n);
}
const folio = async (id: number) => Folio.parse((await call('GET', `/api/folios/${id}`)).json);
const billingKnows = (id: number, what: string) =>
  waitFor(async () => (await suite.sql.billing<{ n: number }[]>`select count(*)::int as n from stays where res_room_id = ${id} and ${suite.sql.billing.unsafe(what)}`)[0]!.n === 1, `billing to see stay ${id} ${what}`);

describe('night audit with the real billing', () => {
  it('posts the night once, charges the no-show, rolls the date — and a second run of the same day is refused', async () => {
    const day = await businessDate();
    const guest = await book(day, 2, 'Sleeper');
    const noShow = await book(day, 2, 'Absent');
    const [room] = await vacantRooms(day, 1);
    expect((await call('PUT', `/api/hw/checkinRoom/${guest.res_room_id}/${room!.room_id}`)).status).toBe(200);
    await billingKnows(guest.res_room_id, 'checked_in');

    const run = await call('POST', '/api/night-audit', { business_date: day });
    expect(run.status, run.text).toBe(200);
    expect(await businessDate()).toBe(addDays(day, 1));
    expect((await call('POST', '/api/night-audit', { business_date: day })).status).toBe(409);

    const night = stayCharges(day, addDays(day, 1), 10999, DEMO_TAX_RATES).totalCents / 100;
    const sleeper = await folio(guest.res_room_id);
    expect(sleeper.lines.filter((l) => l.kind === 'room').map((l) => [l.service_date, l.posted_by])).toEqual([[day, 'manager']]);
    expect(sleeper.charges).toBe(night);
    const absent = await folio(noShow.res_room_id);
    expect(absent.lines.map((l) => l.kind)).toEqual(['no_show', 'tax', 'tax', 'tax']);
    expect(absent.charges).toBe(night);
    const [reservation] = await suite.sql.reservations<{ active: boolean; no_show: boolean }[]>`select active, no_show from reservations where reservation_id = ${noShow.reservation_id}`;
    expect(reservation).toEqual({ active: false, no_show: true });
    expect(await inventoryMismatches(suite.sql.reservations)).toEqual([]);

    // Billing posts nothing twice, whatever is sent again.
    const postings = (await suite.sql.billing<{ res_room_id: number; kind: 'room' | 'no_show'; amount_cents: number }[]>`
      select res_room_id, kind, amount_cents::int from folio_lines where business_date = ${day} and kind in ('room', 'no_show')`).map((p) => ({ ...p, service_date: day, taxed: true }));
    const again = PostNightReply.parse(await suite.bus.request(commands.postNight, { business_date: day, postings, posted_by: 'manager' }, { timeoutMs: 10_000 }));
    expect(again).toMatchObject({ ok: true, posted: 0 });
    const twice = await suite.sql.billing`
      select res_room_id, kind, service_date from folio_lines where kind in ('room', 'no_show') group by 1, 2, 3 having count(*) > 1`;
    expect(twice).toHaveLength(0);
  }, 60_000);

  it('leaves every arrival either checked in or a no-show when check-ins race the audit, never both', async () => {
    const day = await businessDate();
    const arrivals = [];
    for (let i = 0; i < 6; i++) arrivals.push(await book(day, 1, `Racer${'abcdef'[i]}`));
    const rooms = await vacantRooms(day, arrivals.length);
    expect(rooms).toHaveLength(arrivals.length);
    await Promise.all([
      call('POST', '/api/night-audit', { business_date: day }),
      ...arrivals.map((a, i) => call('PUT', `/api/hw/checkinRoom/${a.res_room_id}/${rooms[i]!.room_id}`)),
    ]);
    const stays = await suite.sql.reservations<{ checked_in: boolean; no_show: boolean }[]>`
      select checked_in, no_show from res_rooms where res_room_id = any(${arrivals.map((a) => a.res_room_id)}::int[])`;
    expect(stays).toHaveLength(arrivals.length);
    for (const s of stays) expect(s.checked_in !== s.no_show).toBe(true);
    expect(await inventoryMismatches(suite.sql.reservations)).toEqual([]);
  }, 60_000);

  it('bills an early departure the nights stayed and gives the rest back', async () => {
    const day = await businessDate();
    const stay = await book(day, 3, 'Early');
    const [room] = await vacantRooms(day, 1);
    expect((await call('PUT', `/api/hw/checkinRoom/${stay.res_room_id}/${room!.room_id}`)).status).toBe(200);
    await billingKnows(stay.res_room_id, 'checked_in');
    const early = await call('PUT', `/api/hw/checkoutRoom/${stay.res_room_id}/${room!.room_num}`);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('balance_due');
    const paid = await call('POST', '/api/hw/invoice', { id: stay.res_room_id, payment_type: 'Cash' });
    expect(paid.status, paid.text).toBe(201);
    expect((paid.json as unknown as [{ total: number; num_days: number }])[0]).toMatchObject({ num_days: 1, total: stayCharges(day, addDays(day, 1), 10999, DEMO_TAX_RATES).totalCents / 100 });
    const out = await call('PUT', `/api/hw/checkoutRoom/${stay.res_room_id}/${room!.room_num}`);
    expect(out.status, out.text).toBe(200);
    expect(out.json.check_out_date).toBe(addDays(day, 1));
    expect(await inventoryMismatches(suite.sql.reservations)).toEqual([]);
    const closed = await folio(stay.res_room_id);
    expect([closed.status, closed.balance]).toEqual(['closed', 0]);
  }, 60_000);
});
