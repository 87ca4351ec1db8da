/**
 * The reservation search, arrivals and in-house guests paged on the server (issue #16):
 * `?limit=&cursor=` is opt-in, the pages run through the unpaged answer in its order, a stay added
 * between pages is neither repeated nor lost (keyset, not OFFSET), and without the parameters the
 * answer is the SPEC's.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '@pms/contracts/dates';
import { ErrorBody } from '@pms/contracts/errors';
import { ArrivalsAnswer, InHouseGuestList } from '@pms/contracts/frontdesk';
import { NEXT_CURSOR_HEADER } from '@pms/contracts/paging';
import { ReservationList } from '@pms/contracts/reservations';
import { BAD_PAGE_QUERIES, forgedCursor, walkPages, wholeList } from '@pms/service-kit/testing';
import { bookingBody, harnessForFile, postBooking, TODAY } from './helpers';

/** Guests sharing last names and first-name prefixes, so the name orders need their tie-breakers. */
const GUESTS = [
  ['Ann', 'Lee'],
  ['Ann', 'Lee'],
  ['Anna', 'Lee'],
  ['Bo', 'Leeds'],
  ['Cy', 'Ng'],
  ['ann', 'lee'],
  ['Dee', 'Álvarez'],
  ['Eve', 'Lee'],
  ['Ann', 'Long'],
  ['Fay', 'Ng'],
  ['Gus', 'Lee'],
  ['Hal', 'Ng'],
] as const;

async function book(h: Parameters<typeof postBooking>[0], first: string, last: string, arrival: string): Promise<number> {
  const { res, json } = await postBooking(h, bookingBody({ cust: { 0: first, 1: last }, room: { 0: 1 + (first.length % 3), 1: arrival, 2: addDays(arrival, 2) } }));
  expect(res.status).toBe(201);
  return (json as { reservation_id: number }).reservation_id;
}

/**
 * Each guest books twice: arriving today and in a few days. The stays of today's reservations are
 * then put in the house directly (the front desk's check-in, with svc-rooms, has its own tests):
 * this file is about reading lists.
 */
const h = harnessForFile(undefined, async (h) => {
  for (const [i, [first, last]] of GUESTS.entries()) {
    await book(h, first, last, TODAY);
    await book(h, first, last, addDays(TODAY, 1 + (i % 4)));
  }
  await h.sql`
    update res_rooms set checked_in = true, checked_in_at = now(),
           room_num = (array['101','20','99','120','5','1001','101','7','8','99','12','3'])[res_room_id % 12 + 1]
    where check_in_date = ${TODAY}::date`;
});

const get = (path: string) => h.request('GET', path);

const SEARCHES = [
  '/api/hw/reservations_list/undefined/undefined/undefined/undefined/undefined',
  '/api/hw/reservations_list/undefined/lee/undefined/undefined/undefined',
  '/api/hw/reservations_list/ann/undefined/undefined/undefined/undefined',
  `/api/hw/reservations_list/undefined/undefined/${TODAY}/${addDays(TODAY, 2)}/undefined`,
];
const ARRIVALS = `/api/hw/arrivals/${TODAY}/undefined/undefined/undefined`;
const IN_HOUSE = '/api/hw/guests/undefined/undefined/undefined/undefined';

const searchRows = (body: unknown) => ReservationList.parse(body);
const arrivalRows = (body: unknown) => ArrivalsAnswer.parse(body).arrivals;
const guestRows = (body: unknown) => InHouseGuestList.parse(body);

describe('paged lists of svc-reservations (?limit=&cursor=)', () => {
  it.each(SEARCHES.flatMap((path) => [1, 3, 500].map((limit) => [path, limit] as const)))(
    'search %s by %i runs through the unpaged answer in its order',
    async (path, limit) => {
      const whole = searchRows(await wholeList(get, path));
      expect(whole.length).toBeGreaterThan(limit === 500 ? 0 : limit);
      expect((await walkPages(get, path, limit, searchRows)).rows).toEqual(whole);
    },
  );

  it.each([1, 4, 500])('arrivals by %i run through the unpaged arrivals; the rooms come whole with every page', async (limit) => {
    const whole = ArrivalsAnswer.parse(await wholeList(get, ARRIVALS));
    expect(whole.arrivals).toHaveLength(GUESTS.length);
    expect((await walkPages(get, ARRIVALS, limit, arrivalRows)).rows).toEqual(whole.arrivals);
    const page = ArrivalsAnswer.parse(await (await get(`${ARRIVALS}?limit=${limit}`)).json());
    expect({ ...page, arrivals: [] }).toEqual({ ...whole, arrivals: [] });
  });

  it.each([1, 5, 500])('in-house guests by %i run through the unpaged list, by room number as a number', async (limit) => {
    const whole = guestRows(await wholeList(get, IN_HOUSE));
    expect(whole).toHaveLength(GUESTS.length);
    const rooms = whole.map((g) => g.room_num);
    expect(rooms).toEqual([...rooms].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)));
    expect((await walkPages(get, IN_HOUSE, limit, guestRows)).rows).toEqual(whole);
  });

  it('keeps the filters on every page', async () => {
    for (const path of ['/api/hw/guests/ann/undefined/undefined/undefined', `/api/hw/arrivals/${TODAY}/undefined/lee/undefined`]) {
      const rowsOf = path.includes('guests') ? guestRows : arrivalRows;
      const body = await wholeList(get, path);
      const whole = path.includes('guests') ? guestRows(body) : arrivalRows(body);
      expect(whole.length).toBeGreaterThan(1);
      expect((await walkPages(get, path, 1, rowsOf)).rows).toEqual(whole);
    }
  });

  it('a booking made between two pages of a search is neither repeated nor lost', async () => {
    const path = SEARCHES[1]!; // last name "lee": by name
    const before = searchRows(await wholeList(get, path));
    const first = await get(`${path}?limit=4`);
    const page1 = searchRows(await first.json());
    let next = first.headers.get(NEXT_CURSOR_HEADER);
    // Both match "lee": Aaron Lee sorts before the cursor (lee, anna, …), Jo Leez after it.
    await book(h, 'Aaron', 'Lee', addDays(TODAY, 2));
    await book(h, 'Jo', 'Leez', addDays(TODAY, 2));
    const rest = [];
    while (next) {
      const res = await get(`${path}?limit=4&cursor=${next}`);
      rest.push(...searchRows(await res.json()));
      next = res.headers.get(NEXT_CURSOR_HEADER);
    }
    const seen = [...page1, ...rest].map((r) => r.res_room_id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(before.map((r) => r.res_room_id)));
    const names = [...page1, ...rest].map((r) => `${r.first_name} ${r.last_name}`);
    expect(names).toContain('Jo Leez');
    expect(names).not.toContain('Aaron Lee');
    expect(searchRows(await wholeList(get, path)).map((r) => r.first_name)).toContain('Aaron');
    expect(seen).toHaveLength(before.length + 1);
  });

  it.each(
    [SEARCHES[0]!, ARRIVALS, IN_HOUSE].flatMap((path) =>
      [...BAD_PAGE_QUERIES, [`cursor=${forgedCursor('["not a date","Lee","Ann",1]')}`, 'cursor'] as const].map(([query, field]) => [path, query, field] as const),
    ),
  )('%s?%s is a 400 naming %s, and changes nothing', async (path, query, field) => {
    const counts = await h.counts();
    const res = await get(`${path}?${query}`);
    expect(res.status).toBe(400);
    const body = ErrorBody.parse(await res.json());
    expect(body.error).toBe('invalid_input');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(await h.counts()).toEqual(counts);
  });

  it('a cursor of one list is refused by another whose key differs', async () => {
    const first = await get(`${IN_HOUSE}?limit=1`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const res = await get(`${ARRIVALS}?limit=1&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(Object.keys(ErrorBody.parse(await res.json()).fields ?? {})).toEqual(['cursor']);
  });

  it.each([SEARCHES[0]!, ARRIVALS, IN_HOUSE])('%s needs a signed-in session, paged too', async (path) => {
    expect((await h.request('GET', `${path}?limit=5`, undefined, { cookie: null })).status).toBe(401);
  });
});
