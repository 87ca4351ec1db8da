/**
 * Who is signed in, for a department's screens that show an action only to some roles (a refund
 * button for managers): `GET /api/login/status`, asked once per page. The API refuses the action to
 * everyone else anyway (the permission table in @pms/contracts/permissions); this only keeps the
 * screen from offering what would be refused.
 */
import type { SessionUser } from '@pms/contracts/rules/session';
import { api } from '../api/client';
import { useLoaded } from '../hooks/useLoaded';

let status: Promise<SessionUser | null> | null = null;

export function loadSignedInUser(): Promise<SessionUser | null> {
  status ??= api.request('GET /api/login/status').catch(() => {
    status = null;
    return null;
  });
  return status;
}

/** Forgets who is signed in (a sign-out, tests). */
export function forgetSignedInUser(): void {
  status = null;
}

/** The signed-in user, or null until known (or when it cannot be had). */
export function useSignedInUser(): SessionUser | null {
  return useLoaded(loadSignedInUser, null);
}
