import { useState } from 'react';
import type { AuditEntry, AuditVerification } from '@pms/contracts/rules/audit';
import { api, auditActionText, auditChangesText, AuditVerificationAnswer, auditRecordText, auditTime, isApiError, useApi } from '@pms/ui';
import { verificationText } from '../logic/auditTrail';

/**
 * The AUDIT TRAIL's entries, newest first: the time in the hotel's zone, the business date, who,
 * what in plain words, the record, every change and the client address. The table scrolls in its own
 * box (focusable, so the arrow keys scroll it) and prints whole.
 */
export function AuditTable({ entries, timeZone }: { entries: readonly AuditEntry[]; timeZone: string | null }) {
  return (
    <div className="reports-scroll pms-table-scroll" role="region" aria-label="Audit entries" tabIndex={0}>
      <table className="pms-table reports-audit-table">
        <caption>
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Business date</th>
            <th scope="col">User</th>
            <th scope="col">What</th>
            <th scope="col">Record</th>
            <th scope="col">Changes</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => {
            const { date, time } = auditTime(e.at, timeZone);
            return (
              <tr key={`${e.service}-${e.entry_id}`}>
                <td>
                  <time dateTime={e.at}>
                    {date} {time}
                  </time>
                </td>
                <td>{e.business_date ?? '—'}</td>
                <td>{e.username ?? 'the system'}</td>
                <td>{auditActionText(e.action)}</td>
                <td>{auditRecordText(e)}</td>
                <td>{auditChangesText(e.changes) || '—'}</td>
                <td>{e.address ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type Verify = { state: 'idle' } | { state: 'running' } | { state: 'done'; result: AuditVerification } | { state: 'failed'; message: string };

/** Verify chain: every service walks its hash chain (docs/audit.md); the answer in one line. */
export function VerifyChain() {
  const { report } = useApi();
  const [verify, setVerify] = useState<Verify>({ state: 'idle' });

  async function run() {
    setVerify({ state: 'running' });
    try {
      setVerify({ state: 'done', result: await api.request('GET /api/audit/verify', { schema: AuditVerificationAnswer }) });
    } catch (e) {
      report(e, 'Verify the chain');
      setVerify({ state: 'failed', message: isApiError(e) ? e.message : 'The check did not answer.' });
    }
  }

  const intact = verify.state === 'done' && verify.result.ok;
  return (
    <div className="pms-actions reports-verify">
      <button type="button" className="pms-button pms-button--secondary pms-no-print" onClick={() => void run()} disabled={verify.state === 'running'} aria-busy={verify.state === 'running' || undefined}>
        {verify.state === 'running' ? 'Verifying…' : 'Verify chain'}
      </button>
      {verify.state === 'done' ? (
        <p role={intact ? 'status' : 'alert'} className={intact ? 'reports-verified' : 'reports-oversold'}>
          {verificationText(verify.result)}
        </p>
      ) : null}
      {verify.state === 'failed' ? (
        <p role="alert" className="pms-field-error">
          The chain could not be verified: {verify.message}
        </p>
      ) : null}
    </div>
  );
}
