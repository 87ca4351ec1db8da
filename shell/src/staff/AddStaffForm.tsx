import { useRef, useState, type FormEvent } from 'react';
import { ROLES } from '@pms/contracts/permissions';
import {
  fullNameProblem,
  FULL_NAME_MAX_LENGTH,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  usernameProblem,
} from '@pms/contracts/rules/staff';
import { api, TextField, useNotice } from '@pms/ui';
import { FormEnd, PasswordField } from '../account/FormParts';
import { problemsOf, refusalOf, type Refusal } from '../account/refusal';
import { NewStaffAnswerShape } from './answers';
import { RoleField, roleName } from './RoleField';

const FIELDS = ['username', 'full_name', 'access_id', 'password'] as const;

/**
 * Add staff: username, full name, role and a first password, checked with the service's own rules
 * (rules/staff) before `POST /api/users`; what only the service knows (a taken username, a common
 * password) comes back beside its field. The new user must change the first password at sign-in.
 */
export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const notice = useNotice();
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [accessId, setAccessId] = useState<number>(ROLES.employee);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = problemsOf({
      username: usernameProblem(username),
      full_name: fullNameProblem(fullName),
      password: passwordProblem(password, username),
    });
    setRefusal({ fields });
    if (Object.keys(fields).length > 0) return;
    setBusy(true);
    try {
      const added = await api.request('POST /api/users', { body: { username, full_name: fullName.trim(), access_id: accessId, password }, schema: NewStaffAnswerShape });
      notice.success(`${added.username} can sign in as ${roleName(added.access_id)} with the first password, and must then choose their own.`, {
        title: 'Staff account added.',
      });
      setUsername('');
      setFullName('');
      setAccessId(ROLES.employee);
      setPassword('');
      onAdded();
      first.current?.focus();
    } catch (e) {
      setRefusal(refusalOf(e, 'Add staff', FIELDS));
    } finally {
      setBusy(false);
    }
  }

  const { fields, form } = refusal;
  return (
    <form className="staff-add" aria-labelledby="staff-add-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="staff-add-title">Add staff</h2>
      <div className="pms-row">
        <TextField
          id="staff-add-username"
          label="Username"
          inputRef={first}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX_LENGTH}
          hint="Letters, digits and . _ @ - (at least 4)."
          value={username}
          onChange={setUsername}
          error={fields.username}
        />
        <TextField
          id="staff-add-full-name"
          label="Full name"
          autoComplete="off"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          value={fullName}
          onChange={setFullName}
          error={fields.full_name}
        />
      </div>
      <div className="pms-row">
        <RoleField id="staff-add-role" value={accessId} onChange={setAccessId} error={fields.access_id} />
        <PasswordField
          id="staff-add-password"
          label="First password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, without the username. They change it at their first sign-in.`}
          value={password}
          onChange={setPassword}
          error={fields.password}
        />
      </div>
      <FormEnd message={form} busy={busy} submitLabel="Add staff" />
    </form>
  );
}
