/**
 * `npx tsx packages/webpack-config/src/sizes.ts`: gzipped sizes of the built front ends.
 *
 * For each remote, its own code: remoteEntry.js plus the chunks of what it exposes (from its
 * mf-manifest.json) — the shared singletons it also carries are normally taken from the shell and
 * never downloaded. The shell's initial JS is measured in the browser by the e2e run (what the
 * login screen really loads); here the shell's entry and its largest chunks are listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../../..');
const REMOTES = ['reservations', 'frontdesk', 'finance', 'reports'];

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

for (const name of REMOTES) {
  const dist = path.join(root, `mfe-${name}`, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(`${name}: not built`);
    continue;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const own = new Set([manifest.metaData.remoteEntry.name]);
  for (const e of manifest.exposes) for (const f of [...e.assets.js.sync, ...e.assets.js.async]) own.add(f);
  const total = [...own].reduce((sum, f) => sum + gz(path.join(dist, f)), 0);
  const entry = gz(path.join(dist, manifest.metaData.remoteEntry.name));
  console.log(`${name}: own code ${kib(total)} gzipped (remoteEntry.js ${kib(entry)}, ${own.size} files)`);
}

const shellDist = path.join(root, 'shell', 'dist');
if (existsSync(shellDist)) {
  const js = readdirSync(shellDist).filter((f) => f.endsWith('.js'));
  const sizes = js.map((f) => ({ f, size: gz(path.join(shellDist, f)) })).sort((a, b) => b.size - a.size);
  console.log(`shell: main.js ${kib(gz(path.join(shellDist, 'main.js')))} gzipped; largest chunks:`);
  for (const { f, size } of sizes.slice(0, 6)) console.log(`  ${f} ${kib(size)}`);
}
