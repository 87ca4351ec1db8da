import { eventTypes, subjects } from '@pms/contracts/events';
import type { CreditNoteState, FolioChange, FolioState } from '@pms/contracts/folio';
import { enqueueEvent, type TransactionSql } from '@pms/service-kit';

/** What changed a folio: the line, payment, invoice or credit note it made, and who. */
export interface FolioChangeMade {
  resRoomId: number;
  kind: FolioChange;
  id: number | null;
  amountCents: number;
  by: string;
}

/**
 * Bumps each changed folio's version and publishes its state (`pms.billing.folio.<res_room_id>`)
 * through the outbox, in the transaction that made the change. Several changes of one folio in one
 * call publish one event naming the last (the night audit posts a night and its taxes at once).
 */
export async function announceFolioChanges(tx: TransactionSql, changes: readonly FolioChangeMade[]): Promise<void> {
  if (changes.length === 0) return;
  const last = new Map<number, FolioChangeMade>();
  for (const c of changes) last.set(c.resRoomId, c);
  const ids = [...last.keys()];
  const folios = await tx<{ res_room_id: number; version: number; status: 'open' | 'closed'; charges: string; paid: string }[]>`
    with bumped as (
      update folios set version = version + 1 where res_room_id = any(${ids}::int[])
      returning res_room_id, version, status
    )
    select b.res_room_id, b.version, b.status,
           (select coalesce(sum(amount_cents), 0) from folio_lines l where l.res_room_id = b.res_room_id)::text as charges,
           ((select coalesce(sum(amount_cents), 0) from folio_payments p where p.res_room_id = b.res_room_id)
            - (select coalesce(sum(r.amount_cents), 0) from folio_refunds r join folio_payments p using (payment_id)
               where p.res_room_id = b.res_room_id))::text as paid
    from bumped b`;
  for (const f of folios) {
    const change = last.get(f.res_room_id);
    if (!change) continue;
    const state: FolioState = {
      res_room_id: f.res_room_id,
      status: f.status,
      charges_cents: Number(f.charges),
      paid_cents: Number(f.paid),
      balance_cents: Number(f.charges) - Number(f.paid),
      change: { kind: change.kind, id: change.id, amount_cents: change.amountCents, by: change.by },
    };
    await enqueueEvent<FolioState>(tx, subjects.folio(f.res_room_id), eventTypes.folio, f.version, state);
  }
}

/** A credit note's state event (credit notes never change: version 1). */
export async function publishCreditNote(tx: TransactionSql, state: CreditNoteState): Promise<void> {
  await enqueueEvent<CreditNoteState>(tx, subjects.creditNote(state.credit_note_id), eventTypes.creditNote, 1, state);
}
