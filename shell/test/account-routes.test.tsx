// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pms/contracts/auth';
import type { Session } from '../src/auth/session';
import { administrator, employee, fakeApi, manager, sentBody, testSession, WithSession } from './session';

/**
 * Who reaches STAFF (the permission table's `staff.manage`) and where a password set by an
 * Administrator leads, through the shell's routes with the federation runtime and the API faked.
 */
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));

const { ShellRoutes } = await import('../src/App');
const { SessionProvider } = await import('../src/auth/session');
const { GUEST_USER } = await import('@pms/contracts/rules/session');
const { KNOWN_DEPARTMENTS } = await import('../src/departments/departments');
const { NoticeProvider } = await import('@pms/ui');

let api: ReturnType<typeof fakeApi>;
beforeAll(() => {
  // jsdom has no canvas or media queries; the login background only needs them to exist.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeApi({ 'GET /api/users': () => Response.json({ users: [] }) });
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, user: User, over: Partial<Session> = {}) {
  return render(
    <WithSession session={testSession(user, over)}>
      <MemoryRouter initialEntries={[path]}>
        <NoticeProvider>
          <ShellRoutes departments={KNOWN_DEPARTMENTS} />
        </NoticeProvider>
      </MemoryRouter>
    </WithSession>,
  );
}
const dashboard = () => screen.findByRole('heading', { level: 1, name: 'DASHBOARD' });

describe('STAFF is for Administrators only', () => {
  it.each([
    ['an Employee', employee],
    ['a Manager', manager],
  ])('%s sees no Staff link and is sent to the dashboard from /admin/staff', async (_, user) => {
    renderAt('/', user);
    await dashboard();
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /administration/i })).toBeNull();
    cleanup();

    renderAt('/admin/staff', user);
    await dashboard();
    expect(screen.queryByRole('heading', { level: 1, name: 'STAFF' })).toBeNull();
    expect(api.fetch.mock.calls.some(([path]) => path === '/api/users')).toBe(false);
  });

  it('an Administrator has the Administration card and menu group, and the screen', async () => {
    renderAt('/', administrator);
    await dashboard();
    expect(screen.getByRole('heading', { level: 2, name: 'ADMINISTRATION' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Departments' })).getByRole('link', { name: 'Staff' }).getAttribute('href')).toBe('/admin/staff');
    cleanup();

    renderAt('/admin/staff', administrator);
    expect(await screen.findByRole('heading', { level: 1, name: 'STAFF' })).toBeTruthy();
  });
});

describe('a password set by an Administrator', () => {
  it('leads every address to Change password, with the reason, and no menu', async () => {
    for (const path of ['/', '/frontdesk/arrivals', '/admin/staff']) {
      renderAt(path, administrator, { mustChangePassword: true });
      expect(await screen.findByRole('heading', { level: 1, name: 'CHANGE PASSWORD' })).toBeTruthy();
      expect(screen.getByText(/set by an administrator and must be changed/)).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Departments' })).toBeNull();
      // Held in its place, unseen and out of reach, so the user card does not move when it shows.
      expect(document.querySelector('nav.shell-sidemenu--held[inert][aria-hidden="true"]')).not.toBeNull();
      cleanup();
    }
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('signs in to Change password and, once changed, opens the dashboard', async () => {
    const newcomer: User = { user_id: 21, username: 'newhire', access_id: 2, type: 'Manager' };
    api = fakeApi({
      'POST /api/login': () => Response.json({ user: newcomer, must_change_password: true }),
      'POST /api/me/password': () => Response.json({ changed: true }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(
      <SessionProvider initialUser={GUEST_USER}>
        <MemoryRouter initialEntries={['/']}>
          <NoticeProvider>
            <ShellRoutes departments={KNOWN_DEPARTMENTS} />
          </NoticeProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newhire' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first-Pass-for-you-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CHANGE PASSWORD' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'first-Pass-for-you-7' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a passphrase of my own' } });
    fireEvent.change(screen.getByLabelText(/^Repeat new password/), { target: { value: 'a passphrase of my own' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await dashboard();
    expect(screen.getByText(/Your password was changed/)).toBeTruthy();
    expect(sentBody(api.fetch, 'POST /api/me/password')).toEqual({ current: 'first-Pass-for-you-7', next: 'a passphrase of my own' });
    expect(screen.getByRole('navigation', { name: 'Departments' })).toBeTruthy();
  });

  it('after a reload (the status says must_change_password) still leads to Change password', async () => {
    const { LoginStatusAnswer } = await import('../src/answers');
    const status = LoginStatusAnswer.parse({ user_id: 21, username: 'newhire', access_id: 2, type: 'Manager', must_change_password: true });
    expect(status.must_change_password).toBe(true);
    const { must_change_password, ...user } = status;
    render(
      <SessionProvider initialUser={user} initialMustChangePassword={must_change_password}>
        <MemoryRouter initialEntries={['/reserve/new']}>
          <NoticeProvider>
            <ShellRoutes departments={KNOWN_DEPARTMENTS} />
          </NoticeProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'CHANGE PASSWORD' })).toBeTruthy();
  });
});
