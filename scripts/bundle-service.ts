/**
 * Bundles a Node deployable into plain ESM files with esbuild, for its container image: the image's
 * runtime stage then needs `dist/` and Node, and no `node_modules` at all.
 *
 *   node scripts/bundle-service.ts svc-rooms     → svc-rooms/dist/index.js (+ .map)
 *   node scripts/bundle-service.ts gateway       → gateway/dist/index.js
 *   node scripts/bundle-service.ts --entry scripts/front-end-server.ts --outdir build/front-end-server
 *
 * A workspace's `src/index.ts` becomes `dist/index.js`, and each `src/cli/<name>.ts` a command
 * `dist/<name>.js` (svc-auth's `create-user`). Files the code finds relative to its own module
 * (`new URL('./db/migrations', import.meta.url)` in service.ts, `./kit-migrations` in the service
 * kit's migrate-service.ts) resolve against the bundle in `dist/` once bundled, so they are copied
 * to exactly those places: `dist/db/migrations/` and `dist/kit-migrations/`.
 *
 * Runs with Node's own type stripping (no tsx in the image build), so: erasable syntax only and
 * no extension-less relative imports here.
 */
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Metafile, type Plugin } from 'esbuild';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
/** Where the service kit keeps its own tables' migrations (outbox, projection versions, idempotency keys). */
export const KIT_MIGRATIONS = join(REPO_ROOT, 'packages/service-kit/src/kit-migrations');

export interface BundleOptions {
  /** Entry points by output name: `{ index: '/abs/svc-rooms/src/index.ts' }` → `<outdir>/index.js`. */
  entries: Record<string, string>;
  outdir: string;
  /** Folders to copy beside the bundle: `{ 'db/migrations': '/abs/svc-rooms/src/db/migrations' }`. */
  copy?: Record<string, string>;
  /** Packages left to Node's own resolution at run time (native binaries beside their package). */
  external?: string[];
  /** Our sources keep the places they were read from (see `sourcePlaces`). */
  keepSourcePlaces?: boolean;
}

export interface BundleResult {
  outdir: string;
  /** Output files written, relative to `outdir`. */
  files: string[];
  /** Every source file that went into the bundle, relative to the repository root. */
  inputs: string[];
}

/** What `node scripts/bundle-service.ts <workspace>` bundles and copies for that workspace. */
export async function workspaceBundle(workspace: string, outdir?: string): Promise<BundleOptions> {
  const dir = resolve(REPO_ROOT, workspace);
  const entry = join(dir, 'src/index.ts');
  if (!existsSync(entry)) throw new Error(`${workspace} has no src/index.ts to bundle`);
  const entries: Record<string, string> = { index: entry };
  const cliDir = join(dir, 'src/cli');
  if (existsSync(cliDir)) {
    for (const f of (await readdir(cliDir)).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      entries[basename(f, '.ts')] = join(cliDir, f);
    }
  }
  const copy: Record<string, string> = {};
  const migrations = join(dir, 'src/db/migrations');
  if (existsSync(migrations)) {
    copy['db/migrations'] = migrations;
    copy['kit-migrations'] = KIT_MIGRATIONS;
  }
  if (existsSync(join(dir, 'src/openapi/docs-page.ts'))) {
    // The API reference's viewer (gateway/src/openapi/docs-page.ts ASSETS): its files, not the whole package.
    for (const file of SWAGGER_UI_FILES) copy[`api-docs/${file}`] = join(REPO_ROOT, 'node_modules/swagger-ui-dist', file);
  }
  return { entries, outdir: outdir ?? join(dir, 'dist'), copy };
}

/** The files of `swagger-ui-dist` the gateway serves at `/api/docs` (the ASSETS of gateway/src/openapi/docs-page.ts). */
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

export async function bundle({ entries, outdir, copy = {}, external = [], keepSourcePlaces = false }: BundleOptions): Promise<BundleResult> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: entries,
    outdir,
    external,
    plugins: keepSourcePlaces ? [sourcePlaces] : [],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    // CommonJS dependencies (pino and friends) call `require` for Node built-ins; an ESM bundle has
    // none unless we make one.
    banner: { js: "import { createRequire as __pmsCreateRequire } from 'node:module'; const require = __pmsCreateRequire(import.meta.url);" },
  });
  for (const [target, source] of Object.entries(copy)) {
    await cp(source, join(outdir, target), { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  }
  const files = Object.keys(result.metafile.outputs).map((f) => relative(outdir, resolve(f)));
  return { outdir, files, inputs: inputsOf(result.metafile) };
}

/**
 * A bundle run from the checkout (embedded mode, `npm start`) finds what each module finds beside
 * itself — every service's `./db/migrations`, the kit's migrations, the repository root, the API
 * viewer's package — where the module's source is, not beside the one bundle file: `import.meta.url`,
 * `dirname` and `filename` in our own sources become the source file's. (An image's bundle copies those
 * folders next to itself instead: `workspaceBundle`'s `copy`.)
 */
const sourcePlaces: Plugin = {
  name: 'pms-source-places',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = (await readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

function inputsOf(meta: Metafile): string[] {
  return Object.keys(meta.inputs).map((f) => relative(REPO_ROOT, resolve(f)));
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { entry: { type: 'string' }, outdir: { type: 'string' } },
  });
  let options: BundleOptions;
  if (values.entry) {
    if (!values.outdir) throw new Error('--entry needs --outdir');
    options = { entries: { index: resolve(values.entry) }, outdir: resolve(values.outdir) };
  } else {
    const [workspace] = positionals;
    if (!workspace) throw new Error('usage: node scripts/bundle-service.ts <workspace> | --entry FILE --outdir DIR');
    options = await workspaceBundle(workspace, values.outdir && resolve(values.outdir));
  }
  const { files } = await bundle(options);
  console.log(`bundled ${relative(REPO_ROOT, options.outdir)}: ${files.filter((f) => !f.endsWith('.map')).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
