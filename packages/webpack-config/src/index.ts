/**
 * One function that builds every front end's webpack + Module Federation config (docs/architecture.md §8).
 *
 * The shell is the host; each department is a remote that publishes `mf-manifest.json` and is
 * registered by the shell at runtime from `/remotes.json`. Everything that must be identical on
 * both sides of the federation boundary (shared singletons, loaders, minifier, file naming) lives
 * here once, so a team cannot drift from the others by editing its own config.
 *
 * This file is loaded by webpack-cli through Node's own TypeScript type stripping, so it stays a
 * single file with erasable syntax only (no enums, no extension-less relative imports).
 *
 * long-file: webpack-cli loads it through Node's type stripping, so it stays one file (above).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import MinimizerPlugin from 'minimizer-webpack-plugin';

export type FrontEndKind = 'host' | 'remote';
export type BuildMode = 'production' | 'development';

export interface FrontEndOptions {
  /** Federation name: `shell`, or the department (`reservations`, `frontdesk`, `finance`, `reports`). */
  name: string;
  kind: FrontEndKind;
  /** The package folder (`import.meta.dirname` of its webpack.config.ts). */
  dir: string;
  /** What a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Development server port (each remote also runs standalone for its team). */
  port: number;
  mode: BuildMode;
  /** Page title of the standalone/development index.html. */
  title?: string;
}

/**
 * Shared singletons: one React and one `@pms/ui` for the whole page, whoever loads first.
 * `react-dom/` (trailing slash) covers `react-dom/client`, which React 19 needs to be the same
 * instance as `react-dom`. A shared module is provided whole, every export, so two packages that
 * must still be one per page are not shared but reached through `@pms/ui`, where the build keeps
 * only what is used: React Router (the shell's BrowserRouter; departments take Routes, Link,
 * useNavigate, … from `@pms/ui`: 61 → 13 KiB gz) and AG Grid (inside `@pms/ui`'s lazily loaded
 * grid chunk, the modules its wrapper registers: 385 → 194 KiB gz).
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-dom/', '@pms/ui'] as const;

/** Where the gateway serves a remote's files (its manifest is `<base>mf-manifest.json`). */
export const remoteBasePath = (name: string): string => `/mfe/${name}/`;

/** Development ports, one per front end, so every team's dev server can run side by side. */
export const DEV_PORTS = { shell: 3000, reservations: 3001, frontdesk: 3002, finance: 3003, reports: 3004 } as const;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const uiPackageJson = path.join(repoRoot, 'packages/ui/package.json');

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The version range a package declares for `dep`, if it declares a real range (not a workspace `*`). */
function declaredRange(pkg: PackageJson, dep: string): string | undefined {
  const range = pkg.dependencies?.[dep] ?? pkg.peerDependencies?.[dep] ?? pkg.devDependencies?.[dep];
  return range && range !== '*' ? range : undefined;
}

/**
 * `requiredVersion` for a shared package: what the front end declares, else what `@pms/ui`
 * declares (a peer dependency a remote leaves to it), else `^` the installed version (workspace
 * packages such as `@pms/ui` itself).
 */
function requiredVersionOf(dir: string, shareKey: string): string {
  const dep = shareKey.replace(/\/$/, '');
  const own = readJson(path.join(dir, 'package.json'));
  const fromOwn = declaredRange(own, dep);
  if (fromOwn) return fromOwn;
  if (existsSync(uiPackageJson)) {
    const fromUi = declaredRange(readJson(uiPackageJson), dep);
    if (fromUi) return fromUi;
  }
  const installed = installedPackageJson(dir, dep)?.version;
  if (!installed) throw new Error(`cannot find the installed version of ${dep} for ${dir}`);
  return `^${installed}`;
}

/** Node's resolution walk, by hand: some packages do not export their package.json. */
function installedPackageJson(dir: string, dep: string): PackageJson | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', dep, 'package.json');
    if (existsSync(file)) return readJson(file);
    if (path.dirname(at) === at) return undefined;
  }
}

export function sharedConfig(dir: string): Record<string, { singleton: true; requiredVersion: string }> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => [key, { singleton: true as const, requiredVersion: requiredVersionOf(dir, key) }]),
  );
}

function scriptRule(mode: BuildMode): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        },
        sourceMaps: true,
      },
    },
  };
}

/** Dev server for one front end. Calls to `/api` go to the gateway (embedded `npm start` by default). */
function devServer(opts: FrontEndOptions): DevServerConfiguration {
  const gateway = process.env.PMS_GATEWAY_URL ?? 'http://localhost:8080';
  return {
    port: opts.port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false } },
    // The shell's dev server loads the remotes from the other dev servers' origins.
    headers: opts.kind === 'remote' ? { 'Access-Control-Allow-Origin': '*' } : {},
    proxy: [{ context: ['/api'], target: gateway, changeOrigin: false }],
    setupMiddlewares:
      opts.kind === 'host'
        ? (middlewares, server) => {
            // The shell reads the remote list at runtime (docs/architecture.md §8); in development it points at
            // the remotes' own dev servers unless PMS_REMOTES (a JSON array) says otherwise.
            server.app?.get('/remotes.json', (_req, res) => {
              res.json(process.env.PMS_REMOTES ? JSON.parse(process.env.PMS_REMOTES) : devRemotes());
            });
            return middlewares;
          }
        : undefined,
  };
}

/** The remote list the shell's dev server answers, pointing at each remote's dev server. */
export function devRemotes(): Array<{ name: string; entry: string }> {
  return (['reservations', 'frontdesk', 'finance', 'reports'] as const).map((name) => ({
    name,
    entry: `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
  }));
}

export function createConfig(opts: FrontEndOptions): Configuration {
  const { name, kind, dir, mode } = opts;
  const production = mode === 'production';
  const hashed = production ? '.[contenthash:10]' : '';

  if (kind === 'remote' && !opts.exposes) throw new Error(`remote ${name} must expose something (./routes)`);
  // A page of its own: the shell always; a remote only in development, where its team runs it
  // standalone. A production remote is just its container (remoteEntry.js + manifest + chunks).
  const ownPage = kind === 'host' || !production;

  return {
    name,
    mode,
    context: dir,
    target: 'web',
    // src/index.ts only does `import('./bootstrap')`: the async boundary lets the federation runtime
    // negotiate shared singletons before any React code runs (avoids RUNTIME-006 loadShareSync).
    entry: ownPage ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Entry files keep fixed names: the federation runtime module computes the entry's path while
      // chunk hashes are not yet known ("[contenthash] not implemented in this context"). They are
      // small, referenced only by index.html (which adds a ?hash) or the manifest, and served
      // no-cache; every other chunk is content-hashed and immutable.
      filename: '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // The shell must load its chunks from the root whatever the deep link (`auto` would resolve
      // against /frontdesk/… and break); a remote resolves against where its manifest was found.
      publicPath: kind === 'host' ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(mode),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: opts.exposes,
        // Remotes are registered at runtime from /remotes.json, never at build time.
        remotes: {},
        shared: sharedConfig(dir),
        // 'version-first' (the default) loads EVERY registered remote's entry to compare shared
        // versions, so one department whose files cannot be fetched breaks the others. Reuse what
        // is already loaded (the shell provides every shared singleton) and fetch a remote only
        // when its area is opened.
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        dev: false,
        // Browser only: leaves the runtime's Node loading paths out of every bundle. (Sharing one
        // runtime through experiments.provideExternalRuntime/externalRuntime was measured: the
        // shell's entry grew by 27 KB gzipped while each remote entry saved 17 KB — not worth it.)
        experiments: { optimization: { target: 'web' } },
      }),
      ...(ownPage
        ? [
            new HtmlWebpackPlugin({
              template: path.join(import.meta.dirname, 'index.html'),
              title: opts.title ?? `Hotel PMS — ${name}`,
              favicon: path.join(import.meta.dirname, 'favicon.svg'),
              scriptLoading: 'defer',
              // Only the page's own entry (not the remote's container), from the root, so a deep
              // link such as /frontdesk/arrivals still finds /main.js.
              chunks: ['main'],
              publicPath: '/',
              // main.js keeps its name (see output.filename): the query busts caches per build.
              hash: production,
            }),
          ]
        : []),
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
    ],
    optimization: {
      minimize: production,
      // JavaScript: swc's minifier (terser's rules at native speed; terser itself dominated the build
      // time). It drops code no export uses, which webpack leaves to the minifier and esbuild's
      // transform never removes inside a chunk's module functions: that is what makes AG Grid's one
      // ESM file shrink to the modules we register (docs/performance.md). CSS stays with esbuild;
      // its `format` must be present and undefined, or EsbuildPlugin picks `iife` for web targets
      // and the wrapper hides the remote's container global (RUNTIME-001).
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } }, extractComments: false }),
        new EsbuildPlugin({ target: 'es2022', format: undefined, css: true, legalComments: 'none', exclude: /\.js$/ }),
      ],
      // Stable, readable ids keep content hashes stable across unrelated changes.
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    // react-datepicker requires date-fns locales by expression; the locales we use are imported
    // explicitly, so webpack's "critical dependency" note about it is noise.
    ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency/ }],
    stats: production ? 'errors-warnings' : 'minimal',
    // Production: only errors (the manifest plugin's note about publicPath 'auto' is expected).
    // Development: the dev server's "running at" lines.
    infrastructureLogging: { level: production ? 'error' : 'info' },
    devServer: devServer(opts),
  };
}
