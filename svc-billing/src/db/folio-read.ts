import type { PaymentType } from '@pms/contracts/billing';
import type { Folio, FolioLine, FolioLineKind, FolioPayment } from '@pms/contracts/folio';
import { fromCents } from '@pms/contracts/money';
import type { Sql, TransactionSql } from '@pms/service-kit';
import type { FolioTotals } from './folio-totals';

type Db = Sql | TransactionSql;

/** The folio's lines, oldest first (by date, then as posted). */
export async function folioLines(db: Db, resRoomId: number): Promise<FolioLine[]> {
  const rows = await db<{ line_id: number; kind: FolioLineKind; service_date: string; code: string; description: string; quantity: number; amount_cents: string; parent_line_id: number | null; posted_by: string; posted_at: Date }[]>`
    select line_id, kind, service_date::text as service_date, code, description, quantity, amount_cents::text,
           parent_line_id, posted_by, posted_at
    from folio_lines where res_room_id = ${resRoomId}
    order by service_date, line_id`;
  return rows.map((r) => ({
    line_id: r.line_id,
    kind: r.kind,
    service_date: r.service_date,
    code: r.code,
    description: r.description,
    quantity: r.quantity,
    amount: fromCents(Number(r.amount_cents)),
    parent_line_id: r.parent_line_id,
    posted_by: r.posted_by,
    posted_at: r.posted_at.toISOString(),
  }));
}

/** The folio's payments with what has been given back of each, oldest first. */
export async function folioPayments(db: Db, resRoomId: number): Promise<FolioPayment[]> {
  const rows = await db<{ payment_id: number; method: PaymentType; amount_cents: string; refunded: string; paid_at: Date; paid_by: string }[]>`
    select p.payment_id, p.method, p.amount_cents::text, p.paid_at, p.paid_by,
           (select coalesce(sum(r.amount_cents), 0) from folio_refunds r where r.payment_id = p.payment_id)::text as refunded
    from folio_payments p where p.res_room_id = ${resRoomId}
    order by p.payment_id`;
  return rows.map((r) => ({
    payment_id: r.payment_id,
    method: r.method,
    amount: fromCents(Number(r.amount_cents)),
    refunded: fromCents(Number(r.refunded)),
    paid_at: r.paid_at.toISOString(),
    paid_by: r.paid_by,
  }));
}

/** `GET /api/folios/{res_room_id}`: lines, payments, totals and the invoices and credit notes issued. */
export async function folioAnswer(db: Db, totals: FolioTotals): Promise<Folio> {
  const id = totals.res_room_id;
  const [lines, payments, documents] = await Promise.all([
    folioLines(db, id),
    folioPayments(db, id),
    db<{ kind: 'invoice' | 'credit_note'; id: number; number: string; total: string; issued_at: Date; invoice_id: number | null }[]>`
      select 'invoice' as kind, invoice_id as id, invoice_number as number, total::text as total, paid_at as issued_at, null::int as invoice_id
      from invoices where res_room_id = ${id}
      union all
      select 'credit_note', credit_note_id, credit_note_number, (total_cents / 100.0)::text, issued_at, invoice_id
      from credit_notes where res_room_id = ${id}
      order by issued_at, kind desc`,
  ]);
  return {
    res_room_id: id,
    status: totals.status,
    lines,
    payments,
    charges: fromCents(totals.charges),
    paid: fromCents(totals.paid),
    balance: fromCents(totals.balance),
    projected_total: fromCents(totals.projected_total),
    documents: documents.map((d) => ({ ...d, total: Number(d.total), issued_at: d.issued_at.toISOString() })),
  };
}
