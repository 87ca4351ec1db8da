import { Hono } from 'hono';
import { CreateInvoiceBody, InvoiceParams, ResRoomIdParams, type CreateInvoiceAnswer } from '@pms/contracts/billing';
import { notFound, readBody, sessionUserId, validate, withIdempotencyKey, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { findInvoice, invoiceIdsOfStay, payStay, preInvoice } from '../db/invoices';

/**
 * Runs a payment again when PostgreSQL aborted it whole: a deadlock victim, a serialization failure,
 * or the unique invoice-per-stay backstop (a concurrent payment won; the retry answers its invoice).
 */
async function retryingConflicts<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= attempts || !['40P01', '40001', '23505'].includes(code ?? '')) throw err;
    }
  }
}

/** Pre-invoice, payment (which issues the stay's one invoice) and the invoice. */
export function invoiceRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .post('/api/hw/invoice', async (c) => {
      const { id, payment_type } = await readBody(c, CreateInvoiceBody);
      const userId = sessionUserId(c);
      // A retried payment with the same key (same clerk) answers the first result and pays nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `billing.invoice.user.${userId}`, c.req.header('idempotency-key'), async (tx) => {
          const { created, invoice } = await payStay(tx, { resRoomId: id, paymentType: payment_type, userId, now: clock.now(), today: clock.today() });
          const body: CreateInvoiceAnswer = [invoice, { invoice_id: invoice.invoice_id as number, invoice_number: invoice.invoice_number as string }];
          return { status: created ? 201 : 200, body };
        }),
      );
      return c.json(answer.body, answer.status as 200 | 201);
    })
    .get('/api/hw/pre_invoice/:res_room_id', validate('param', ResRoomIdParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      return c.json([await preInvoice(sql, res_room_id)]);
    })
    .get('/api/hw/invoice/:id', validate('param', InvoiceParams), async (c) => {
      const { id } = c.req.valid('param');
      const invoice = await findInvoice(sql, id);
      if (!invoice) throw notFound(`There is no invoice ${id}.`);
      return c.json([invoice]);
    })
    .get('/api/hw/invoice_id/:res_room_id', validate('param', ResRoomIdParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      return c.json(await invoiceIdsOfStay(sql, res_room_id));
    });
}
