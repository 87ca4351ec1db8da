import type { Hono } from 'hono';
import { createServiceApp, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { cookieSecure, type AuthConfig } from './config';
import { fixedWindowLimiter } from './domain/rate-limit';
import { jwksRoutes } from './routes/jwks';
import { sessionRoutes } from './routes/session';
import { keyRingLoader } from './tokens/keys';

/**
 * svc-auth: sign-in, status, sign-out and the public keys. It verifies its own tokens with its own
 * keys and its own revocation table (authoritative the moment a logout commits), rather than the
 * shared verifier the other services use.
 */
export function createApp(deps: ServiceDeps<AuthConfig>): Hono<AppEnv> {
  const { sql, clock, config, log } = deps;
  const app = createServiceApp('auth', deps);
  const keys = keyRingLoader(sql, config);
  const limiter = fixedWindowLimiter({
    limit: config.LOGIN_RATE_LIMIT ?? 20,
    windowMs: 60_000,
    now: () => clock.now().getTime(),
  });
  app.route('/', jwksRoutes(keys));
  app.route('/api', sessionRoutes({ sql, clock, log, keys, limiter, secureCookie: cookieSecure(config) }));
  return app;
}
