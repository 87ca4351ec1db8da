import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginAnswer } from '@pms/contracts/auth';
import type { GuardRedirectState } from '../auth/RequireAccess';
import { useSession } from '../auth/session';
import logo from './logo.svg';
import { LoginForm } from './LoginForm';
import { ParticleField } from './ParticleField';
import { Slideshow } from './Slideshow';

/** The guest state's only screen: the hotel slideshow, drifting particles and the login form. */
export function LoginPage() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const onSignedIn = ({ user, must_change_password }: LoginAnswer) => {
    // Someone sent here by the guard (a deep link typed while signed out) goes on to that page. With
    // a password an Administrator set, the routes show Change password instead, then the dashboard.
    const from = (location.state as GuardRedirectState | null)?.from;
    signedIn(user, { mustChangePassword: must_change_password === true });
    if (from && from !== '/') navigate(from, { replace: true });
  };

  return (
    <div className="login">
      <Slideshow />
      <ParticleField />
      <main className="login__panel" aria-labelledby="login-title">
        <img className="login__logo" src={logo} alt="Hotel PMS" width={300} height={64} />
        <h1 id="login-title" className="login__title">
          Staff sign in
        </h1>
        <LoginForm onSignedIn={onSignedIn} />
      </main>
    </div>
  );
}
