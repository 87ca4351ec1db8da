import { InvoiceState } from '@pms/contracts/billing';
import type { EventEnvelope } from '@pms/contracts/events';
import { applyIfNewer, hotelMetrics, systemActor, type Logger, type ServiceDeps, type Sql, type Subscription, retryingConflicts } from '@pms/service-kit';
import { completeCheckOutFromPayment } from '../db/frontdesk-stays';

/**
 * svc-billing's invoices (`pms.billing.invoice.<invoice_id>`): a paid stay that is checked in but not
 * checked out is checked out here (docs/architecture.md §6: the payment page sends check-out and payment; if
 * the check-out call was lost, the payment still completes it). The check-out and its stay event
 * commit with the version guard in one transaction, so replays and duplicates change nothing.
 */
async function applyInvoiceEvent(sql: Sql, log: Logger, event: EventEnvelope, subject: string, today: string): Promise<void> {
  const invoice = InvoiceState.parse(event.data);
  const outcome = await retryingConflicts(() =>
    sql.begin(async (tx) => {
      if (!(await applyIfNewer(tx, subject, event.version))) return 'seen';
      // No clerk's session here: the invoice's payment completed it (its own entry names who took it).
      return completeCheckOutFromPayment(tx, invoice.res_room_id, { at: new Date(invoice.paid_at), checkOutDate: invoice.check_out_date, today, actor: systemActor({ today: () => today }) });
    }),
  );
  const line = { res_room_id: invoice.res_room_id, invoice_id: invoice.invoice_id };
  if (outcome === 'checked-out') {
    // Committed here rather than by the clerk's call: it is this stay's one check-out.
    hotelMetrics.checkOuts.inc();
    // Usually the clerk's check-out call is simply still on its way (the payment page sends both);
    // it then finds the stay checked out. Only a lost call would otherwise leave the guest in house.
    log.info(line, 'the paid invoice checked the stay out ahead of (or instead of) the check-out call');
  }
  else if (outcome === 'not-checked-in' || outcome === 'unknown-stay') log.warn({ ...line, outcome }, 'an invoice for a stay that is not in the house');
}

/** The durable consumer, named after this database's identity like the room projections. */
export async function startInvoiceConsumer({ sql, bus, clock, log }: Pick<ServiceDeps, 'sql' | 'bus' | 'clock' | 'log'>): Promise<Subscription> {
  const [identity] = await sql<{ id: string }[]>`select id from consumer_identity`;
  if (!identity) throw new Error('consumer_identity is empty: migrations did not run');
  const consumerLog = log.child({ component: 'invoices' });
  return bus.consume({
    durable: `reservations-invoices-${identity.id}`,
    filter: 'pms.billing.invoice.>',
    handler: (event, subject) => applyInvoiceEvent(sql, consumerLog, event, subject, clock.today()),
  });
}
