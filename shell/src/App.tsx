import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NoticeProvider } from '@pms/ui';
import { isSignedIn } from './auth/access';
import { RequireAccess } from './auth/RequireAccess';
import { SessionProvider, useSession } from './auth/session';
import { CHANGE_PASSWORD_PATH, CLIENTS_PATH, screenLevel, STAFF_PATH, WEBHOOKS_PATH } from './dashboard/areas';
import { Dashboard } from './dashboard/Dashboard';
import { DepartmentOutlet } from './departments/DepartmentOutlet';
import type { Department } from './departments/departments';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { SIGNED_IN } from '@pms/contracts/routes';
import type { User } from '@pms/contracts/auth';

// The shell's own screens beyond the dashboard, each in a chunk of its own: the login screen
// downloads none of them (docs/performance.md).
const StaffPage = lazy(() => import('./staff/StaffPage').then((m) => ({ default: m.StaffPage })));
const ClientsPage = lazy(() => import('./clients/ClientsPage').then((m) => ({ default: m.ClientsPage })));
const WebhooksPage = lazy(() => import('./webhooks/WebhooksPage').then((m) => ({ default: m.WebhooksPage })));
const ChangePasswordPage = lazy(() => import('./account/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));

/** A screen of the shell's own, guarded by its link's action like a department's screen, loaded on first use. */
function ShellScreen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RequireAccess level={screenLevel(pathname, SIGNED_IN)}>
      <Suspense
        fallback={
          <div className="pms-page" role="status" aria-live="polite">
            Loading…
          </div>
        }
      >
        {children}
      </Suspense>
    </RequireAccess>
  );
}

/**
 * The shell's routes under the application's single BrowserRouter. The remotes' <Routes> live in
 * this router's context: they take the router from @pms/ui, the singleton the shell provides, which
 * is built with this same react-router-dom.
 *
 * A guest has only the login screen at `/`; every other address goes through the guard, which
 * sends them to `/` and remembers where they were going. Signed in, one layout (kept mounted from
 * page to page) holds the dashboard at `/`, the shell's own screens (Change password, STAFF, WEBHOOKS) and,
 * everywhere else, the department owning the address (its remote) or the shell's not-found page.
 * Someone whose password an Administrator set has Change password only, until they change it.
 */
export function ShellRoutes({ departments }: { departments: readonly Department[] }) {
  const { user, mustChangePassword } = useSession();
  if (!isSignedIn(user)) {
    return (
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="*" element={<RequireAccess level={SIGNED_IN}>{null}</RequireAccess>} />
      </Routes>
    );
  }
  const changePassword = (
    <ShellScreen>
      <ChangePasswordPage />
    </ShellScreen>
  );
  return (
    <Routes>
      <Route element={<Layout departments={departments} />}>
        <Route path={CHANGE_PASSWORD_PATH} element={changePassword} />
        {mustChangePassword ? (
          <Route path="*" element={<Navigate to={CHANGE_PASSWORD_PATH} replace />} />
        ) : (
          <>
            <Route index element={<Dashboard departments={departments} />} />
            <Route
              path={STAFF_PATH}
              element={
                <ShellScreen>
                  <StaffPage />
                </ShellScreen>
              }
            />
            <Route
              path={CLIENTS_PATH}
              element={
                <ShellScreen>
                  <ClientsPage />
                </ShellScreen>
              }
            />
            <Route
              path={WEBHOOKS_PATH}
              element={
                <ShellScreen>
                  <WebhooksPage />
                </ShellScreen>
              }
            />
            <Route path="*" element={<DepartmentOutlet departments={departments} />} />
          </>
        )}
      </Route>
    </Routes>
  );
}

export function App({ initialUser, initialMustChangePassword = false, departments }: { initialUser: User; initialMustChangePassword?: boolean; departments: Department[] }) {
  return (
    <SessionProvider initialUser={initialUser} initialMustChangePassword={initialMustChangePassword}>
      <BrowserRouter>
        <NoticeProvider>
          <ShellRoutes departments={departments} />
        </NoticeProvider>
      </BrowserRouter>
    </SessionProvider>
  );
}
