import type { InvoiceRow } from '@pms/contracts/billing';
import { History } from '@pms/ui';

/**
 * The stay's History on the INVOICE page (managers and up; docs/audit.md): its folio's entries
 * (charges, allowances, payments, refunds — recorded on the stay's res_room_id) and, once issued, its
 * invoice's (issued, credit note). Not printed: the guest's copy is the invoice.
 */
export function FolioHistory({ rows, refresh }: { rows: readonly InvoiceRow[]; refresh: unknown }) {
  const records = rows.flatMap((r) => [
    { entity: 'folio' as const, entity_id: r.res_room_id },
    ...(r.invoice_id === null ? [] : [{ entity: 'invoice' as const, entity_id: r.invoice_id }]),
  ]);
  return (
    <div className="pms-no-print">
      <History title="Folio history" records={records} refresh={refresh} />
    </div>
  );
}
