import { z } from 'zod';
import { BaseConfig, EVERY_PROBLEM, GATEWAY_SECRET_MIN_LENGTH } from '@pms/service-kit';
import { privateJwkProblem } from './tokens/keys';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** svc-auth's environment beyond the base (parsed at start-up; production without a key refuses to start). */
export const AuthConfig = BaseConfig.extend({
  /**
   * The session signing key as a private JWK (JSON; OKP Ed25519 → EdDSA, or EC P-256 → ES256). Its
   * `kid`, when present, goes into every token header; otherwise the key's thumbprint does. Required in
   * production; elsewhere a key is generated once and kept in the auth schema.
   */
  JWT_PRIVATE_JWK: z.string().optional(),
  /** Public JWKs (a JSON array) still accepted after a key rotation, until their tokens expired. */
  JWT_RETIRED_PUBLIC_JWKS: z.string().optional(),
  /** `Secure` session cookie. Defaults to on in production (served over https). */
  COOKIE_SECURE: flag,
  /**
   * Failed sign-ins one client address may make in 10 minutes, across usernames, before every
   * further attempt from it answers 429 until enough of them are 10 minutes old. Successful sign-ins
   * never count. Default 100: generous for a hotel whose staff share one public address.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /**
   * The secret the gateway sends with every request (`x-pms-gateway-secret`): only a request that
   * carries it has its `x-forwarded-for` believed; any other is keyed by its socket address. Required
   * in production; embedded mode and `npm run start:services` generate one.
   */
  GATEWAY_SECRET: z.string().min(GATEWAY_SECRET_MIN_LENGTH, `must be at least ${GATEWAY_SECRET_MIN_LENGTH} characters (generate one with \`openssl rand -hex 32\`)`).optional(),
  /**
   * Hosts a webhook may target even though they resolve into a private, loopback, link-local or
   * unique-local network (comma-separated host names or addresses, as written in the URL). Demo mode
   * allows loopback anyway.
   */
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, '')).filter(Boolean)),
  /** The first retry's delay after a failed delivery; each later one doubles. Default 10 s. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a delivery is retried before it is dead-lettered. Default 24 h. */
  WEBHOOK_RETRY_WINDOW_MS: z.coerce.number().int().min(0).default(24 * 60 * 60 * 1000),
  /** A receiver that has not answered in this long has failed the attempt. Default 5 s. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** How often the dispatcher looks for due deliveries when nothing woke it. Default 1 s. */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).default(1_000),
}).superRefine((cfg, ctx) => {
  if (cfg.NODE_ENV === 'production' && !cfg.JWT_PRIVATE_JWK) {
    ctx.addIssue({ code: 'custom', path: ['JWT_PRIVATE_JWK'], message: 'is required in production (a private Ed25519 or P-256 JWK, JSON; docs/deploy.md shows how to make one)' });
  }
  if (cfg.NODE_ENV === 'production' && !cfg.GATEWAY_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['GATEWAY_SECRET'],
      message: 'is required in production (the same value as the gateway\'s; generate one with `openssl rand -hex 32`)',
    });
  }
  const problem = cfg.JWT_PRIVATE_JWK ? privateJwkProblem(cfg.JWT_PRIVATE_JWK) : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['JWT_PRIVATE_JWK'], message: problem });
}, EVERY_PROBLEM);
export type AuthConfig = z.infer<typeof AuthConfig>;

/** Whether the session cookie carries `Secure`. */
export function cookieSecure(config: Pick<AuthConfig, 'COOKIE_SECURE' | 'NODE_ENV'>): boolean {
  return config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
}
