// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_USER, type User } from '@pms/contracts/auth';
import { hasAccess, isSignedIn } from '../src/auth/access';
import { RequireAccess, type GuardRedirectState } from '../src/auth/RequireAccess';
import { employee, manager, testSession, WithSession } from './session';

afterEach(cleanup);

function Home() {
  const state = useLocation().state as GuardRedirectState | null;
  return <p>home (from {state?.from ?? 'nowhere'})</p>;
}

function renderAt(path: string, user: User, level: number) {
  return render(
    <WithSession session={testSession(user)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route
            path="/frontdesk/*"
            element={
              <RequireAccess level={level}>
                <p>arrivals screen</p>
              </RequireAccess>
            }
          />
        </Routes>
      </MemoryRouter>
    </WithSession>,
  );
}

describe('access rule (docs/product.md §2, §6)', () => {
  it('lets a user in only when access_id reaches the level', () => {
    expect(hasAccess({ access_id: 0 }, 1)).toBe(false);
    expect(hasAccess({ access_id: 1 }, 1)).toBe(true);
    expect(hasAccess({ access_id: 2 }, 1)).toBe(true);
    expect(hasAccess({ access_id: 1 }, 2)).toBe(false);
    expect(hasAccess({ access_id: 3 }, 3)).toBe(true);
  });

  it('treats the guest (access_id 0) as signed out and any level ≥ 1 as signed in', () => {
    expect(isSignedIn(GUEST_USER)).toBe(false);
    expect(isSignedIn(employee)).toBe(true);
    expect(isSignedIn(manager)).toBe(true);
  });
});

describe('RequireAccess', () => {
  it('renders the page for a user whose access_id reaches its level', () => {
    renderAt('/frontdesk/arrivals', employee, 1);
    expect(screen.getByText('arrivals screen')).toBeTruthy();
  });

  it('redirects a guest to / and remembers the address asked for', () => {
    renderAt('/frontdesk/arrivals?date=2026-03-01', GUEST_USER, 1);
    expect(screen.queryByText('arrivals screen')).toBeNull();
    expect(screen.getByText('home (from /frontdesk/arrivals?date=2026-03-01)')).toBeTruthy();
  });

  it('redirects a signed-in user below the level to /', () => {
    renderAt('/frontdesk/arrivals', employee, 2);
    expect(screen.queryByText('arrivals screen')).toBeNull();
    expect(screen.getByText(/^home/)).toBeTruthy();
  });

  it('lets a manager into a manager-level page', () => {
    renderAt('/frontdesk/arrivals', manager, 2);
    expect(screen.getByText('arrivals screen')).toBeTruthy();
  });
});
