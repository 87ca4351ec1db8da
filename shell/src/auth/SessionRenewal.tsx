import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { api, isApiError, setSessionRenewer } from '@pms/ui';
import { PasswordField, FormEnd } from '../account/FormParts';
import { LoginAnswerShape } from '../answers';
import { useSession } from './session';
import './session-renewal.css';

/**
 * When a call answers 401 (the 8-hour session ended, or it was revoked), the page stays as it is and
 * this dialog asks for the password of the user already signed in. Signed in again, the call that
 * failed is sent once more (the api client's `setSessionRenewer`), so a half-filled booking or a
 * typed work order is not lost. "Sign out" gives up: the shell returns to the login screen.
 *
 * Escape closes the dialog as dialogs do (issue #17) and gives the focus back to what had it, but
 * it does not sign out: that would drop what is on the page without a word. The failed calls keep
 * waiting, and a bar stays at the foot of the page ("Sign in again" reopens the dialog, or "Sign
 * out"), so the clerk can read or copy what they typed first.
 */
export function SessionRenewal() {
  const { user } = useSession();
  const [asking, setAsking] = useState<((renewed: boolean) => void) | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Closed with Escape: the calls still wait, the bar below offers the dialog again.
  const [setAside, setSetAside] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const reopen = useRef<HTMLButtonElement>(null);
  // What had the focus when the session ended (the Save button…): it gets it back when the dialog closes.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      setSessionRenewer(
        () =>
          new Promise<boolean>((resolve) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setPassword('');
            setProblem(undefined);
            setSetAside(false);
            setAsking(() => resolve);
          }),
      ),
    [],
  );
  useEffect(() => {
    if (asking && !setAside) dialog.current?.querySelector('input')?.focus();
  }, [asking, setAside]);

  if (!asking) return null;
  const returnFocus = () => {
    if (opener.current?.isConnected) opener.current.focus();
  };
  const finish = (renewed: boolean) => {
    setAsking(null);
    setBusy(false);
    setSetAside(false);
    if (renewed) returnFocus();
    asking(renewed);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || busy) return;
    e.preventDefault();
    e.stopPropagation();
    setSetAside(true);
    setProblem(undefined);
    // Back to what had the focus; if that is gone, to the bar's "Sign in again".
    if (opener.current?.isConnected) returnFocus();
    else requestAnimationFrame(() => reopen.current?.focus());
  };

  if (setAside)
    return (
      <div className="shell-renewal-bar pms-no-print" role="region" aria-label="Session ended">
        <p>
          Your session has ended: nothing is saved until <strong>{user.username}</strong> signs in again. What you typed is kept.
        </p>
        <div className="pms-actions">
          <button ref={reopen} type="button" className="pms-button" onClick={() => setSetAside(false)}>
            Sign in again
          </button>
          <button type="button" className="pms-button pms-button--secondary" onClick={() => finish(false)}>
            Sign out
          </button>
        </div>
      </div>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || password === '') return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api.request('POST /api/login', { body: { username: user.username, password }, schema: LoginAnswerShape, ignoreUnauthorized: true });
      // Only the same person carries on with what is on the screen.
      if (answer.user.user_id === user.user_id) return finish(true);
      setProblem('That is another account: sign out to change user.');
    } catch (e) {
      setProblem(isApiError(e) && e.status === 401 ? 'The password is not right, or the account is no longer active.' : isApiError(e) ? e.message : 'Signing in failed.');
    }
    setBusy(false);
  }

  return (
    <div className="shell-renewal" role="presentation" onKeyDown={onKeyDown}>
      <div ref={dialog} className="shell-renewal__dialog pms-card" role="alertdialog" aria-modal="true" aria-labelledby="session-renewal-title" aria-describedby="session-renewal-text">
        <h2 id="session-renewal-title">Your session has ended</h2>
        <p id="session-renewal-text">
          Enter the password of <strong>{user.username}</strong> to carry on. What you have typed on this page is kept.
        </p>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <PasswordField id="session-renewal-password" label="Password" autoComplete="current-password" value={password} onChange={setPassword} error={problem} />
          <FormEnd message={undefined} busy={busy} submitLabel="Continue">
            <button type="button" className="pms-button pms-button--secondary" onClick={() => finish(false)}>
              Sign out
            </button>
          </FormEnd>
        </form>
      </div>
    </div>
  );
}
