import { cleanup, render } from '@testing-library/react';
import { NoticeProvider } from '@pms/ui';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import FinanceRoutes from '../src/routes';
import { fakeApi, type Handler } from './fixtures';

/** Where the router is now (testid `where`) and the state it carries (testid `state`, JSON). */
function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <output data-testid="where">{pathname + search}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

/** The finance routes at `path`, as the shell mounts them (one router, notices). */
export function openFinance(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NoticeProvider>
        <FinanceRoutes notFound={<p>not found</p>} />
        <Where />
      </NoticeProvider>
    </MemoryRouter>,
  );
}

/** Replaces fetch with `fakeApi(routes)` for this test; returns the recorded calls. */
export function stubFetch(routes: Record<string, Handler | unknown>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

/** Each test starts with a quiet console (expected failures log) and ends unmounted, fetch and spies restored. */
export function isolateFinanceTests(): void {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
