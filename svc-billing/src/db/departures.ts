import type { DepartureRow, DeparturesParams } from '@pms/contracts/billing';
import { fromCents, toCents } from '@pms/contracts/money';
import { keyset, pageOf, type Paged, type PageRequest, type Sql, type SortKey } from '@pms/service-kit';
import { NO_TAXES, stayCharges } from '../domain/charges';
import { projectedTotal } from './folio-totals';
import { currentTaxRates } from './tax-rates';

interface DepartureRecord {
  res_room_id: number;
  room_num: string | null;
  confirmation_code: string | null;
  first_name: string;
  last_name: string;
  arrival: string;
  departure: string;
  rate: string;
  checked_out: boolean;
  charges: string;
  room_net: string;
  room_taxes: string;
  nights_posted: number;
  paid: string;
  page_key?: unknown;
}

/** Stays in the house (billing's projection): active, checked in, not checked out (migration 005). */
const inHouse = (sql: Sql) => sql`in_house`;

/**
 * The stays the billing list can show, in house and checked out leaving today: one scan of the stays
 * through both partial indexes at once (a BitmapOr of migrations 005 and 001), estimated from the
 * stored `in_house` column's own statistics. Two branches (UNION ALL) let the planner run them as a
 * Parallel Append, and on 2 cores starting its workers cost more than the list; one scan of a table
 * with `parallel_workers = 0` (005) has no parallel plan at all.
 */
const listedStays = (sql: Sql, today: string) => sql`(
  select * from stays where ${inHouse(sql)} or (active and checked_in and checked_out and departure = ${today}))`;

/** The Due Out and Checked Out boxes of the list (`s` a listed stay). */
const dueOut = (sql: Sql, today: string) => sql`s.departure = ${today} and not s.checked_out`;
const checkedOut = (sql: Sql, today: string) => sql`s.departure = ${today} and s.checked_out`;

/**
 * The dashboard's billing figures (docs/dashboard.md) in one statement: how many rows the billing
 * list shows with Due Out and with Checked Out ticked, and what the stays in house owe on their open
 * folios — each folio's balance (Σ lines − Σ payments + Σ refunds, as `folioTotals` reckons it), summed.
 */
export async function departureFigures(sql: Sql, today: string): Promise<{ due_out: number; checked_out: number; balance_cents: number }> {
  const [[departures], [owed]] = await Promise.all([
    sql<{ due_out: number; checked_out: number }[]>`
      select count(*) filter (where ${dueOut(sql, today)})::int as due_out,
             count(*) filter (where ${checkedOut(sql, today)})::int as checked_out
      from ${listedStays(sql, today)} s`,
    sql<{ cents: string }[]>`
      select (coalesce(sum(l.charges), 0) - coalesce(sum(p.paid), 0) + coalesce(sum(r.refunded), 0))::text as cents
      from stays s
      join folios f on f.res_room_id = s.res_room_id and f.status = 'open'
      left join lateral (select sum(amount_cents) as charges from folio_lines where res_room_id = s.res_room_id) l on true
      left join lateral (select sum(amount_cents) as paid from folio_payments where res_room_id = s.res_room_id) p on true
      left join lateral (
        select sum(x.amount_cents) as refunded from folio_refunds x join folio_payments y using (payment_id)
        where y.res_room_id = s.res_room_id) r on true
      where ${inHouse(sql)}`,
  ]);
  return { due_out: departures!.due_out, checked_out: departures!.checked_out, balance_cents: Number(owed!.cents) };
}

/**
 * The billing list's order, by room number (stays without one last), then guest, then the stay (unique):
 * `room_num nulls last` spelled as two keys so a paged list's cursor can compare it.
 */
const billingOrder = (sql: Sql): SortKey[] => [
  { sql: sql`(s.room_num is null)`, type: 'bool' },
  { sql: sql`coalesce(s.room_num, '')`, type: 'text' },
  { sql: sql`s.last_name`, type: 'text' },
  { sql: sql`s.first_name`, type: 'text' },
  { sql: sql`s.res_room_id`, type: 'int' },
];

/**
 * The billing list (FINANCE): checked-in stays of active reservations that are in house or were
 * checked out today (stays leaving today, checked out), narrowed by the filters:
 * - `stayOver`: arrived before today and leaving after today, not checked out;
 * - `dueOut`: leaving today, not checked out;
 * - `checkedOut`: leaving today, checked out;
 * - no flag: all of the above, plus guests in house past their departure date (not yet checked out)
 *   and guests who arrived today;
 * - names are case-insensitive prefixes, the room number is exact.
 *
 * The balance is what the stay owes at check-out: its folio's projected total (every posted line plus
 * the nights still to come with their taxes) less what is paid — for a stay with no extras and no
 * payments exactly nights × rate + the three taxes, for a paid stay 0.00, and the folio's balance
 * once every night is posted (a due-out). Current tax rates price the nights to come (none while no
 * rates are set up).
 *
 * With `page` (`?limit=&cursor=`), one page of that list in the same order (`billingOrder`), and the
 * next page's cursor.
 */
export async function billingList(sql: Sql, today: string, p: DeparturesParams, page?: PageRequest): Promise<Paged<DepartureRow>> {
  const keys = keyset(sql, billingOrder(sql), page);
  // The page of stays is chosen first (filters, order, limit), then only its stays' folios are summed.
  const [records, rates] = await Promise.all([
    sql<DepartureRecord[]>`
      select s.res_room_id, s.room_num, s.confirmation_code, s.first_name, s.last_name, s.arrival::text as arrival,
             s.departure::text as departure, s.rate::text as rate, s.checked_out,
             f.charges::text as charges, f.room_net::text as room_net, f.room_taxes::text as room_taxes,
             f.nights_posted::int as nights_posted, (pay.paid - pay.refunded)::text as paid ${keys.column}
      from (
        select * from ${listedStays(sql, today)} s
        where true
          ${p.stayOver ? sql`and s.arrival < ${today} and s.departure > ${today} and not s.checked_out` : sql``}
          ${p.dueOut ? sql`and ${dueOut(sql, today)}` : sql``}
          ${p.checkedOut ? sql`and ${checkedOut(sql, today)}` : sql``}
          ${p.firstname ? sql`and starts_with(lower(s.first_name), lower(${p.firstname}))` : sql``}
          ${p.lastname ? sql`and starts_with(lower(s.last_name), lower(${p.lastname}))` : sql``}
          ${p.roomNumber ? sql`and s.room_num = ${p.roomNumber}` : sql``}
          ${keys.after}
        order by ${keys.order}
        ${keys.limit}
      ) s
      cross join lateral (
        select coalesce(sum(l.amount_cents), 0) as charges,
               coalesce(sum(l.amount_cents) filter (where l.tax_base = 0 and l.kind <> 'tax'), 0) as room_net,
               coalesce(sum(l.amount_cents) filter (where l.tax_base = 0 and l.kind = 'tax'), 0) as room_taxes,
               count(*) filter (where l.kind = 'room') as nights_posted
        from folio_lines l where l.res_room_id = s.res_room_id
      ) f
      cross join lateral (
        select coalesce(sum(p.amount_cents), 0) as paid,
               coalesce((select sum(r.amount_cents) from folio_refunds r join folio_payments p2 using (payment_id)
                         where p2.res_room_id = s.res_room_id), 0) as refunded
        from folio_payments p where p.res_room_id = s.res_room_id
      ) pay
      order by ${keys.order}`,
    currentTaxRates(sql),
  ]);
  const { rows, next } = pageOf(records, page);
  const list = rows.map((r): DepartureRow => {
    const charges = stayCharges(r.arrival, r.departure, toCents(r.rate), rates ?? NO_TAXES);
    const projected = projectedTotal({
      charges: Number(r.charges),
      roomNet: Number(r.room_net),
      roomTaxes: Number(r.room_taxes),
      nightsToCome: Math.max(0, charges.nights - r.nights_posted),
      rateCents: charges.rateCents,
      rates: rates ?? NO_TAXES,
    });
    return {
      room_num: r.room_num,
      name: `${r.first_name} ${r.last_name}`,
      check_in_date: r.arrival,
      check_out_date: r.departure,
      num_days: charges.nights,
      rate: fromCents(charges.rateCents),
      checked_out: r.checked_out ? 1 : 0,
      res_room_id: r.res_room_id,
      confirmation_code: r.confirmation_code,
      balance: fromCents(projected - Number(r.paid)),
    };
  });
  return { rows: list, next };
}
