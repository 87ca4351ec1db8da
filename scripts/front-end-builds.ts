/**
 * `npm start` builds the front ends a fresh clone lacks (docs/frontend.md "Builds"): the shell and the
 * four remotes, each only when its build is missing or its inputs changed since it was built. The
 * inputs' content hash is kept beside the build (`dist/.inputs-hash`), so a second start takes no
 * build time and a pulled change rebuilds only what it touched.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each front end's workspace folder, in the order the shell loads them. */
export const FRONT_ENDS = ['shell', 'mfe-reservations', 'mfe-frontdesk', 'mfe-finance', 'mfe-reports'] as const;

/** What every front end's bundle is made of besides its own folder. */
const SHARED_INPUTS = ['packages/ui', 'packages/contracts', 'packages/webpack-config', 'package-lock.json', 'tsconfig.base.json'];

const HASH_FILE = '.inputs-hash';
const SKIPPED = new Set(['node_modules', 'dist', 'test', '.turbo', 'coverage']);

/** Every file under `path` (or `path` itself), sorted, tests and builds left out. */
function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !SKIPPED.has(e.name))
    .flatMap((e) => filesOf(root, join(path, e.name)))
    .sort();
}

/** The SHA-256 of a front end's inputs: every file's path and bytes, its own and the shared ones. */
export function inputsHash(root: string, frontEnd: string): string {
  const hash = createHash('sha256');
  for (const file of [frontEnd, ...SHARED_INPUTS].flatMap((p) => filesOf(root, p))) {
    hash.update(relative(root, join(root, file)));
    hash.update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a front end needs a build, or undefined when its build is current. */
export function staleReason(root: string, frontEnd: string, hash: string): string | undefined {
  const dist = join(root, frontEnd, 'dist');
  if (!existsSync(join(dist, 'index.html')) && !existsSync(join(dist, 'mf-manifest.json'))) return 'not built yet';
  const kept = existsSync(join(dist, HASH_FILE)) ? readFileSync(join(dist, HASH_FILE), 'utf8').trim() : '';
  if (kept !== hash) return kept ? 'its sources changed' : 'built by hand, inputs unknown';
  return undefined;
}

function runBuild(root: string, frontEnd: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    // The workspace's own build script, as `npm run build` runs it (webpack reads its TypeScript config).
    const child = spawn('npm', ['run', 'build', '--workspace', frontEnd], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise(out) : reject(new Error(`building ${frontEnd} failed (exit ${code}):\n${out.slice(-4000)}`))));
  });
}

/**
 * Builds every front end whose build is missing or stale, one after another (a 2-core machine gains
 * nothing from two webpack runs at once), printing a line per front end.
 */
export async function buildFrontEnds(root: string, say: (line: string) => void): Promise<{ built: string[]; seconds: number }> {
  const started = Date.now();
  const todo = FRONT_ENDS.map((fe) => ({ fe, hash: inputsHash(root, fe) }))
    .map((x) => ({ ...x, reason: staleReason(root, x.fe, x.hash) }))
    .filter((x): x is typeof x & { reason: string } => x.reason !== undefined);
  if (todo.length === 0) {
    say('front ends: every build is current (cached by content hash)');
    return { built: [], seconds: 0 };
  }
  for (const [i, { fe, hash, reason }] of todo.entries()) {
    const t = Date.now();
    say(`front ends: building ${fe} (${i + 1}/${todo.length}, ${reason}) …`);
    await runBuild(root, fe);
    writeFileSync(join(root, fe, 'dist', HASH_FILE), `${hash}\n`);
    say(`front ends: ${fe} built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  return { built: todo.map((x) => x.fe), seconds: (Date.now() - started) / 1000 };
}
