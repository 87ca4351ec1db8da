import { addDays } from '@pms/contracts/dates';
import { CreateReservationBody, type CreateReservationInput } from '@pms/contracts/reservations';
import { systemActor, type ServiceDeps, type Sql } from '@pms/service-kit';
import type { ReservationsConfig } from '../config';
import { bookReservation } from '../db/bookings';
import { bookingRequestOf } from '../routes/booking-request';
import { cardVaultFor } from '../domain/card-vault';

/**
 * The demo hotel's bookings, relative to today as the reference hotel has them: 200 guests —
 * 40 arriving today, 80 arriving on later dates, and 80 who arrived earlier (40 due out today, 40
 * staying over; the front desk checks those in through its own path). Every one is booked through
 * `bookReservation`, the code real bookings use — the past ones with "today" set to their arrival
 * date — so inventory and stay events are exactly what real bookings would have made.
 */

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson'];
const CITIES = [['Cleveland', 'Ohio', '44114'], ['Columbus', 'Ohio', '43215'], ['Pittsburgh', 'Pennsylvania', '15222'],
  ['Detroit', 'Michigan', '48226'], ['Chicago', 'Illinois', '60601'], ['Buffalo', 'New York', '14202']] as const;

/** The user id demo bookings are made under (the demo Employee of svc-auth). */
export const DEMO_CLERK = 1;
export const DEMO_SEED_NAME = 'demo-bookings';

export interface DemoStay {
  arrival: string;
  departure: string;
  /** 'past' stays are booked with the clock at their arrival date. */
  group: 'due-out-today' | 'stay-over' | 'arriving-today' | 'arriving-later';
}

/** The 200 stays' dates, in booking order: 40 due out today, 40 staying over, 40 today, 80 later. */
export function demoStayDates(today: string): DemoStay[] {
  const stays: DemoStay[] = [];
  for (let i = 0; i < 40; i++) stays.push({ group: 'due-out-today', arrival: addDays(today, -(1 + (i % 4))), departure: today });
  for (let i = 0; i < 40; i++)
    stays.push({ group: 'stay-over', arrival: addDays(today, -(1 + (i % 3))), departure: addDays(today, 1 + (i % 5)) });
  for (let i = 0; i < 40; i++) stays.push({ group: 'arriving-today', arrival: today, departure: addDays(today, 1 + (i % 5)) });
  for (let i = 0; i < 80; i++) {
    const arrival = addDays(today, 1 + (i % 20));
    stays.push({ group: 'arriving-later', arrival, departure: addDays(arrival, 1 + (i % 4)) });
  }
  return stays;
}

/** Smooth weighted round robin: room types in proportion to their rooms, evenly interleaved. */
export function weightedTypeSequence(types: readonly { room_type_id: number; room_count: number }[], length: number): number[] {
  const total = types.reduce((n, t) => n + t.room_count, 0);
  const current = new Map(types.map((t) => [t.room_type_id, 0]));
  const out: number[] = [];
  for (let i = 0; i < length && total > 0; i++) {
    let best: number | undefined;
    for (const t of types) {
      const v = (current.get(t.room_type_id) ?? 0) + t.room_count;
      current.set(t.room_type_id, v);
      if (best === undefined || v > (current.get(best) ?? 0)) best = t.room_type_id;
    }
    current.set(best!, (current.get(best!) ?? 0) - total);
    out.push(best!);
  }
  return out;
}

/** A Visa-style number with a valid check digit, different per guest. */
export function demoCardNumber(i: number): string {
  const body = `4${String(100000000000000 + i * 7919).slice(-14)}`;
  for (let d = 0; d <= 9; d++) {
    const candidate = body + d;
    let sum = 0;
    for (let k = 0; k < candidate.length; k++) {
      let x = Number(candidate[candidate.length - 1 - k]);
      if (k % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable: one check digit always fits');
}

interface CatalogType {
  room_type_id: number;
  room_count: number;
}

/**
 * Waits until the room-type projection holds svc-rooms' catalog: at least one type with rooms, and
 * the rooms projection agreeing with the types' counts (both come from the same catalog commit).
 */
export async function waitForCatalog(sql: Sql, deadlineMs: number): Promise<CatalogType[] | undefined> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const types = await sql<CatalogType[]>`select room_type_id, room_count from room_types where room_count > 0 order by room_type_id`;
    const [rooms] = await sql<{ n: number }[]>`select count(*)::int as n from rooms where active`;
    const expected = types.reduce((n, t) => n + t.room_count, 0);
    if (types.length > 0 && rooms!.n === expected) return types;
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function seedDemoBookings(deps: ServiceDeps<ReservationsConfig>, { waitMs = 60_000 } = {}): Promise<void> {
  const { sql, clock, log } = deps;
  const [done] = await sql`select 1 from demo_seed where name = ${DEMO_SEED_NAME}`;
  if (done) return;
  const types = await waitForCatalog(sql, waitMs);
  if (!types) {
    log.warn('demo bookings not seeded: the room types from svc-rooms did not arrive in time; they are seeded on the next start');
    return;
  }
  const vault = cardVaultFor(deps.config);
  const today = clock.today();
  const stays = demoStayDates(today);
  const sequence = weightedTypeSequence(types, stays.length);

  // One transaction: the demo hotel has all of its bookings or none, and a second replica starting
  // at the same moment waits on the lock and then finds the seed done.
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('pms.reservations.seed'))`;
    const [again] = await tx`select 1 from demo_seed where name = ${DEMO_SEED_NAME}`;
    if (again) return;
    let booked = 0;
    for (const [i, stay] of stays.entries()) {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[(i * 7) % LAST.length]!;
      const [city, state, zip] = CITIES[i % CITIES.length]!;
      const bookedOn = stay.arrival < today ? stay.arrival : today;
      const expiry = `${String(1 + (i % 12)).padStart(2, '0')}/${String(Number(today.slice(2, 4)) + 3)}`;
      const preferred = sequence[i]!;
      const candidates = [preferred, ...types.map((t) => t.room_type_id).filter((id) => id !== preferred)];
      for (const roomTypeId of candidates) {
        const input: CreateReservationInput = {
          cust: [first, last, `${100 + i} Main St`, city, state, zip, `${first}.${last}${i}@example.com`.toLowerCase(),
            `216-555-${String(1000 + i)}`, demoCardNumber(i), expiry],
          reserve: [DEMO_CLERK, ''],
          rooms: [[roomTypeId, stay.arrival, stay.departure, 1 + (i % 3), null, i % 5 === 0 ? 'Late arrival' : '']],
        };
        const body = CreateReservationBody.parse(input);
        // A savepoint per attempt: a sold-out type rolls back only that attempt, then the next type is tried.
        const ok = await tx
          .savepoint((sp) =>
            bookReservation(sp, bookingRequestOf(body), { actor: { ...systemActor({ today: () => bookedOn }), user_id: DEMO_CLERK }, today: bookedOn, now: new Date(`${bookedOn}T14:00:00Z`), vault }),
          )
          .then(
            () => true,
            (err: unknown) => {
              if ((err as { status?: number }).status === 409) return false;
              throw err;
            },
          );
        if (ok) {
          booked++;
          break;
        }
      }
    }
    await tx`insert into demo_seed (name) values (${DEMO_SEED_NAME})`;
    log.info({ booked, of: stays.length }, 'seeded the demo bookings');
  });
}
