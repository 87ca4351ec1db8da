import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@pms/contracts/errors';
import { stubGateway } from './stub-gateway';

const { staticDir, build, gateway } = await stubGateway();

describe('front ends', () => {
  it('serves index.html for a page path (SPA fallback), not cached', async () => {
    const res = await gateway.request('/reserve/new');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('id="root"');
    expect((await gateway.request('/')).status).toBe(200);
  });

  it('caches hashed assets for a year and revalidates entry files', async () => {
    const hashed = await gateway.request('/main.3f9a1c2b.js');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/logo.png']) {
      expect((await gateway.request(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await gateway.request('/remoteEntry.js');
    const etag = first.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    const again = await gateway.request('/remoteEntry.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the page, for a missing asset and for paths escaping the folder', async () => {
    expect((await gateway.request('/missing.js')).status).toBe(404);
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/remotes/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await gateway.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('top secret');
    }
  });

  it('serves mounted remotes without fallback', async () => {
    const gw = build({ staticMounts: [{ prefix: '/mfe/frontdesk', dir: join(staticDir, 'remotes', 'frontdesk') }] });
    expect(await (await gw.request('/mfe/frontdesk/remoteEntry.js')).text()).toBe('var frontdesk;');
    expect((await gw.request('/mfe/frontdesk/nothing')).status).toBe(404);
  });

  it('lists the remotes at /remotes.json', async () => {
    const res = await gateway.request('/remotes.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual([{ name: 'frontdesk', entry: '/remotes/frontdesk/mf-manifest.json' }]);
  });

  it('answers 404 JSON for pages when no front end is configured', async () => {
    const bare = build({ staticDir: undefined });
    const res = await bare.request('/reserve/new');
    expect(res.status).toBe(404);
    expect(ErrorBody.parse(await res.json()).error).toBe('not_found');
  });
});

describe('security headers', () => {
  it.each(['/reserve/new', '/main.3f9a1c2b.js', '/api/login/status', '/api/hw/tax_rates', '/api/nope', '/healthz', '/remotes.json'])(
    'are on %s',
    async (path) => {
      const res = await gateway.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('allows remote origins in the CSP and sends HSTS when asked', async () => {
    const gw = build({ remotes: [{ name: 'finance', entry: 'https://finance.example.com/mf-manifest.json' }], hsts: true });
    const res = await gw.request('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://finance.example.com");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
