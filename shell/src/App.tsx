import { useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NoticeProvider } from '@pms/ui';
import { isSignedIn } from './auth/access';
import { RequireAccess } from './auth/RequireAccess';
import { SessionProvider, useSession } from './auth/session';
import { Dashboard } from './dashboard/Dashboard';
import { DepartmentOutlet } from './departments/DepartmentOutlet';
import type { Department } from './departments/departments';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { SIGNED_IN } from '@pms/contracts/routes';
import type { User } from '@pms/contracts/auth';

/**
 * The shell's routes under the application's single BrowserRouter (react-router-dom is a shared
 * singleton, so the remotes' <Routes> live in this router's context).
 *
 * `/` is the login screen for a guest and the dashboard when signed in. Every other address is
 * guarded and then belongs to a department (its remote) or to the shell's not-found page.
 */
export function ShellRoutes({ departments }: { departments: readonly Department[] }) {
  const { user } = useSession();
  return (
    <Routes>
      {isSignedIn(user) ? (
        <Route path="/" element={<Layout />}>
          <Route index element={<Dashboard />} />
        </Route>
      ) : (
        <Route path="/" element={<LoginPage />} />
      )}
      <Route
        element={
          <RequireAccess level={SIGNED_IN}>
            <Layout />
          </RequireAccess>
        }
      >
        <Route path="*" element={<DepartmentOutlet departments={departments} />} />
      </Route>
    </Routes>
  );
}

export function App({ initialUser, departments }: { initialUser: User; departments: Department[] }) {
  const stableDepartments = useMemo(() => departments, [departments]);
  return (
    <SessionProvider initialUser={initialUser}>
      <BrowserRouter>
        <NoticeProvider>
          <ShellRoutes departments={stableDepartments} />
        </NoticeProvider>
      </BrowserRouter>
    </SessionProvider>
  );
}
