import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteListing } from './remoteList';

/** What every department remote exposes as `./routes` (see mfe-*\/src/routes.tsx). */
interface DepartmentRoutesModule {
  default: ComponentType<{ notFound: ReactNode }>;
}

/** Marks the stand-in module the errorLoadRemote hook answers with. */
const UNAVAILABLE = Symbol.for('pms.shell.department-unavailable');
interface UnavailableModule {
  [UNAVAILABLE]: unknown;
}

function federation(): ModuleFederation {
  // The instance the build plugin created: it already holds the shell's shared singletons, so
  // remotes registered on it get the shell's React, router and @pms/ui (a fresh createInstance
  // would start with an empty share scope).
  const instance = getInstance();
  if (!instance) throw new Error('the Module Federation runtime is not initialised');
  return instance;
}

/**
 * Registers the listed remotes with the runtime (before the first render) and installs the hook
 * that turns any failure to load a remote module into a stand-in module instead of a rejection.
 */
export function registerRemotes(remotes: readonly RemoteListing[]): void {
  const mf = federation();
  mf.registerPlugins([
    {
      name: 'pms-shell-department-fallback',
      errorLoadRemote({ id, error, lifecycle }) {
        // Only the last stage may answer with a module. At `afterResolve` (manifest fetch) the
        // answer would be taken for the manifest itself; letting the error through there makes
        // the runtime report it again at `onLoad`, once, with the module id.
        if (lifecycle !== 'onLoad') return undefined;
        console.error(`[shell] remote module ${id} could not be loaded`, error);
        const standIn: UnavailableModule = { [UNAVAILABLE]: error };
        return standIn;
      },
      createLink({ url, attrs }) {
        return prefetchLink(url, attrs);
      },
    },
  ]);
  mf.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/**
 * The runtime fetches a department ahead (prefetchDepartment) with `<link rel="preload">`, which
 * tells the browser the file is needed at once: when the clerk opens that department only minutes
 * later, or never, Chromium warns on the console for each file ("preloaded … but not used within a
 * few seconds"). `rel="prefetch"` is the hint meant for this — likely needed soon — and fetches the
 * same files into the cache without the warning. Other links are left to the runtime.
 */
export function prefetchLink(url: string, attrs: Record<string, unknown> | undefined): HTMLLinkElement | undefined {
  if (attrs?.rel !== 'preload') return undefined;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
  link.setAttribute('rel', 'prefetch');
  link.setAttribute('href', url);
  return link;
}

export type DepartmentLoad =
  | { ok: true; Routes: DepartmentRoutesModule['default'] }
  | { ok: false; error: unknown };

const isRoutesModule = (m: unknown): m is DepartmentRoutesModule =>
  typeof m === 'object' && m !== null && typeof (m as { default?: unknown }).default === 'function';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a department's `./routes`, retrying network blips with back-off. Failed loads leave no
 * cache behind in the runtime (the manifest and remote entry promises are dropped on failure),
 * so a later attempt — including the Retry button — fetches afresh.
 */
export async function loadDepartmentRoutes(
  name: string,
  { attempts = 3, backoffMs = 300 }: { attempts?: number; backoffMs?: number } = {},
): Promise<DepartmentLoad> {
  let error: unknown = new Error(`remote ${name} did not answer`);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await pause(backoffMs * 2 ** (attempt - 1));
    try {
      const loaded: unknown = await federation().loadRemote(`${name}/routes`);
      if (isRoutesModule(loaded)) return { ok: true, Routes: loaded.default };
      error =
        typeof loaded === 'object' && loaded !== null && UNAVAILABLE in loaded
          ? loaded[UNAVAILABLE]
          : new Error(`remote ${name} exposes ./routes without a default component`);
    } catch (e) {
      error = e;
    }
  }
  return { ok: false, error };
}

/** Departments whose files were fetched ahead, or are being fetched: one head start per page each. */
const prefetched = new Map<string, Promise<void>>();

/**
 * Fetches a department's files before it is opened (docs/performance.md): its manifest, its remote
 * entry (run, so the container is ready) and the chunk of its `./routes`. Only the sync chunks: a
 * remote's async chunks include its own copies of `@pms/ui`'s calendar and grid, which the page
 * never uses (it has the shell's). A failure is forgotten — the runtime keeps nothing of it — so a
 * later hover tries again and the department's own load behaves as without prefetching. Never
 * rejects: this is only a head start. Settles when the files are in (or failed).
 */
export function prefetchDepartment(name: string): Promise<void> {
  const started = prefetched.get(name);
  if (started) return started;
  const forget = (error: unknown) => {
    prefetched.delete(name);
    console.warn(`[shell] could not fetch ${name} ahead; it loads when opened`, error);
  };
  try {
    const mf = federation();
    // A known department missing from the remote list has nothing to fetch.
    if (!mf.options.remotes.some((r) => r.name === name)) return Promise.resolve();
    const fetching = mf.preloadRemote([{ nameOrAlias: name, exposes: ['./routes'], resourceCategory: 'sync', depsRemote: false }]).catch(forget);
    prefetched.set(name, fetching);
    return fetching;
  } catch (error) {
    forget(error);
    return Promise.resolve();
  }
}
