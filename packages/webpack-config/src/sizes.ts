/**
 * `npx tsx packages/webpack-config/src/sizes.ts [folder]`: gzipped sizes of the built front ends.
 *
 * For each remote, its own code: remoteEntry.js plus the chunks of what it exposes (from its
 * mf-manifest.json), leaving out its copies of the shared modules and the chunks that hold only
 * shared code — the singletons and what they alone import (React, @pms/ui with the router it hands
 * the departments and its lazily loaded calendar and grid): the page takes those from the shell and never downloads the remote's. It also says whether zod is in
 * a remote's own code (issue #16: it must not be). Source maps tell which packages a chunk holds.
 * The shell's initial JS is measured in the browser by the e2e run (what the login screen really
 * loads); here the shell's entry and its largest chunks are listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../../..');
const REMOTES = ['reservations', 'frontdesk', 'finance', 'reports'];

/** Where a front end's build is: its `dist/`, or `<folder>/<package>` for a copy kept elsewhere (`sizes.ts <folder>`). */
const distOf = (pkg: string): string => (process.argv[2] ? path.resolve(process.argv[2], pkg) : path.join(root, pkg, 'dist'));

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The packages a shared singleton brings along (its dependencies, transitively; workspace packages are not followed). */
function withDependencies(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    if (name.startsWith('@pms/')) return;
    const manifest = path.join(root, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) return;
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(dependencies)) visit(dep);
  };
  for (const name of names) visit(name);
  // @pms/ui's own dependencies (its calendar and grid) and its peers (the router it hands the
  // departments), but not the contracts a remote imports itself.
  const ui = JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
  const uiPackages = [...Object.keys(ui.dependencies), ...Object.keys(ui.peerDependencies)];
  if (seen.has('@pms/ui')) for (const dep of uiPackages) if (!dep.startsWith('@pms/')) visit(dep);
  return seen;
}

/** The package a source-map path belongs to (`zod`, `@floating-ui/react`, `@pms/ui`), or null for the remote's own files. */
function packageOf(source: string): string | null {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (inModules) return inModules[1] as string;
  const workspace = /\/packages\/([^/]+)\//.exec(source);
  return workspace ? `@pms/${workspace[1]}` : null;
}

function chunkPackages(file: string): Array<string | null> {
  const map = `${file}.map`;
  if (!existsSync(map)) return [null];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.filter((s) => !s.startsWith('webpack/')).map(packageOf);
}

for (const name of REMOTES) {
  const dist = distOf(`mfe-${name}`);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(`${name}: not built`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shared = withDependencies(manifest.shared.map((s) => s.name));
  // The remote's own copies of the shared modules (the page takes the shell's).
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const entry = manifest.metaData.remoteEntry.name;
  const own = new Set([entry]);
  let zod = false;
  for (const e of manifest.exposes)
    for (const f of [...e.assets.js.sync, ...e.assets.js.async]) {
      if (sharedFiles.has(f)) continue;
      const packages = chunkPackages(path.join(dist, f));
      if (packages.length > 0 && packages.every((p) => p !== null && shared.has(p))) continue;
      own.add(f);
      zod ||= packages.includes('zod');
    }
  const total = [...own].reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  console.log(
    `${name}: own code ${kib(total)} gzipped (remoteEntry.js ${kib(gz(path.join(dist, entry)))}, ${own.size} files; zod ${zod ? 'IN IT' : 'not in it'})`,
  );
}

const shellDist = distOf('shell');
if (existsSync(shellDist)) {
  const js = readdirSync(shellDist).filter((f) => f.endsWith('.js'));
  const sizes = js.map((f) => ({ f, size: gz(path.join(shellDist, f)) })).sort((a, b) => b.size - a.size);
  console.log(`shell: main.js ${kib(gz(path.join(shellDist, 'main.js')))} gzipped; largest chunks:`);
  for (const { f, size } of sizes.slice(0, 6)) console.log(`  ${f} ${kib(size)}`);
}
