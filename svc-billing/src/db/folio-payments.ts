import type { PaymentType } from '@pms/contracts/billing';
import { conflict, notFound, type TransactionSql } from '@pms/service-kit';
import { announceFolioChanges } from '../events/folio-events';
import { openFolio, type Actor } from './folio-charges';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * `POST /api/folios/{id}/payments`: a partial, split or advance payment. The folio row is locked
 * first, so concurrent payments of one folio queue and each sees the others: what is paid never
 * passes the projected total (charges plus the nights still to come), however many clerks pay at once.
 */
export async function takePayment(tx: TransactionSql, resRoomId: number, payment: { method: PaymentType; amountCents: number }, actor: Actor): Promise<number> {
  const folio = await openFolio(tx, resRoomId, actor, { lock: true });
  if (folio.status === 'closed') throw conflict(`The folio of stay ${resRoomId} is closed by its invoice; nothing is left to pay.`);
  if (folio.stay && !folio.stay.active && folio.charges === 0) throw conflict(`The reservation of stay ${resRoomId} is cancelled; there is nothing to pay.`);
  const room = folio.projected_total - folio.paid;
  if (payment.amountCents > room) {
    throw conflict(
      `A payment of ${dollars(payment.amountCents)} would make the paid amount more than the folio's projected total of ${dollars(folio.projected_total)} (${dollars(Math.max(0, room))} can still be paid).`,
      { amount: `must be at most ${(Math.max(0, room) / 100).toFixed(2)}` },
    );
  }
  const paymentId = await recordPayment(tx, resRoomId, payment.method, payment.amountCents, actor);
  return paymentId;
}

/** Inserts a payment row and announces it (the checks are the caller's). */
export async function recordPayment(tx: TransactionSql, resRoomId: number, method: PaymentType, amountCents: number, actor: Actor): Promise<number> {
  const [row] = await tx<{ payment_id: number }[]>`
    insert into folio_payments (res_room_id, method, amount_cents, paid_by, business_date)
    values (${resRoomId}, ${method}, ${amountCents}, ${actor.by}, ${actor.businessDate})
    returning payment_id`;
  if (!row) throw new Error('the payment was not recorded');
  await announceFolioChanges(tx, [{ resRoomId, kind: 'payment_recorded', id: row.payment_id, amountCents, by: actor.by }]);
  return row.payment_id;
}

/** `POST /api/folios/{id}/payments/{payment_id}/refunds` (Manager+): never more than the payment's unrefunded amount. */
export async function refundPayment(tx: TransactionSql, resRoomId: number, paymentId: number, refund: { amountCents: number; reason: string }, actor: Actor): Promise<number> {
  await openFolio(tx, resRoomId, actor, { lock: true });
  const [payment] = await tx<{ amount_cents: string; refunded: string }[]>`
    select p.amount_cents::text,
           (select coalesce(sum(r.amount_cents), 0) from folio_refunds r where r.payment_id = p.payment_id)::text as refunded
    from folio_payments p where p.payment_id = ${paymentId} and p.res_room_id = ${resRoomId}`;
  if (!payment) throw notFound(`Folio ${resRoomId} has no payment ${paymentId}.`);
  const left = Number(payment.amount_cents) - Number(payment.refunded);
  if (refund.amountCents > left) {
    throw conflict(`A refund of ${dollars(refund.amountCents)} is more than the ${dollars(left)} of payment ${paymentId} not yet refunded.`, {
      amount: `must be at most ${(left / 100).toFixed(2)}`,
    });
  }
  const [row] = await tx<{ refund_id: number }[]>`
    insert into folio_refunds (payment_id, amount_cents, reason, refunded_by, business_date)
    values (${paymentId}, ${refund.amountCents}, ${refund.reason}, ${actor.by}, ${actor.businessDate})
    returning refund_id`;
  if (!row) throw new Error('the refund was not recorded');
  await announceFolioChanges(tx, [{ resRoomId, kind: 'payment_refunded', id: row.refund_id, amountCents: refund.amountCents, by: actor.by }]);
  return row.refund_id;
}
