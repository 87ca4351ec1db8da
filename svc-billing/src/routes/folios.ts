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
import { readBody, validate, withIdempotencyKey, type AppEnv, type ServiceDeps, type TransactionSql, retryingConflicts } from '@pms/service-kit';
import { issueCreditNote } from '../db/credit-notes';
import { openFolio, postAllowance, postExtra, type Actor } from '../db/folio-charges';
import { refundPayment, takePayment } from '../db/folio-payments';
import { folioAnswer } from '../db/folio-read';
import { folioTotals } from '../db/folio-totals';

/** Billing's writes are retried also when a unique backstop (an invoice or credit-note number) fired. */
export const RETRY = { uniqueBackstop: true } as const;

/**
 * Folios (docs/billing.md "Folio"). Who may call each route is the permission table's business (the
 * session guard reads it from the route table); who acted is the session's user, never the body.
 * Every write answers the folio as it stands after it.
 */
export function folioRoutes({ sql, clock }: ServiceDeps) {
  const actorOf = (c: Context<AppEnv>): Actor => ({ by: c.var.session.username, businessDate: clock.today() });
  /** Runs a folio write and answers the folio after it (201). */
  const write = async (c: Context<AppEnv>, resRoomId: number, work: (tx: TransactionSql, actor: Actor) => Promise<unknown>) => {
    const actor = actorOf(c);
    const folio = await retryingConflicts(() =>
      sql.begin(async (tx) => {
        await work(tx, actor);
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
      const found = await folioTotals(sql, res_room_id);
      if (found) return c.json<Folio>(await folioAnswer(sql, found));
      // A stay an older release wrote gets its folio on first sight (the backfill may not have reached it).
      const actor = actorOf(c);
      const folio = await sql.begin(async (tx) => folioAnswer(tx, await openFolio(tx, res_room_id, actor)));
      return c.json<Folio>(folio);
    })
    .post('/api/folios/:res_room_id/charges', validate('param', FolioParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      const body = await readBody(c, PostChargeBody);
      return write(c, res_room_id, (tx, actor) =>
        postExtra(tx, res_room_id, { code: body.code, description: body.description, amountCents: toCents(body.amount), quantity: body.quantity ?? 1 }, actor),
      );
    })
    .post('/api/folios/:res_room_id/charges/:line_id/allowances', validate('param', FolioLineParams), async (c) => {
      const { res_room_id, line_id } = c.req.valid('param');
      const body = await readBody(c, AllowanceBody);
      return write(c, res_room_id, (tx, actor) => postAllowance(tx, res_room_id, line_id, { amountCents: toCents(body.amount), reason: body.reason }, actor));
    })
    .post('/api/folios/:res_room_id/payments', validate('param', FolioParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      const body = await readBody(c, FolioPaymentBody);
      const actor = actorOf(c);
      // A retried payment with the same key (same clerk) answers the first result and takes nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `billing.folio_payment.${actor.by}`, c.req.header('idempotency-key'), async (tx) => {
          await takePayment(tx, res_room_id, { method: body.method, amountCents: toCents(body.amount) }, actor);
          return { status: 201, body: await folioAnswer(tx, await openFolio(tx, res_room_id, actor)) };
        }),
        RETRY,
      );
      return c.json(answer.body as Folio, answer.status as 201);
    })
    .post('/api/folios/:res_room_id/payments/:payment_id/refunds', validate('param', FolioPaymentParams), async (c) => {
      const { res_room_id, payment_id } = c.req.valid('param');
      const body = await readBody(c, RefundBody);
      return write(c, res_room_id, (tx, actor) => refundPayment(tx, res_room_id, payment_id, { amountCents: toCents(body.amount), reason: body.reason }, actor));
    })
    .post('/api/invoices/:id/credit-note', validate('param', InvoiceIdParams), async (c) => {
      const { id } = c.req.valid('param');
      const body = await readBody(c, CreditNoteBody);
      const actor = actorOf(c);
      const answer = await retryingConflicts(() => sql.begin((tx) => issueCreditNote(tx, id, body.reason, actor)), RETRY);
      return c.json<CreditNoteAnswer>(answer, 201);
    });
}
