// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pms/contracts/auth';
import { employee, testSession, WithSession } from './session';

// The federation runtime: each test decides what a department's remote answers. No remote is
// registered unless a test says so, so nothing is fetched ahead behind the other tests' backs.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  preloadRemote: vi.fn(async () => undefined),
  options: { remotes: [] as Array<{ name: string }> },
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));

const { ShellRoutes } = await import('../src/App');
const { GUEST_USER: GUEST } = await import('@pms/contracts/rules/session');
const { KNOWN_DEPARTMENTS } = await import('../src/departments/departments');
const { NoticeProvider } = await import('@pms/ui');


beforeAll(() => {
  // jsdom has no canvas or media queries; the login background only needs them to exist.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The hotel card's call (not the subject here).
  const hotel = {
    hotel_info_id: 1,
    hotel_name: 'Harbor View',
    address: '1 Quay St',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    email: 'desk@example.com',
    phone: '207-555-0100',
    time_zone: 'America/New_York',
  };
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(hotel)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, user: User) {
  return render(
    <WithSession session={testSession(user)}>
      <MemoryRouter initialEntries={[path]}>
        <NoticeProvider>
          <ShellRoutes departments={KNOWN_DEPARTMENTS} />
        </NoticeProvider>
      </MemoryRouter>
    </WithSession>,
  );
}

describe('the shell routes', () => {
  it('shows a guest the login screen at /', () => {
    renderAt('/', GUEST);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('shows a guest the login screen for a department address, never the department', () => {
    renderAt('/frontdesk/arrivals', GUEST);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('shows a signed-in user the dashboard at /, with the four cards and the hotel card', async () => {
    renderAt('/', employee);
    expect(screen.getByRole('heading', { level: 1, name: 'DASHBOARD' })).toBeTruthy();
    for (const card of ['RESERVATION', 'FRONT DESK', 'FINANCE', 'REPORTS']) {
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(await screen.findByText('Harbor View')).toBeTruthy();
    expect(screen.getByText('user')).toBeTruthy();
  });

  it("shows the shell's not-found page for an address no department owns", () => {
    renderAt('/no/such/page', employee);
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it("mounts the owning department's routes, passing the shell's not-found page", async () => {
    runtime.loadRemote.mockResolvedValue({
      default: ({ notFound }: { notFound: ReactNode }) => <div data-testid="frontdesk">{notFound}</div>,
    });
    renderAt('/frontdesk/arrivals', employee);
    expect(await screen.findByTestId('frontdesk')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('frontdesk/routes');
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeTruthy();
  });

  it('says the department is unavailable, with Retry, when its remote cannot be loaded', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('remote down'));
    renderAt('/reports/houseStatus', employee);
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('Reports is unavailable right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The frame around it still works.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('fetches a department ahead when its link is pointed at, and every department once the dashboard is idle', async () => {
    runtime.options.remotes = KNOWN_DEPARTMENTS.map(({ name }) => ({ name }));
    try {
      renderAt('/', employee);
      const frontDesk = screen.getByRole('region', { name: 'FRONT DESK' });
      fireEvent.mouseEnter(within(frontDesk).getByRole('link', { name: 'Arrivals' }));
      expect(runtime.preloadRemote.mock.calls[0]).toEqual([[expect.objectContaining({ nameOrAlias: 'frontdesk', exposes: ['./routes'] })]]);
      await vi.waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalledTimes(KNOWN_DEPARTMENTS.length));
      const fetched = runtime.preloadRemote.mock.calls.map((call) => (call as unknown as [[{ nameOrAlias: string }]])[0][0].nameOrAlias);
      expect(fetched.sort()).toEqual(KNOWN_DEPARTMENTS.map((d) => d.name).sort());
      expect(runtime.loadRemote).not.toHaveBeenCalled();
    } finally {
      runtime.options.remotes = [];
    }
  });
});
