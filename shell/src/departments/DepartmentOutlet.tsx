import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RequireAccess } from '../auth/RequireAccess';
import { screenLevel } from '../dashboard/areas';
import { loadDepartmentRoutes, type DepartmentLoad } from '../federation/runtime';
import { NotFound } from '../NotFound';
import { DepartmentBoundary } from './DepartmentBoundary';
import { DepartmentUnavailable } from './DepartmentUnavailable';
import { departmentFor, type Department } from './departments';

type Loaded = Extract<DepartmentLoad, { ok: true }>['Routes'];

/** Routes of departments already loaded: coming back to an area renders at once. */
const loaded = new Map<string, Loaded>();

/**
 * Everything that is not the dashboard: finds the department owning the address, guards it and
 * mounts that department's remote routes; an address nobody owns is the shell's not-found page.
 */
export function DepartmentOutlet({ departments }: { departments: readonly Department[] }) {
  const { pathname } = useLocation();
  const department = departmentFor(pathname, departments);
  if (!department) return <NotFound />;
  // A screen for some roles only (the night audit) needs its action's level, from the permission table.
  return (
    <RequireAccess level={screenLevel(pathname, department.level)}>
      <DepartmentArea key={department.name} department={department} />
    </RequireAccess>
  );
}

type AreaState = { status: 'loading' } | { status: 'ready'; Routes: Loaded } | { status: 'unavailable' };

function DepartmentArea({ department }: { department: Department }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>(() => {
    const Routes = loaded.get(department.name);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });

  useEffect(() => {
    if (loaded.has(department.name)) {
      setState({ status: 'ready', Routes: loaded.get(department.name) as Loaded });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void loadDepartmentRoutes(department.name).then((result) => {
      if (!current) return;
      if (result.ok) {
        loaded.set(department.name, result.Routes);
        setState({ status: 'ready', Routes: result.Routes });
      } else {
        console.error(`[shell] ${department.label} is unavailable`, result.error);
        setState({ status: 'unavailable' });
      }
    });
    return () => {
      current = false;
    };
  }, [department, attempt]);

  const retry = () => {
    loaded.delete(department.name);
    setAttempt((a) => a + 1);
  };

  if (state.status === 'loading') {
    return (
      <div className="pms-page" role="status" aria-live="polite">
        Loading {department.label}…
      </div>
    );
  }
  if (state.status === 'unavailable') return <DepartmentUnavailable department={department} onRetry={retry} />;
  const { Routes } = state;
  return (
    <DepartmentBoundary
      resetKey={`${pathname}#${attempt}`}
      fallback={<DepartmentUnavailable department={department} onRetry={retry} />}
    >
      <Routes notFound={<NotFound />} />
    </DepartmentBoundary>
  );
}
