import { commands } from '@pms/contracts/events';
import type { CheckoutAnswer } from '@pms/contracts/frontdesk';
import { SettleCheckReply, type SettleCheckCommand } from '@pms/contracts/night-audit';
import { formatUsd } from '@pms/contracts/money';
import { settleDate } from '@pms/contracts/rules/stay';
import { changesBetween, conflict, notFound, recordAudit, RefusalWithBody, type AuditActor, unavailable, type Bus, type Sql, type TransactionSql, retryingConflicts } from '@pms/service-kit';
import { checkOutDecision, type DeskStay } from '../domain/frontdesk';
import { inventoryChanges } from '../domain/inventory';
import { recordStayChanges } from '../events/stay-events';
import { applyInventoryChanges } from './inventory';

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
  // One round trip for both locks (no row: no such stay). `for update of r, s` locks in that order
  // (PostgreSQL takes a statement's row locks in the order its locking clause names the tables), the
  // order every writer takes; a reservation changed meanwhile is read again at its newest version.
  const [stay] = await tx<DeskStay[]>`${deskStayQuery(tx, resRoomId)} for update of r, s`;
  return stay;
}

/** The stay as the front desk decides on it, unlocked (a look before a transaction that locks and looks again). */
async function findDeskStay(sql: Sql, resRoomId: number): Promise<DeskStay | undefined> {
  const [stay] = await sql<DeskStay[]>`${deskStayQuery(sql, resRoomId)}`;
  return stay;
}

const deskStayQuery = (sql: Sql | TransactionSql, resRoomId: number) => sql`
    select s.res_room_id, s.reservation_id, s.room_type_id, r.active and not s.no_show as active, s.no_show, s.check_in_date::text as check_in_date,
           s.check_out_date::text as check_out_date, s.checked_in, s.checked_out, s.room_id, s.room_num,
           s.checked_out_on::text as checked_out_on
    from res_rooms s join reservations r on r.reservation_id = s.reservation_id
    where s.res_room_id = ${resRoomId}`;

export interface CheckOutContext {
  sql: Sql;
  bus: Bus;
  /** The hotel's business date: the check-out's date. */
  today: string;
  now: Date;
  /** The clerk checking the guest out (named on the nights billing posts now, and in the audit trail). */
  actor: AuditActor & { username: string };
}

/** How long a check-out waits for billing to post the last nights and answer the balance. */
const SETTLE_TIMEOUT_MS = 10_000;

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

/**
 * Marks a locked, checked-in stay checked out on `on` and writes its stay event. Leaving before the
 * booked departure is an early departure: the departure becomes the date the guest leaves (nights
 * before it are billed, docs/billing.md "Check-out") and the nights after it go back to inventory at once.
 */
async function recordCheckOut(tx: TransactionSql, stay: DeskStay, on: string, at: Date, actor: AuditActor): Promise<void> {
  const leaving = settleDate(stay.check_in_date, stay.check_out_date, on);
  if (leaving < stay.check_out_date) {
    await applyInventoryChanges(
      tx,
      inventoryChanges(
        [{ roomTypeId: stay.room_type_id, arrival: stay.check_in_date, departure: stay.check_out_date }],
        [{ roomTypeId: stay.room_type_id, arrival: stay.check_in_date, departure: leaving }],
      ),
    );
    await tx`update res_rooms set check_out_date = ${leaving}::date where res_room_id = ${stay.res_room_id}`;
  }
  // Sent together (run in the order called, so the event reads the stay checked out): one wait.
  await Promise.all([
    markCheckedOut(tx, stay.res_room_id, on, at),
    recordStayChanges(tx, [stay.res_room_id]),
    recordAudit(tx, actor, {
      action: 'stay.checked_out',
      entity: 'stay',
      entity_id: stay.res_room_id,
      changes: { checked_out: [false, true], ...changesBetween({ departure: stay.check_out_date }, { departure: leaving }, ['departure']) },
    }),
  ]);
}

async function markCheckedOut(tx: TransactionSql, resRoomId: number, on: string, at: Date): Promise<void> {
  await tx`
    update res_rooms set checked_out = true, checked_out_on = ${on}::date, checked_out_at = ${at}
    where res_room_id = ${resRoomId}`;
}

/**
 * Asks billing to post the nights up to the departure the check-out will record and answers the
 * folio's balance — with no transaction open here (never across a bus request). Billing away → 503.
 */
async function settleWithBilling(ctx: CheckOutContext, stay: DeskStay): Promise<number> {
  const command: SettleCheckCommand = { res_room_id: stay.res_room_id, departure: settleDate(stay.check_in_date, stay.check_out_date, ctx.today), posted_by: ctx.actor.username };
  let reply: SettleCheckReply;
  try {
    reply = SettleCheckReply.parse(await ctx.bus.request(commands.settleCheck, command, { timeoutMs: SETTLE_TIMEOUT_MS }));
  } catch {
    throw unavailable('Billing did not answer, so the folio could not be settled; the guest is still checked in. Please try again.');
  }
  if (!reply.ok) throw unavailable(`Billing could not settle the folio yet (${reply.message}); the guest is still checked in. Please try again.`);
  return reply.balance_cents;
}

/**
 * `PUT /api/hw/checkoutRoom/{res_room_id}/{room_num}`: only a checked-in, not yet checked-out stay in
 * that room (409 with the reason otherwise; 404 unknown stay). Idempotent: a stay already checked out
 * of that room is answered the same again, with nothing changed and no new event.
 */
export async function checkOutStay(ctx: CheckOutContext, resRoomId: number, roomNum: string): Promise<{ answer: CheckoutAnswer; checkedOut: boolean }> {
  // Settle first, outside any transaction: billing posts the last nights and answers the balance.
  const seen = await findDeskStay(ctx.sql, resRoomId);
  if (!seen) throw notFound(`There is no stay ${resRoomId}.`);
  const first = checkOutDecision(seen, roomNum);
  if (first.kind === 'refuse') throw conflict(first.message, first.fields);
  if (first.kind === 'check-out') {
    const balance = await settleWithBilling(ctx, seen);
    if (balance !== 0) {
      throw new RefusalWithBody({
        error: 'balance_due',
        message: `Balance due: ${formatUsd(balance)}. Take the payment (or Submit Payment) before checking the guest out.`,
        balance: balance / 100,
      });
    }
  }
  // Then record it, every check run again on the locked stay (a concurrent check-out answers the same).
  return retryingConflicts(() =>
    ctx.sql.begin(async (tx) => {
      const stay = await lockDeskStay(tx, resRoomId);
      if (!stay) throw notFound(`There is no stay ${resRoomId}.`);
      const decision = checkOutDecision(stay, roomNum);
      if (decision.kind === 'refuse') throw conflict(decision.message, decision.fields);
      if (decision.kind === 'check-out') await recordCheckOut(tx, stay, ctx.today, ctx.now, ctx.actor);
      // `checkedOut`: this call recorded it (for the count of check-outs; a repeat answers the same, counting nothing).
      return { answer: await checkoutAnswer(tx, resRoomId), checkedOut: decision.kind === 'check-out' };
    }),
  );
}

/**
 * The stay was paid (an invoice event) but its check-out was never recorded — the payment page's
 * check-out call was lost: complete it, on the date the invoice billed up to (an early departure
 * then moves the departure and gives the rest back, as a check-out does), or the business date for an
 * invoice of an older release. A stay not checked in, or already checked out, is left as it is.
 * Inside the caller's transaction (with its version guard).
 */
export async function completeCheckOutFromPayment(
  tx: TransactionSql,
  resRoomId: number,
  paid: { at: Date; checkOutDate: string | undefined; today: string; actor: AuditActor },
): Promise<'checked-out' | 'already' | 'not-checked-in' | 'unknown-stay'> {
  const stay = await lockDeskStay(tx, resRoomId);
  if (!stay) return 'unknown-stay';
  if (stay.checked_out) return 'already';
  if (!stay.checked_in) return 'not-checked-in';
  await recordCheckOut(tx, stay, paid.checkOutDate ?? paid.today, paid.at, paid.actor);
  return 'checked-out';
}
