import type { ComponentType } from 'react';
import { useRowPanel } from '@pms/ui';
import type { StaffUser } from '@pms/contracts/staff';
import { useSession } from '../auth/session';
import { roleName } from './RoleField';
import { ChangeStatus, EditStaff, ResetPassword } from './StaffRowPanels';
import { useStaffChange } from './useStaffChange';

type PanelKind = 'edit' | 'status' | 'reset';
const PANELS: Record<PanelKind, ComponentType<{ user: StaffUser; onDone: () => void; onCancel: () => void }>> = {
  edit: EditStaff,
  status: ChangeStatus,
  reset: ResetPassword,
};

/**
 * The staff accounts, one row each, with the row's actions; a row's Edit, Disable/Enable and Reset
 * password open a panel under it (one at a time), Unlock sign-in acts at once. The table scrolls
 * inside its own box on a narrow screen; on paper the actions are left out.
 */
export function StaffTable({ users, onChanged }: { users: readonly StaffUser[]; onChanged: () => void }) {
  const { user: me } = useSession();
  // One panel at a time; the button that opened it gets the focus back when it closes.
  const { open, show, close } = useRowPanel<{ userId: number; kind: PanelKind }>();
  const done = () => {
    close();
    onChanged();
  };

  return (
    <div className="staff-table-box pms-table-scroll" role="region" aria-labelledby="staff-list-title" tabIndex={0}>
      <table className="pms-table staff-table">
        <caption id="staff-list-title">Staff accounts ({users.length})</caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Full name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Password</th>
            <th scope="col" className="pms-no-print">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <StaffRow
              key={user.user_id}
              user={user}
              isMe={user.user_id === me.user_id}
              panel={open?.userId === user.user_id ? open.kind : null}
              onOpen={(kind, button) => show({ userId: user.user_id, kind }, button)}
              onClose={close}
              onDone={done}
              onUnlocked={onChanged}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface StaffRowProps {
  user: StaffUser;
  isMe: boolean;
  panel: PanelKind | null;
  onOpen: (kind: PanelKind, button: HTMLElement) => void;
  onClose: () => void;
  onDone: () => void;
  /** Unlock opens no panel: it leaves any open one (and the focus) alone. */
  onUnlocked: () => void;
}

function StaffRow({ user, isMe, panel, onOpen, onClose, onDone, onUnlocked }: StaffRowProps) {
  const unlock = useStaffChange(user, `Unlock sign-in of ${user.username}`, onUnlocked);
  const Panel = panel ? PANELS[panel] : null;
  const action = (kind: PanelKind, label: string, name: string) => (
    <button
      type="button"
      className="pms-button pms-button--secondary pms-button--small"
      aria-label={name}
      aria-expanded={panel === kind}
      onClick={(e) => onOpen(kind, e.currentTarget)}
    >
      {label}
    </button>
  );
  const unlockNow = () =>
    void unlock.send({ unlock: true }, (changed) => `Waits after failed sign-ins of ${changed.username} were lifted: they can sign in at once.`);
  const statusVerb = user.disabled ? 'Enable' : 'Disable';

  return (
    <>
      <tr className={user.disabled ? 'staff-row staff-row--disabled' : 'staff-row'}>
        <th scope="row">
          {user.username}
          {isMe ? <span className="staff-row__you"> (you)</span> : null}
        </th>
        <td>{user.full_name}</td>
        <td>{roleName(user.access_id)}</td>
        <td>{user.disabled ? <strong>Disabled</strong> : 'Active'}</td>
        <td>{user.must_change_password ? <span className="pms-flag staff-row__flag">Must change at next sign-in</span> : '—'}</td>
        <td className="pms-no-print">
          <div className="staff-row__actions">
            {action('edit', 'Edit', `Edit ${user.username}`)}
            {action('status', statusVerb, `${statusVerb} ${user.username}`)}
            {action('reset', 'Reset password', `Reset password of ${user.username}`)}
            <button
              type="button"
              className="pms-button pms-button--secondary pms-button--small"
              aria-label={`Unlock sign-in of ${user.username}`}
              disabled={unlock.busy}
              onClick={unlockNow}
            >
              Unlock sign-in
            </button>
          </div>
          {unlock.refusal.form ? (
            <p className="pms-field-error" role="alert">
              {unlock.refusal.form}
            </p>
          ) : null}
        </td>
      </tr>
      {Panel ? (
        <tr className="staff-panel-row pms-no-print">
          <td colSpan={6}>
            <Panel user={user} onDone={onDone} onCancel={onClose} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
