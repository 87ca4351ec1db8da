import { PageHeader } from '@pms/ui';
import type { Department } from './departments';

/**
 * What a department's area shows when its remote cannot be fetched or has failed: a message for
 * that area only and a Retry button; the top bar, menu and other departments keep working.
 */
export function DepartmentUnavailable({ department, onRetry }: { department: Department; onRetry: () => void }) {
  return (
    <div className="pms-page shell-unavailable">
      <PageHeader title={department.label.toUpperCase()} />
      <div className="pms-card" role="alert">
        <p>{department.label} is unavailable right now — retry in a moment. The rest of the system keeps working.</p>
        <button type="button" className="pms-button" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
