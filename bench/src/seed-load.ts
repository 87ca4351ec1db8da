/**
 * long-file: one sequential bulk-load script, its phases sharing the staging table and the SQL
 * fragments built at its top; cut into pieces it would only pass those around.
 *
 * The large hotel the bench measures: `rooms` rooms in 3 types, `stays` stays over five years (past,
 * in house, future; some cancelled), work orders, invoices and payments — written straight into the
 * services' schemas after their own migrations made them, consistent with what the services would
 * have written themselves (projections included), in bulk SQL (`generate_series`, multi-row
 * INSERT … SELECT), with secondary indexes built once after the load.
 *
 * The shape: every room has a timeline of back-to-back "slots" over the five years; a slot holds one
 * stay (1–5 nights, at most the slot), so a room never holds two stays on one night and sold never
 * exceeds capacity. Stays that ended are checked in and out of their room and invoiced; stays under
 * way are in their room (`occupied_by`); half of today's departures have left (their rooms dirty);
 * some of today's arrivals are in; stays from today on are half cancelled (tonight keeps free rooms
 * for the write mix), earlier ones 8 %.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createSql, migrateService, type ServiceDefinition, type Sql } from '@pms/service-kit';
import { authService } from '@pms/svc-auth/service';
import { billingService } from '@pms/svc-billing/service';
import { reservationsService } from '@pms/svc-reservations/service';
import { roomsService } from '@pms/svc-rooms/service';
import { hashPassword, insertUser } from '@pms/svc-auth/bench';
import { createCardVault } from '@pms/svc-reservations/bench';
import { decodeKey } from '@pms/svc-reservations/service';
import { BENCH_CARD_KEY, BENCH_USER, type BenchConfig } from './config';
import { progress } from './progress';
import type { SeedInfo } from './seed';

const ROOM_TYPES = [
  { room_type_id: 1, type: '2 Queens', rate: '109.99', share: 0.4 },
  { room_type_id: 2, type: 'King', rate: '119.99', share: 0.3 },
  { room_type_id: 3, type: 'Suite', rate: '129.99', share: 0.3 },
] as const;

const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily',
  'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah',
  'Ada', 'José',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
  'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey',
  'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James',
  'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long',
  'Ross', 'Foster', 'Smithson', 'Smalley',
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The tables the bulk load fills, whose secondary indexes are dropped first and built after. */
const LOADED_TABLES = [
  ['reservations', 'customers'],
  ['reservations', 'reservations'],
  ['reservations', 'res_rooms'],
  ['rooms', 'room_stays'],
  ['billing', 'stays'],
  ['billing', 'invoices'],
  ['billing', 'payments'],
  ['billing', 'folios'],
  ['billing', 'folio_lines'],
] as const;

/** The services whose schemas the seed writes, each migrated by its own migrations first. */
export const SERVICES: ServiceDefinition[] = [
  authService,
  roomsService,
  reservationsService,
  billingService,
];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (items: readonly string[]) => `array[${items.map(sqlText).join(',')}]::text[]`;
const isoDate = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`not a date: ${d}`);
  return `'${d}'::date`;
};

/** Seeds the hotel of `cfg` into its fresh database and writes the marker. */
export async function seedHotel(cfg: BenchConfig): Promise<SeedInfo> {
  const started = performance.now();
  const R = cfg.rooms;
  const N = cfg.stays;
  const D = cfg.pastDays + cfg.futureDays;
  const K = Math.ceil(N / R);
  if (K > D) throw new Error(`${N} stays in ${R} rooms need more than ${D} days: raise BENCH_ROOMS or the days`);
  const T = isoDate(cfg.today);
  const S0 = `(${T} - ${cfg.pastDays})`;
  const tz = sqlText(cfg.timeZone);
  const typeOfRoom = (r: string) =>
    `(case when ${r} <= ${Math.round(R * ROOM_TYPES[0].share)} then 1 when ${r} <= ${Math.round(R * (ROOM_TYPES[0].share + ROOM_TYPES[1].share))} then 2 else 3 end)`;
  const roomNum = (r: string) => `((((${r}) - 1) / 100 + 1) * 100 + ((${r}) - 1) % 100)::text`;
  const rateOf = (t: string) => `(case ${t} ${ROOM_TYPES.map((x) => `when ${x.room_type_id} then ${x.rate}`).join(' ')} end)::numeric(12,2)`;
  const typeName = (t: string) => `(case ${t} ${ROOM_TYPES.map((x) => `when ${x.room_type_id} then ${sqlText(x.type)}`).join(' ')} end)`;
  const codeOf = (x: string) =>
    Array.from({ length: 8 }, (_, i) => `substr('${CODE_ALPHABET}', ((${x} >> ${5 * i}) & 31)::int + 1, 1)`).join(' || ');

  const chunk = Math.max(10_000, Math.min(100_000, Math.ceil(N / 20)));
  const chunks = Math.ceil(N / chunk);
  // Progress units: one per chunk per phase, plus the fixed steps.
  const total = chunks * 2 + 24;
  const bar = progress(`seeding ${N.toLocaleString('en-US')} stays in ${R.toLocaleString('en-US')} rooms`, total);
  let done = 0;
  const step = (what: string) => bar.update(++done, what);

  const pools = new Map<string, Sql>();
  const pool = (schema: string) => {
    let p = pools.get(schema);
    if (!p) pools.set(schema, (p = createSql(cfg.url, { schema, max: 1 })));
    return p;
  };
  const sql = postgres(cfg.url, { max: 1, onnotice: () => {} });
  try {
    bar.update(0, 'migrating the services’ schemas');
    for (const def of SERVICES) await migrateService(pool(def.schema), def.schema, def.migrationsDir);
    step('migrated');

    // Bulk-load settings for this session: the data is consistent by construction, so foreign-key
    // triggers are skipped (session_replication_role), and commits need not wait for the WAL flush.
    await sql.unsafe(`set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'`);

    const indexes = await sql<{ schema: string; name: string; def: string }[]>`
      select n.nspname as schema, ic.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i
      join pg_class ic on ic.oid = i.indexrelid
      join pg_class tc on tc.oid = i.indrelid
      join pg_namespace n on n.oid = tc.relnamespace
      where n.nspname || '.' || tc.relname = any(${LOADED_TABLES.map(([s, t]) => `${s}.${t}`)}::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
    for (const ix of indexes) await sql.unsafe(`drop index ${ix.schema}.${ix.name}`);
    step(`dropped ${indexes.length} secondary indexes for the load`);

    // ---- the bench user and the catalog ----------------------------------------------------------
    const user = await insertUser(pool('auth'), {
      username: BENCH_USER.username,
      passwordHash: await hashPassword(BENCH_USER.password),
      access_id: BENCH_USER.access_id,
    });
    const userId = user?.user_id ?? 1;
    await sql.unsafe(`
      insert into rooms.hotel_info values (1, 'Bench Grand Hotel', '1 Load Test Ave', 'Cleveland', 'Ohio', '44114', 'bench@example.com', '216-555-0199');
      insert into rooms.room_types (room_type_id, type, rate) values ${ROOM_TYPES.map((t) => `(${t.room_type_id}, ${sqlText(t.type)}, ${t.rate})`).join(', ')};
      insert into rooms.rooms (room_id, room_num, room_type_id, clean, active)
        select r, ${roomNum('r')}, ${typeOfRoom('r')}, 1, true from generate_series(1, ${R}) r;
      insert into reservations.room_types (room_type_id, type, rate, room_count)
        select t.room_type_id, t.type, t.rate, (select count(*) from rooms.rooms r where r.room_type_id = t.room_type_id and r.active)
        from rooms.room_types t;
      insert into billing.tax_rates (county_rate, city_rate, state_rate) values (0.05, 0.03, 0.07);`);
    step('catalog');

    // ---- stays: staged once, then written into each schema --------------------------------------
    await sql.unsafe(`
      create unlogged table public.bench_stage (
        n int primary key, r int, h bigint, room_type_id int, room_num text, arrival date, departure date,
        active boolean, checked_in boolean, checked_out boolean, first_name text, last_name text, code text)`);
    for (let lo = 1; lo <= N; lo += chunk) {
      const hi = Math.min(N, lo + chunk - 1);
      await sql.unsafe(`
        insert into public.bench_stage
        select b.n, b.r, b.h, b.room_type_id, b.room_num, b.arrival, b.departure, c.active,
               c.active and (b.departure <= ${T} or b.arrival < ${T}
                             or (b.arrival = ${T} and b.r % 2 = 1 and (b.h / 13) % 2 = 0)) as checked_in,
               c.active and (b.departure < ${T} or (b.departure = ${T} and b.r % 2 = 1)) as checked_out,
               (${sqlArray(FIRST_NAMES)})[1 + (b.h / 100000) % ${FIRST_NAMES.length}],
               (${sqlArray(LAST_NAMES)})[1 + (b.h / 100) % ${LAST_NAMES.length}],
               ${codeOf('b.x')}
        from (
          select a.n, a.r, a.h, a.x, ${typeOfRoom('a.r')} as room_type_id, ${roomNum('a.r')} as room_num,
                 ${S0} + s.a as arrival, ${S0} + s.a + least(s.a2 - s.a, 1 + (a.h / 7) % 5)::int as departure
          from (
            select g.n, (g.n - 1) / ${K} + 1 as r, (g.n - 1) % ${K} as k,
                   (g.n::bigint * 2654435761) % 4294967296 as h,
                   (g.n::bigint * 1103515245 + 12345) % 1099511627776 as x
            from generate_series(${lo}, ${hi}) g(n)
          ) a
          cross join lateral (
            select floor((a.k + (a.r * 37 % 100) / 100.0) * ${D} / ${K})::int as a,
                   floor((a.k + 1 + (a.r * 37 % 100) / 100.0) * ${D} / ${K})::int as a2
          ) s
        ) b
        cross join lateral (
          select not (b.h % 100 < case when b.arrival >= ${T} then 50 else 8 end) as active
        ) c`);
      step(`staged stays ${hi.toLocaleString('en-US')}`);
    }
    const [sealed] = [createCardVault(decodeKey(BENCH_CARD_KEY)!).seal('4111111111111111')];
    const keyId = createCardVault(decodeKey(BENCH_CARD_KEY)!).keyId;
    const version = `(1 + s.checked_in::int + s.checked_out::int + (not s.active)::int)`;
    const checkedInAt = `case when s.checked_in then (s.arrival + time '15:00') at time zone ${tz} end`;
    const checkedOutOn = `case when s.checked_out then s.departure end`;
    const checkedOutAt = `case when s.checked_out then (s.departure + time '10:30') at time zone ${tz} end`;
    for (let lo = 1; lo <= N; lo += chunk) {
      const hi = Math.min(N, lo + chunk - 1);
      const range = `s.n between ${lo} and ${hi}`;
      await sql.begin(async (tx) => {
        await tx.unsafe(
          `insert into reservations.customers (customer_id, first_name, last_name, address, city, state, zip, email, phone,
                                               card_sealed, card_key_id, cc_last_four, cc_expiration, created_at)
           select s.n, s.first_name, s.last_name, (s.n % 9000 + 100)::text || ' Main St', 'Cleveland', 'Ohio', '44114',
                  lower(s.first_name || '.' || s.last_name || '.' || s.n) || '@example.com',
                  '216-555-' || lpad((s.n % 10000)::text, 4, '0'), $1, $2, '1111', '12/30',
                  (s.arrival - 30 + time '12:00') at time zone ${tz}
           from public.bench_stage s where ${range}`,
          [sealed, keyId],
        );
        await tx.unsafe(`
          insert into reservations.reservations (reservation_id, customer_id, active, user_id, comments, created_at, version)
          select 1000 + s.n, s.n, s.active, ${userId}, '', (s.arrival - 30 + time '12:00') at time zone ${tz}, ${version}
          from public.bench_stage s where ${range}`);
        await tx.unsafe(`
          insert into reservations.res_rooms (res_room_id, reservation_id, room_type_id, check_in_date, check_out_date, adults,
                                              rate, comments, confirmation_code, checked_in, checked_out, room_id, room_num,
                                              version, checked_in_at, checked_out_on, checked_out_at, reservation_active)
          select s.n, 1000 + s.n, s.room_type_id, s.arrival, s.departure, 1 + s.h % 2, ${rateOf('s.room_type_id')}, '', s.code,
                 s.checked_in, s.checked_out, case when s.checked_in then s.r end, case when s.checked_in then s.room_num end,
                 ${version}, ${checkedInAt}, ${checkedOutOn}, ${checkedOutAt},
                 -- The reservation's own, as svc-reservations' trigger would copy it (migration 037;
                 -- triggers do not fire in this session's replica role).
                 s.active
          from public.bench_stage s where ${range}`);
        await tx.unsafe(`
          insert into rooms.room_stays (res_room_id, room_type_id, room_id, arrival, departure, active, checked_in, checked_out,
                                        checked_out_on, checked_out_at, version)
          select s.n, s.room_type_id, case when s.checked_in then s.r end, s.arrival, s.departure, s.active, s.checked_in,
                 s.checked_out, ${checkedOutOn}, ${checkedOutAt}, ${version}
          from public.bench_stage s where ${range}`);
        await tx.unsafe(`
          insert into billing.stays (res_room_id, reservation_id, room_type_id, type, first_name, last_name, cc_last_four, room_num,
                                     arrival, departure, rate, active, checked_in, checked_out, version)
          select s.n, 1000 + s.n, s.room_type_id, ${typeName('s.room_type_id')}, s.first_name, s.last_name, '1111',
                 case when s.checked_in then s.room_num end, s.arrival, s.departure, ${rateOf('s.room_type_id')}, s.active,
                 s.checked_in, s.checked_out, ${version}
          from public.bench_stage s where ${range}`);
      });
      step(`stays written ${hi.toLocaleString('en-US')}`);
    }

    // ---- who is in which room now, cleanliness, the rooms projection of reservations -------------
    await sql.unsafe(`
      update rooms.rooms r set occupied_by = s.n
      from public.bench_stage s where s.r = r.room_id and s.checked_in and not s.checked_out;
      -- Occupied rooms: 70 % made up today; rooms left this morning: dirty; the rest mostly clean.
      update rooms.rooms r set clean = case
          when r.occupied_by is not null then (r.room_id * 7 % 10 < 7)::int
          when exists (select 1 from public.bench_stage s where s.r = r.room_id and s.checked_out and s.departure = ${T}) then 0
          else (r.room_id * 3 % 10 < 9)::int end;
      insert into reservations.rooms (room_id, room_num, room_type_id, clean, active, occupied_by)
        select room_id, room_num, room_type_id, clean, active, occupied_by from rooms.rooms;`);
    step('occupancy');

    // ---- work orders: fixed ones through the years, open ones in the coming weeks ----------------
    const fixedOrders = Math.max(20, Math.round(R * 2));
    const openOrders = Math.max(3, Math.round(R / 50));
    await sql.unsafe(`
      insert into rooms.room_issues (room_issue_id, room_id, issue, start_date, end_date, user_id, fixed, fixed_at, fixed_by, created_at, updated_at, version)
      select i, 1 + (i * 7919) % ${R}, (array['Leaking faucet','Broken AC','Carpet stain','TV not working','Door lock'])[1 + i % 5],
             ${S0} + (i::bigint * ${cfg.pastDays - 5} / ${fixedOrders})::int,
             ${S0} + (i::bigint * ${cfg.pastDays - 5} / ${fixedOrders})::int + i % 3,
             ${userId}, true, now(), ${userId}, now(), now(), 2
      from generate_series(1, ${fixedOrders}) i;
      insert into rooms.room_issues (room_issue_id, room_id, issue, start_date, end_date, user_id, fixed, created_at, updated_at, version)
      select ${fixedOrders} + i, 1 + ((i - 1) * ${Math.max(1, Math.floor(R / openOrders))}) % ${R}, 'Repaint walls',
             ${T} + 1 + (i * 3) % 60, ${T} + 1 + (i * 3) % 60 + i % 3, ${userId}, false, now(), now(), 1
      from generate_series(1, ${openOrders}) i;
      insert into reservations.out_of_order (room_issue_id, room_id, room_num, room_type_id, start_date, end_date, issue, fixed)
      select i.room_issue_id, i.room_id, r.room_num, r.room_type_id, i.start_date, i.end_date, i.issue, i.fixed
      from rooms.room_issues i join rooms.rooms r using (room_id);`);
    step('work orders');

    // ---- inventory: sold = active stays per type-night; out of order = open work orders ----------
    await sql.unsafe(`
      insert into reservations.inventory (room_type_id, night, capacity, out_of_order, sold)
      select coalesce(a.room_type_id, b.room_type_id), coalesce(a.night, b.night), t.room_count,
             coalesce(b.n, 0), coalesce(a.n, 0)
      from (
        select s.room_type_id, d::date as night, count(*)::int as n
        from public.bench_stage s cross join generate_series(s.arrival, s.departure - 1, interval '1 day') d
        where s.active group by 1, 2
      ) a
      full join (
        select o.room_type_id, d::date as night, count(*)::int as n
        from reservations.out_of_order o cross join generate_series(o.start_date, o.end_date, interval '1 day') d
        where not o.fixed group by 1, 2
      ) b on a.room_type_id = b.room_type_id and a.night = b.night
      join reservations.room_types t on t.room_type_id = coalesce(a.room_type_id, b.room_type_id)`);
    step('inventory');

    // ---- invoices and payments of every stay that checked out, numbered per year -----------------
    const years = await sql<{ y: number }[]>`
      select distinct extract(year from departure)::int as y from public.bench_stage where checked_out order by 1`;
    for (const { y } of years) {
      await sql.unsafe(`
        insert into billing.invoices (invoice_id, invoice_number, res_room_id, reservation_id, first_name, last_name, cc_last_four,
                                      room_num, check_in_date, check_out_date, num_days, rate, room_total, county_rate, city_rate,
                                      state_rate, county_tax, city_tax, state_tax, total, payment_type, paid_at, paid_on, user_id)
        overriding system value
        select x.n, 'INV-${y}-' || lpad(x.seq::text, greatest(6, length(x.seq::text)), '0'), x.n, 1000 + x.n, x.first_name,
               x.last_name, '1111', x.room_num, x.arrival, x.departure, x.nights, x.rate, x.room_total, 0.05, 0.03, 0.07,
               x.county, x.city, x.state, x.room_total + x.county + x.city + x.state,
               case when x.h % 3 = 0 then 'Cash' else 'Credit Card' end,
               (x.departure + time '10:30') at time zone ${tz}, x.departure, ${userId}
        from (
          select s.*, row_number() over (order by s.departure, s.n) as seq, (s.departure - s.arrival) as nights,
                 ${rateOf('s.room_type_id')} as rate,
                 (s.departure - s.arrival) * ${rateOf('s.room_type_id')} as room_total,
                 round((s.departure - s.arrival) * ${rateOf('s.room_type_id')} * 0.05, 2) as county,
                 round((s.departure - s.arrival) * ${rateOf('s.room_type_id')} * 0.03, 2) as city,
                 round((s.departure - s.arrival) * ${rateOf('s.room_type_id')} * 0.07, 2) as state
          from public.bench_stage s
          where s.checked_out and s.departure >= make_date(${y}, 1, 1) and s.departure < make_date(${y + 1}, 1, 1)
        ) x;
        insert into billing.invoice_counters (year, last_number)
        select ${y}, count(*) from billing.invoices where paid_on >= make_date(${y}, 1, 1) and paid_on < make_date(${y + 1}, 1, 1)
        having count(*) > 0;`);
      step(`invoices ${y}`);
    }
    await sql.unsafe(`
      insert into billing.payments (payment_id, invoice_id, amount, payment_type, paid_at, user_id)
      overriding system value
      select invoice_id, invoice_id, total, payment_type, paid_at, user_id from billing.invoices`);
    done += Math.max(0, 6 - years.length);
    step('payments');

    // ---- folios: one per stay; the guests in the house with their nights so far (running taxes) ----
    // Checked-out history gets its folio (closed by its invoice) but no lines: the backfill of an
    // upgraded hotel itemises it, which would take the bench's seed from minutes to an hour.
    await sql.unsafe(`
      insert into billing.folios (res_room_id, status, invoice_id)
      select s.n, case when i.invoice_id is null then 'open' else 'closed' end, i.invoice_id
      from public.bench_stage s left join billing.invoices i on i.res_room_id = s.n;
      insert into billing.folio_lines (res_room_id, kind, service_date, business_date, code, description, quantity,
                                       amount_cents, taxed, tax_base, tax_code, posted_by)
      select s.n, x.kind, s.arrival + k, s.arrival + k + 1, x.code, x.description, 1,
             case x.kind when 'room' then r.cents
               else round((k + 1) * r.cents * x.rate) - round(k * r.cents * x.rate) end,
             x.kind = 'room', 0, x.tax_code, 'night audit'
      from public.bench_stage s
      cross join lateral (select (${rateOf('s.room_type_id')} * 100)::bigint as cents) r
      cross join generate_series(0, least(s.departure, ${T}) - s.arrival - 1) k
      cross join (values ('room', 'ROOM', 'Room night', null::text, 0::numeric),
                         ('tax', 'COUNTY_TAX', 'County tax', 'county', 0.05), ('tax', 'CITY_TAX', 'City tax', 'city', 0.03),
                         ('tax', 'STATE_TAX', 'State tax', 'state', 0.07)) x(kind, code, description, tax_code, rate)
      where s.active and s.checked_in and not s.checked_out;
      update billing.folio_backfill set done = true;`);
    step('folios');

    // ---- identities continue after the seeded ids ---------------------------------------------
    await sql.unsafe(`
      select setval(pg_get_serial_sequence('reservations.customers', 'customer_id'), (select max(customer_id) from reservations.customers));
      select setval(pg_get_serial_sequence('reservations.reservations', 'reservation_id'), (select max(reservation_id) from reservations.reservations));
      select setval(pg_get_serial_sequence('reservations.res_rooms', 'res_room_id'), (select max(res_room_id) from reservations.res_rooms));
      select setval(pg_get_serial_sequence('rooms.rooms', 'room_id'), (select max(room_id) from rooms.rooms));
      select setval(pg_get_serial_sequence('rooms.room_issues', 'room_issue_id'), (select max(room_issue_id) from rooms.room_issues));
      select setval(pg_get_serial_sequence('billing.invoices', 'invoice_id'), greatest(1, (select max(invoice_id) from billing.invoices)));
      select setval(pg_get_serial_sequence('billing.payments', 'payment_id'), greatest(1, (select max(payment_id) from billing.payments)));`);

    for (const ix of indexes) {
      await sql.unsafe(ix.def);
      bar.update(done, `index ${ix.schema}.${ix.name}`);
    }
    done += 8;
    step('indexes built');
    await sql.unsafe(`drop table public.bench_stage`);
    // VACUUM as well as ANALYZE: a bulk load leaves no page marked all-visible, so until a vacuum
    // every index-only look-up of the desk lists and HOUSE STATUS still visits the table (and the
    // first reads write hint bits), and autovacuum may be off on a bench server (it is on this one).
    // A live hotel's autovacuum keeps the pages marked (docs/performance.md "Big lists at a million stays").
    await sql.unsafe(`vacuum (analyze)`);
    step('vacuumed and analyzed');

    const counts: Record<string, number> = {};
    for (const [schema, table] of [...LOADED_TABLES, ['reservations', 'inventory'], ['rooms', 'room_issues'], ['rooms', 'rooms']] as const) {
      const [row] = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${schema}.${table}`);
      counts[`${schema}.${table}`] = row?.n ?? 0;
    }
    const info: Omit<SeedInfo, 'reused'> = {
      rooms: R,
      stays: N,
      hotel_date: cfg.today,
      namespace: `bench_${randomBytes(3).toString('hex')}`,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      seeded_at: new Date().toISOString(),
      counts,
    };
    await sql`create table public.bench_seed (info jsonb not null)`;
    await sql`insert into public.bench_seed ${sql({ info: sql.json(info as unknown as postgres.JSONValue) })}`;
    bar.finish(`done in ${info.seconds} s`);
    return { ...info, reused: false };
  } finally {
    await sql.end();
    await Promise.all([...pools.values()].map((p) => p.end()));
  }
}
