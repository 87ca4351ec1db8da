/**
 * long-file: the write mix is one loop of six dependent steps and its pool of free rooms; split, each part would be read beside the other.
 * The write side: the front desk's day in one loop (book a guest arriving today → read the stay →
 * check in → a guest leaving: pre-invoice → pay → check out), driven by autocannon through the gateway; and the time from a
 * check-in to the housekeeping board showing the room occupied.
 */
import type autocannon from 'autocannon';
import { addDays } from '@pms/contracts/dates';
import type { Sql } from '@pms/service-kit';
import { httpLoad, summarize, type LoadStats } from './load';

/** A vacant room a flow may check its guest into, of a type with a unit left tonight. */
export interface FreeRoom {
  room_id: number;
  room_type_id: number;
}

/**
 * Vacant rooms (now) of types with units left tonight, at most one per unit left, interleaved by
 * type. Each flow takes one: a room is used once per run, so a flow never waits for the previous
 * guest's check-out event to free it.
 */
export async function freeRoomsTonight(reservations: Sql, rooms: Sql, today: string, limit: number): Promise<FreeRoom[]> {
  const left = await reservations<{ room_type_id: number; left: number }[]>`
    select t.room_type_id, (coalesce(i.capacity, t.room_count) - coalesce(i.sold, 0) - coalesce(i.out_of_order, 0))::int as left
    from room_types t left join inventory i on i.room_type_id = t.room_type_id and i.night = ${today}::date
    order by t.room_type_id`;
  const vacant = await rooms<FreeRoom[]>`
    select r.room_id, r.room_type_id from rooms r
    where r.active and r.occupied_by is null
      and not exists (select 1 from room_issues i where i.room_id = r.room_id and not i.fixed
                      and ${today}::date between i.start_date and i.end_date)
    order by r.room_id`;
  const byType = left.map((t) => vacant.filter((r) => r.room_type_id === t.room_type_id).slice(0, Math.max(0, t.left - 2)));
  const out: FreeRoom[] = [];
  for (let i = 0; out.length < limit && byType.some((list) => i < list.length); i++)
    for (const list of byType) if (i < list.length && out.length < limit) out.push(list[i]!);
  return out;
}

function bookingBody(roomTypeId: number, today: string, n: number): string {
  return JSON.stringify({
    cust: ['Bench', `Guest`, '1 Load Test Ave', 'Cleveland', 'Ohio', '44114', `bench.guest.${n}@example.com`, '216-555-0100', '4111 1111 1111 1111', '12/30'],
    reserve: [0, 'bench'],
    rooms: [[roomTypeId, today, addDays(today, 1), 1, 0, '']],
  });
}

export interface WriteMixResult extends LoadStats {
  flows: number;
  /** Flows that reached a 2xx check-out after their payment. */
  completed: number;
  steps: Record<string, { p50: number; p99: number; count: number; failed: number }>;
  failures: Record<string, number>;
}

type FlowContext = {
  room?: FreeRoom;
  reservation_id?: number;
  res_room_id?: number;
  room_num?: string;
  /** The guest this flow checks out and bills: one checked in by an earlier flow. */
  leaving?: InHouse;
  started?: number;
  failed?: boolean;
};

interface InHouse {
  res_room_id: number;
  room_num: string;
  at: number;
}

/**
 * A guest is billed at least this long after their check-in. At the desk it is hours; billing learns
 * of the check-in from the stay event (tens of milliseconds, measured as check-in → board), and the
 * payment page is opened from the billing list, which shows only guests billing knows are in.
 */
const MIN_STAY_MS = 500;

/**
 * autocannon runs the six steps per connection in a loop, like a front desk's day: an arrival is
 * booked, read and checked in; then a guest checked in earlier (by any connection, at least
 * MIN_STAY_MS ago) has their pre-invoice read, pays and is checked out. A failed step, or no
 * guest ready to leave yet, starts the next flow.
 */
export async function writeMix(gatewayUrl: string, cookie: string, today: string, pool: FreeRoom[], connections: number): Promise<WriteMixResult> {
  let next = 0;
  const stepLatencies: Record<string, number[]> = {};
  const stepFailed: Record<string, number> = {};
  const failures: Record<string, number> = {};
  let completed = 0;
  const inHouse: InHouse[] = [];
  const json = { 'content-type': 'application/json', cookie };
  // autocannon sends no Content-Length for a request without a body (fetch sends 0): through the
  // gateway such a PUT reached the service as a body that is not JSON (415), or one that never ended.
  const bodiless = { cookie, 'content-length': '0' };

  const step = (
    name: string,
    setup: (ctx: FlowContext, req: autocannon.Request) => autocannon.Request | null,
    done: (ctx: FlowContext, body: string) => void,
  ): autocannon.Request => ({
    setupRequest: (req, context) => {
      const ctx = context as FlowContext;
      if (ctx.failed) return null as unknown as autocannon.Request; // restart the flow
      ctx.started = performance.now();
      return setup(ctx, req) ?? (null as unknown as autocannon.Request);
    },
    onResponse: (status, body, context) => {
      const ctx = context as FlowContext;
      const ms = performance.now() - (ctx.started ?? performance.now());
      if (status >= 200 && status < 300) {
        (stepLatencies[name] ??= []).push(ms);
        try {
          done(ctx, body);
        } catch {
          ctx.failed = true;
        }
      } else {
        stepFailed[name] = (stepFailed[name] ?? 0) + 1;
        let code = '';
        try {
          code = (JSON.parse(body) as { message?: string }).message ?? '';
        } catch {
          code = body.slice(0, 80);
        }
        const key = `${name} ${status}: ${code.replace(/\d+/g, 'N').slice(0, 90)}`;
        failures[key] = (failures[key] ?? 0) + 1;
        ctx.failed = true;
      }
    },
  });

  const requests: autocannon.Request[] = [
    step(
      'book',
      (ctx, req) => {
        ctx.failed = false;
        const room = pool[next++ % pool.length]!;
        ctx.room = room;
        return { ...req, method: 'POST', path: '/api/hw/reservation', headers: json, body: bookingBody(room.room_type_id, today, next) };
      },
      (ctx, body) => void (ctx.reservation_id = (JSON.parse(body) as { reservation_id: number }).reservation_id),
    ),
    step(
      'read stay',
      (ctx, req) => ({ ...req, method: 'GET', path: `/api/hw/res_rooms/${ctx.reservation_id}`, headers: { cookie }, body: undefined }),
      (ctx, body) => void (ctx.res_room_id = (JSON.parse(body) as { res_room_id: number }[])[0]!.res_room_id),
    ),
    step(
      'check in',
      (ctx, req) => ({ ...req, method: 'PUT', path: `/api/hw/checkinRoom/${ctx.res_room_id}/${ctx.room!.room_id}`, headers: bodiless, body: undefined }),
      (ctx, body) =>
        void inHouse.push({ res_room_id: ctx.res_room_id!, room_num: (JSON.parse(body) as { room_num: string }).room_num, at: performance.now() }),
    ),
    step(
      // The payment page opens on the stay's pre-invoice (docs/product.md §2 INVOICE), then submits.
      'pre-invoice',
      (ctx, req) => {
        if (!inHouse.length || performance.now() - inHouse[0]!.at < MIN_STAY_MS) return null;
        const leaving = inHouse.shift()!;
        ctx.leaving = leaving;
        return { ...req, method: 'GET', path: `/api/hw/pre_invoice/${leaving.res_room_id}`, headers: { cookie }, body: undefined };
      },
      () => {},
    ),
    step(
      'pay',
      (ctx, req) => ({ ...req, method: 'POST', path: '/api/hw/invoice', headers: json, body: JSON.stringify({ id: ctx.leaving!.res_room_id, payment_type: 'Credit Card' }) }),
      () => {},
    ),
    step(
      // Paid first: a check-out with a balance due is refused (docs/billing.md "Check-out"); the
      // payment page sends both, and the invoice's event may have checked the guest out already
      // (the check-out then answers the same).
      'check out',
      (ctx, req) => {
        const leaving = ctx.leaving!;
        return { ...req, method: 'PUT', path: `/api/hw/checkoutRoom/${leaving.res_room_id}/${encodeURIComponent(leaving.room_num)}`, headers: bodiless, body: undefined };
      },
      () => void completed++,
    ),
  ];

  // Every flow takes a room of the pool; flows that found nobody ready to leave still booked one.
  const flows = Math.max(1, pool.length - 2 * connections);
  const stats = await httpLoad({ url: gatewayUrl, connections, amount: flows * requests.length, requests });
  const steps: WriteMixResult['steps'] = {};
  for (const name of ['book', 'read stay', 'check in', 'pre-invoice', 'pay', 'check out']) {
    const s = summarize(stepLatencies[name] ?? [], stats.seconds);
    steps[name] = { p50: s.p50, p99: s.p99, count: s.requests, failed: stepFailed[name] ?? 0 };
  }
  return { ...stats, flows: Math.min(next, pool.length), completed, steps, failures };
}

export interface BoardLatency {
  samples: number;
  /** From sending the check-in until rooms shows the room occupied (what the board reads). */
  occupied: { p50: number; p99: number; max: number };
  /** From sending the check-in until the stay event reached rooms' projection (the board's stay details). */
  projected: { p50: number; p99: number; max: number };
  /** The check-in request alone, for comparison. */
  checkin: { p50: number; p99: number };
}

/**
 * One check-in at a time (a quiet system), timed until svc-rooms' schema shows the room occupied by
 * the stay and its stay projection checked in. Polled every millisecond on a connection of its own.
 */
export async function checkinToBoard(gatewayUrl: string, cookie: string, today: string, rooms: Sql, pool: FreeRoom[]): Promise<BoardLatency> {
  const occupied: number[] = [];
  const projected: number[] = [];
  const checkin: number[] = [];
  const json = { 'content-type': 'application/json', cookie };
  let n = 0;
  for (const room of pool) {
    const booked = await fetch(`${gatewayUrl}/api/hw/reservation`, { method: 'POST', headers: json, body: bookingBody(room.room_type_id, today, 900_000 + n++) });
    if (booked.status !== 201) throw new Error(`booking for the board latency answered ${booked.status}: ${await booked.text()}`);
    const { reservation_id } = (await booked.json()) as { reservation_id: number };
    const stays = (await (await fetch(`${gatewayUrl}/api/hw/res_rooms/${reservation_id}`, { headers: { cookie } })).json()) as { res_room_id: number }[];
    const id = stays[0]!.res_room_id;

    const t0 = performance.now();
    const answer = fetch(`${gatewayUrl}/api/hw/checkinRoom/${id}/${room.room_id}`, { method: 'PUT', headers: { cookie } }).then(async (res) => {
      checkin.push(performance.now() - t0);
      if (!res.ok) throw new Error(`check-in answered ${res.status}: ${await res.text()}`);
    });
    let seenOccupied: number | undefined;
    const deadline = t0 + 10_000;
    for (;;) {
      const [row] = await rooms<{ occupied_by: number | null; checked_in: boolean | null }[]>`
        select r.occupied_by, s.checked_in from rooms r left join room_stays s on s.res_room_id = ${id} where r.room_id = ${room.room_id}`;
      const now = performance.now();
      if (seenOccupied === undefined && row?.occupied_by === id) seenOccupied = now - t0;
      if (seenOccupied !== undefined && row?.checked_in) {
        occupied.push(seenOccupied);
        projected.push(now - t0);
        break;
      }
      if (now > deadline) throw new Error(`room ${room.room_id} not shown occupied by stay ${id} within 10 s`);
      await new Promise((r) => setTimeout(r, 1));
    }
    await answer;
  }
  const s = (xs: number[]) => {
    const st = summarize(xs, 1);
    return { p50: st.p50, p99: st.p99, max: st.max };
  };
  const c = summarize(checkin, 1);
  return { samples: occupied.length, occupied: s(occupied), projected: s(projected), checkin: { p50: c.p50, p99: c.p99 } };
}

/** Uncounted check-ins before the timed ones: a process's first calls compile their code paths. */
export const CHECKIN_WARMUP = 10;

/**
 * Books and reads a guest arriving today (untimed), then times the check-in alone: one at a time,
 * nothing else asked of the suite meanwhile (issue #15 target 4, "check-in p99 ≤ 50 ms alone").
 */
export async function checkInsAlone(gatewayUrl: string, cookie: string, today: string, rooms: FreeRoom[]): Promise<number[]> {
  const json = { 'content-type': 'application/json', cookie };
  const times: number[] = [];
  let n = 0;
  for (const room of rooms) {
    const booked = await fetch(`${gatewayUrl}/api/hw/reservation`, { method: 'POST', headers: json, body: bookingBody(room.room_type_id, today, 800_000 + n++) });
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
    const { reservation_id } = (await booked.json()) as { reservation_id: number };
    const stays = (await (await fetch(`${gatewayUrl}/api/hw/res_rooms/${reservation_id}`, { headers: { cookie } })).json()) as { res_room_id: number }[];
    const t = performance.now();
    const res = await fetch(`${gatewayUrl}/api/hw/checkinRoom/${stays[0]!.res_room_id}/${room.room_id}`, { method: 'PUT', headers: { cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (!res.ok) throw new Error(`check-in answered ${res.status}`);
  }
  return times;
}
