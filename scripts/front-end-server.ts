/**
 * The web server of a front-end image: the shell or one department's remote, each in a container
 * of its own so a team ships its front end without touching the others (k8s/, docs/deploy.md).
 *
 * It serves the build with the gateway's own rules (gateway/src/static.ts: content-hashed files
 * cached for a year, `index.html`, `mf-manifest.json` and `remoteEntry.js` revalidated every time)
 * and the gateway's security headers, and answers the orchestrator's probes. Nothing else: the
 * Ingress sends `/api` and `/remotes.json` to the gateway.
 *
 * - `BASE_PATH=/` (the shell): files from the root; every page path gets `index.html`.
 * - `BASE_PATH=/mfe/<name>/` (a remote): its files under that prefix, nothing else.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { z } from 'zod';
// The kit's config and log entries, not its index: a file server has no use for the database and bus code.
import { loadConfigOrExit } from '@pms/service-kit/config';
import { serveHttp } from '@pms/service-kit/http-server';
import { createLogger } from '@pms/service-kit/log';
import { securityHeaders } from '@pms/gateway/security-headers';
import { serveStatic } from '@pms/gateway/static';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

export const FrontEndConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The front end's build folder (webpack's `dist/`). */
  STATIC_DIR: z.string().min(1),
  /** `/` for the shell, `/mfe/<name>/` for a remote (where the remote list points the shell). */
  BASE_PATH: z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be / or /a/path/ (with both slashes)'),
  /** Origins other than ours that serve front-end code (remotes hosted elsewhere), comma-separated. */
  CSP_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** Strict-Transport-Security and upgrade-insecure-requests (served over https). */
  HSTS: flag,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type FrontEndConfig = z.infer<typeof FrontEndConfig>;

/** The file that proves a build is present: the shell's page, or a remote's manifest. */
export function readyFile(config: Pick<FrontEndConfig, 'BASE_PATH'>): string {
  return config.BASE_PATH === '/' ? 'index.html' : 'mf-manifest.json';
}

export function createFrontEndApp(config: FrontEndConfig): Hono {
  const shell = config.BASE_PATH === '/';
  const files = serveStatic(shell ? { root: config.STATIC_DIR } : { mounts: [{ prefix: config.BASE_PATH, dir: config.STATIC_DIR }] });
  const marker = join(config.STATIC_DIR, readyFile(config));
  const app = new Hono();
  app.use(securityHeaders({ extraOrigins: config.CSP_EXTRA_ORIGINS, hsts: config.HSTS }));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', (c) =>
    existsSync(marker) ? c.json({ status: 'ready' }) : c.json({ status: 'not ready', missing: readyFile(config) }, 503),
  );
  app.on(['GET', 'HEAD'], '*', compress(), async (c) => (await files(c)) ?? c.json({ error: 'not_found', message: `No such file: ${c.req.path}` }, 404));
  app.all('*', (c) => c.json({ error: 'method_not_allowed', message: 'Only GET and HEAD are served here.' }, 405, { allow: 'GET, HEAD' }));
  return app;
}

function main() {
  const config = loadConfigOrExit(FrontEndConfig);
  const log = createLogger('front-end', config.LOG_LEVEL);
  if (!existsSync(join(config.STATIC_DIR, readyFile(config)))) log.warn(`${config.STATIC_DIR} has no ${readyFile(config)}: not ready`);
  const app = createFrontEndApp(config);
  const server = serveHttp({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
    log.info({ port: info.port, base: config.BASE_PATH }, `serving ${config.STATIC_DIR} at ${config.BASE_PATH} on http://${config.HOST}:${info.port}`),
  );
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining');
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS).unref();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

// Started as a program (the image's `dist/index.js`, or `tsx scripts/front-end-server.ts`), not imported by a test.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main();
