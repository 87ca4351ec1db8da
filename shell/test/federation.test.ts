import { beforeEach, describe, expect, it, vi } from 'vitest';

// The runtime the build plugin would create, replaced by a stub whose loadRemote each test scripts.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  preloadRemote: vi.fn(),
  options: { remotes: [{ name: 'frontdesk' }, { name: 'reports' }, { name: 'finance' }] },
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));

const { loadDepartmentRoutes, prefetchDepartment, registerRemotes } = await import('../src/federation/runtime');

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;
const installedHook = (): Hook => {
  const plugins = runtime.registerPlugins.mock.calls.at(-1)?.[0] as Array<{ errorLoadRemote: Hook }>;
  return (plugins[0] as { errorLoadRemote: Hook }).errorLoadRemote;
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('registering the remotes', () => {
  it('registers every listed remote by name and manifest URL', () => {
    registerRemotes([{ name: 'frontdesk', entry: '/mfe/frontdesk/mf-manifest.json', label: 'x' }]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'frontdesk', entry: '/mfe/frontdesk/mf-manifest.json' }]);
  });

  it('answers a failed load with a stand-in module only at the last stage', async () => {
    registerRemotes([]);
    const hook = installedHook();
    // At afterResolve the answer would be taken for the manifest: let the error through.
    expect(hook({ id: '/mfe/x/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve' })).toBeUndefined();
    const standIn = hook({ id: 'frontdesk/routes', error: new Error('down'), lifecycle: 'onLoad' });
    expect(standIn).toBeTypeOf('object');
    // The loader recognises the stand-in as a failure, not as a routes module.
    runtime.loadRemote.mockResolvedValue(standIn);
    const result = await loadDepartmentRoutes('frontdesk', { attempts: 1, backoffMs: 0 });
    expect(result.ok).toBe(false);
  });
});

describe('loading a department', () => {
  const Routes = () => null;

  it('retries a failed load and succeeds when the remote answers', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('network blip')).mockResolvedValueOnce({ default: Routes });
    const result = await loadDepartmentRoutes('frontdesk', { attempts: 3, backoffMs: 0 });
    expect(result).toEqual({ ok: true, Routes });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote).toHaveBeenCalledWith('frontdesk/routes');
  });

  it('gives up after the attempts and reports the last error', async () => {
    const error = new Error('remote down');
    runtime.loadRemote.mockRejectedValue(error);
    const result = await loadDepartmentRoutes('reports', { attempts: 3, backoffMs: 0 });
    expect(result).toEqual({ ok: false, error });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses a module without a default component', async () => {
    runtime.loadRemote.mockResolvedValue({ something: 1 });
    const result = await loadDepartmentRoutes('finance', { attempts: 1, backoffMs: 0 });
    expect(result.ok).toBe(false);
  });
});

describe('fetching a department ahead', () => {
  it('asks the runtime once for its manifest, entry and routes chunk, however often it is pointed at', async () => {
    runtime.preloadRemote.mockResolvedValue(undefined);
    await Promise.all([prefetchDepartment('frontdesk'), prefetchDepartment('frontdesk')]);
    await prefetchDepartment('frontdesk');
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    // Sync chunks only: the remote's async ones include its unused copies of @pms/ui's calendar and grid.
    expect(runtime.preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'frontdesk', exposes: ['./routes'], resourceCategory: 'sync', depsRemote: false }]);
  });

  it('leaves out a department the remote list does not name', async () => {
    await prefetchDepartment('reservations');
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('tries again after a failure, and never rejects nor throws', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    runtime.preloadRemote.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue(undefined);
    await prefetchDepartment('reports');
    expect(console.warn).toHaveBeenCalled();
    await prefetchDepartment('reports');
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(2);

    runtime.preloadRemote.mockImplementationOnce(() => {
      throw new Error('not initialised');
    });
    await expect(prefetchDepartment('finance')).resolves.toBeUndefined();
  });
});
