import { useState, type FormEvent, type ReactNode } from 'react';
import type { StaffUser } from '@pms/contracts/staff';
import { fullNameProblem, FULL_NAME_MAX_LENGTH, passwordProblem, PASSWORD_MIN_LENGTH } from '@pms/contracts/rules/staff';
import { TextField } from '@pms/ui';
import { FormEnd, PasswordField } from '../account/FormParts';
import { problemsOf } from '../account/refusal';
import { RoleField, roleName } from './RoleField';
import { useStaffChange } from './useStaffChange';

/** What a row's panel gets: the account, and what to do when it is done (reload) or cancelled. */
interface PanelProps {
  user: StaffUser;
  onDone: () => void;
  onCancel: () => void;
}

/** The frame of every row panel: a labelled form, its message, its buttons; Escape cancels. */
function Panel({ title, onSubmit, onCancel, form, busy, submitLabel, danger, focusCancel, children }: {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  form: string | undefined;
  busy: boolean;
  submitLabel: string;
  danger?: boolean;
  /** A confirmation (no fields) starts on Cancel, so a stray Enter changes nothing. */
  focusCancel?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="staff-panel" aria-label={title} onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} noValidate>
      <h3 className="staff-panel__title">{title}</h3>
      {children}
      <FormEnd message={form} busy={busy} submitLabel={submitLabel} danger={danger}>
        <button type="button" className="pms-button pms-button--secondary" onClick={onCancel} autoFocus={focusCancel}>
          Cancel
        </button>
      </FormEnd>
    </form>
  );
}

/** Edit: full name and role. Lowering the role signs the user out everywhere (the service does it). */
export function EditStaff({ user, onDone, onCancel }: PanelProps) {
  const [fullName, setFullName] = useState(user.full_name);
  const [accessId, setAccessId] = useState(user.access_id);
  const { send, refusal, setRefusal, busy } = useStaffChange(user, `Edit ${user.username}`, onDone);
  const save = () => {
    const fields = problemsOf({ full_name: fullNameProblem(fullName) });
    if (Object.keys(fields).length > 0) return setRefusal({ fields });
    const lowered = accessId < user.access_id;
    void send(
      { full_name: fullName.trim(), access_id: accessId },
      (changed) => `${changed.username} is ${changed.full_name}, ${roleName(changed.access_id)}.${lowered ? ' They were signed out everywhere.' : ''}`,
      ['full_name', 'access_id'],
    );
  };
  const id = `staff-edit-${user.user_id}`;
  return (
    <Panel title={`Edit ${user.username}`} onSubmit={save} onCancel={onCancel} form={refusal.form} busy={busy} submitLabel="Save">
      <div className="pms-row">
        <TextField id={`${id}-full-name`} label="Full name" autoFocus required maxLength={FULL_NAME_MAX_LENGTH} value={fullName} onChange={setFullName} error={refusal.fields.full_name} />
        <RoleField id={`${id}-role`} value={accessId} onChange={setAccessId} error={refusal.fields.access_id} />
      </div>
    </Panel>
  );
}

/** Disable (signed out everywhere at once, no sign-in) or Enable again, after a confirmation. */
export function ChangeStatus({ user, onDone, onCancel }: PanelProps) {
  const disabling = !user.disabled;
  const verb = disabling ? 'Disable' : 'Enable';
  const { send, refusal, busy } = useStaffChange(user, `${verb} ${user.username}`, onDone);
  const confirm = () =>
    void send({ disabled: disabling }, (changed) =>
      changed.disabled ? `${changed.username} cannot sign in and was signed out everywhere.` : `${changed.username} can sign in again.`,
    );
  return (
    <Panel title={`${verb} ${user.username}?`} onSubmit={confirm} onCancel={onCancel} form={refusal.form} busy={busy} submitLabel={`${verb} ${user.username}`} danger={disabling} focusCancel>
      <p>
        {disabling
          ? `${user.full_name} (${user.username}) is signed out everywhere at once and cannot sign in until enabled again.`
          : `${user.full_name} (${user.username}) can sign in again with their current password.`}
      </p>
    </Panel>
  );
}

/** Reset password: a new first password (the service's rule), to be changed at the next sign-in. */
export function ResetPassword({ user, onDone, onCancel }: PanelProps) {
  const [password, setPassword] = useState('');
  const { send, refusal, setRefusal, busy } = useStaffChange(user, `Reset the password of ${user.username}`, onDone);
  const reset = () => {
    const fields = problemsOf({ reset_password: passwordProblem(password, user.username) });
    if (Object.keys(fields).length > 0) return setRefusal({ fields });
    void send(
      { reset_password: password },
      (changed) => `${changed.username} was signed out everywhere and must choose their own password at the next sign-in. Give them the new first password in person.`,
      ['reset_password'],
    );
  };
  return (
    <Panel title={`Reset the password of ${user.username}`} onSubmit={reset} onCancel={onCancel} form={refusal.form} busy={busy} submitLabel="Reset password">
      <PasswordField
        id={`staff-reset-${user.user_id}`}
        label="New first password"
        autoFocus
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, without the username.`}
        value={password}
        onChange={setPassword}
        error={refusal.fields.reset_password}
      />
    </Panel>
  );
}
