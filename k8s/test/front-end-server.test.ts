/**
 * The web server of the front-end images (scripts/front-end-server.ts): the shell's pages and a
 * remote's files with the cache rules a deploy relies on (hashed files for a year, entry files
 * revalidated, so a new remote is picked up on the next load), the security headers, the probes,
 * and a clean stop on SIGTERM when bundled as in the image.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@pms/service-kit';
import { bundle } from '../../scripts/bundle-service';
import { createFrontEndApp, FrontEndConfig } from '../../scripts/front-end-server';
import { startBundle } from './support';

const work = mkdtempSync(join(tmpdir(), 'pms-front-end-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function build(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

const config = (env: Record<string, string>) => parseConfig(FrontEndConfig, env);
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the shell image', () => {
  const dir = build('shell', { 'index.html': '<!doctype html><title>Hotel PMS</title>', 'main.js': 'main', '208.9609cc746b.js': 'chunk' });
  const app = createFrontEndApp(config({ STATIC_DIR: dir, BASE_PATH: '/' }));

  it('answers every page path with index.html, revalidated, under the security headers', async () => {
    for (const path of ['/', '/reserve/new', '/frontdesk/arrivals']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('Hotel PMS');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches content-hashed files for a year and revalidates the entry script', async () => {
    expect((await app.request('/208.9609cc746b.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await app.request('/main.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing script with 404, not the page', async () => {
    expect((await app.request('/missing.0123456789.js')).status).toBe(404);
  });

  it('is live and ready with its build, not ready without', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(200);
    const empty = createFrontEndApp(config({ STATIC_DIR: build('empty-shell', {}), BASE_PATH: '/' }));
    expect((await empty.request('/healthz')).status).toBe(200);
    expect((await empty.request('/readyz')).status).toBe(503);
  });

  it('sends Strict-Transport-Security only when HSTS is on', async () => {
    expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const https = createFrontEndApp(config({ STATIC_DIR: dir, BASE_PATH: '/', HSTS: 'true' }));
    expect((await https.request('/')).headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('serves files only', async () => {
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(405);
  });
});

describe('a remote image', () => {
  const dir = build('frontdesk', {
    'mf-manifest.json': '{"id":"frontdesk"}',
    'remoteEntry.js': 'entry',
    '__federation_expose_routes.2ee786b15d.js': 'routes',
  });
  const app = createFrontEndApp(config({ STATIC_DIR: dir, BASE_PATH: '/mfe/frontdesk/' }));

  it('revalidates its manifest and remote entry on every load, so a new version is picked up', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await app.request(`/mfe/frontdesk/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await app.request('/mfe/frontdesk/mf-manifest.json')).headers.get('content-type')).toContain('application/json');
  });

  it('caches its content-hashed chunks for a year', async () => {
    expect((await app.request('/mfe/frontdesk/__federation_expose_routes.2ee786b15d.js')).headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('serves nothing outside its prefix and has no page fallback', async () => {
    expect((await app.request('/')).status).toBe(404);
    expect((await app.request('/mfe/frontdesk/arrivals')).status).toBe(404);
    expect((await app.request('/mfe/frontdesk/../../etc/passwd')).status).toBe(404);
  });

  it('is ready once its manifest is there', async () => {
    expect((await app.request('/readyz')).status).toBe(200);
    const empty = createFrontEndApp(config({ STATIC_DIR: build('empty-remote', { 'index.html': 'x' }), BASE_PATH: '/mfe/frontdesk/' }));
    expect((await empty.request('/readyz')).status).toBe(503);
  });
});

describe('its configuration', () => {
  it('refuses a base path without both slashes, and a missing build folder', () => {
    expect(() => config({ STATIC_DIR: '/x', BASE_PATH: '/mfe/frontdesk' })).toThrow(/BASE_PATH/);
    expect(() => config({ BASE_PATH: '/' })).toThrow(/STATIC_DIR is required/);
  });
});

describe('bundled as in the image', () => {
  it('starts, serves, and stops cleanly on SIGTERM', async () => {
    const out = join(work, 'server');
    await bundle({ entries: { index: join(import.meta.dirname, '../../scripts/front-end-server.ts') }, outdir: out });
    const dir = build('bundled-shell', { 'index.html': '<!doctype html><title>Hotel PMS</title>' });
    const { child, port, exited } = await startBundle(join(out, 'index.js'), {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: dir,
      BASE_PATH: '/',
    });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${port}/reserve/new`)).text()).toContain('Hotel PMS');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
