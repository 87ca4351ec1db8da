import type { InvoiceState } from '@pms/contracts/billing';
import { eventTypes, subjects } from '@pms/contracts/events';
import { enqueueEvent, type TransactionSql } from '@pms/service-kit';

/**
 * A new invoice's state event, through the outbox in the transaction that created it. Invoices never
 * change, so the version is always 1. svc-reservations completes the stay's check-out from it when
 * the check-out call was lost (docs/billing.md).
 */
export async function publishInvoice(tx: TransactionSql, state: InvoiceState): Promise<void> {
  await enqueueEvent<InvoiceState>(tx, subjects.invoice(state.invoice_id), eventTypes.invoice, 1, state);
}
