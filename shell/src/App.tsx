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
 * A guest has only the login screen at `/`; every other address goes through the guard, which
 * sends them to `/` and remembers where they were going. Signed in, one layout (kept mounted from
 * page to page) holds the dashboard at `/` and, everywhere else, the department owning the address
 * (its remote) or the shell's not-found page.
 */
export function ShellRoutes({ departments }: { departments: readonly Department[] }) {
  const { user } = useSession();
  if (!isSignedIn(user)) {
    return (
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="*" element={<RequireAccess level={SIGNED_IN}>{null}</RequireAccess>} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Dashboard />} />
        <Route path="*" element={<DepartmentOutlet departments={departments} />} />
      </Route>
    </Routes>
  );
}

export function App({ initialUser, departments }: { initialUser: User; departments: Department[] }) {
  return (
    <SessionProvider initialUser={initialUser}>
      <BrowserRouter>
        <NoticeProvider>
          <ShellRoutes departments={departments} />
        </NoticeProvider>
      </BrowserRouter>
    </SessionProvider>
  );
}
