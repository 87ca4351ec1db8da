import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@pms/ui';

/** The shell's own page for an address no screen answers (also inside a department's area). */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className="pms-page shell-not-found">
      <PageHeader title="PAGE NOT FOUND" />
      <div className="pms-card">
        <p>
          There is no page at <code>{pathname}</code>.
        </p>
        <p>
          <Link to="/">Go to the dashboard</Link>
        </p>
      </div>
    </div>
  );
}
