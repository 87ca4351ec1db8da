import type { CreditNoteAnswer, FolioLine, FolioPayment, InvoiceDetail } from '@pms/contracts/folio';
import { fromCents, toCents } from '@pms/contracts/money';
import { conflict, notFound, type Sql, type TransactionSql } from '@pms/service-kit';
import { announceFolioChanges, publishCreditNote } from '../events/folio-events';
import { nextNumber } from './invoice-issue';
import { findInvoice } from './invoices';

type Db = Sql | TransactionSql;

/** The readable credit note number: `CN-2026-000003` (its own gapless series per hotel year). */
function creditNoteNumber(year: number, sequence: number): string {
  return `CN-${year}-${String(sequence).padStart(6, '0')}`;
}

interface CreditNoteRecord {
  credit_note_id: number;
  credit_note_number: string;
  invoice_id: number;
  res_room_id: number;
  total_cents: string;
  reason: string;
  issued_at: Date;
}

const answerOf = (r: CreditNoteRecord): CreditNoteAnswer => ({
  credit_note_id: r.credit_note_id,
  credit_note_number: r.credit_note_number,
  invoice_id: r.invoice_id,
  res_room_id: r.res_room_id,
  total: fromCents(Number(r.total_cents)),
  reason: r.reason,
  issued_at: r.issued_at.toISOString(),
});

async function creditNoteOf(db: Db, invoiceId: number): Promise<CreditNoteAnswer | null> {
  const [row] = await db<CreditNoteRecord[]>`
    select credit_note_id, credit_note_number, invoice_id, res_room_id, total_cents::text, reason, issued_at
    from credit_notes where invoice_id = ${invoiceId}`;
  return row ? answerOf(row) : null;
}

/**
 * `POST /api/invoices/{id}/credit-note` (Manager+): reverses an issued invoice with a credit note of
 * its own number and reopens the folio, so a correction can be posted and a new invoice issued. The
 * invoice itself never changes. An invoice is reversed once (409 after).
 */
export async function issueCreditNote(tx: TransactionSql, invoiceId: number, reason: string, actor: { by: string; businessDate: string }): Promise<CreditNoteAnswer> {
  const [invoice] = await tx<{ res_room_id: number; total: string }[]>`
    select res_room_id, total::text from invoices where invoice_id = ${invoiceId}`;
  if (!invoice) throw notFound(`There is no invoice ${invoiceId}.`);
  // The folio first, as every folio write does: a payment or a second credit note of it waits here.
  await tx`select 1 from folios where res_room_id = ${invoice.res_room_id} for update`;
  const earlier = await creditNoteOf(tx, invoiceId);
  if (earlier) throw conflict(`Invoice ${invoiceId} is already reversed by credit note ${earlier.credit_note_number}.`);
  const year = Number(actor.businessDate.slice(0, 4));
  const number = creditNoteNumber(year, await nextNumber(tx, 'credit_note_counters', year));
  const totalCents = toCents(invoice.total);
  const [row] = await tx<CreditNoteRecord[]>`
    insert into credit_notes (credit_note_number, invoice_id, res_room_id, total_cents, reason, issued_by, issued_on)
    values (${number}, ${invoiceId}, ${invoice.res_room_id}, ${totalCents}, ${reason}, ${actor.by}, ${actor.businessDate})
    returning credit_note_id, credit_note_number, invoice_id, res_room_id, total_cents::text, reason, issued_at`;
  if (!row) throw new Error('the credit note insert returned nothing');
  await tx`
    insert into folios (res_room_id) values (${invoice.res_room_id})
    on conflict (res_room_id) do update set status = 'open', invoice_id = null`;
  await announceFolioChanges(tx, [{ resRoomId: invoice.res_room_id, kind: 'credit_note_issued', id: row.credit_note_id, amountCents: totalCents, by: actor.by }]);
  const answer = answerOf(row);
  await publishCreditNote(tx, { ...answer, total_cents: totalCents });
  return answer;
}

/**
 * `GET /api/hw/invoice/{id}`: the invoice row with the lines and payments it was issued with and the
 * credit note that reversed it. An invoice of an older release (before folios) lists none.
 */
export async function invoiceDetail(db: Db, invoiceId: number): Promise<InvoiceDetail | undefined> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) return undefined;
  const [[doc], creditNote] = await Promise.all([
    db<{ document: { lines: FolioLine[]; payments: FolioPayment[] } | null }[]>`select document from invoices where invoice_id = ${invoiceId}`,
    creditNoteOf(db, invoiceId),
  ]);
  const lines = doc?.document?.lines ?? [];
  const extras = lines.filter((l) => l.kind !== 'room' && l.kind !== 'tax' && !(l.kind === 'allowance' && lines.find((p) => p.line_id === l.parent_line_id)?.kind === 'room'));
  return {
    ...invoice,
    lines,
    payments: doc?.document?.payments ?? [],
    extras_total: fromCents(extras.reduce((t, l) => t + Math.round(l.amount * 100), 0)),
    credit_note: creditNote,
  };
}
