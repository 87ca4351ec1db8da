/**
 * Runs the previous release's own tests, from its source extracted out of git
 * (`reliability/test/rolling-upgrade.test.ts` does that and starts this run), on databases THIS
 * version's migrations made. `@pms/*` resolves to the release's packages, so its code runs against
 * its own contracts; third-party packages come from this checkout's node_modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

const TREE = process.env.PREVIOUS_RELEASE_TREE;
if (!TREE) throw new Error('PREVIOUS_RELEASE_TREE is not set: this run is started by reliability/test/rolling-upgrade.test.ts');
const SHIM = resolve(import.meta.dirname, 'migrate-ahead.ts');
const RELEASE_MIGRATE = join(TREE, 'packages/service-kit/src/migrate.ts');

/** `@pms/<name>` → the release's workspace folder of that name, read from its package.json files. */
function releaseWorkspaces(): Map<string, { dir: string; exports: Record<string, string> }> {
  const found = new Map<string, { dir: string; exports: Record<string, string> }>();
  const folders = readdirSync(TREE!).flatMap((d) => (d === 'packages' ? readdirSync(join(TREE!, d)).map((p) => join(d, p)) : [d]));
  for (const folder of folders) {
    let pkg: { name?: string; exports?: string | Record<string, string> };
    try {
      pkg = JSON.parse(readFileSync(join(TREE!, folder, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (!pkg.name?.startsWith('@pms/')) continue;
    const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
    found.set(pkg.name, { dir: join(TREE!, folder), exports });
  }
  return found;
}

function previousRelease(): Plugin {
  const workspaces = releaseWorkspaces();
  return {
    name: 'previous-release',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'previous-release:migrate') return RELEASE_MIGRATE;
      const fromRelease = importer?.startsWith(`${TREE}/`) ?? false;
      const pms = /^(@pms\/[^/]+)(\/.+)?$/.exec(source);
      if (pms && fromRelease) {
        const ws = workspaces.get(pms[1]!);
        const target = ws?.exports[`.${pms[2] ?? ''}`];
        if (!ws || !target) throw new Error(`${source} (imported by ${importer}) is not in the previous release's extracted tree`);
        return resolve(ws.dir, target);
      }
      // Every import of the release's migrate.ts from its own code goes to the shim.
      if (fromRelease && /^\..*\/migrate(\.ts)?$/.test(source)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved?.id === RELEASE_MIGRATE) return SHIM;
      }
      return null;
    },
  };
}

export default defineConfig({
  root: TREE,
  plugins: [previousRelease()],
  test: {
    include: ['**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    pool: 'forks',
    maxWorkers: 2,
    // Twice the suite's own: these run inside one of the suite's tests, beside the rest of `npm test`
    // on 2 cores, and the release's folio tests were seen taking more than 30 s at load 18–20.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
});
