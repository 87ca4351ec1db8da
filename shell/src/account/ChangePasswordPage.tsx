import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { passwordProblem, PASSWORD_MIN_LENGTH, STAFF_MESSAGES } from '@pms/contracts/rules/staff';
import { api, Notice, PageHeader, useNotice } from '@pms/ui';
import { useSession } from '../auth/session';
import { FormEnd, PasswordField } from './FormParts';
import { problemsOf, refusalOf, type Refusal } from './refusal';
import './account.css';

/** The repeat field's own message (the service never sees the repeat). */
export const REPEAT_MISMATCH = 'does not match the new password';

/**
 * `/account/password`, for everyone signed in (the user card's Change password), and the only
 * screen of someone whose password an Administrator set (the login's `must_change_password`).
 * The new password is checked with the service's own rule (`passwordProblem`, rules/staff) before it
 * is sent; what only the service knows (the current password, the common passwords) comes back
 * beside its field. Done: a notice, and the dashboard.
 */
export function ChangePasswordPage() {
  const { user, mustChangePassword, passwordChanged } = useSession();
  const notice = useNotice();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({ fields: {} });
  const [busy, setBusy] = useState(false);
  // Changed: the reason stays until the dashboard replaces this page (its code may still be on the
  // way), so the form under it does not jump up in the meantime (issue #16, no layout shift).
  const [reasonHeld, setReasonHeld] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const fields = problemsOf({
      current: current === '' ? STAFF_MESSAGES.required : undefined,
      next: passwordProblem(next, user.username) ?? (next === current ? STAFF_MESSAGES.passwordUnchanged : undefined),
      repeat: repeat === next ? undefined : REPEAT_MISMATCH,
    });
    setRefusal({ fields });
    if (Object.keys(fields).length > 0) return;
    setBusy(true);
    try {
      await api.request('POST /api/me/password', { body: { current, next } });
      notice.success('Your password was changed. You stay signed in here; any other device was signed out.', { title: 'Password changed.' });
      setReasonHeld(mustChangePassword);
      passwordChanged();
      navigate('/', { replace: true });
    } catch (e) {
      setRefusal(refusalOf(e, 'Change password', ['current', 'next']));
      setBusy(false);
    }
  }

  const { fields, form } = refusal;
  return (
    <div className="pms-page account-password">
      <PageHeader title="CHANGE PASSWORD" />
      {mustChangePassword || reasonHeld ? (
        <Notice kind="info" title="Choose your own password.">
          Your password was set by an administrator and must be changed before you go on.
        </Notice>
      ) : null}
      <form className="pms-card account-password__form" aria-label="Change password" onSubmit={(e) => void submit(e)} noValidate>
        {/* For password managers: the account whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <PasswordField
          id="password-current"
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={fields.current}
        />
        <PasswordField
          id="password-next"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not your username and not a common password.`}
          value={next}
          onChange={setNext}
          error={fields.next}
        />
        <PasswordField id="password-repeat" label="Repeat new password" value={repeat} onChange={setRepeat} error={fields.repeat} />
        <FormEnd message={form} busy={busy} submitLabel="Change password" />
      </form>
    </div>
  );
}
