import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@pms/contracts/auth';
import { api, forgetSignedInUser, onSessionExpired } from '@pms/ui';
import { GUEST_USER } from '@pms/contracts/rules/session';
import { LoginAnswerShape } from '../answers';

export interface Session {
  /** The current user: GUEST_USER (access_id 0) when nobody is signed in. */
  user: User;
  /**
   * The login answered `must_change_password` (an Administrator set the password): the shell shows
   * only Change password until it is changed. Kept in this page only — the server does not enforce it.
   */
  mustChangePassword: boolean;
  signedIn(user: User, options?: { mustChangePassword?: boolean }): void;
  /** The user changed their own password: the rest of the shell opens again. */
  passwordChanged(): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside <SessionProvider>');
  return session;
}

/**
 * Holds who is signed in. Starts from the answer of `/api/login/status` that the entry point
 * fetched before rendering anything; any call answering 401 later (expired or revoked session)
 * returns the app to the guest state, i.e. the login screen.
 */
export function SessionProvider({ initialUser, initialMustChangePassword = false, children }: { initialUser: User; initialMustChangePassword?: boolean; children: ReactNode }) {
  const [user, setUserState] = useState<User>(initialUser);
  // From the status answer: a reload does not skip the change an Administrator asked for.
  const [mustChangePassword, setMustChangePassword] = useState(initialMustChangePassword);
  // Who is signed in changes: the departments' cached answer of /api/login/status goes with it.
  const setUser = useCallback((next: User, options: { mustChangePassword?: boolean } = {}) => {
    forgetSignedInUser();
    setUserState(next);
    setMustChangePassword(options.mustChangePassword === true);
  }, []);
  const passwordChanged = useCallback(() => setMustChangePassword(false), []);

  useEffect(() => onSessionExpired(() => setUser(GUEST_USER)), [setUser]);

  const signOut = useCallback(async () => {
    try {
      await api.request('GET /api/logout', { schema: LoginAnswerShape });
    } catch (e) {
      // The cookie may already be gone; either way this browser is signed out now.
      console.error('Failed to log out', e);
    }
    setUser(GUEST_USER);
  }, [setUser]);

  const session = useMemo<Session>(
    () => ({ user, mustChangePassword, signedIn: setUser, passwordChanged, signOut }),
    [user, mustChangePassword, setUser, passwordChanged, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** For tests and previews: a fixed session without the provider's effects. */
export function StaticSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
