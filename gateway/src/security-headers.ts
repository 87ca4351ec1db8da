import type { MiddlewareHandler } from 'hono';
import { setAnswerHeaders } from '@pms/service-kit';

export interface SecurityHeaderOptions {
  /** Origins other than the gateway's own that serve front-end code (remotes hosted elsewhere). */
  extraOrigins?: string[];
  /** Send Strict-Transport-Security (only behind https). */
  hsts?: boolean;
}

/**
 * The Content-Security-Policy of every page: scripts only from our origin(s) — no inline script, no
 * eval; inline styles are allowed because AG Grid's theming API and the bundled CSS inject `<style>`
 * elements at run time; the page may not be framed (clickjacking).
 */
export function contentSecurityPolicy(extraOrigins: string[] = [], upgrade = false): string {
  const code = ["'self'", ...extraOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    `img-src 'self' data: blob: ${extraOrigins.join(' ')}`.trim(),
    `font-src ${code} data:`,
    `connect-src ${code}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgrade ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Security headers on every answer the gateway gives, pages, assets, API and errors alike. */
export function securityHeaders({ extraOrigins = [], hsts = false }: SecurityHeaderOptions = {}): MiddlewareHandler {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(extraOrigins, hsts),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'x-dns-prefetch-control': 'off',
    'origin-agent-cluster': '?1',
  };
  if (hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const entries = Object.entries(headers);
  return async (c, next) => {
    await next();
    try {
      setAnswerHeaders(c.res, entries);
    } catch {
      // A Response straight from fetch() has immutable headers: copy it once, then set.
      c.res = new Response(c.res.body, c.res);
      setAnswerHeaders(c.res, entries);
    }
  };
}
