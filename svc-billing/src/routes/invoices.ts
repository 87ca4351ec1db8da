import { Hono } from 'hono';
import { CreateInvoiceBody, InvoiceParams, ResRoomIdParams, type CreateInvoiceAnswer } from '@pms/contracts/billing';
import { auditActor, hotelMetrics, notFound, readBody, recordAudit, sessionActorKey, sessionUserId, validate, withIdempotencyKey, type AppEnv, type ServiceDeps, retryingConflicts } from '@pms/service-kit';
import { invoiceDetail } from '../db/credit-notes';
import { payStay } from '../db/invoice-issue';
import { invoiceIdsOfStay, preInvoice } from '../db/invoices';
import { RETRY } from './folios';

/** Pre-invoice, Submit Payment (which settles the folio and issues its invoice) and the invoice. */
export function invoiceRoutes({ sql, clock }: ServiceDeps) {
  return new Hono<AppEnv>()
    .post('/api/hw/invoice', async (c) => {
      const { id, payment_type } = await readBody(c, CreateInvoiceBody);
      const userId = sessionUserId(c);
      const username = c.var.session.username;
      // A retried payment with the same key (same clerk) answers the first result and pays nothing new.
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `billing.invoice.${sessionActorKey(c)}`, c.req.header('idempotency-key'), async (tx) => {
          const { created, invoice } = await payStay(tx, { resRoomId: id, paymentType: payment_type, userId, username, now: clock.now(), today: clock.today() });
          if (created) {
            await recordAudit(tx, auditActor(c, clock), {
              action: 'invoice.issued',
              entity: 'invoice',
              entity_id: invoice.invoice_id as number,
              changes: { invoice: [null, { number: invoice.invoice_number, res_room_id: id, total: invoice.total, payment_type }] },
            });
          }
          const body: CreateInvoiceAnswer = [invoice, { invoice_id: invoice.invoice_id as number, invoice_number: invoice.invoice_number as string }];
          return { status: created ? 201 : 200, body };
        }),
        RETRY,
      );
      // 201: this call issued the invoice and took its payment (200 answers one issued before).
      if (answer.status === 201 && !answer.replayed) {
        hotelMetrics.payments.inc();
        hotelMetrics.paymentAmount.inc(Number((answer.body as CreateInvoiceAnswer)[0].total));
      }
      return c.json(answer.body, answer.status as 200 | 201);
    })
    .get('/api/hw/pre_invoice/:res_room_id', validate('param', ResRoomIdParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      return c.json([await preInvoice(sql, res_room_id)]);
    })
    .get('/api/hw/invoice/:id', validate('param', InvoiceParams), async (c) => {
      const { id } = c.req.valid('param');
      const invoice = await invoiceDetail(sql, id);
      if (!invoice) throw notFound(`There is no invoice ${id}.`);
      return c.json([invoice]);
    })
    .get('/api/hw/invoice_id/:res_room_id', validate('param', ResRoomIdParams), async (c) => {
      const { res_room_id } = c.req.valid('param');
      return c.json(await invoiceIdsOfStay(sql, res_room_id));
    });
}
