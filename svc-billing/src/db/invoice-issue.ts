import type { InvoiceRow, PaymentType } from '@pms/contracts/billing';
import { conflict, notFound, type TransactionSql } from '@pms/service-kit';
import { centsToNumeric, invoiceNumber } from '../domain/charges';
import { settleDate } from '@pms/contracts/rules/stay';
import { TAX_CODES, TAX_LINES } from '../domain/folio-taxes';
import { announceFolioChanges } from '../events/folio-events';
import { publishInvoice } from '../events/publish';
import { openFolio, postNights, type Actor } from './folio-charges';
import { recordPayment } from './folio-payments';
import { folioLines, folioPayments } from './folio-read';
import { folioTotals } from './folio-totals';
import { findInvoice } from './invoices';
import { currentTaxRates } from './tax-rates';

export interface PayStay {
  resRoomId: number;
  paymentType: PaymentType;
  userId: number;
  /** Who the payment and the invoice name. */
  username: string;
  /** The payment instant and the hotel's business date. */
  now: Date;
  today: string;
}

/** Takes the next number of a gapless per-year series inside the caller's transaction. */
export async function nextNumber(tx: TransactionSql, counters: 'invoice_counters' | 'credit_note_counters', year: number): Promise<number> {
  const [counter] = await tx<{ last_number: number }[]>`
    insert into ${tx(counters)} (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = ${tx(counters)}.last_number + 1
    returning last_number`;
  if (!counter) throw new Error(`the ${counters} row returned nothing`);
  return counter.last_number;
}

/**
 * Submit Payment (`POST /api/hw/invoice`, docs/billing.md): posts the nights not yet posted up to the
 * settle date, pays what is left of the balance with the chosen method, issues the invoice (gapless
 * number; every line and payment frozen in it) and closes the folio — or, when the folio is already
 * closed by an invoice, answers that one (`created: false`) and changes nothing. Concurrent calls
 * queue on the folio row. Refused: unknown stay (404); cancelled, or not checked in and not a no-show
 * (409); no tax rates (409). `paidCents`: the payment this call took (0 when nothing was left to pay).
 */
export async function payStay(tx: TransactionSql, p: PayStay): Promise<{ created: boolean; invoice: InvoiceRow; paidCents: number }> {
  const actor: Actor = { by: p.username, businessDate: p.today };
  // The locked folio and the tax rates, sent together (one wait; the rates are not the folio's).
  const [opened, rates] = await Promise.all([openFolio(tx, p.resRoomId, actor, { lock: true }), currentTaxRates(tx)]);
  let folio = opened;
  if (folio.invoice_id !== null) {
    const existing = await findInvoice(tx, folio.invoice_id);
    if (existing) return { created: false, invoice: existing, paidCents: 0 };
  }
  const stay = folio.stay;
  if (!stay) throw notFound(`There is no stay ${p.resRoomId} to bill.`);
  if (!stay.active && !stay.no_show) throw conflict(`The reservation of stay ${p.resRoomId} is cancelled; there is nothing to pay.`);
  if (!stay.checked_in && !stay.no_show) throw conflict(`The guest of stay ${p.resRoomId} has not checked in; a stay is paid at check-out.`);
  if (!rates) throw conflict("The hotel's tax rates are not set up, so no invoice can be issued. Ask a manager to set them.");

  if (stay.checked_in) await postNights(tx, stay, folio.posted_nights, actor, 'settle', rates);
  const settled = await folioTotals(tx, p.resRoomId, { rates });
  if (!settled) throw new Error('the folio vanished');
  folio = settled;
  // What this call takes: the balance left after the folio's own payments (none when they covered it).
  const paidCents = Math.max(0, folio.balance);
  if (paidCents > 0) await recordPayment(tx, p.resRoomId, p.paymentType, paidCents, actor);

  const [lines, payments, [guest]] = await Promise.all([
    folioLines(tx, p.resRoomId),
    folioPayments(tx, p.resRoomId),
    tx<{ reservation_id: number; first_name: string; last_name: string; cc_last_four: string; room_num: string | null }[]>`
      select reservation_id, first_name, last_name, cc_last_four, room_num from stays where res_room_id = ${p.resRoomId}`,
  ]);
  if (!guest) throw new Error('the stay vanished');
  const cents = (amount: number) => Math.round(amount * 100);
  const roomNet = lines.filter((l) => l.kind === 'room' || (l.kind === 'allowance' && lines.find((r) => r.line_id === l.parent_line_id)?.kind === 'room'));
  const taxOf = (code: string) => lines.filter((l) => l.kind === 'tax' && l.code === code).reduce((t, l) => t + cents(l.amount), 0);
  const [county, city, state] = TAX_CODES.map((t) => taxOf(TAX_LINES[t].code));
  const checkOut = stay.no_show ? stay.arrival : settleDate(stay.arrival, stay.departure, p.today);
  const number = invoiceNumber(Number(p.today.slice(0, 4)), await nextNumber(tx, 'invoice_counters', Number(p.today.slice(0, 4))));
  const [created] = await tx<{ invoice_id: number }[]>`
    insert into invoices ${tx({
      invoice_number: number,
      res_room_id: p.resRoomId,
      reservation_id: guest.reservation_id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      cc_last_four: guest.cc_last_four,
      room_num: guest.room_num,
      check_in_date: stay.arrival,
      check_out_date: checkOut,
      num_days: lines.filter((l) => l.kind === 'room').length,
      rate: centsToNumeric(stay.rate_cents),
      room_total: centsToNumeric(roomNet.reduce((t, l) => t + cents(l.amount), 0)),
      county_rate: rates.county,
      city_rate: rates.city,
      state_rate: rates.state,
      county_tax: centsToNumeric(county ?? 0),
      city_tax: centsToNumeric(city ?? 0),
      state_tax: centsToNumeric(state ?? 0),
      total: centsToNumeric(folio.charges),
      payment_type: p.paymentType,
      paid_at: p.now,
      paid_on: p.today,
      user_id: p.userId,
      document: tx.json({ lines, payments, issued_by: p.username }),
    })}
    returning invoice_id`;
  if (!created) throw new Error('the invoice insert returned nothing');
  // The folio closed, its change announced and the invoice read back: sent together, run in this
  // order (the announcement reads the closed status; the invoice is independent of both).
  const [, , invoice] = await Promise.all([
    tx`update folios set status = 'closed', invoice_id = ${created.invoice_id} where res_room_id = ${p.resRoomId}`,
    announceFolioChanges(tx, [{ resRoomId: p.resRoomId, kind: 'invoice_issued', id: created.invoice_id, amountCents: folio.charges, by: p.username }]),
    findInvoice(tx, created.invoice_id),
  ]);
  if (!invoice || invoice.invoice_number === null || invoice.paid_at === null) throw new Error('the new invoice vanished inside its own transaction');
  await publishInvoice(tx, {
    invoice_id: created.invoice_id,
    invoice_number: invoice.invoice_number,
    res_room_id: p.resRoomId,
    total_cents: folio.charges,
    payment_type: p.paymentType,
    paid_at: invoice.paid_at,
    check_out_date: checkOut,
  });
  return { created: true, invoice, paidCents };
}
