import { Hono, type Context } from 'hono';
import {
  AllowanceBody,
  CreditNoteBody,
  FolioLineParams,
  FolioParams,
  FolioPaymentBody,
  FolioPaymentParams,
  InvoiceIdParams,
  PostChargeBody,
  RefundBody,
  type ChargeCodeList,
  type CreditNoteAnswer,
  type Folio,
} from '@pms/contracts/folio';
import { toCents } from '@pms/contracts/money';
import { auditActor, hotelMetrics, readBody, recordAudit, validate, withIdempotencyKey, type AppEnv, type AuditActor, type ServiceDeps, type TransactionSql, retryingConflicts } from '@pms/service-kit';
import { issueCreditNote } from '../db/credit-notes';
import { openFolio, postAllowance, postExtra, type Actor } from '../db/folio-charges';
import { refundPayment, takePayment } from '../db/folio-payments';
import { folioAnswer, readFolio } from '../db/folio-read';

/** Billing's writes are retried also when a unique backstop (an invoice or credit-note number) fired. */
export const RETRY = { uniqueBackstop: true } as const;

/**
 * Folios (docs/billing.md "Folio"). Who may call each route is the permission table's business (the
 * session guard reads it from the route table); who acted is the session's user, never the body.
 * Every write answers the folio as it stands after it.
 */
export function folioRoutes({ sql, clock }: ServiceDeps) {
  const actorOf = (c: Context<AppEnv>): Actor => ({ by: c.var.session.username, businessDate: clock.today() });
  /**
   * Runs a folio write and answers the folio after it (201). `work` answers what its audit entry
   * records (`folio.charge_posted` …), written in the same transaction.
   */
  const write = async (
    c: Context<AppEnv>,
    resRoomId: number,
    action: Exclude<keyof typeof FOLIO_AUDIT, 'folio.payment_taken'>,
    work: (tx: TransactionSql, actor: Actor) => Promise<Record<string, unknown>>,
  ) => {
    const actor = actorOf(c);
    const audit = auditActor(c, clock);
    const folio = await retryingConflicts(() =>
      sql.begin(async (tx) => {
        const what = await work(tx, actor);
        await recordFolioAudit(tx, audit, action, resRoomId, what);
        return folioAnswer(tx, await openFolio(tx, resRoomId, actor));
      }),
      RETRY,
    );
    return c.json<Folio>(folio, 201);
  };

  return new Hono<AppEnv>()
    .get('/api/charge-codes', async (c) => {
      const codes = await sql<{ code: string; description: string; taxed: boolean }[]>`
        select code, description, taxed from charge_codes order by position, code`;
      return c.json<ChargeCodeList>({ charge_codes: codes });
    })
    .get('/api/folios/:res_room_id', validate('param', FolioParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      // Most reads find the folio: no transaction, its parts read side by side.
      const found = await readFolio(sql, res_room_id);
      if (found) return c.json<Folio>(found);
      // A stay an older release wrote gets its folio on first sight (the backfill may not have reached it).
      const actor = actorOf(c);
      const folio = await sql.begin(async (tx) => folioAnswer(tx, await openFolio(tx, res_room_id, actor)));
      return c.json<Folio>(folio);
    })
    .post('/api/folios/:res_room_id/charges', validate('param', FolioParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      const body = await readBody(c, PostChargeBody);
      return write(c, res_room_id, 'folio.charge_posted', async (tx, actor) => {
        const line_id = await postExtra(tx, res_room_id, { code: body.code, description: body.description, amountCents: toCents(body.amount), quantity: body.quantity ?? 1 }, actor);
        return { line_id, code: body.code, amount: body.amount, quantity: body.quantity ?? 1 };
      });
    })
    .post('/api/folios/:res_room_id/charges/:line_id/allowances', validate('param', FolioLineParams), async (c) => {
      const { res_room_id, line_id } = c.req.valid('param');
      const body = await readBody(c, AllowanceBody);
      return write(c, res_room_id, 'folio.allowance_posted', async (tx, actor) => {
        const allowance_line_id = await postAllowance(tx, res_room_id, line_id, { amountCents: toCents(body.amount), reason: body.reason }, actor);
        return { line_id: allowance_line_id, of_line_id: line_id, amount: body.amount, reason: body.reason };
      });
    })
    .post('/api/folios/:res_room_id/payments', validate('param', FolioParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      const body = await readBody(c, FolioPaymentBody);
      const actor = actorOf(c);
      // A retried payment with the same key (same clerk) answers the first result and takes nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `billing.folio_payment.${actor.by}`, c.req.header('idempotency-key'), async (tx) => {
          const payment_id = await takePayment(tx, res_room_id, { method: body.method, amountCents: toCents(body.amount) }, actor);
          await recordFolioAudit(tx, auditActor(c, clock), 'folio.payment_taken', res_room_id, { payment_id, method: body.method, amount: body.amount });
          return { status: 201, body: await folioAnswer(tx, await openFolio(tx, res_room_id, actor)) };
        }),
        RETRY,
      );
      if (!answer.replayed) {
        hotelMetrics.payments.inc();
        hotelMetrics.paymentAmount.inc(body.amount);
      }
      return c.json(answer.body as Folio, answer.status as 201);
    })
    .post('/api/folios/:res_room_id/payments/:payment_id/refunds', validate('param', FolioPaymentParams), async (c) => {
      const { res_room_id, payment_id } = c.req.valid('param');
      const body = await readBody(c, RefundBody);
      return write(c, res_room_id, 'folio.payment_refunded', async (tx, actor) => {
        const refund_id = await refundPayment(tx, res_room_id, payment_id, { amountCents: toCents(body.amount), reason: body.reason }, actor);
        return { refund_id, payment_id, amount: body.amount, reason: body.reason };
      });
    })
    .post('/api/invoices/:id/credit-note', validate('param', InvoiceIdParams), async (c) => {
      const { id } = c.req.valid('param');
      const body = await readBody(c, CreditNoteBody);
      const actor = actorOf(c);
      const audit = auditActor(c, clock);
      const answer = await retryingConflicts(
        () =>
          sql.begin(async (tx) => {
            const note = await issueCreditNote(tx, id, body.reason, actor);
            await recordAudit(tx, audit, {
              action: 'invoice.credit_note_issued',
              entity: 'invoice',
              entity_id: id,
              changes: { credit_note: [null, { number: note.credit_note_number, total: note.total, reason: note.reason }] },
            });
            return note;
          }),
        RETRY,
      );
      return c.json<CreditNoteAnswer>(answer, 201);
    });
}

/** What each folio write's audit entry calls the thing it added. */
const FOLIO_AUDIT = {
  'folio.charge_posted': 'charge',
  'folio.allowance_posted': 'allowance',
  'folio.payment_taken': 'payment',
  'folio.payment_refunded': 'refund',
} as const;

/** A folio write's audit entry: on the folio (the stay), what was posted, taken or given back. */
function recordFolioAudit(tx: TransactionSql, audit: AuditActor, action: keyof typeof FOLIO_AUDIT, resRoomId: number, what: Record<string, unknown>) {
  return recordAudit(tx, audit, { action, entity: 'folio', entity_id: resRoomId, changes: { [FOLIO_AUDIT[action]]: [null, what] } });
}
