import type { Hono } from 'hono';
import { auditRoutes, createServiceApp, type AppEnv, type ServiceDeps } from '@pms/service-kit';
import { cookieSecure, type AuthConfig } from './config';
import { loginRoutes } from './login/route';
import { loginThrottle } from './login/throttle';
import { jwksRoutes } from './routes/jwks';
import { sessionCookieOptions, sessionRoutes } from './routes/session';
import { clientRoutes } from './routes/clients';
import { oauthRoutes } from './routes/oauth';
import { staffRoutes } from './routes/staff';
import { webhookRoutes } from './routes/webhooks';
import { authGuard } from './tokens/current-user';
import { keyRingLoader } from './tokens/keys';
import { kickDispatcher, targetPolicy, wakeWebhookFollower } from './webhooks/start';

/**
 * svc-auth: sign-in, status, sign-out, the public keys, the staff accounts, the machine clients and the webhook subscriptions. It verifies its own tokens with its own
 * keys and its own revocation table (authoritative the moment a logout commits), rather than the
 * shared verifier the other services use.
 */
export function createApp(deps: ServiceDeps<AuthConfig>): Hono<AppEnv> {
  const { sql, clock, config } = deps;
  const app = createServiceApp('auth', deps);
  const keys = keyRingLoader(sql, config);
  const cookie = sessionCookieOptions(cookieSecure(config));
  const throttle = loginThrottle(sql, { addressLimit: config.LOGIN_RATE_LIMIT });
  app.use('/api/*', async (c, next) => {
    await next();
    // Session answers are per user: never stored by a browser or proxy cache.
    c.header('cache-control', 'no-store');
  });
  app.route('/', jwksRoutes(keys));
  app.route('/api', loginRoutes({ sql, clock, keys, throttle, gatewaySecret: config.GATEWAY_SECRET, cookie }));
  app.route('/api', sessionRoutes({ sql, keys, clock, cookie }));
  app.route('/api', oauthRoutes({ sql, keys }));
  app.use('/api/*', authGuard(sql, keys));
  app.route('/api', staffRoutes({ sql, clock, throttle, gatewaySecret: config.GATEWAY_SECRET, keys, cookie }));
  app.route('/api', clientRoutes({ sql, clock }));
  app.route('/api', webhookRoutes({ sql, clock, policy: targetPolicy(config), onQueued: () => kickDispatcher(sql), onSubscriptionsChanged: () => wakeWebhookFollower(sql) }));
  app.route('/', auditRoutes('auth', sql));
  return app;
}
