/**
 * The billing list paged on the server (issue #16): `?limit=&cursor=` is opt-in, the pages run
 * through the unpaged answer in its order, a stay added between pages is neither repeated nor lost
 * (keyset, not OFFSET), and without the parameters the answer is the SPEC's whole list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepartureList, type DepartureRow } from '@pms/contracts/billing';
import { ErrorBody } from '@pms/contracts/errors';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/paging';
import type { StayState } from '@pms/contracts/reservations';
import { BAD_PAGE_QUERIES, forgedCursor, walkPages, wholeList } from '@pms/service-kit/testing';
import { applyStays, startBilling, stayState, TODAY } from './helpers';

const h = await startBilling();
afterAll(() => h.stop());

const inHouse = (res_room_id: number, room_num: string | null, first_name: string, last_name: string): StayState =>
  stayState({ res_room_id, room_num, first_name, last_name, arrival: '2026-02-27', departure: '2026-03-03', checked_in: true });

/**
 * Thirty stays in house: room numbers that sort as text (101 < 20), two stays sharing a room and a
 * name (only the stay tells them apart), stays without a room (last), and names sharing prefixes.
 */
const SEEDED: StayState[] = [
  ...Array.from({ length: 24 }, (_, i) => inHouse(1000 + i, String(100 + ((i * 7) % 24)), i % 2 ? 'Ann' : 'Bo', `Lee${i % 5}`)),
  inHouse(1100, '120', 'Cy', 'Same'),
  inHouse(1099, '120', 'Cy', 'Same'),
  inHouse(1101, '20', 'Di', 'Lee'),
  inHouse(1102, null, 'Ed', 'Noroom'),
  inHouse(1103, null, 'Ab', 'Noroom'),
  stayState({ res_room_id: 1104, room_num: '5', first_name: 'Flo', last_name: 'Out', arrival: '2026-02-27', departure: TODAY, checked_in: true, checked_out: true }),
];

const PATH = '/api/hw/departures/undefined/undefined/undefined/false/false/false';

const get = (path: string) => h.request('GET', path);
const allPages = (path: string, limit: number) => walkPages(get, path, limit, (body) => DepartureList.parse(body));
const unpaged = async (path: string): Promise<DepartureRow[]> => DepartureList.parse(await wholeList(get, path));

beforeAll(async () => {
  await applyStays(h, SEEDED);
});

describe('GET /api/hw/departures paged (?limit=&cursor=)', () => {
  it('without the parameters answers the whole list, by room number as text, stays without a room last', async () => {
    const rows = await unpaged(PATH);
    expect(rows).toHaveLength(SEEDED.length);
    const rooms = rows.map((r) => r.room_num);
    expect(rooms.slice(-2)).toEqual([null, null]);
    expect(rooms.slice(0, -2)).toEqual([...rooms.slice(0, -2)].sort());
    // The two guests of the same name in the same room: the stay decides.
    const same = rows.filter((r) => r.name === 'Cy Same').map((r) => r.res_room_id);
    expect(same).toEqual([1099, 1100]);
    // Stays without a room, by name.
    expect(rows.slice(-2).map((r) => r.res_room_id)).toEqual([1103, 1102]);
  });

  it.each([1, 2, 7, 29, 30, 500])('pages of %i run through the unpaged answer in its order', async (limit) => {
    const whole = await unpaged(PATH);
    const { rows, pages } = await allPages(PATH, limit);
    expect(rows).toEqual(whole);
    expect(pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
  });

  it('keeps the filters: pages of a name search and of a flag equal their unpaged answers', async () => {
    const byName = '/api/hw/departures/ann/lee/undefined/false/false/false';
    expect((await allPages(byName, 3)).rows).toEqual(await unpaged(byName));
    const checkedOut = '/api/hw/departures/undefined/undefined/undefined/false/false/true';
    expect((await allPages(checkedOut, 3)).rows).toEqual(await unpaged(checkedOut));
    expect(await unpaged(checkedOut)).toHaveLength(1);
  });

  it('a cursor alone pages by 500', async () => {
    const first = await get(`${PATH}?limit=4`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const rest = await get(`${PATH}?cursor=${cursor}`);
    expect(rest.status).toBe(200);
    expect(rest.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const whole = await unpaged(PATH);
    expect([...DepartureList.parse(await first.json()), ...DepartureList.parse(await rest.json())]).toEqual(whole);
  });

  it('a stay checked in between two pages is neither repeated nor lost; those before the cursor are not re-read', async () => {
    const before = await unpaged(PATH);
    const first = await get(`${PATH}?limit=10`);
    const page1 = DepartureList.parse(await first.json());
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    // One sorts before the cursor (room '0'), one after it (room '999').
    const early = inHouse(1200, '0', 'Gil', 'Early');
    const late = inHouse(1201, '999', 'Hal', 'Late');
    await applyStays(h, [early, late]);
    try {
      const rest: DepartureRow[] = [];
      let next: string | null = cursor;
      while (next) {
        const res = await get(`${PATH}?limit=10&cursor=${next}`);
        rest.push(...DepartureList.parse(await res.json()));
        next = res.headers.get(NEXT_CURSOR_HEADER);
      }
      const seen = [...page1, ...rest].map((r) => r.res_room_id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(before.map((r) => r.res_room_id)));
      expect(seen).toContain(1201);
      expect(seen).not.toContain(1200);
      expect(seen).toHaveLength(before.length + 1);
    } finally {
      await applyStays(h, [{ ...early, active: false }, { ...late, active: false }], 2);
    }
  });

  it.each([
    ...BAD_PAGE_QUERIES,
    // A key of the right length with a value of the wrong type, and one of the wrong length.
    [`cursor=${forgedCursor('[false,"101","Lee","Ann","x"]')}`, 'cursor'] as const,
    [`cursor=${forgedCursor('[false,"101","Lee","Ann"]')}`, 'cursor'] as const,
])('?%s is a 400 naming %s, and changes nothing', async (query, field) => {
    const counts = await h.counts();
    const res = await get(`${PATH}?${query}`);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(await h.counts()).toEqual(counts);
  });

  it('needs a signed-in session, paged too', async () => {
    expect((await h.request('GET', `${PATH}?limit=5`, undefined, { cookie: null })).status).toBe(401);
  });
});
