import type { PaymentType } from '@pms/contracts/billing';
import type { Folio, FolioLine, FolioLineKind, FolioPayment } from '@pms/contracts/folio';
import { fromCents } from '@pms/contracts/money';
import type { Sql, TransactionSql } from '@pms/service-kit';
import { folioTotals, type FolioTotals } from './folio-totals';

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

/** A folio's lines, payments and documents as PostgreSQL sends them (one statement, `folioParts`). */
interface FolioPartsRow {
  lines: (Omit<FolioLine, 'amount'> & { amount_cents: number })[];
  payments: (Omit<FolioPayment, 'amount' | 'refunded'> & { amount_cents: number; refunded_cents: number })[];
  documents: (Omit<FolioDocument, 'total'> & { total_cents: number })[];
}
type FolioDocument = Folio['documents'][number];

/** Times as `Date.toISOString()` writes them, whatever the session's time zone. */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * A folio's lines (by date, then as posted), payments with what was given back of each, and the
 * invoices and credit notes issued — one statement, one round trip (the folio page's read, p99 ≤ 10 ms).
 */
async function folioParts(db: Db, id: number): Promise<FolioPartsRow> {
  const [row] = await db.unsafe<FolioPartsRow[]>(
    `select
       (select coalesce(json_agg(l order by l.service_date, l.line_id), '[]') from (
          select line_id, kind, service_date::text as service_date, code, description, quantity, amount_cents,
                 parent_line_id, posted_by, to_char(posted_at at time zone 'UTC', ${ISO}) as posted_at
          from folio_lines where res_room_id = $1) l) as lines,
       (select coalesce(json_agg(p order by p.payment_id), '[]') from (
          select p.payment_id, p.method, p.amount_cents, to_char(p.paid_at at time zone 'UTC', ${ISO}) as paid_at, p.paid_by,
                 (select coalesce(sum(r.amount_cents), 0) from folio_refunds r where r.payment_id = p.payment_id) as refunded_cents
          from folio_payments p where p.res_room_id = $1) p) as payments,
       (select coalesce(json_agg(d order by d.issued_at, d.kind desc), '[]') from (
          select 'invoice' as kind, invoice_id as id, invoice_number as number, round(total * 100)::bigint as total_cents,
                 to_char(paid_at at time zone 'UTC', ${ISO}) as issued_at, null::int as invoice_id
          from invoices where res_room_id = $1
          union all
          select 'credit_note', credit_note_id, credit_note_number, total_cents, to_char(issued_at at time zone 'UTC', ${ISO}), invoice_id
          from credit_notes where res_room_id = $1) d) as documents`,
    [id],
    // Prepared like the tagged statements (the text never changes): planning the three aggregates
    // anew cost 0.4 ms of a 0.6 ms read (p50, a million stays).
    { prepare: true },
  );
  return row!;
}

/** `GET /api/folios/{res_room_id}`: lines, payments, totals and the invoices and credit notes issued. */
export async function folioAnswer(db: Db, totals: FolioTotals, parts?: FolioPartsRow): Promise<Folio> {
  const id = totals.res_room_id;
  const { lines, payments, documents } = parts ?? (await folioParts(db, id));
  return {
    res_room_id: id,
    status: totals.status,
    lines: lines.map(({ amount_cents, ...l }) => ({ ...l, amount: fromCents(Number(amount_cents)) })),
    payments: payments.map(({ amount_cents, refunded_cents, ...p }) => ({ ...p, amount: fromCents(Number(amount_cents)), refunded: fromCents(Number(refunded_cents)) })),
    charges: fromCents(totals.charges),
    paid: fromCents(totals.paid),
    balance: fromCents(totals.balance),
    projected_total: fromCents(totals.projected_total),
    documents: documents.map(({ total_cents, ...d }) => ({ ...d, total: Number(total_cents) / 100 })),
  };
}

/**
 * The read of an existing folio without a transaction: its totals and its parts asked side by side,
 * so the answer takes one round trip's time. `undefined` when the stay has no folio yet.
 */
export async function readFolio(sql: Sql, id: number): Promise<Folio | undefined> {
  const [totals, parts] = await Promise.all([folioTotals(sql, id), folioParts(sql, id)]);
  return totals ? folioAnswer(sql, totals, parts) : undefined;
}
