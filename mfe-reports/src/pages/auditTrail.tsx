import { useMemo, useState } from 'react';
import { Notice, PageHeader, PrintButton, useAuditTrail, useHotelTimeZone, useSearchParams } from '@pms/ui';
import { AUDIT_FILTER_FIELDS, AUDIT_FILTER_LABELS, auditQueryOf, filtersFromSearch, searchFromFilters, type AuditFilterValues } from '../logic/auditTrail';
import { AuditFilters } from './auditFilters';
import { AuditTable, VerifyChain } from './auditTable';

/**
 * /reports/audit, AUDIT TRAIL (Manager and up: the shell's guard and the API read the permission
 * table's `audit.read`; docs/audit.md "Reading it"): who did what, filtered by user, action, record and
 * business dates, 50 entries a page with Show more, and Verify chain. The applied filters live in the
 * address, so a filtered trail can be linked, reloaded and printed.
 */
export default function AuditTrailPage() {
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => filtersFromSearch(search), [search]);
  const queries = useMemo(() => [auditQueryOf(applied)], [applied]);
  // Apply with the filters already applied reads the trail again (new entries since); new filters do by themselves.
  const [applications, setApplications] = useState(0);
  const trail = useAuditTrail(queries, applications);
  const timeZone = useHotelTimeZone();
  const { error, entries, loading } = trail;
  const fieldErrors = useMemo(() => (error?.status === 400 ? (error.fields ?? {}) : {}), [error]);
  const formFieldsWrong = AUDIT_FILTER_FIELDS.some((f) => fieldErrors[f]);

  function apply(values: AuditFilterValues) {
    const next = searchFromFilters(values);
    if (next.toString() === search.toString()) setApplications((n) => n + 1);
    else setSearch(next);
  }

  const appliedText = AUDIT_FILTER_FIELDS.filter((f) => applied[f]).map((f) => `${AUDIT_FILTER_LABELS[f]}: ${applied[f]}`);
  return (
    <div className="pms-page reports-page">
      <PageHeader title="AUDIT TRAIL" actions={<PrintButton disabled={entries.length === 0} />} />
      <AuditFilters key={search.toString()} initial={applied} errors={fieldErrors} busy={loading} onApply={apply} />
      <p className="pms-print-only">{appliedText.length ? `Filters · ${appliedText.join(' · ')}` : 'Every entry (no filters)'}</p>
      <VerifyChain />
      {error && !formFieldsWrong ? (
        <Notice kind="error" title="The audit trail could not be loaded.">
          {error.message}
        </Notice>
      ) : null}
      {trail.unavailable.length > 0 ? (
        <p className="reports-warning" role="note">
          Entries kept by {trail.unavailable.join(', ')} are missing: that service did not answer.
        </p>
      ) : null}
      {timeZone === undefined || (loading && entries.length === 0) ? (
        <p role="status">Loading the audit trail…</p>
      ) : entries.length === 0 ? (
        !error && <p>No entries match these filters.</p>
      ) : (
        <AuditTable entries={entries} timeZone={timeZone} />
      )}
      {trail.more && entries.length > 0 ? (
        <div className="pms-actions pms-no-print">
          <button type="button" className="pms-button pms-button--secondary" onClick={trail.showMore} disabled={loading} aria-busy={loading || undefined}>
            {loading ? 'Loading…' : 'Show more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
