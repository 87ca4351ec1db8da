import { useId } from 'react';
import { can } from '@pms/contracts/permissions';
import type { AuditEntity } from '@pms/contracts/rules/audit';
import { useHotelTimeZone } from '../dates/hotelToday';
import { Notice } from '../notice/Notice';
import { useSignedInUser } from '../session/signedInUser';
import { auditChangesText, auditHistoryLine } from './auditWords';
import { useAuditTrail } from './useAuditTrail';

/** A record whose entries a History panel shows: a reservation by its id, its stay by the res_room_id, … */
export interface HistoryRecord {
  entity: AuditEntity;
  entity_id: string | number;
}

export interface HistoryProps {
  /** One record, or several shown as one list (a reservation and its stay). */
  records: readonly HistoryRecord[];
  title?: string;
  /** Read the entries again when this changes (after a save or a cancel). */
  refresh?: unknown;
}

/** A History line shows this many changed fields, then "and N more" (the AUDIT screen shows them all). */
const CHANGES_SHOWN = 3;

/**
 * A record's History in plain words (docs/audit.md): "manager cancelled · 10:42", the date when not
 * today, the changed fields briefly; newest first, Show more for older entries. Only for those who may
 * read the trail (the permission table's `audit.read`): for anyone else it renders nothing and asks nothing.
 */
export function History({ records, title = 'History', refresh }: HistoryProps) {
  const user = useSignedInUser();
  const allowed = user !== null && can(user, 'audit.read');
  const trail = useAuditTrail(allowed ? records.map((r) => ({ entity: r.entity, entity_id: String(r.entity_id) })) : null, refresh);
  const timeZone = useHotelTimeZone();
  const headingId = useId();
  if (!allowed) return null;

  const ready = timeZone !== undefined;
  const { entries, loading, error } = trail;
  return (
    <section className="pms-card pms-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {error ? (
        <Notice kind="error" title="The history could not be loaded.">
          {error.message}{' '}
          {entries.length === 0 ? (
            <button type="button" className="pms-link-button" onClick={trail.showMore}>
              Try again
            </button>
          ) : null}
        </Notice>
      ) : null}
      {trail.unavailable.length > 0 ? <p className="pms-hint">Entries kept by {trail.unavailable.join(', ')} may be missing: that service did not answer.</p> : null}
      {(loading && entries.length === 0) || !ready ? (
        <p role="status">Loading the history…</p>
      ) : entries.length === 0 && !error ? (
        <p>Nothing has been recorded yet.</p>
      ) : (
        <ol className="pms-history__list">
          {entries.map((e) => {
            const changes = auditChangesText(e.changes, CHANGES_SHOWN);
            return (
              <li key={`${e.service}-${e.entry_id}`}>
                {auditHistoryLine(e, timeZone)}
                {changes ? <span className="pms-history__changes">{changes}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {trail.more && entries.length > 0 ? (
        <button type="button" className="pms-button pms-button--secondary pms-no-print" onClick={trail.showMore} disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </section>
  );
}
