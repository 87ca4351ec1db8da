import { z } from 'zod';
import { JWKS_PATH } from '@pms/contracts/auth';
import { CLIENT_RATE_BURST, CLIENT_RATE_PER_SECOND } from '@pms/contracts/rules/clients';
import { EVERY_PROBLEM, GATEWAY_SECRET_MIN_LENGTH } from '@pms/service-kit';
import type { RemoteEntry } from './gateway';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const Remotes = z.array(z.object({ name: z.string().min(1), entry: z.string().min(1) }));

/** The gateway in its own process (distributed mode): where the services are, and what to serve. */
export const GatewayConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_URL: z.string().url(),
    RESERVATIONS_URL: z.string().url(),
    ROOMS_URL: z.string().url(),
    BILLING_URL: z.string().url(),
    /** svc-auth's public keys; default `${AUTH_URL}/.well-known/jwks.json`. */
    AUTH_JWKS_URL: z.string().url().optional(),
    /** Revocations reach the gateway over NATS; without it a signed-out token passes the gateway (the services still refuse it). */
    NATS_URL: z.string().optional(),
    BUS_NAMESPACE: z.string().regex(/^[a-z0-9_]*$/i).default(''),
    STATIC_DIR: z.string().optional(),
    /** JSON array of `{name, entry}`: the micro-frontends `/remotes.json` lists. */
    REMOTES: z
      .string()
      .optional()
      .transform((text, ctx): RemoteEntry[] => {
        if (!text) return [];
        try {
          const parsed = Remotes.safeParse(JSON.parse(text));
          if (parsed.success) return parsed.data;
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"name","entry"}' });
        return z.NEVER;
      }),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    /**
     * Sent to the services with every request so they believe its `x-forwarded-for` (svc-auth's sign-in
     * throttle keys on it). The same value as svc-auth's; required in production.
     */
    GATEWAY_SECRET: z
      .string()
      .min(GATEWAY_SECRET_MIN_LENGTH, `must be at least ${GATEWAY_SECRET_MIN_LENGTH} characters (generate one with \`openssl rand -hex 32\`)`)
      .optional(),
    /** Comma-separated origins the suite is reached at behind a TLS ingress (`https://pms.hotel.example`), for the CSRF check. */
    PUBLIC_ORIGIN: z
      .string()
      .optional()
      .transform((v) => (v ? v.split(',').map((o) => o.trim()).filter(Boolean) : [])),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    /** How long `GET /api/dashboard` waits for each service's figures (docs/dashboard.md). */
    DASHBOARD_TIMEOUT_MS: z.coerce.number().int().min(1).default(300),
    /** How long the hotel's reference data (hotel info, room types, tax rates) is served from the gateway's memory, in ms; 0: off (docs/performance.md). */
    REFERENCE_CACHE_MS: z.coerce.number().int().min(0).default(1_000),
    HSTS: flag,
    /** Machine clients' calls per second and burst (docs/integrations.md "Rate limit"). */
    CLIENT_RATE_PER_SECOND: z.coerce.number().positive().default(CLIENT_RATE_PER_SECOND),
    CLIENT_RATE_BURST: z.coerce.number().int().min(1).default(CLIENT_RATE_BURST),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV === 'production' && !cfg.NATS_URL) {
      ctx.addIssue({ code: 'custom', path: ['NATS_URL'], message: 'is required in production (signed-out tokens must be refused)' });
    }
    if (cfg.NODE_ENV === 'production' && !cfg.GATEWAY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['GATEWAY_SECRET'],
        message: "is required in production (the same value as svc-auth's; generate one with `openssl rand -hex 32`)",
      });
    }
  }, EVERY_PROBLEM)
  .transform((cfg) => ({ ...cfg, AUTH_JWKS_URL: cfg.AUTH_JWKS_URL ?? `${cfg.AUTH_URL.replace(/\/+$/, '')}${JWKS_PATH}` }));
export type GatewayConfig = z.infer<typeof GatewayConfig>;
