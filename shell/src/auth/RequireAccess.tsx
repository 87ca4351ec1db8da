import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasAccess } from './access';
import { useSession } from './session';

/** Where the guard sent someone from, so login can take them on to the page they asked for. */
export interface GuardRedirectState {
  from?: string;
}

/**
 * The access guard: renders its children only when the signed-in user's access_id reaches
 * `level`, otherwise redirects to / (where a guest sees the login screen), remembering the address.
 */
export function RequireAccess({ level, children }: { level: number; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (hasAccess(user, level)) return <>{children}</>;
  const state: GuardRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return <Navigate to="/" replace state={state} />;
}
