import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { NoticeProvider } from '@pms/ui';
import type { User } from '@pms/contracts/auth';
import { StaticSession, type Session } from '../src/auth/session';

export const employee: User = { user_id: 7, username: 'user', access_id: 1, type: 'Employee' };
export const manager: User = { user_id: 8, username: 'manager', access_id: 2, type: 'Manager' };
export const administrator: User = { user_id: 9, username: 'admin', access_id: 3, type: 'Administrator' };

/** A fixed session for a test: `user` signed in (or the guest), its callbacks spies. */
export function testSession(user: User, over: Partial<Session> = {}): Session {
  return { user, mustChangePassword: false, signedIn: vi.fn(), passwordChanged: vi.fn(), signOut: vi.fn(async () => undefined), ...over };
}

export function WithSession({ session, children }: { session: Session; children: ReactNode }) {
  return <StaticSession session={session}>{children}</StaticSession>;
}

/** What the signed-in frame itself asks (the top bar's business date, the user card's hotel). */
const FRAME_ANSWERS: Record<string, () => Response> = {
  'GET /api/business-date': () => Response.json({ business_date: '2026-11-25' }),
  'GET /api/hw/hotel_info/1': () =>
    Response.json({ hotel_info_id: 1, hotel_name: 'Harbor View', address: '1 Quay St', city: 'Portland', state: 'ME', zip: '04101', email: 'desk@example.com', phone: '207-555-0100', time_zone: 'America/New_York' }),
};

/** JSON answers by method and path (`'GET /api/users'`); anything else answers 404 and is kept in `unanswered`. */
export function fakeApi(answers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const unanswered: string[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${path}`;
    const answer = answers[key] ?? FRAME_ANSWERS[key];
    if (!answer) {
      unanswered.push(key);
      return Response.json({ error: 'not_found', message: `no fake for ${key}` }, { status: 404 });
    }
    return answer(init.body ? JSON.parse(String(init.body)) : undefined);
  });
  return { fetch, unanswered };
}

/** The body of the n-th call to `key` (`'PATCH /api/users/4'`). */
export function sentBody(fetch: ReturnType<typeof fakeApi>['fetch'], key: string, n = 0): unknown {
  const calls = fetch.mock.calls.filter(([path, init]) => `${init?.method ?? 'GET'} ${path}` === key);
  const init = calls[n]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/** The message shown beside a field: the element its aria-describedby names first. */
export function messageOf(field: HTMLElement): string | null | undefined {
  return document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
}

/**
 * Renders an Administrator's screen (STAFF, CLIENTS, WEBHOOKS) as the shell does — signed in, with
 * notices and a router — over a fake `/api`, and answers that fake to inspect what was sent.
 */
export function renderForAdministrator(screen: ReactNode, answers: Parameters<typeof fakeApi>[0]): ReturnType<typeof fakeApi> {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <WithSession session={testSession(administrator)}>
      <MemoryRouter>
        <NoticeProvider>{screen}</NoticeProvider>
      </MemoryRouter>
    </WithSession>,
  );
  return api;
}

/** Each test starts with a quiet console (expected failures log) and ends unmounted, with fetch restored. */
export function isolateScreenTests(): void {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
