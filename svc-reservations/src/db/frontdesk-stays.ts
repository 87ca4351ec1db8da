import { dateIn } from '@pms/contracts/dates';
import type { CheckoutAnswer } from '@pms/contracts/frontdesk';
import { conflict, notFound, type Sql, type TransactionSql } from '@pms/service-kit';
import { checkOutDecision, type DeskStay } from '../domain/frontdesk';
import { recordStayChanges } from '../events/stay-events';
import { retryingConflicts } from './transaction';

/**
 * The front desk's stay lock and check-out (docs/architecture.md §6; check-in is `check-in.ts`). A
 * check-out is recorded here; its stay event makes svc-rooms free the room and mark it dirty, and
 * svc-billing mark the stay checked out.
 */

/**
 * Locks the stay for a front-desk change: its reservation first, then the stay — the order every
 * writer of this service takes (reservation → stays → inventory), so a check-in never waits on an
 * update screen's save in the opposite order. `recordStayChanges` bumps the reservation's version
 * too, which needs that row anyway.
 */
export async function lockDeskStay(tx: TransactionSql, resRoomId: number): Promise<DeskStay | undefined> {
  const [ref] = await tx<{ reservation_id: number }[]>`select reservation_id from res_rooms where res_room_id = ${resRoomId}`;
  if (!ref) return undefined;
  await tx`select 1 from reservations where reservation_id = ${ref.reservation_id} for update`;
  const [stay] = await tx<DeskStay[]>`
    select s.res_room_id, s.reservation_id, s.room_type_id, r.active and not s.no_show as active, s.no_show, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, s.checked_in, s.checked_out, s.room_id, s.room_num,
           s.checked_out_on::text as checked_out_on
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.res_room_id = ${resRoomId}
    for update of s`;
  return stay;
}

export interface CheckOutContext {
  sql: Sql;
  /** The hotel date of the check-out. */
  today: string;
  now: Date;
}

async function checkoutAnswer(tx: TransactionSql, resRoomId: number): Promise<CheckoutAnswer> {
  const [row] = await tx<(Omit<CheckoutAnswer, 'checked_in' | 'checked_out' | 'message'> & { room_num: string })[]>`
    select s.res_room_id, s.reservation_id, c.first_name || ' ' || c.last_name as name, s.room_id, s.room_num,
           s.check_in_date::text as check_in_date, s.check_out_date::text as check_out_date,
           s.checked_out_on::text as checked_out_on
    from res_rooms s
    join reservations r on r.reservation_id = s.reservation_id
    join customers c on c.customer_id = r.customer_id
    where s.res_room_id = ${resRoomId} and s.checked_out`;
  if (!row) throw new Error(`stay ${resRoomId} is not checked out inside its own check-out`);
  return { ...row, checked_in: 1, checked_out: 1, message: `Checked out of room ${row.room_num}.` };
}

/** Marks a locked, checked-in stay checked out on `on` and writes its stay event. */
async function recordCheckOut(tx: TransactionSql, resRoomId: number, on: string, at: Date): Promise<void> {
  await tx`
    update res_rooms set checked_out = true, checked_out_on = ${on}::date, checked_out_at = ${at}
    where res_room_id = ${resRoomId}`;
  await recordStayChanges(tx, [resRoomId]);
}

/**
 * `PUT /api/hw/checkoutRoom/{res_room_id}/{room_num}`: only a checked-in, not yet checked-out stay in
 * that room (409 with the reason otherwise; 404 unknown stay). Idempotent: a stay already checked out
 * of that room is answered the same again, with nothing changed and no new event.
 */
export async function checkOutStay(ctx: CheckOutContext, resRoomId: number, roomNum: string): Promise<CheckoutAnswer> {
  return retryingConflicts(() =>
    ctx.sql.begin(async (tx) => {
      const stay = await lockDeskStay(tx, resRoomId);
      if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
      const decision = checkOutDecision(stay, roomNum);
      if (decision.kind === 'refuse') throw conflict(decision.message, decision.fields);
      if (decision.kind === 'check-out') await recordCheckOut(tx, resRoomId, ctx.today, ctx.now);
      return checkoutAnswer(tx, resRoomId);
    }),
  );
}

/**
 * The stay was paid (an invoice event) but its check-out was never recorded — the payment page's
 * check-out call was lost: complete it, dated the hotel day of the payment. A stay not checked in,
 * or already checked out, is left as it is. Inside the caller's transaction (with its version guard).
 */
export async function completeCheckOutFromPayment(
  tx: TransactionSql,
  resRoomId: number,
  paidAt: Date,
  timeZone: string,
): Promise<'checked-out' | 'already' | 'not-checked-in' | 'unknown-stay'> {
  const stay = await lockDeskStay(tx, resRoomId);
  if (!stay) return 'unknown-stay';
  if (stay.checked_out) return 'already';
  if (!stay.checked_in) return 'not-checked-in';
  await recordCheckOut(tx, resRoomId, dateIn(timeZone, paidAt), paidAt);
  return 'checked-out';
}
