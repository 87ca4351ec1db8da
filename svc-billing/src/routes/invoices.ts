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
      let paidCents = 0;
      const answer = await retryingConflicts(() =>
        withIdempotencyKey(sql, `billing.invoice.${sessionActorKey(c)}`, c.req.header('idempotency-key'), async (tx) => {
          const issued = await payStay(tx, { resRoomId: id, paymentType: payment_type, userId, username, now: clock.now(), today: clock.today() });
          const { created, invoice } = issued;
          // Set by the attempt that commits (a conflict's retry runs this again; a replay never does).
          paidCents = issued.paidCents;
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
      // Counted when this call took money: the balance left, not the invoice's total (the folio's
      // earlier payments were counted when taken); 200 answers an invoice issued before.
      if (answer.status === 201 && !answer.replayed && paidCents > 0) {
        hotelMetrics.payments.inc();
        hotelMetrics.paymentAmount.inc(paidCents / 100);
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
