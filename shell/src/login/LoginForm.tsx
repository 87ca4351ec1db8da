import { useId, useState, type FormEvent } from 'react';
import type { LoginAnswer } from '@pms/contracts/auth';
import { api } from '@pms/ui';
import { LoginAnswerShape } from '../answers';
import { canSubmitLogin, DEMO_CREDENTIALS, LOGIN_MINIMUMS } from './loginRule';

/** User Timing mark the e2e run reads for "login submit → dashboard painted" (docs/performance.md). */
const LOGIN_SUBMIT_MARK = 'pms:login-submit';

/**
 * Username, password and Login (docs/product.md §2, §5): prefilled with the demo account, Login enabled
 * only from 4 and 5 characters, and a failed login says "error logging in" on the page.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (answer: LoginAnswer) => void }) {
  const [username, setUsername] = useState<string>(DEMO_CREDENTIALS.username);
  const [password, setPassword] = useState<string>(DEMO_CREDENTIALS.password);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();
  const ready = canSubmitLogin(username, password);

  // Shows its own failure on the form, so the form's onSubmit does not wait for it (`void`).
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    performance.mark(LOGIN_SUBMIT_MARK);
    setBusy(true);
    setFailed(false);
    try {
      // An answer without user.username fails the schema and counts as a failed login (docs/product.md §8).
      const answer = await api.request('POST /api/login', { body: { username, password }, schema: LoginAnswerShape });
      setBusy(false);
      onSignedIn(answer);
    } catch (e) {
      console.error('Failed to log in', e);
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <form className="login-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={failed ? errorId : undefined}>
      <label className="login-form__field">
        <span>Username</span>
        <input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          minLength={LOGIN_MINIMUMS.username}
        />
      </label>
      <label className="login-form__field">
        <span>Password</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          minLength={LOGIN_MINIMUMS.password}
        />
      </label>
      <button type="submit" className="login-form__submit" disabled={!ready || busy}>
        Login
      </button>
      {/* Always in the page with a line's height (shell.css): the centred panel neither grows nor
          moves up when the answer comes, and a live region present before its words is announced
          more reliably than one added with them. */}
      <p id={errorId} role="alert" className="login-form__error">
        {failed ? 'error logging in' : null}
      </p>
    </form>
  );
}
