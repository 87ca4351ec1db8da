import { addDays, stayNights } from '@pms/contracts/dates';
import { fromCents, toCents } from '@pms/contracts/money';
import type { ExtendedStayItem, NightPosting, NoShowItem } from '@pms/contracts/night-audit';
import { recordAudit, type AuditActor, type Sql, type TransactionSql } from '@pms/service-kit';
import { inventoryChanges } from '../domain/inventory';
import { noShowFeeCents, type NoShowFeePolicy } from '../domain/night-audit';
import { recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges, takeUnitsReportingOversell } from './inventory';
import { assignmentsInTheWay, releaseAssignedRooms } from './room-assignments';

/**
 * The night audit's steps 1 and 2 and what step 3 sends (docs/billing.md "Night audit"), for one
 * business date D. Each step is one transaction, idempotent per stay and date: a re-run finds
 * nothing left to do for the stays it already handled. Stays are locked reservation → stay in
 * reservation order (then inventory by room type and night), the order every writer takes.
 */

type Db = Sql | TransactionSql;

const guest = (sql: Db) => sql`c.first_name || ' ' || c.last_name as name, coalesce(t.type, '') as type, s.confirmation_code`;
/** A stay with its reservation, guest and room type: what every list of the audit reads. */
const staysWithGuests = (sql: Db) => sql`
  res_rooms s
  join reservations r on r.reservation_id = s.reservation_id
  join customers c on c.customer_id = r.customer_id
  left join room_types t on t.room_type_id = s.room_type_id`;

/** Guests in the house due out on D (or, from an older release, before it) and not checked out. */
export async function dueOuts(sql: Db, date: string): Promise<ExtendedStayItem[]> {
  // Oversold: what is already sold of the type that night, plus this guest and those before them.
  return sql<ExtendedStayItem[]>`
    select s.res_room_id, s.reservation_id, ${guest(sql)}, s.room_num, s.check_out_date::text as check_out_date,
           ${addDays(date, 1)}::text as new_check_out_date,
           coalesce(i.sold, 0) + coalesce(i.out_of_order, 0) + row_number() over (partition by s.room_type_id order by s.res_room_id)
             > coalesce(i.capacity, t.room_count, 0) as oversold
    from ${staysWithGuests(sql)}
    left join inventory i on i.room_type_id = s.room_type_id and i.night = ${date}::date
    where s.checked_in and not s.checked_out and r.active and s.check_out_date <= ${date}::date
    order by s.room_num, s.res_room_id`;
}

/** Arrivals of D never checked in, still active: the no-shows a run would make. */
export async function noShowCandidates(sql: Db, date: string, policy: NoShowFeePolicy): Promise<NoShowItem[]> {
  const rows = await sql<(Omit<NoShowItem, 'fee'> & { rate: string })[]>`
    select s.res_room_id, s.reservation_id, ${guest(sql)}, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, s.rate::text as rate
    from ${staysWithGuests(sql)}
    where s.check_in_date = ${date}::date and not s.checked_in and not s.no_show and r.active
    order by c.last_name, c.first_name, s.res_room_id`;
  return rows.map(({ rate, ...r }) => ({ ...r, fee: fromCents(noShowFeeCents(policy, toCents(rate))) }));
}

/**
 * Step 1: every guest still in the house on the departure date D gets one more night (departure
 * D+1), its unit of inventory taken whatever was sold (an oversold night is reported), recorded per
 * (stay, D) and published. A room assigned ahead of arrival to another stay for a night the guest now
 * stays is released from that stay (the guest is in it): the clerk assigns that arrival another.
 * Answers how many were extended.
 */
export async function extendDueOuts(tx: TransactionSql, date: string, actor: AuditActor): Promise<number> {
  const stays = await tx<{ res_room_id: number; room_type_id: number; check_out_date: string; room_id: number | null }[]>`
    select s.res_room_id, s.room_type_id, s.check_out_date::text as check_out_date, s.room_id
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.checked_in and not s.checked_out and r.active and s.check_out_date <= ${date}::date
    order by r.reservation_id, s.res_room_id
    for update of r, s`;
  if (stays.length === 0) return 0;
  const next = addDays(date, 1);
  const units = stays.flatMap((s) => stayNights(s.check_out_date, next).map((night) => ({ roomTypeId: s.room_type_id, night, res_room_id: s.res_room_id })));
  const over = await takeUnitsReportingOversell(tx, units);
  const oversold = new Set(units.filter((_, i) => over[i]).map((u) => u.res_room_id));
  await tx`
    insert into audit_extensions (res_room_id, business_date, old_departure, new_departure, oversold)
    select id, ${date}::date, old::date, ${next}::date, id = any(${[...oversold]}::int[])
    from unnest(${stays.map((s) => s.res_room_id)}::int[], ${stays.map((s) => s.check_out_date)}::text[]) as x(id, old)`;
  const inTheWay = await assignmentsInTheWay(
    tx,
    stays.filter((s) => s.room_id !== null).map((s) => ({ room_id: s.room_id!, from: s.check_out_date, to: next, except: s.res_room_id })),
  );
  const released = await releaseAssignedRooms(tx, inTheWay, actor);
  await tx`update res_rooms set check_out_date = ${next}::date where res_room_id = any(${stays.map((s) => s.res_room_id)}::int[])`;
  await recordStayChanges(tx, [...stays.map((s) => s.res_room_id), ...released]);
  return stays.length;
}

/**
 * Step 2: every arrival of D never checked in becomes a no-show (read through the arrivals index:
 * D's arrivals only, however long the hotel's history) — all its nights back to
 * inventory, the fee recorded for billing, the reservation a no-show once all its stays are, each
 * stay published (`no_show: true, active: false`). A stay checked in meanwhile is not touched: the
 * check-in and this step lock the same rows, and each re-checks the other's outcome.
 */
export async function markNoShows(tx: TransactionSql, date: string, fee: { policy: NoShowFeePolicy; taxed: boolean }, actor: AuditActor): Promise<number> {
  const stays = await tx<{ res_room_id: number; reservation_id: number; room_type_id: number; check_in_date: string; check_out_date: string; rate: string }[]>`
    select s.res_room_id, s.reservation_id, s.room_type_id, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, s.rate::text as rate
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.check_in_date = ${date}::date and not s.checked_in and not s.no_show and r.active
    order by r.reservation_id, s.res_room_id
    for update of r, s`;
  if (stays.length === 0) return 0;
  const ids = stays.map((s) => s.res_room_id);
  await applyInventoryChanges(
    tx,
    inventoryChanges(
      stays.map((s) => ({ roomTypeId: s.room_type_id, arrival: s.check_in_date, departure: s.check_out_date })),
      [],
    ),
  );
  await tx`update res_rooms set no_show = true where res_room_id = any(${ids}::int[])`;
  // A no-show holds no room: a room assigned ahead of arrival is free for others again.
  await releaseAssignedRooms(tx, ids, actor);
  await tx`
    insert into audit_no_shows (res_room_id, business_date, fee_cents, taxed)
    select id, ${date}::date, f, ${fee.taxed}
    from unnest(${ids}::int[], ${stays.map((s) => noShowFeeCents(fee.policy, toCents(s.rate)))}::int[]) as x(id, f)`;
  await tx`
    update reservations r set active = false, no_show = true
    where r.reservation_id = any(${stays.map((s) => s.reservation_id)}::int[])
      and not exists (select 1 from res_rooms s where s.reservation_id = r.reservation_id and not s.no_show)`;
  await recordStayChanges(tx, ids);
  for (const reservationId of new Set(stays.map((s) => s.reservation_id))) {
    const stayIds = stays.filter((s) => s.reservation_id === reservationId).map((s) => s.res_room_id);
    await recordAudit(tx, actor, { action: 'reservation.no_show', entity: 'reservation', entity_id: reservationId, changes: { no_show: [false, true], stays: [null, stayIds] } });
  }
  return stays.length;
}

/**
 * Step 3's postings for D: the room night of every stay in the house that night (extended ones
 * included), and the no-show fees recorded for D. Billing posts each (stay, kind, date) once.
 */
export async function nightPostings(sql: Db, date: string): Promise<NightPosting[]> {
  const rows = await sql<{ res_room_id: number; kind: 'room' | 'no_show'; amount_cents: number; taxed: boolean }[]>`
    select s.res_room_id, 'room' as kind, round(s.rate * 100)::int as amount_cents, true as taxed
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.checked_in and not s.checked_out and r.active
      and s.check_in_date <= ${date}::date and s.check_out_date > ${date}::date
    union all
    select n.res_room_id, 'no_show', n.fee_cents, n.taxed
    from audit_no_shows n where n.business_date = ${date}::date and n.fee_cents > 0
    order by 2 desc, 1`;
  return rows.map((r) => ({ ...r, service_date: date }));
}

/** The stays extended on D, for the report. */
export async function extendedOn(sql: Db, date: string): Promise<ExtendedStayItem[]> {
  return sql<ExtendedStayItem[]>`
    select s.res_room_id, s.reservation_id, ${guest(sql)}, s.room_num, e.old_departure::text as check_out_date,
           e.new_departure::text as new_check_out_date, e.oversold
    from audit_extensions e join (${staysWithGuests(sql)}) on s.res_room_id = e.res_room_id
    where e.business_date = ${date}::date
    order by s.room_num, s.res_room_id`;
}

/** The no-shows made on D, with their fees, for the report. */
export async function noShowsOn(sql: Db, date: string): Promise<NoShowItem[]> {
  const rows = await sql<(Omit<NoShowItem, 'fee'> & { fee_cents: number })[]>`
    select s.res_room_id, s.reservation_id, ${guest(sql)}, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, n.fee_cents
    from audit_no_shows n join (${staysWithGuests(sql)}) on s.res_room_id = n.res_room_id
    where n.business_date = ${date}::date
    order by c.last_name, c.first_name, s.res_room_id`;
  return rows.map(({ fee_cents, ...r }) => ({ ...r, fee: fromCents(fee_cents) }));
}
