import { ROLE_NAMES, ROLES } from '@pms/contracts/permissions';

/** The roles a staff account may have (the guest is nobody's role), lowest first. */
const STAFF_ROLES = [ROLES.employee, ROLES.manager, ROLES.administrator] as const;

export const roleName = (accessId: number): string => ROLE_NAMES[accessId] ?? `Role ${accessId}`;

/** Role: Employee, Manager or Administrator (the permission table's roles), with its message beside it. */
export function RoleField({ id, value, onChange, error }: { id: string; value: number; onChange: (accessId: number) => void; error?: string }) {
  const errorId = `${id}-error`;
  return (
    <div className="pms-field">
      <label htmlFor={id} className="pms-label">
        Role
      </label>
      <select
        id={id}
        className="pms-select"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="pms-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
