import { afterAll, describe, expect, it } from 'vitest';
import { subjects } from '@pms/contracts/events';
import type { Sql } from '@pms/service-kit';
import { waitFor } from '@pms/service-kit/testing';
import { applyStayEvent } from '../src/events/stays';
import { publishStay, startBilling, stayEvent, stayProjected, stayState, TODAY } from './helpers';

const h = await startBilling();
const today = () => TODAY;
afterAll(() => h.stop());

const stayRows = (sql: Sql, ids: number[]) =>
  sql`
    select res_room_id, reservation_id, room_type_id, type, first_name, last_name, cc_last_four, room_num,
           arrival::text as arrival, departure::text as departure, rate::text as rate, active, checked_in, checked_out, version
    from stays where res_room_id = any(${ids}::int[]) order by res_room_id`;

describe('the stays projection', () => {
  it('keeps the whole state of a stay from its events', async () => {
    const booked = stayState({ res_room_id: 501, first_name: 'Mia', last_name: 'Wong', cc_last_four: '4242', rate_cents: 12999 });
    await publishStay(h.bus, booked, 1);
    await publishStay(h.bus, { ...booked, checked_in: true, room_id: 12, room_num: '112' }, 2);
    await stayProjected(h.sql, 501, 2);
    expect(await stayRows(h.sql, [501])).toEqual([
      {
        res_room_id: 501,
        reservation_id: 501,
        room_type_id: 1,
        type: '2 Queens',
        first_name: 'Mia',
        last_name: 'Wong',
        cc_last_four: '4242',
        room_num: '112',
        arrival: TODAY,
        departure: booked.departure,
        rate: '129.99',
        active: true,
        checked_in: true,
        checked_out: false,
        version: 2,
      },
    ]);
  });

  it('ignores a redelivered event and an older version arriving late', async () => {
    const stay = stayState({ res_room_id: 601, first_name: 'Old' });
    const v1 = stayEvent(stay, 1);
    const v2 = stayEvent({ ...stay, first_name: 'New', checked_in: true, room_num: '120' }, 2);
    const subject = subjects.stay(601);
    expect(await applyStayEvent(h.sql, v2, subject, today)).toBe(true);
    expect(await applyStayEvent(h.sql, v2, subject, today)).toBe(false);
    expect(await applyStayEvent(h.sql, v1, subject, today)).toBe(false);
    // The same version under a new event id (a republished state) changes nothing either.
    expect(await applyStayEvent(h.sql, stayEvent({ ...stay, first_name: 'Other' }, 2), subject, today)).toBe(false);
    expect(await stayRows(h.sql, [601])).toMatchObject([{ first_name: 'New', checked_in: true, room_num: '120', version: 2 }]);
    const v3 = stayEvent({ ...stay, first_name: 'New', checked_in: true, checked_out: true, room_num: '120' }, 3);
    expect(await applyStayEvent(h.sql, v3, subject, today)).toBe(true);
    expect(await stayRows(h.sql, [601])).toMatchObject([{ checked_out: true, version: 3 }]);
  });

  it('leaves nothing behind when an event is malformed (the bus redelivers it)', async () => {
    const bad = { ...stayEvent(stayState({ res_room_id: 602 }), 1), data: { res_room_id: 602 } };
    await expect(applyStayEvent(h.sql, bad, subjects.stay(602), today)).rejects.toThrow();
    expect(await stayRows(h.sql, [602])).toEqual([]);
    const [version] = await h.sql`select version from projection_versions where subject = ${subjects.stay(602)}`;
    expect(version).toBeUndefined();
  });

  it('is rebuilt from scratch on a fresh database from the last value of every stay', async () => {
    const ids = [701, 702, 703];
    const first = stayState({ res_room_id: 701, first_name: 'Rae', arrival: '2026-02-27', departure: TODAY, checked_in: true, room_num: '301' });
    await publishStay(h.bus, { ...first, checked_in: false, room_num: null }, 1);
    await publishStay(h.bus, first, 2);
    await publishStay(h.bus, { ...first, checked_out: true }, 3);
    await publishStay(h.bus, stayState({ res_room_id: 702, first_name: 'Sol', last_name: 'Ray' }), 1);
    await publishStay(h.bus, stayState({ res_room_id: 703, active: false }), 4);
    await stayProjected(h.sql, 701, 3);
    await stayProjected(h.sql, 702, 1);
    await stayProjected(h.sql, 703, 4);
    const original = await stayRows(h.sql, ids);

    const fresh = await startBilling({ bus: h.bus });
    try {
      await waitFor(async () => (await stayRows(fresh.sql, ids)).length === ids.length, 'the rebuilt stays');
      await stayProjected(fresh.sql, 701, 3);
      expect(await stayRows(fresh.sql, ids)).toEqual(original);
      // The rebuilt projection answers the billing list as the original does.
      const path = '/api/hw/departures/undefined/undefined/undefined/false/false/true';
      const [a, b] = await Promise.all([h.request('GET', path), fresh.request('GET', path)]);
      expect(await b.json()).toEqual(await a.json());
    } finally {
      await fresh.stop();
    }
  });
});
