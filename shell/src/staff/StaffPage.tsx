import { api, PageHeader, PrintButton, useApiQuery } from '@pms/ui';
import { AddStaffForm } from './AddStaffForm';
import { StaffListAnswer } from './answers';
import { StaffTable } from './StaffTable';
import './staff.css';

/**
 * STAFF (`/admin/staff`, Administrators: the permission table's `staff.manage`): the hotel's staff
 * accounts from `GET /api/users` and Add staff. What each change does to the account's sessions is
 * the service's (docs/security.md "Staff accounts"); the screen says it in each notice.
 */
export function StaffPage() {
  const staff = useApiQuery('Load staff', (signal) => api.request('GET /api/users', { schema: StaffListAnswer, signal }), []);
  return (
    <div className="pms-page pms-stack staff">
      <PageHeader title="STAFF" actions={<PrintButton />} />
      <section className="pms-card">
        {staff.data ? (
          <StaffTable users={staff.data.users} onChanged={staff.reload} />
        ) : (
          <p role="status">{staff.loading ? 'Loading staff…' : 'The staff list could not be loaded.'}</p>
        )}
      </section>
      <section className="pms-card pms-no-print">
        <AddStaffForm onAdded={staff.reload} />
      </section>
    </div>
  );
}
