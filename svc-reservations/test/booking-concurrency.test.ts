import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { CreateReservationAnswer } from '@pms/contracts/reservations';
import { bookingBody, inventoryMatchesStays, postBooking, publishRoomType, roomTypesProjected, ROOM_TYPES, harnessForFile } from './helpers';

const h = harnessForFile();
const book = (body?: unknown, headers?: Record<string, string>) => postBooking(h, body, headers);

describe('POST /api/hw/reservation', () => {
  it('refuses with 409 naming the room type and the night when a night is sold out, and writes nothing', async () => {
    await publishRoomType(h.t.deps.bus, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 });
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 }]);
    expect((await book(bookingBody({ room: { 0: 5, 1: '2026-04-02', 2: '2026-04-03' } }))).res.status).toBe(201);
    const before = await h.counts();
    const { res, json } = await book(bookingBody({ room: { 0: 5, 1: '2026-04-01', 2: '2026-04-04' } }));
    expect(res.status).toBe(409);
    const error = ErrorBody.parse(json);
    expect(error.error).toBe('conflict');
    expect(error.message).toBe('No Attic room is left for the night of 2026-04-02.');
    expect(error.fields).toEqual({ room_type: 'Attic', night: '2026-04-02' });
    expect(await h.counts()).toEqual(before);
  });

  it('sells exactly the units left when 50 clerks book the same night at once', async () => {
    const cabin = { room_type_id: 4, type: 'Cabin', rate_cents: 9000, room_count: 8 };
    await publishRoomType(h.t.deps.bus, cabin);
    await roomTypesProjected(h.t.deps.sql, [...ROOM_TYPES, cabin, { room_type_id: 5, type: 'Attic', rate_cents: 5000, room_count: 1 }]);
    for (let i = 0; i < 3; i++) expect((await book(bookingBody({ room: { 0: 4, 1: '2026-05-10', 2: '2026-05-11' } }))).res.status).toBe(201);

    // 5 units left on 2026-05-10; 50 bookings covering that night race for them.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(bookingBody({ cust: { 0: `Racer`, 1: `Number${'abcdefghij'[i % 10]}` }, room: { 0: 4, 1: '2026-05-09', 2: '2026-05-12' } })),
      ),
    );
    const statuses = results.map((r) => r.res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const r of results.filter((x) => x.res.status === 409))
      expect(ErrorBody.parse(r.json).message).toBe('No Cabin room is left for the night of 2026-05-10.');

    const [night] = await h.t.deps.sql<{ sold: number; capacity: number }[]>`
      select sold, capacity from inventory where room_type_id = 4 and night = '2026-05-10'`;
    expect(night).toEqual({ sold: 8, capacity: 8 });
    const [stays] = await h.t.deps.sql<{ n: number }[]>`
      select count(*)::int as n from res_rooms where room_type_id = 4 and check_in_date <= '2026-05-10' and check_out_date > '2026-05-10'`;
    expect(stays!.n).toBe(8);
    expect(await inventoryMatchesStays(h.t.deps.sql)).toMatchObject({ mismatches: 0 });
  });

  it('books once for ten identical submits sent at once with one Idempotency-Key', async () => {
    const before = await h.counts();
    const key = randomUUID();
    const body = bookingBody({ cust: { 0: 'Retry', 1: 'Clicker' } });
    const results = await Promise.all(Array.from({ length: 10 }, () => book(body, { 'idempotency-key': key })));
    expect(results.map((r) => r.res.status)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => CreateReservationAnswer.parse(r.json).reservation_id));
    expect(ids.size).toBe(1);
    const after = await h.counts();
    expect(after.reservations - before.reservations).toBe(1);
    expect(after.sold - before.sold).toBe(2);

    // A later retry still answers the first booking; another key books again.
    const again = await book(body, { 'idempotency-key': key });
    expect(CreateReservationAnswer.parse(again.json).reservation_id).toBe([...ids][0]);
    const other = await book(body, { 'idempotency-key': randomUUID() });
    expect(CreateReservationAnswer.parse(other.json).reservation_id).not.toBe([...ids][0]);
  });
});
