import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@pms/contracts/auth';
import { api, forgetSignedInUser, onSessionExpired } from '@pms/ui';
import { GUEST_USER } from '@pms/contracts/rules/session';
import { LoginAnswerShape } from '../answers';

export interface Session {
  /** The current user: GUEST_USER (access_id 0) when nobody is signed in. */
  user: User;
  signedIn(user: User): void;
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
export function SessionProvider({ initialUser, children }: { initialUser: User; children: ReactNode }) {
  const [user, setUserState] = useState<User>(initialUser);
  // Who is signed in changes: the departments' cached answer of /api/login/status goes with it.
  const setUser = useCallback((next: User) => {
    forgetSignedInUser();
    setUserState(next);
  }, []);

  useEffect(() => onSessionExpired(() => setUser(GUEST_USER)), [setUser]);

  const signOut = useCallback(async () => {
    try {
      await api.get('/api/logout', { schema: LoginAnswerShape });
    } catch (e) {
      // The cookie may already be gone; either way this browser is signed out now.
      console.error('Failed to log out', e);
    }
    setUser(GUEST_USER);
  }, [setUser]);

  const session = useMemo<Session>(() => ({ user, signedIn: setUser, signOut }), [user, setUser, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** For tests and previews: a fixed session without the provider's effects. */
export function StaticSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
